import { useTranslation } from 'react-i18next';
import { HIGHLIGHTED_PERCENTILE, type PercentileRow } from '@marginalia/contracts/grammar-check/percentiles';
import { ordinalFor } from '@marginalia/contracts/formatting/ordinal';
import { useSiteLanguage } from '../../lib/application-context';
import { chartPoints } from './grammar-check-rules';
import { formatScore } from './score-format';
import classes from './grammar-check.module.css';

const WIDTH = 560;
const HEIGHT = 240;
const PAD = { left: 44, right: 16, top: 16, bottom: 36 };
const plotWidth = WIDTH - PAD.left - PAD.right;
const plotHeight = HEIGHT - PAD.top - PAD.bottom;
/** Chart coordinates: the score scaled by 10 (0–100) across, the percentile (0–100) up. */
const px = (x: number) => PAD.left + (x / 100) * plotWidth;
const py = (y: number) => PAD.top + plotHeight - (y / 100) * plotHeight;

/**
 * Where a score stands among the manuscripts assessed: the share of manuscripts below each score (the
 * percentile rows), the 95th percentile highlighted and the reader's score as a vertical line (its score
 * scaled by 10, as the chart's axis is). Drawn as SVG: no chart library in the bundle.
 */
export function PercentileChart({ percentiles, score, color }: { percentiles: readonly PercentileRow[]; score: number; color: string }) {
  const { t } = useTranslation('grammar-check');
  const language = useSiteLanguage();
  const points = chartPoints(percentiles);
  if (points.length === 0) return null;
  const curve = [{ x: 0, y: 0 }, ...points, { x: 100, y: 100 }];
  const line = curve.map((point, index) => `${index === 0 ? 'M' : 'L'}${px(point.x).toFixed(1)},${py(point.y).toFixed(1)}`).join(' ');
  const area = `${line} L${px(100)},${py(0)} L${px(0)},${py(0)} Z`;
  const highlighted = percentiles.find((row) => row.percentile === HIGHLIGHTED_PERCENTILE);
  const scoreX = px(Math.min(100, Math.max(0, score * 10)));
  const description = t('chart.description', {
    score: formatScore(score, language),
    minimum: highlighted ? formatScore(highlighted.minimumScore, language) : '',
    ordinal: ordinalFor(HIGHLIGHTED_PERCENTILE, language),
  });

  return (
    <figure className={classes.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="grammar-chart-title grammar-chart-desc" data-testid="grammar-percentile-chart">
        <title id="grammar-chart-title">{t('chart.title')}</title>
        <desc id="grammar-chart-desc">{description}</desc>
        {[0, 25, 50, 75, 100].map((y) => (
          <g key={`y${y}`}>
            <line x1={px(0)} x2={px(100)} y1={py(y)} y2={py(y)} className={classes.chartGrid} />
            <text x={PAD.left - 8} y={py(y) + 4} textAnchor="end" className={classes.chartLabel}>
              {y}
            </text>
          </g>
        ))}
        {[0, 20, 40, 60, 80, 100].map((x) => (
          <text key={`x${x}`} x={px(x)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" className={classes.chartLabel}>
            {x / 10}
          </text>
        ))}
        <path d={area} className={classes.chartArea} />
        <path d={line} className={classes.chartLine} />
        {highlighted && (
          <g data-testid="grammar-chart-highlight">
            <line x1={px(highlighted.minimumScore * 10)} x2={px(highlighted.minimumScore * 10)} y1={py(0)} y2={py(HIGHLIGHTED_PERCENTILE)} className={classes.chartHighlightRule} />
            <circle cx={px(highlighted.minimumScore * 10)} cy={py(HIGHLIGHTED_PERCENTILE)} r={5} className={classes.chartHighlight} />
            <text x={px(highlighted.minimumScore * 10) - 8} y={py(HIGHLIGHTED_PERCENTILE) + 18} textAnchor="end" className={classes.chartHighlightLabel}>
              {t('chart.highlight', { ordinal: ordinalFor(HIGHLIGHTED_PERCENTILE, language) })}
            </text>
          </g>
        )}
        <line x1={scoreX} x2={scoreX} y1={py(0)} y2={py(100)} stroke={color} strokeWidth={2.5} data-testid="grammar-chart-score" />
        <text x={Math.min(scoreX + 6, WIDTH - PAD.right - 70)} y={py(100) + 12} className={classes.chartScoreLabel} fill={color}>
          {t('chart.yours', { score: formatScore(score, language) })}
        </text>
        <text x={px(50)} y={HEIGHT - 4} textAnchor="middle" className={classes.chartAxisTitle}>
          {t('chart.scoreAxis')}
        </text>
      </svg>
      <figcaption className={classes.chartCaption}>{t('chart.caption')}</figcaption>
    </figure>
  );
}

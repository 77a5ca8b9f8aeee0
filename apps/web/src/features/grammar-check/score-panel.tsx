import { useTranslation } from 'react-i18next';
import { Alert, Loader, Text } from '@mantine/core';
import type { AssessmentReport } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { ordinalFor } from '@marginalia/contracts/formatting/ordinal';
import { useSiteLanguage } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { PercentileChart } from './percentile-chart';
import { formatScore } from './score-format';
import classes from './grammar-check.module.css';

/** The score as a ring filled to score / 10 in the category's colour. */
function ScoreRing({ score, color, trailColor }: { score: number; color: string; trailColor: string }) {
  const language = useSiteLanguage();
  const { t } = useTranslation('grammar-check');
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className={classes.ring}>
      <svg viewBox="0 0 128 128" width={128} height={128} aria-hidden="true">
        <circle cx={64} cy={64} r={radius} fill="none" stroke={trailColor} strokeWidth={12} />
        <circle cx={64} cy={64} r={radius} fill="none" stroke={color} strokeWidth={12} strokeLinecap="round" strokeDasharray={`${(score / 10) * circumference} ${circumference}`} transform="rotate(-90 64 64)" />
      </svg>
      <div className={classes.ringText}>
        <span className={classes.ringScore} style={{ color }} data-testid="grammar-score">
          {formatScore(score, language)}
        </span>
        <span className={classes.ringOutOf}>{t('score.outOf')}</span>
      </div>
    </div>
  );
}

/**
 * The report's score: processing (info), failed (error), not checked (skipped, with why), or the score
 * with its category, its percentile and the chart.
 */
export function ScorePanel({ report }: { report: AssessmentReport }) {
  const { t } = useTranslation('grammar-check');
  const text = useMessageText();
  const language = useSiteLanguage();
  const { assessment } = report;

  if (assessment.scoreProcessing) {
    return (
      <Alert color="blue" variant="light" data-testid="grammar-score-processing">
        <div className={classes.processing}>
          <Loader size="sm" />
          <div>
            <Text fw={600}>{t('score.processingTitle')}</Text>
            <Text size="sm">{t('score.processing')}</Text>
          </div>
        </div>
      </Alert>
    );
  }
  if (assessment.scoreFailed) {
    return (
      <Alert color="red" variant="light" role="alert" title={text('language-assessment-failure')} data-testid="grammar-score-failed">
        {assessment.reason?.message}
      </Alert>
    );
  }
  if (assessment.scoreStatus === 'skipped' || assessment.score === null || assessment.category === null) {
    return (
      <Alert color="yellow" variant="light" title={t('score.skippedTitle')} data-testid="grammar-score-skipped">
        {assessment.reason?.message}
      </Alert>
    );
  }

  const color = assessment.color ?? 'currentColor';
  return (
    <div className={classes.scoreLayout} data-testid="grammar-score-completed">
      <div className={classes.scoreSummary}>
        <ScoreRing score={assessment.score} color={color} trailColor={assessment.trailColor} />
        <div>
          <Text className={classes.category} style={{ color }} data-testid="grammar-category">
            {t(`category.${assessment.category}`)}
          </Text>
          <Text size="sm" mt={4}>
            {t(`categoryText.${assessment.category}`)}
          </Text>
          {assessment.percentile !== null && (
            <Text size="sm" mt="sm" data-testid="grammar-percentile">
              {assessment.percentile === 0 ? t('score.percentileLowest') : t('score.percentile', { percent: assessment.percentile, ordinal: ordinalFor(assessment.percentile, language) })}
            </Text>
          )}
        </div>
      </div>
      <PercentileChart percentiles={report.percentiles} score={assessment.score} color={color} />
    </div>
  );
}

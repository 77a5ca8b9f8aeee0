import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import { AVERAGE_MIN_SCORE, CATEGORY_WEIGHTS, EXCEPTIONAL_MIN_SCORE, REPEAT_CAP, SCORE_RATE_SCALE } from '@marginalia/contracts/grammar-check/assessment-score';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useSiteLanguage } from '../../lib/application-context';
import { PanelSection } from '../../components/layout/panel-section';
import classes from './grammar-check.module.css';

/**
 * "How this score is computed": the formula of contracts grammar-check/assessment-score.ts, with its
 * numbers taken from there, so the page never says something the score does not do.
 */
export function ScoreExplanation() {
  const { t } = useTranslation('grammar-check');
  const language = useSiteLanguage();
  const number = (value: number) => new Intl.NumberFormat(bcp47(language), { maximumFractionDigits: 2 }).format(value);
  return (
    <PanelSection titleId="grammar-how-title" title={t('how.title')} className={classes.panelPadding}>
      <div className={classes.explanation} data-testid="grammar-how">
        <Text size="sm">
          {t('how.weights', {
            grammar: number(CATEGORY_WEIGHTS.grammarMechanics),
            spelling: number(CATEGORY_WEIGHTS.consistencySpellingTypos),
            wordChoice: number(CATEGORY_WEIGHTS.wordChoice),
            phrasing: number(CATEGORY_WEIGHTS.phrasing),
            punctuation: number(CATEGORY_WEIGHTS.punctuation),
            repeats: REPEAT_CAP,
          })}
        </Text>
        <p className={classes.formula}>
          r = 100 × Σ (w × c) ÷ n &nbsp;&nbsp;·&nbsp;&nbsp; S = 10 × e<sup>−r ÷ {number(SCORE_RATE_SCALE)}</sup>
        </p>
        <Text size="sm">{t('how.formula', { scale: number(SCORE_RATE_SCALE) })}</Text>
        <Text size="sm" mt="xs">
          {t('how.categories', { exceptional: number(EXCEPTIONAL_MIN_SCORE), average: number(AVERAGE_MIN_SCORE) })}
        </Text>
        <Text size="sm" mt="xs">
          {t('how.percentile')}
        </Text>
        <Text size="sm" mt="xs" c="dimmed">
          {t('how.limits')}
        </Text>
      </div>
    </PanelSection>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert, Loader, Text } from '@mantine/core';
import { FINDING_CATEGORIES } from '@marginalia/contracts/grammar-check/assessment-score';
import type { LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { useMessageText } from '../../components/form-messages';
import { PanelSection } from '../../components/layout/panel-section';
import { showsErrorCounts } from './grammar-check-rules';
import classes from './grammar-check.module.css';

/**
 * The issues found by category: hidden when the count was skipped or while the score is not complete;
 * otherwise processing, failed ('language-assessment-error-count-failure') or the counts with a bar each.
 */
export function ErrorCountPanel({ assessment }: { assessment: LanguageAssessment }) {
  const { t } = useTranslation('grammar-check');
  const text = useMessageText();
  if (!showsErrorCounts(assessment)) return null;
  const largest = Math.max(1, ...FINDING_CATEGORIES.map((category) => assessment.errorCount[category]));

  return (
    <PanelSection titleId="grammar-counts-title" title={t('counts.title')} lead={t('counts.lead')} className={classes.panelPadding}>
      {assessment.errorCountProcessing ? (
        <div className={classes.processing}>
          <Loader size="sm" />
          <Text size="sm">{t('counts.processing')}</Text>
        </div>
      ) : assessment.errorCountFailed ? (
        <Alert color="red" variant="light" role="alert">
          {text('language-assessment-error-count-failure')}
        </Alert>
      ) : (
        <dl className={classes.counts} data-testid="grammar-counts">
          {FINDING_CATEGORIES.map((category) => (
            <div key={category} className={classes.countRow}>
              <dt>{t(`findingCategory.${category}`)}</dt>
              <dd>
                <span className={classes.countBar} data-category={category} style={{ width: `${(assessment.errorCount[category] / largest) * 100}%` }} />
                <span className={classes.countValue}>{assessment.errorCount[category]}</span>
              </dd>
            </div>
          ))}
          <div className={`${classes.countRow} ${classes.countTotal}`}>
            <dt>{t('counts.total')}</dt>
            <dd>
              <span className={classes.countValue} data-testid="grammar-total">
                {assessment.totalErrorCount}
              </span>
            </dd>
          </div>
        </dl>
      )}
    </PanelSection>
  );
}

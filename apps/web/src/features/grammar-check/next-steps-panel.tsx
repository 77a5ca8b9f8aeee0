import { useTranslation } from 'react-i18next';
import { Alert, Button, Text } from '@mantine/core';
import { editingRecommended } from '@marginalia/contracts/grammar-check/assessment-score';
import { editingPriceShown, type AssessmentReport } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { fromLanguageAssessmentPath } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { ArrowRightIcon } from '../../components/icons';
import { PanelSection } from '../../components/layout/panel-section';
import classes from './grammar-check.module.css';

/**
 * Next steps, once the score is complete: professional editing recommended or not, its price (75 in the
 * user's currency) and "start an order", a browser navigation that opens the order form at the services
 * step with this manuscript attached. Visitors also see the first-order discount.
 */
export function NextStepsPanel({ report }: { report: AssessmentReport }) {
  const { t } = useTranslation('grammar-check');
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const { assessment } = report;
  if (!assessment.scoreCompleted || assessment.score === null) return null;
  const recommended = editingRecommended(assessment.score);
  const price = formatMoney(editingPriceShown(user.currency), user.currency);

  return (
    <PanelSection titleId="grammar-next-title" title={t('next.title')} className={`${classes.panelPadding} ${classes.nextSteps}`}>
      {!user.loggedIn && report.welcomeDiscount && (
        <Alert color="teal" variant="light" mb="md" data-testid="grammar-discount">
          {t('next.discount', { percent: report.welcomeDiscount.percent, code: report.welcomeDiscount.code })}
        </Alert>
      )}
      <Text fw={600} data-testid="grammar-recommendation">
        {recommended ? t('next.recommended') : t('next.notNeeded')}
      </Text>
      <Text size="sm" mt={6}>
        {recommended ? t('next.recommendedText') : t('next.notNeededText')}
      </Text>
      <Text mt="md">
        {t('next.price', { price })}
      </Text>
      <Button component="a" href={`${fromLanguageAssessmentPath(assessment.identity)}?language=${language}`} mt="md" rightSection={<ArrowRightIcon size={16} />} data-testid="grammar-start-order">
        {t('next.startOrder')}
      </Button>
    </PanelSection>
  );
}

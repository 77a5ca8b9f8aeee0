import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import type { DigitalOrderLoadResponse } from '@marginalia/contracts/digital/digital-translation.contract';
import type { TranslationStatusFilter } from '@marginalia/contracts/digital/translation-route';
import { digitalRoutes } from '@marginalia/contracts/digital/digital.paths';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { useCurrentUser, useFeatureFlag, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { DigitalProductPage } from '../../components/digital-product/digital-product-page';
import { PanelSection } from '../../components/layout/panel-section';
import { translationLoadQuery } from './translation-api';
import { TranslationList } from './translation-list';
import { unavailableLanguages } from './translation-rules';
import { TranslationUpload } from './translation-upload';
import layout from '../../components/layout/layout.module.css';
import digital from '../../components/digital-product/digital-product.module.css';
import classes from './digital-translation.module.css';

/**
 * The translation page (/researcher/digital-translations, and /rubriq/translation once the newer product is
 * launched): what the researcher has left, the upload form, and the list of translations.
 */
export function TranslationWorkspace({ status }: { status: TranslationStatusFilter | null }) {
  return (
    <DigitalProductPage namespace="digital-translation" load={translationLoadQuery()}>
      {(load) => <WorkspaceContent load={load} status={status} />}
    </DigitalProductPage>
  );
}

function WorkspaceContent({ load, status }: { load: DigitalOrderLoadResponse; status: TranslationStatusFilter | null }) {
  const { t } = useTranslation('digital-translation');
  const lp = useLocalePath();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const launched = useFeatureFlag('curie_is_launched');
  const purchasePath = lp(launched ? digitalRoutes.rubriqSubscribe : digitalRoutes.purchase());
  const missing = unavailableLanguages(load);
  const valid = load.digitalTranslationPurchases.filter((purchase) => purchase.valid);

  return (
    <div className={layout.sections}>
      <PanelSection className={digital.panel} titleId="translation-uses" title={t('uses.title')} lead={t('uses.lead', { count: load.numberOfUsesAvailable, limit: load.wordLimit.toLocaleString(bcp47(language)) })}>
        <Group justify="space-between" align="flex-end">
          <ul className={classes.purchases} data-testid="translation-purchases">
            {valid.map((purchase) => (
              <li key={purchase.identity}>
                <Text fw={600} span>
                  {t('uses.remaining', { count: purchase.numberOfUsesRemaining ?? 0 })}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  {purchase.allowedLanguages.map((each) => t(`languages.${each}`)).join(' · ')}
                  {purchase.endsAt && ` — ${t('uses.until', { date: formatDate(new Date(purchase.endsAt), user.timeZone, language) })}`}
                </Text>
              </li>
            ))}
            {valid.length === 0 && <li>{t('uses.none')}</li>}
          </ul>
          <Group>
            {load.chineseTrialEligible && (
              <Anchor component={Link} to={lp(digitalRoutes.chineseTrial)}>
                {t('uses.chineseTrial')}
              </Anchor>
            )}
            <Button component={Link} to={purchasePath} data-testid="translation-buy">
              {t('uses.buy')}
            </Button>
          </Group>
        </Group>
      </PanelSection>

      {load.numberOfUsesAvailable > 0 && (
        <PanelSection className={digital.panel} titleId="translation-upload" title={t('upload.title')} lead={t('upload.lead')}>
          {missing.length > 0 && (
            <Alert color="amber" variant="light" role="status" mb="md" data-testid="translation-unavailable">
              {t('upload.unavailableNotice', { languages: missing.map((each) => t(`languages.${each}`)).join(', ') })}
            </Alert>
          )}
          <TranslationUpload load={load} />
        </PanelSection>
      )}

      {(load.hasUploadedDigitalTranslation || load.numberOfUsesAvailable > 0) && (
        <PanelSection className={digital.panel} titleId="translation-list" title={t('list.title')}>
          <TranslationList status={status} />
        </PanelSection>
      )}

      <aside className={classes.about} aria-labelledby="translation-about">
        <h2 id="translation-about" className={classes.aboutTitle}>
          {t('about.title')}
        </h2>
        <ul>
          <li>{t('about.keeps')}</li>
          <li>{t('about.protects')}</li>
          <li>{t('about.glossary')}</li>
          <li>{t('about.review')}</li>
        </ul>
      </aside>
    </div>
  );
}

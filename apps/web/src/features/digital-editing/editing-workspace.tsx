import '@mantine/core/styles/Badge.css';

import { useTranslation } from 'react-i18next';
import { Badge, Text } from '@mantine/core';
import type { DigitalEditLoadResponse } from '@marginalia/contracts/digital/digital-editing.contract';
import type { EditingStatusFilter } from '@marginalia/contracts/digital/digital-editing-route';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useMessageText } from '../../components/form-messages';
import { DigitalProductPage } from '../../components/digital-product/digital-product-page';
import { PanelSection } from '../../components/layout/panel-section';
import { editingLoadQuery } from './editing-api';
import { badgeColor, offersSubscription, showsWorkspace } from './editing-rules';
import { EditList } from './edit-list';
import { EditUpload } from './edit-upload';
import { EditingSidePanel } from './editing-side-panel';
import { PricingCard } from './pricing-card';
import digital from '../../components/digital-product/digital-product.module.css';
import classes from './digital-editing.module.css';

/**
 * The digital-editing page (/researcher/digital-editing, and /rubriq once the newer product is launched): the
 * access badge and what it allows, the offer for those without a subscription, the upload form and the list
 * for those with access or edits, and the side panel about the service.
 */
export function EditingWorkspace({ status }: { status: EditingStatusFilter | null }) {
  return (
    <DigitalProductPage namespace="digital-editing" load={editingLoadQuery()}>
      {(load) => <WorkspaceContent load={load} status={status} />}
    </DigitalProductPage>
  );
}

function WorkspaceContent({ load, status }: { load: DigitalEditLoadResponse; status: EditingStatusFilter | null }) {
  const { t } = useTranslation('digital-editing');
  const language = useSiteLanguage();
  return (
    <div className={classes.layout}>
      <div className={classes.main}>
        <PanelSection className={digital.panel} titleId="editing-access" title={t('access.title')}>
          <AccessLine load={load} />
        </PanelSection>
        {offersSubscription(load) && <PricingCard load={load} />}
        {showsWorkspace(load) && (
          <>
            {load.accessType !== 'NONE' && (
              <PanelSection className={digital.panel} titleId="editing-upload" title={t('upload.title')} lead={t('upload.lead', { limit: load.wordLimit.toLocaleString(bcp47(language)) })}>
                <EditUpload />
              </PanelSection>
            )}
            <PanelSection className={digital.panel} titleId="editing-list" title={t('list.title')}>
              <EditList status={status} />
            </PanelSection>
          </>
        )}
      </div>
      <EditingSidePanel load={load} />
    </div>
  );
}

/** The badge (`digital-editing-badge-{type}`) and what the access allows, with its dates. */
function AccessLine({ load }: { load: DigitalEditLoadResponse }) {
  const { t } = useTranslation('digital-editing');
  const text = useMessageText();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const date = (iso: string | null) => (iso ? formatDate(new Date(iso), user.timeZone, language) : '');
  const instructions =
    load.accessType === 'SUBSCRIPTION'
      ? t('access.subscription', { date: date(load.accessEndsAt) })
      : load.accessType === 'TRIAL'
        ? t('access.trial')
        : load.expiredAt
          ? t('access.expired', { date: date(load.expiredAt) })
          : t('access.none');
  return (
    <div className={classes.access}>
      <Badge color={badgeColor(load.accessType)} variant="light" size="lg" data-testid="digital-editing-badge">
        {text(`digital-editing-badge-${load.accessType}`)}
      </Badge>
      <Text>{instructions}</Text>
    </div>
  );
}

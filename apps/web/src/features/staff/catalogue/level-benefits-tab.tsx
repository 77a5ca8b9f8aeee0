import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Text } from '@mantine/core';
import type { LoyaltyBenefitView } from '@marginalia/contracts/rewards/loyalty-benefits.contract';
import { DeskTable, type DeskColumn } from '../desk/desk-table';
import { servicesQuery } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import { CatalogueLoadState, CatalogueTab } from './catalogue-tab';
import { LevelBenefitDialog } from './level-benefit-dialog';
import { loyaltyBenefitsQuery } from './level-benefits-api';
import hidden from '../../../components/visually-hidden.module.css';

/** What each loyalty level gives: the personal codes a researcher receives on reaching it. */
export function LevelBenefitsTab() {
  const { t } = useTranslation('staff-catalogue');
  const format = useCatalogueFormat();
  const benefits = useQuery(loyaltyBenefitsQuery());
  const services = useQuery(servicesQuery());
  const [editing, setEditing] = useState<LoyaltyBenefitView | 'new' | null>(null);
  const serviceName = (identity: string) => services.data?.services.find((service) => service.identity === identity)?.name ?? identity;

  if (benefits.isPending || benefits.isError) return <CatalogueLoadState query={benefits} />;
  const columns: DeskColumn<LoyaltyBenefitView>[] = [
    { header: t('benefits.level'), cell: (benefit) => t(`benefits.levels.${benefit.levelIdentity}`, { defaultValue: benefit.levelIdentity }) },
    { header: t('codes.description'), cell: (benefit) => benefit.description },
    { header: t('codes.discount'), cell: (benefit) => (benefit.kind === 'percent' ? `${benefit.percent ?? 0} %` : format.money(benefit.amountUsdCents ?? 0)) },
    { header: t('codes.services'), cell: (benefit) => (benefit.serviceIdentities === null ? t('codes.allServices') : benefit.serviceIdentities.map(serviceName).join(', ')) },
    { header: t('benefits.validDays'), cell: (benefit) => t('benefits.days', { days: benefit.validDays }) },
    { header: t('benefits.issued'), cell: (benefit) => format.number(benefit.issued) },
    {
      header: t('common.status'),
      cell: (benefit) => (
        <Badge color={benefit.active ? 'teal' : 'gray'} variant="light">
          {benefit.active ? t('common.active') : t('common.inactive')}
        </Badge>
      ),
    },
    {
      header: <span className={hidden.visuallyHidden}>{t('common.actions')}</span>,
      cell: (benefit) => (
        <Button size="compact-sm" variant="subtle" onClick={() => setEditing(benefit)} disabled={!services.data} aria-label={t('benefits.editLabel', { description: benefit.description })}>
          {t('common.edit')}
        </Button>
      ),
    },
  ];
  return (
    <CatalogueTab
      lead={t('benefits.lead')}
      action={
        <Button onClick={() => setEditing('new')} disabled={!services.data}>
          {t('benefits.new')}
        </Button>
      }
    >
      {benefits.data.benefits.length === 0 ? (
        <Text size="sm">{t('benefits.empty')}</Text>
      ) : (
        <DeskTable rows={benefits.data.benefits} columns={columns} rowKey={(benefit) => benefit.id} label={t('tabs.benefits')} minWidth={760} highlightOnHover />
      )}
      {editing !== null && services.data && <LevelBenefitDialog benefit={editing === 'new' ? null : editing} services={services.data.services} onClose={() => setEditing(null)} />}
    </CatalogueTab>
  );
}

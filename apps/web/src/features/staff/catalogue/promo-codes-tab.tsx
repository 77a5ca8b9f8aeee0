import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { PromotionalCodeView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { useMessageText } from '../../../components/form-messages';
import { ResultAlert, type ResultNotice } from '../../../components/result-alert';
import { isApiError } from '../../../lib/api-client';
import { DeskTable, type DeskColumn } from '../desk/desk-table';
import { promotionalCodesQuery, servicesQuery, useRetirePromotionalCode } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import { CatalogueLoadState, CatalogueTab } from './catalogue-tab';
import { PromoCodeDialog } from './promo-code-dialog';
import hidden from '../../../components/visually-hidden.module.css';

/** Promotional codes: what they take off, on which services, when, and how often they were used. */
export function PromoCodesTab() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const format = useCatalogueFormat();
  const codes = useQuery(promotionalCodesQuery());
  const services = useQuery(servicesQuery());
  const retire = useRetirePromotionalCode();
  const [editing, setEditing] = useState<PromotionalCodeView | 'new' | null>(null);
  const [notice, setNotice] = useState<ResultNotice | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const serviceName = (identity: string) => services.data?.services.find((service) => service.identity === identity)?.name ?? identity;

  const onRetire = async (code: PromotionalCodeView) => {
    if (!window.confirm(code.uses > 0 ? t('codes.confirmDeactivate', { code: code.code }) : t('codes.confirmDelete', { code: code.code })))
      return;
    try {
      const result = await retire.mutateAsync(code.id);
      setNotice({
        ok: true,
        text: result.outcome === 'deleted' ? t('codes.deleted', { code: code.code }) : t('codes.deactivated', { code: code.code }),
      });
    } catch (failure) {
      if (isApiError(failure)) setNotice({ ok: false, text: failure.message || text(failure.key) });
    }
  };

  if (codes.isPending || codes.isError) return <CatalogueLoadState query={codes} />;
  const columns: DeskColumn<PromotionalCodeView>[] = [
    {
      header: t('codes.code'),
      cell: (code) => (
        <>
          <Text fw={600} ff="monospace" size="sm">
            {code.code}
          </Text>
          <Text size="xs" c="dimmed">
            {code.description}
          </Text>
        </>
      ),
    },
    {
      header: t('codes.discount'),
      cell: (code) => (code.kind === 'percent' ? `${code.percent ?? 0} %` : format.money(code.amountUsdCents ?? 0)),
    },
    {
      header: t('codes.services'),
      cell: (code) => (code.serviceIdentities === null ? t('codes.allServices') : code.serviceIdentities.map(serviceName).join(', ')),
    },
    {
      header: t('codes.period'),
      cell: (code) =>
        code.endsOn
          ? t('codes.fromTo', { from: format.day(code.startsOn), to: format.day(code.endsOn) })
          : t('codes.from', { from: format.day(code.startsOn) }),
    },
    {
      header: t('codes.uses'),
      cell: (code) => (
        <>
          {code.maxUses === null
            ? format.number(code.uses)
            : t('codes.usesOf', { uses: format.number(code.uses), max: format.number(code.maxUses) })}
          <Text size="xs" c="dimmed">
            {t('codes.perCustomer', { count: code.maxUsesPerCustomer })}
          </Text>
        </>
      ),
    },
    {
      header: t('common.status'),
      cell: (code) => (
        <Group gap={4}>
          <Badge color={code.active ? 'teal' : 'gray'} variant="light">
            {code.active ? t('common.active') : t('common.inactive')}
          </Badge>
          {code.endsOn !== null && code.endsOn < today && (
            <Badge color="orange" variant="light">
              {t('codes.expiredBadge')}
            </Badge>
          )}
          {code.listed && <Badge variant="outline">{t('codes.listedBadge')}</Badge>}
          {code.newCustomersOnly && <Badge variant="outline">{t('codes.newCustomersBadge')}</Badge>}
          {code.personal && <Badge variant="outline">{t('codes.personalBadge')}</Badge>}
        </Group>
      ),
    },
    {
      header: <span className={hidden.visuallyHidden}>{t('common.actions')}</span>,
      cell: (code) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setEditing(code)}
            disabled={!services.data}
            aria-label={t('codes.editLabel', { code: code.code })}
          >
            {t('common.edit')}
          </Button>
          {(code.active || code.uses === 0) && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => void onRetire(code)}
              aria-label={t('codes.retireLabel', { code: code.code })}
            >
              {code.uses > 0 ? t('codes.deactivate') : t('common.delete')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <CatalogueTab
      lead={t('codes.lead')}
      action={
        <Button onClick={() => setEditing('new')} disabled={!services.data}>
          {t('codes.new')}
        </Button>
      }
    >
      <ResultAlert result={notice} mb="sm" onClose={() => setNotice(null)} />
      <DeskTable
        rows={codes.data.codes}
        columns={columns}
        rowKey={(code) => code.id}
        label={t('tabs.codes')}
        minWidth={820}
        highlightOnHover
      />
      {editing !== null && services.data && (
        <PromoCodeDialog code={editing === 'new' ? null : editing} services={services.data.services} onClose={() => setEditing(null)} />
      )}
    </CatalogueTab>
  );
}

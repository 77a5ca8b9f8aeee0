import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import type { PromotionalCodeView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { useMessageText } from '../../../components/form-messages';
import { isApiError } from '../../../lib/api-client';
import { promotionalCodesQuery, servicesQuery, useRetirePromotionalCode } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import { PromoCodeDialog } from './promo-code-dialog';
import classes from './catalogue.module.css';

/** Promotional codes: what they take off, on which services, when, and how often they were used. */
export function PromoCodesTab() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const format = useCatalogueFormat();
  const codes = useQuery(promotionalCodesQuery());
  const services = useQuery(servicesQuery());
  const retire = useRetirePromotionalCode();
  const [editing, setEditing] = useState<PromotionalCodeView | 'new' | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const today = new Date().toISOString().slice(0, 10);
  const serviceName = (identity: string) => services.data?.services.find((service) => service.identity === identity)?.name ?? identity;

  const onRetire = async (code: PromotionalCodeView) => {
    if (!window.confirm(code.uses > 0 ? t('codes.confirmDeactivate', { code: code.code }) : t('codes.confirmDelete', { code: code.code }))) return;
    try {
      const result = await retire.mutateAsync(code.id);
      setNotice({ ok: true, text: result.outcome === 'deleted' ? t('codes.deleted', { code: code.code }) : t('codes.deactivated', { code: code.code }) });
    } catch (failure) {
      if (isApiError(failure)) setNotice({ ok: false, text: failure.message || text(failure.key) });
    }
  };

  if (codes.isPending) return <Loader size="sm" />;
  if (codes.isError) return <Alert color="red">{text('generic-error')}</Alert>;
  return (
    <div className={classes.tab}>
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          {t('codes.lead')}
        </Text>
        <Button onClick={() => setEditing('new')} disabled={!services.data}>
          {t('codes.new')}
        </Button>
      </Group>
      {notice && (
        <Alert color={notice.ok ? 'teal' : 'red'} variant="light" role={notice.ok ? 'status' : 'alert'} mb="sm" withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('tabs.codes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('codes.code')}</Table.Th>
              <Table.Th>{t('codes.discount')}</Table.Th>
              <Table.Th>{t('codes.services')}</Table.Th>
              <Table.Th>{t('codes.period')}</Table.Th>
              <Table.Th>{t('codes.uses')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>
                <span className={classes.visuallyHidden}>{t('common.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.data.codes.map((code) => (
              <Table.Tr key={code.id}>
                <Table.Td>
                  <Text fw={600} ff="monospace" size="sm">
                    {code.code}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {code.description}
                  </Text>
                </Table.Td>
                <Table.Td>{code.kind === 'percent' ? `${code.percent ?? 0} %` : format.money(code.amountUsdCents ?? 0)}</Table.Td>
                <Table.Td>{code.serviceIdentities === null ? t('codes.allServices') : code.serviceIdentities.map(serviceName).join(', ')}</Table.Td>
                <Table.Td>{code.endsOn ? t('codes.fromTo', { from: format.day(code.startsOn), to: format.day(code.endsOn) }) : t('codes.from', { from: format.day(code.startsOn) })}</Table.Td>
                <Table.Td>
                  {code.maxUses === null ? format.number(code.uses) : t('codes.usesOf', { uses: format.number(code.uses), max: format.number(code.maxUses) })}
                  <Text size="xs" c="dimmed">
                    {t('codes.perCustomer', { count: code.maxUsesPerCustomer })}
                  </Text>
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing(code)} disabled={!services.data} aria-label={t('codes.editLabel', { code: code.code })}>
                      {t('common.edit')}
                    </Button>
                    {(code.active || code.uses === 0) && (
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => void onRetire(code)} aria-label={t('codes.retireLabel', { code: code.code })}>
                        {code.uses > 0 ? t('codes.deactivate') : t('common.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing !== null && services.data && (
        <PromoCodeDialog code={editing === 'new' ? null : editing} services={services.data.services} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, Table, Text, Title } from '@mantine/core';
import type { ServiceOptionView, StaffServiceView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { servicesQuery, useDeleteOption } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import { OptionDialog, ServiceDialog } from './service-dialogs';
import classes from './catalogue.module.css';

type Editing = { kind: 'service'; service: StaffServiceView } | { kind: 'option'; service: StaffServiceView; option: ServiceOptionView | null } | null;

/** Services and their price lists; a change applies to the next price the order form computes. */
export function ServicesTab() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const format = useCatalogueFormat();
  const services = useQuery(servicesQuery());
  const remove = useDeleteOption();
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onDelete = async (service: StaffServiceView, option: ServiceOptionView) => {
    if (!window.confirm(t('services.confirmDelete'))) return;
    setProblem(null);
    try {
      await remove.mutateAsync({ identity: service.identity, id: option.id });
    } catch (failure) {
      if (isApiError(failure)) setProblem(failure.message || text(failure.key));
    }
  };

  if (services.isPending) return <Loader size="sm" />;
  if (services.isError) return <Alert color="red">{text('generic-error')}</Alert>;
  return (
    <div className={classes.tab}>
      <Text c="dimmed" size="sm" mb="sm">
        {t('services.lead')}
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" mb="sm" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {services.data.services.map((service) => (
        <section key={service.identity} className={classes.serviceCard} aria-label={service.name}>
          <Group justify="space-between" mb={6}>
            <Group gap={8}>
              <Title order={3} size="h5">
                {service.name}
              </Title>
              <Text size="xs" c="dimmed" ff="monospace">
                {service.identity}
              </Text>
              {!service.active && <Badge color="gray">{t('common.inactive')}</Badge>}
              {service.featured && <Badge variant="outline">{t('services.featured')}</Badge>}
              {service.includesCertificate && <Badge variant="outline">{t('services.certificateBadge')}</Badge>}
            </Group>
            <Group gap={4}>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ kind: 'service', service })}>
                {t('services.edit')}
              </Button>
              <Button size="compact-sm" variant="light" onClick={() => setEditing({ kind: 'option', service, option: null })}>
                {t('services.addOption')}
              </Button>
            </Group>
          </Group>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} aria-label={t('services.optionsOf', { name: service.name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('services.range', { unit: t(`services.unit.${service.countedBy}`) })}</Table.Th>
                  <Table.Th>{t('services.speed')}</Table.Th>
                  <Table.Th>{t('services.timeline')}</Table.Th>
                  <Table.Th>{t('services.price')}</Table.Th>
                  <Table.Th>{t('services.orders')}</Table.Th>
                  <Table.Th>
                    <span className={classes.visuallyHidden}>{t('common.actions')}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {service.options.map((option) => (
                  <Table.Tr key={option.id}>
                    <Table.Td>{`${format.number(option.lengthLow)} – ${format.number(option.lengthHigh)}`}</Table.Td>
                    <Table.Td>{option.rush ? t('services.rushBadge') : t('services.standard')}</Table.Td>
                    <Table.Td>{t('services.days', { count: option.timelineBusinessDays })}</Table.Td>
                    <Table.Td>{format.money(option.priceUsdCents)}</Table.Td>
                    <Table.Td>{format.number(option.orders)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => setEditing({ kind: 'option', service, option })}
                          aria-label={t('services.editOptionLabel', { name: service.name, from: option.lengthLow, to: option.lengthHigh, speed: option.rush ? t('services.rushBadge') : t('services.standard') })}
                        >
                          {t('common.edit')}
                        </Button>
                        {option.orders === 0 && (
                          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void onDelete(service, option)}>
                            {t('common.delete')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ))}
      {editing?.kind === 'service' && <ServiceDialog service={editing.service} onClose={() => setEditing(null)} />}
      {editing?.kind === 'option' && <OptionDialog service={editing.service} option={editing.option} onClose={() => setEditing(null)} />}
    </div>
  );
}

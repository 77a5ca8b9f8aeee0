import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import type { ServiceOptionView, StaffServiceView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { ResultAlert } from '../../../components/result-alert';
import { DeskTable, type DeskColumn } from '../desk/desk-table';
import { servicesQuery, useDeleteOption } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import { CatalogueLoadState, CatalogueTab } from './catalogue-tab';
import { OptionDialog, ServiceDialog } from './service-dialogs';
import hidden from '../../../components/visually-hidden.module.css';
import classes from './catalogue.module.css';

type Editing =
  { kind: 'service'; service: StaffServiceView } | { kind: 'option'; service: StaffServiceView; option: ServiceOptionView | null } | null;

interface ServiceCardProps {
  service: StaffServiceView;
  onEdit: (editing: NonNullable<Editing>) => void;
  onDelete: (service: StaffServiceView, option: ServiceOptionView) => void;
}

/** One service: its name and badges, and its price list (an option a row). */
function ServiceCard({ service, onEdit, onDelete }: ServiceCardProps) {
  const { t } = useTranslation('staff-catalogue');
  const format = useCatalogueFormat();
  const speed = (option: ServiceOptionView) => (option.rush ? t('services.rushBadge') : t('services.standard'));
  const columns: DeskColumn<ServiceOptionView>[] = [
    {
      header: t('services.range', { unit: t(`services.unit.${service.countedBy}`) }),
      cell: (option) => `${format.number(option.lengthLow)} – ${format.number(option.lengthHigh)}`,
    },
    { header: t('services.speed'), cell: speed },
    { header: t('services.timeline'), cell: (option) => t('services.days', { count: option.timelineBusinessDays }) },
    { header: t('services.price'), cell: (option) => format.money(option.priceUsdCents) },
    { header: t('services.orders'), cell: (option) => format.number(option.orders) },
    {
      header: <span className={hidden.visuallyHidden}>{t('common.actions')}</span>,
      cell: (option) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onEdit({ kind: 'option', service, option })}
            aria-label={t('services.editOptionLabel', {
              name: service.name,
              from: option.lengthLow,
              to: option.lengthHigh,
              speed: speed(option),
            })}
          >
            {t('common.edit')}
          </Button>
          {option.orders === 0 && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(service, option)}>
              {t('common.delete')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <section className={classes.serviceCard} aria-label={service.name}>
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
          <Button size="compact-sm" variant="subtle" onClick={() => onEdit({ kind: 'service', service })}>
            {t('services.edit')}
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => onEdit({ kind: 'option', service, option: null })}>
            {t('services.addOption')}
          </Button>
        </Group>
      </Group>
      <DeskTable
        rows={service.options}
        columns={columns}
        rowKey={(option) => option.id}
        label={t('services.optionsOf', { name: service.name })}
        minWidth={560}
        striped={false}
        verticalSpacing={4}
      />
    </section>
  );
}

/** Services and their price lists; a change applies to the next price the order form computes. */
export function ServicesTab() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
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

  if (services.isPending || services.isError) return <CatalogueLoadState query={services} />;
  return (
    <CatalogueTab lead={t('services.lead')}>
      <ResultAlert result={problem === null ? null : { ok: false, text: problem }} mb="sm" onClose={() => setProblem(null)} />
      {services.data.services.map((service) => (
        <ServiceCard
          key={service.identity}
          service={service}
          onEdit={setEditing}
          onDelete={(each, option) => void onDelete(each, option)}
        />
      ))}
      {editing?.kind === 'service' && <ServiceDialog service={editing.service} onClose={() => setEditing(null)} />}
      {editing?.kind === 'option' && <OptionDialog service={editing.service} option={editing.option} onClose={() => setEditing(null)} />}
    </CatalogueTab>
  );
}

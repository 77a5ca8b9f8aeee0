import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';

import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Select, TextInput } from '@mantine/core';
import { useApplication } from '../../../lib/application-context';
import { hasFilters, QUEUE_SORTS, type QueueFilters } from './queue-query';
import { countriesQuery } from './staff-orders-api';
import classes from './staff-orders.module.css';

interface QueueFiltersProps {
  filters: QueueFilters;
  onChange: (change: Partial<QueueFilters>) => void;
  onClear: () => void;
}

/** The queue's filters: each applies at once, the search box when submitted. */
export function QueueFiltersForm({ filters, onChange, onClear }: QueueFiltersProps) {
  const { t } = useTranslation('staff-orders');
  const { config } = useApplication();
  const countries = useQuery(countriesQuery());
  const [search, setSearch] = useState(filters.q);

  const services = useMemo(() => {
    const seen = new Map<string, string>();
    for (const group of config.serviceGroups) for (const service of group.services) seen.set(service.identity, service.name);
    return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [config.serviceGroups]);
  const countryOptions = useMemo(() => (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name })), [countries.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() });
  };

  return (
    <form className={classes.filters} role="search" aria-label={t('filters.label')} onSubmit={submit} noValidate>
      <TextInput
        className={classes.search}
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        maxLength={120}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onBlur={() => search.trim() !== filters.q && onChange({ q: search.trim() })}
      />
      <Select
        label={t('filters.service')}
        placeholder={t('filters.any')}
        data={services}
        value={filters.service || null}
        onChange={(value) => onChange({ service: value ?? '' })}
        clearable
        searchable
      />
      <Select
        label={t('filters.country')}
        placeholder={t('filters.any')}
        data={countryOptions}
        value={filters.country === null ? null : String(filters.country)}
        onChange={(value) => onChange({ country: value ? Number(value) : null })}
        clearable
        searchable
        nothingFoundMessage={t('filters.noCountry')}
      />
      <TextInput type="date" label={t('filters.deadlineFrom')} value={filters.deadlineFrom} max={filters.deadlineTo || undefined} onChange={(event) => onChange({ deadlineFrom: event.currentTarget.value })} />
      <TextInput type="date" label={t('filters.deadlineTo')} value={filters.deadlineTo} min={filters.deadlineFrom || undefined} onChange={(event) => onChange({ deadlineTo: event.currentTarget.value })} />
      <Select
        className={classes.sort}
        label={t('filters.sort')}
        data={QUEUE_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        value={filters.sort}
        onChange={(value) => value && onChange({ sort: value as QueueFilters['sort'] })}
        allowDeselect={false}
      />
      <div className={classes.flags}>
        <Checkbox label={t('filters.overdue')} checked={filters.overdue} onChange={(event) => onChange({ overdue: event.currentTarget.checked })} />
        <Checkbox label={t('filters.unassigned')} checked={filters.unassigned} onChange={(event) => onChange({ unassigned: event.currentTarget.checked, ...(event.currentTarget.checked ? { mine: false } : {}) })} />
        <Checkbox label={t('filters.mine')} checked={filters.mine} onChange={(event) => onChange({ mine: event.currentTarget.checked, ...(event.currentTarget.checked ? { unassigned: false } : {}) })} />
        <Checkbox label={t('filters.unpaid')} checked={filters.unpaid} onChange={(event) => onChange({ unpaid: event.currentTarget.checked })} />
        <Button type="submit" size="xs" variant="light">
          {t('filters.apply')}
        </Button>
        {hasFilters(filters) && (
          <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

import '@mantine/core/styles/Input.css';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextInput } from '@mantine/core';
import { useMessageText } from '../../components/form-messages';
import { filterProblems, NO_FILTERS, type InvoiceFilters } from './invoice-rules';
import classes from './invoices.module.css';

interface InvoiceFiltersProps {
  filters: InvoiceFilters;
  onApply: (filters: InvoiceFilters) => void;
}

/** From / To (month/day/year, inclusive by day) and the exact order number. */
export function InvoiceFiltersForm({ filters, onApply }: InvoiceFiltersProps) {
  const { t } = useTranslation('invoices');
  const text = useMessageText();
  const [draft, setDraft] = useState<InvoiceFilters>(filters);
  const [problems, setProblems] = useState<Partial<Record<keyof InvoiceFilters, string>>>({});
  const active = filters.from !== '' || filters.to !== '' || filters.orderNumber !== '';

  const set = (name: keyof InvoiceFilters) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [name]: value }));
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = filterProblems(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply({ from: draft.from.trim(), to: draft.to.trim(), orderNumber: draft.orderNumber.trim() });
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    setProblems({});
    onApply(NO_FILTERS);
  };

  return (
    <form className={classes.filters} onSubmit={apply} noValidate role="search" aria-label={t('filters.label')}>
      <TextInput
        label={t('filters.from')}
        placeholder={t('filters.datePlaceholder')}
        inputMode="numeric"
        value={draft.from}
        onChange={set('from')}
        error={problems.from ? text(problems.from) : undefined}
        className={classes.filterDate}
      />
      <TextInput
        label={t('filters.to')}
        placeholder={t('filters.datePlaceholder')}
        inputMode="numeric"
        value={draft.to}
        onChange={set('to')}
        error={problems.to ? text(problems.to) : undefined}
        className={classes.filterDate}
      />
      <TextInput
        label={t('filters.orderNumber')}
        value={draft.orderNumber}
        onChange={set('orderNumber')}
        maxLength={40}
        className={classes.filterOrder}
      />
      <div className={classes.filterActions}>
        <Button type="submit" variant="light">
          {t('filters.apply')}
        </Button>
        {active && (
          <Button variant="subtle" color="gray" onClick={clear}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

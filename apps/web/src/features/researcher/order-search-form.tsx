import '@mantine/core/styles/Input.css';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, TextInput } from '@mantine/core';
import { EMPTY_ORDER_FILTERS, isIsoDay, ORDER_SEARCH_TEXT_MAX, type OrderSearchFilters } from '@marginalia/contracts/orders/order-search.contract';
import { useMessageText } from '../../components/form-messages';
import classes from './researcher.module.css';

type Draft = Omit<OrderSearchFilters, 'page'>;
type DraftErrors = Partial<Record<'from' | 'to', string>>;

/** The dates the form would send: each a real day, From not after To (the API refuses the rest alike). */
export function draftDateErrors(draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.from && !isIsoDay(draft.from)) errors.from = 'order-search-date-invalid';
  if (draft.to && !isIsoDay(draft.to)) errors.to = 'order-search-date-invalid';
  if (!errors.from && !errors.to && draft.from && draft.to && draft.from > draft.to) errors.to = 'order-search-date-invalid';
  return errors;
}

/**
 * My Orders' search: Order #, Order Title, From, To, then Search and Clear. The filters live
 * in the URL; Search starts again at page 1. `serverErrors` are the API's field errors (a hand-typed URL).
 */
export function OrderSearchForm({ filters, serverErrors, onSearch }: { filters: OrderSearchFilters; serverErrors: DraftErrors; onSearch: (filters: OrderSearchFilters) => void }) {
  const { t } = useTranslation('researcher');
  const text = useMessageText();
  const [draft, setDraft] = useState<Draft>({ xid: filters.xid, orderTitle: filters.orderTitle, from: filters.from, to: filters.to });
  const [errors, setErrors] = useState<DraftErrors>({});
  const shown = { ...serverErrors, ...errors };
  const set = (key: keyof Draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftDateErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch({ xid: draft.xid.trim(), orderTitle: draft.orderTitle.trim(), from: draft.from, to: draft.to, page: 1 });
  };
  const clear = () => {
    setDraft({ xid: '', orderTitle: '', from: '', to: '' });
    setErrors({});
    onSearch(EMPTY_ORDER_FILTERS);
  };

  return (
    <form className={classes.searchForm} onSubmit={submit} role="search" aria-label={t('search.label')} noValidate>
      <TextInput label={t('search.orderNumber')} value={draft.xid} onChange={set('xid')} maxLength={40} name="xid" data-testid="search-xid" />
      <TextInput label={t('search.orderTitle')} value={draft.orderTitle} onChange={set('orderTitle')} maxLength={ORDER_SEARCH_TEXT_MAX} name="orderTitle" data-testid="search-title" />
      <TextInput type="date" label={t('search.from')} value={draft.from} onChange={set('from')} name="from" error={shown.from ? text(shown.from) : undefined} data-testid="search-from" />
      <TextInput type="date" label={t('search.to')} value={draft.to} onChange={set('to')} name="to" error={shown.to ? text(shown.to) : undefined} data-testid="search-to" />
      <Group gap="xs" className={classes.searchButtons}>
        <Button type="submit" data-testid="search-submit">
          {t('search.submit')}
        </Button>
        <Button type="button" variant="default" onClick={clear} data-testid="search-clear">
          {t('search.clear')}
        </Button>
      </Group>
    </form>
  );
}

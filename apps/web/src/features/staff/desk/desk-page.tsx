import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, Pagination, TextInput, Title } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import classes from './desk.module.css';

/** A staff desk: its title, then whatever it lists, in one column. */
export function DeskPage({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className={classes.page}>
      <Title order={1} id={titleId} className={classes.title}>
        {title}
      </Title>
      {children}
    </section>
  );
}

export interface DeskSearchProps {
  label: string;
  description: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

/** The desk's search box: the query is applied on submit, not on every key. */
export function DeskSearch({ label, description, submitLabel, value, onChange, onSubmit }: DeskSearchProps) {
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={classes.searchForm}
    >
      <TextInput
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={120}
        className={classes.searchInput}
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}

/** The desk's load failure: the server's own message when it sent one. */
export function DeskLoadError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {isApiError(error) && error.message ? error.message : fallback}
    </Alert>
  );
}

export interface DeskPagerProps {
  pageCount: number;
  /** Zero-based, as in the address. */
  page: number;
  onChange: (page: number) => void;
  /** The accessible name of a control ('first', 'previous', 'next', 'last', 'dots'). */
  controlLabel: (control: string) => string;
}

/** Pages of a desk's list, hidden when there is only one. */
export function DeskPager({ pageCount, page, onChange, controlLabel }: DeskPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pageCount}
        value={page + 1}
        onChange={(value) => onChange(value - 1)}
        getControlProps={(control) => ({ 'aria-label': controlLabel(control) })}
      />
    </Group>
  );
}

/** A page number from the address: '3' → 3; missing, negative or not a number → 0. */
export const pageOf = (value: string | null) => Math.max(0, Number.parseInt(value ?? '0', 10) || 0);

/**
 * A desk's state in the URL (`?q=…&page=…&view=…`): the search parameters, and `update` that sets or removes
 * several at once (an empty value, or page 0, is removed).
 */
export function useDeskParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === '0') next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };
  return [params, update];
}

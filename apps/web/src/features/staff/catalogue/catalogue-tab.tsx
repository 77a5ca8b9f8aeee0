import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useMessageText } from '../../../components/form-messages';
import classes from './catalogue.module.css';

export interface CatalogueTabProps {
  /** What the tab is for, in a sentence. */
  lead: string;
  /** The tab's own action beside the lead ('New code'…). */
  action?: ReactNode;
  children: ReactNode;
}

/** One tab of the catalogue: its lead (with an action beside it, if any), then its content. */
export function CatalogueTab({ lead, action, children }: CatalogueTabProps) {
  return (
    <div className={classes.tab}>
      {action ? (
        <Group justify="space-between" mb="sm">
          <Text c="dimmed" size="sm">
            {lead}
          </Text>
          {action}
        </Group>
      ) : (
        <Text c="dimmed" size="sm" mb="sm">
          {lead}
        </Text>
      )}
      {children}
    </div>
  );
}

/** While a tab's list loads, or when it could not: what to show instead of the tab. */
export function CatalogueLoadState({ query }: { query: UseQueryResult }) {
  const text = useMessageText();
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <Alert color="red">{text('generic-error')}</Alert>;
  return null;
}

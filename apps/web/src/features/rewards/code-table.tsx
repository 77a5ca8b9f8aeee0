import '@mantine/core/styles/Table.css';

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Table, Text } from '@mantine/core';
import type { Coupon } from '@marginalia/contracts/rewards/rewards.contract';
import { useSiteLanguage } from '../../lib/application-context';
import { LoadError } from '../../components/layout/load-error';
import { useServicesLabel } from './code-cells';
import { lastValidDay } from './rewards-format';
import cards from '../../components/layout/cards.module.css';
import classes from './rewards.module.css';

/** What a code table shows of every code (a current promotion, a promotional code earned). */
type CodeRow = Pick<Coupon, 'code' | 'discount' | 'serviceIdentities' | 'endDate'>;

export interface CodeTableProps<Row extends CodeRow> {
  rows: readonly Row[];
  /** The call the rows come from: its failure shows with a retry, and "loading" stands while it runs. */
  query: Pick<UseQueryResult, 'isError' | 'isPending' | 'isFetching' | 'refetch'>;
  /** What is said when there is no code to show. */
  empty: string;
  /** The second column: its heading and each code's name (with what goes beside it). */
  nameHeading: string;
  name: (row: Row) => ReactNode;
  status: (row: Row) => ReactNode;
}

/** Codes as the order form would take them: the code, its name, the discount, on which services, until when, and its status. */
export function CodeTable<Row extends CodeRow>({ rows, query, empty, nameHeading, name, status }: CodeTableProps<Row>) {
  const { t } = useTranslation('rewards');
  const language = useSiteLanguage();
  const servicesLabel = useServicesLabel();
  if (query.isError) return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (rows.length === 0) return <Text className={cards.muted}>{query.isPending ? t('loading') : empty}</Text>;
  return (
    <div className={cards.tableScroll}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('benefits.code')}</Table.Th>
            <Table.Th>{nameHeading}</Table.Th>
            <Table.Th className={classes.numeric}>{t('benefits.discount')}</Table.Th>
            <Table.Th>{t('benefits.services')}</Table.Th>
            <Table.Th>{t('benefits.endDate')}</Table.Th>
            <Table.Th>{t('benefits.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.code} data-code={row.code}>
              <Table.Td className={classes.code}>{row.code}</Table.Td>
              <Table.Td>{name(row)}</Table.Td>
              <Table.Td className={classes.numeric}>{row.discount.displayableAmount}</Table.Td>
              <Table.Td>{servicesLabel(row.serviceIdentities)}</Table.Td>
              <Table.Td>{row.endDate ? lastValidDay(row.endDate, language) : t('benefits.noEnd')}</Table.Td>
              <Table.Td>{status(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination, Table, Text, Title } from '@mantine/core';
import { useSiteLanguage } from '../../lib/application-context';
import { LoadError } from '../../components/layout/load-error';
import { shortDate } from './rewards-format';
import { rewardHistoryQuery } from './rewards-api';
import cards from '../../components/layout/cards.module.css';
import classes from './rewards.module.css';

/** The points history, ten rows a page: what earned them, the points, the date and the total after it. */
export function RewardHistory() {
  const { t, i18n } = useTranslation('rewards');
  const language = useSiteLanguage();
  const [page, setPage] = useState(0);
  const query = useQuery(rewardHistoryQuery(page));
  const data = query.data;
  const number = (value: number) => value.toLocaleString(i18n.language);

  return (
    <section className={cards.card} aria-labelledby="history-title" data-testid="reward-history">
      <Title order={2} id="history-title" className={cards.cardTitle}>
        {t('history.title')}
      </Title>
      {query.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data || data.rewardHistory.length === 0 ? (
        <Text className={cards.muted}>{query.isPending ? t('loading') : t('history.empty')}</Text>
      ) : (
        <>
          <div className={cards.tableScroll}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.name')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('history.points')}</Table.Th>
                  <Table.Th>{t('history.date')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('history.pointsToDate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rewardHistory.map((row, index) => (
                  <Table.Tr key={`${row.date}-${index}`}>
                    <Table.Td>{row.name === 'Testimonial' ? t('history.testimonial') : row.name}</Table.Td>
                    <Table.Td className={classes.numeric}>+{number(row.points)}</Table.Td>
                    <Table.Td>{shortDate(row.date, language)}</Table.Td>
                    <Table.Td className={classes.numeric}>{number(row.pointsToDate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {data.pagination.pages > 1 && (
            <div className={classes.pager}>
              <Pagination
                total={data.pagination.pages}
                value={page + 1}
                onChange={(value) => setPage(value - 1)}
                getControlProps={(control) => ({ 'aria-label': t(`history.pager.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('history.pager.page', { page: item }) })}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}

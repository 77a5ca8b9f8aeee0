import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import type { AssessmentSearchResponse, LanguageAssessment } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { grammarCheckRoutes } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { useCurrentUser, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { ArchiveDialog } from './archive-dialog';
import { rowStatus } from './grammar-check-rules';
import { formatScore } from './score-format';
import hidden from '../../components/visually-hidden.module.css';
import classes from './grammar-check.module.css';

const STATUS_COLOR = { processing: 'blue', completed: 'teal', failed: 'red', skipped: 'gray' } as const;

function StatusCell({ assessment }: { assessment: LanguageAssessment }) {
  const { t } = useTranslation('grammar-check');
  const language = useSiteLanguage();
  const status = rowStatus(assessment);
  if (status === 'processing') {
    return (
      <Group gap={8} wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm">{t('list.status.processing')}</Text>
      </Group>
    );
  }
  if (status === 'completed' && assessment.score !== null) {
    return (
      <Group gap={8} wrap="nowrap">
        <Text fw={700} style={{ color: assessment.color ?? undefined }} data-testid="grammar-row-score">
          {formatScore(assessment.score, language)}
        </Text>
        <Text size="sm" c="dimmed">
          {assessment.category ? t(`category.${assessment.category}`) : ''}
        </Text>
      </Group>
    );
  }
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`list.status.${status}`)}
    </Badge>
  );
}

/**
 * The paged list of the caller's assessments: name, date, status or score, and what can be done: open the
 * report, delete a failed one ('could not complete'), archive (signed-in users, after confirming).
 * Visitors cannot archive: they upload another assessment instead.
 */
export function AssessmentList({ data, onPage, listUrl }: { data: AssessmentSearchResponse; onPage: (page: number) => void; listUrl: string }) {
  const { t } = useTranslation('grammar-check');
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const lp = useLocalePath();
  const [archiving, setArchiving] = useState<LanguageAssessment | null>(null);
  const { pagination, results } = data;

  if (results.length === 0) {
    return (
      <Text c="dimmed" data-testid="grammar-list-empty">
        {t('list.empty')}
      </Text>
    );
  }

  return (
    <>
      <div className={classes.tableWrap}>
        <Table verticalSpacing="sm" data-testid="grammar-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.file')}</Table.Th>
              <Table.Th>{t('list.date')}</Table.Th>
              <Table.Th>{t('list.result')}</Table.Th>
              <Table.Th>
                <span className={hidden.visuallyHidden}>{t('list.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((assessment) => {
              const status = rowStatus(assessment);
              return (
                <Table.Tr key={assessment.identity} data-status={status}>
                  <Table.Td className={classes.fileCell}>
                    <Link to={lp(grammarCheckRoutes.details(assessment.identity))} state={{ from: listUrl }}>
                      {assessment.name}
                    </Link>
                  </Table.Td>
                  <Table.Td>{formatDate(new Date(assessment.createdAt), user.timeZone, language)}</Table.Td>
                  <Table.Td>
                    <StatusCell assessment={assessment} />
                    {status === 'failed' && (
                      <Text size="xs" c="red.8" mt={4}>
                        {t('list.couldNotComplete')} {assessment.reason?.message}
                      </Text>
                    )}
                    {status === 'skipped' && assessment.reason && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {assessment.reason.message}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {user.loggedIn && status !== 'processing' && (
                      <Button size="xs" variant="subtle" color={status === 'completed' ? 'gray' : 'red'} onClick={() => setArchiving(assessment)}>
                        {status === 'completed' ? t('list.archive') : t('list.delete')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {pagination.pages > 1 && (
        <Group gap="xs" component="nav" aria-label={t('list.pager')} mt="md">
          <Button variant="default" size="xs" disabled={pagination.previous === null} onClick={() => pagination.previous !== null && onPage(pagination.previous)}>
            {t('list.previous')}
          </Button>
          <Text size="sm" aria-current="page" px={6}>
            {t('list.page', { page: pagination.current, pages: pagination.pages })}
          </Text>
          <Button variant="default" size="xs" disabled={pagination.next === null} onClick={() => pagination.next !== null && onPage(pagination.next)}>
            {t('list.next')}
          </Button>
        </Group>
      )}
      <ArchiveDialog assessment={archiving} onClose={() => setArchiving(null)} />
    </>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Group, Loader, Modal, Table, Text } from '@mantine/core';
import type { DigitalOrder } from '@marginalia/contracts/digital/digital-translation.contract';
import type { TranslationStatusFilter } from '@marginalia/contracts/digital/translation-route';
import { digitalTranslationPaths } from '@marginalia/contracts/digital/digital.paths';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { PageSteps } from '../../components/layout/page-steps';
import { archiveTranslation, retryTranslation, translationSearchQuery, useRefreshTranslations } from './translation-api';
import { filterByStatus } from './translation-rules';
import classes from './digital-translation.module.css';

const COLORS = { blue: 'blue', green: 'teal', red: 'red' } as const;

/** The researcher's translations, newest first, asked for again while one is processing. */
export function TranslationList({ status }: { status: TranslationStatusFilter | null }) {
  const { t } = useTranslation('digital-translation');
  const [page, setPage] = useState(1);
  const query = useQuery(translationSearchQuery(page));
  if (query.isPending) return <Loader size="sm" aria-label={t('list.loading')} />;
  if (query.isError) return <Text c="red">{t('list.loadError')}</Text>;
  const rows = filterByStatus(query.data.results, status);
  const { pages } = query.data.pagination;
  return (
    <>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('list.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" data-testid="translation-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.file')}</Table.Th>
                <Table.Th>{t('list.language')}</Table.Th>
                <Table.Th>{t('list.date')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th>
                  <span className={classes.visuallyHidden}>{t('list.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <TranslationRow key={row.identity} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PageSteps page={page} pages={pages} onChange={setPage} labels={{ previous: t('list.previous'), next: t('list.next'), position: t('list.page', { page, pages }) }} />
    </>
  );
}

function TranslationRow({ row }: { row: DigitalOrder }) {
  const { t } = useTranslation('digital-translation');
  const text = useMessageText();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const { show } = useMessages();
  const refresh = useRefreshTranslations();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      show({ type: 'success', text: done });
    } catch (error) {
      show({ type: 'danger', text: isApiError(error) ? error.message || text(error.key) : text('generic-error') });
    } finally {
      setBusy(false);
      setConfirming(false);
      void refresh();
    }
  };

  return (
    <Table.Tr data-testid={`translation-${row.identity}`}>
      <Table.Td>
        <Text fw={600} className={classes.fileName}>
          {row.file}
        </Text>
        <Text size="xs" c="dimmed">
          {t('list.words', { count: row.wordCount })}
        </Text>
      </Table.Td>
      <Table.Td>{t(`languages.${row.language}`)}</Table.Td>
      <Table.Td>{formatDate(new Date(row.createdAt), user.timeZone, language)}</Table.Td>
      <Table.Td>
        <Badge color={COLORS[row.color]} variant="light">
          {t(`list.${row.status}`)}
        </Badge>
        {row.failed && (
          <Text size="xs" c="red.9" mt={4} maw={260}>
            {text('digital-translation-failure')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {row.completed && (
            <Button component="a" size="xs" href={digitalTranslationPaths.download(row.identity)} download data-testid="translation-download">
              {t('list.download')}
            </Button>
          )}
          {row.failed && (
            <Button size="xs" variant="light" loading={busy} onClick={() => void act(() => retryTranslation(row.identity), t('list.retried'))}>
              {t('list.retry')}
            </Button>
          )}
          {!row.processing && (
            <Button size="xs" variant="subtle" color="gray" onClick={() => setConfirming(true)}>
              {t('list.archive')}
            </Button>
          )}
          {row.processing && (
            <Text size="xs" c="dimmed">
              {t('list.processingHint')}
            </Text>
          )}
        </Group>
        <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('list.archiveTitle')} centered>
          <Text mb="md">{t('list.archiveText', { fileName: row.file })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('list.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void act(() => archiveTranslation(row.identity), text('digital-order-archived', { fileName: row.file }))}>
              {t('list.archive')}
            </Button>
          </Group>
        </Modal>
      </Table.Td>
    </Table.Tr>
  );
}

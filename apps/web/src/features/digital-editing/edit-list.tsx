import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Popover.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Button, Group, Loader, Modal, Popover, Table, Text } from '@mantine/core';
import type { DigitalEdit } from '@marginalia/contracts/digital/digital-editing.contract';
import type { EditingStatusFilter } from '@marginalia/contracts/digital/digital-editing-route';
import { digitalEditingPaths } from '@marginalia/contracts/digital/digital.paths';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { PageSteps } from '../../components/layout/page-steps';
import { editSearchQuery } from './editing-api';
import { useEditingPaths } from './editing-paths';
import { filterByStatus } from './editing-rules';
import { ArchiveEditDialog } from './archive-edit-dialog';
import classes from './digital-editing.module.css';

const COLORS = { blue: 'blue', green: 'teal', red: 'red' } as const;

/** The researcher's edits, newest first, 30 a page (the page is in the address, so Back returns to it); polled while one is processing. */
export function EditList({ status }: { status: EditingStatusFilter | null }) {
  const { t } = useTranslation('digital-editing');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(editSearchQuery(page));
  if (query.isPending) return <Loader size="sm" aria-label={t('list.loading')} />;
  if (query.isError) return <Text c="red">{t('list.loadError')}</Text>;
  const rows = filterByStatus(query.data.results, status);
  const { pages } = query.data.pagination;
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return (
    <>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('list.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" data-testid="edit-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.file')}</Table.Th>
                <Table.Th>{t('list.date')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th>
                  <span className={classes.visuallyHidden}>{t('list.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <EditRow key={row.identity} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PageSteps page={page} pages={pages} onChange={go} labels={{ previous: t('list.previous'), next: t('list.next'), position: t('list.page', { page, pages }) }} />
    </>
  );
}

function EditRow({ row }: { row: DigitalEdit }) {
  const { t } = useTranslation('digital-editing');
  const text = useMessageText();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const location = useLocation();
  const paths = useEditingPaths();
  const [confirming, setConfirming] = useState(false);
  const from = { from: `${location.pathname}${location.search}` };

  return (
    <Table.Tr data-testid={`edit-${row.identity}`}>
      <Table.Td>
        <Anchor component={Link} to={paths.details(row.identity)} state={from} fw={600} className={classes.fileName}>
          {row.file}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('list.meta', { count: row.wordCount, style: t(`styles.${row.styleOfEnglish}`) })}
        </Text>
      </Table.Td>
      <Table.Td>{formatDate(new Date(row.createdAt), user.timeZone, language)}</Table.Td>
      <Table.Td>
        {row.processing ? (
          <Popover width={260} position="bottom" withArrow shadow="md">
            <Popover.Target>
              <Badge component="button" type="button" color={COLORS[row.color]} variant="light" style={{ cursor: 'pointer' }}>
                {t('list.processing')}
              </Badge>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">{t('list.processingHint')}</Text>
            </Popover.Dropdown>
          </Popover>
        ) : (
          <Badge color={COLORS[row.color]} variant="light">
            {t(`list.${row.status}`)}
          </Badge>
        )}
        {row.failed && (
          <Text size="xs" c="red.9" mt={4} maw={260}>
            {text('automated-edit-failure')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {row.completed && (
            <Button component="a" size="xs" href={digitalEditingPaths.download(row.identity)} download data-testid="edit-download">
              {t('list.download')}
            </Button>
          )}
          {!row.processing && (
            <Button size="xs" variant="subtle" color="gray" onClick={() => setConfirming(true)}>
              {t('list.archive')}
            </Button>
          )}
        </Group>
        <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('list.archiveTitle')} centered>
          <ArchiveEditDialog edit={row} onDone={() => setConfirming(false)} />
        </Modal>
      </Table.Td>
    </Table.Tr>
  );
}

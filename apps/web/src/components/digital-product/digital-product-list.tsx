import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Popover.css';

import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Group, Loader, Modal, Popover, Table, Text } from '@mantine/core';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { useMessageText } from '../form-messages';
import { PageSteps } from '../layout/page-steps';
import { filterByStatus, ROW_COLORS, type DigitalProductRow, type DigitalStatusFilter } from './digital-product-rules';
import hidden from '../visually-hidden.module.css';

/** What the list reads of a page of a product's search call. */
export interface DigitalSearchPage {
  results: DigitalProductRow[];
  pagination: { pages: number };
}

export interface DigitalProductListProps<Search extends DigitalSearchPage, Key extends QueryKey> {
  /** The product's translation namespace: its `list.*` keys. */
  namespace: string;
  /** The search call for a page (the product asks for it again while a row is processing). */
  search: (page: number) => UseQueryOptions<Search, Error, Search, Key>;
  /** One-based; where it is kept (the address, or the page's state) is the product's. */
  page: number;
  onPageChange: (page: number) => void;
  status: DigitalStatusFilter | null;
  testId: string;
  /** The columns before the actions' one, by their key under `list.` (file, language, date, status). */
  columns: readonly string[];
  renderRow: (row: Search['results'][number]) => ReactNode;
}

/** A product's items (edits, translations), newest first, a page at a time, filtered by the address's status. */
export function DigitalProductList<Search extends DigitalSearchPage, Key extends QueryKey>({ namespace, search, page, onPageChange, status, testId, columns, renderRow }: DigitalProductListProps<Search, Key>) {
  const { t } = useTranslation(namespace);
  const query = useQuery(search(page));
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
          <Table verticalSpacing="sm" data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{t(`list.${column}`)}</Table.Th>
                ))}
                <Table.Th>
                  <span className={hidden.visuallyHidden}>{t('list.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows.map(renderRow)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PageSteps page={page} pages={pages} onChange={onPageChange} labels={{ previous: t('list.previous'), next: t('list.next'), position: t('list.page', { page, pages }) }} />
    </>
  );
}

export interface DigitalListRowProps {
  namespace: string;
  row: DigitalProductRow;
  testId: string;
  /** The file's cell: its name (a link to the item's page, or not) and a line about it. */
  file: ReactNode;
  /** The product's own cells between the file and the date (a translation's language). */
  cells?: ReactNode;
  /** Where `list.processingHint` shows while the row is processing: in a popover on its badge, or beside the actions. */
  processingHint: 'popover' | 'beside-actions';
  /** The message key that explains a failure. */
  failure: string;
  download: { href: string; testId: string };
  /** The product's own actions, between Download and the archive button (Try again). */
  actions?: ReactNode;
  /** The archive confirmation, given the way to close it. */
  archive: (close: () => void) => ReactNode;
}

/** One row of a product's list: file, date, status badge (and the failure's reason), Download and archive. */
export function DigitalListRow({ namespace, row, testId, file, cells, processingHint, failure, download, actions, archive }: DigitalListRowProps) {
  const { t } = useTranslation(namespace);
  const text = useMessageText();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  const color = ROW_COLORS[row.color];

  return (
    <Table.Tr data-testid={testId}>
      <Table.Td>{file}</Table.Td>
      {cells}
      <Table.Td>{formatDate(new Date(row.createdAt), user.timeZone, language)}</Table.Td>
      <Table.Td>
        {row.processing && processingHint === 'popover' ? (
          <Popover width={260} position="bottom" withArrow shadow="md">
            <Popover.Target>
              <Badge component="button" type="button" color={color} variant="light" style={{ cursor: 'pointer' }}>
                {t('list.processing')}
              </Badge>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">{t('list.processingHint')}</Text>
            </Popover.Dropdown>
          </Popover>
        ) : (
          <Badge color={color} variant="light">
            {t(`list.${row.status}`)}
          </Badge>
        )}
        {row.failed && (
          <Text size="xs" c="red.9" mt={4} maw={260}>
            {text(failure)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {row.completed && (
            <Button component="a" size="xs" href={download.href} download data-testid={download.testId}>
              {t('list.download')}
            </Button>
          )}
          {actions}
          {!row.processing && (
            <Button size="xs" variant="subtle" color="gray" onClick={() => setConfirming(true)}>
              {t('list.archive')}
            </Button>
          )}
          {row.processing && processingHint === 'beside-actions' && (
            <Text size="xs" c="dimmed">
              {t('list.processingHint')}
            </Text>
          )}
        </Group>
        <Modal opened={confirming} onClose={close} title={t('list.archiveTitle')} centered>
          {archive(close)}
        </Modal>
      </Table.Td>
    </Table.Tr>
  );
}

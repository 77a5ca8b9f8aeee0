import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table, Text } from '@mantine/core';
import type { DigitalOrder } from '@marginalia/contracts/digital/digital-translation.contract';
import type { TranslationStatusFilter } from '@marginalia/contracts/digital/translation-route';
import { digitalTranslationPaths } from '@marginalia/contracts/digital/digital.paths';
import { useMessageText } from '../../components/form-messages';
import { ArchiveConfirmation } from '../../components/digital-product/archive-confirmation';
import { DigitalListRow, DigitalProductList } from '../../components/digital-product/digital-product-list';
import { useProductAction } from '../../components/digital-product/use-product-action';
import { archiveTranslation, retryTranslation, translationSearchQuery, useRefreshTranslations } from './translation-api';
import digital from '../../components/digital-product/digital-product.module.css';

const COLUMNS = ['file', 'language', 'date', 'status'] as const;

/** The researcher's translations, newest first, asked for again while one is processing. */
export function TranslationList({ status }: { status: TranslationStatusFilter | null }) {
  const [page, setPage] = useState(1);
  return (
    <DigitalProductList
      namespace="digital-translation"
      search={translationSearchQuery}
      page={page}
      onPageChange={setPage}
      status={status}
      testId="translation-list"
      columns={COLUMNS}
      renderRow={(row) => <TranslationRow key={row.identity} row={row} />}
    />
  );
}

/** A translation's row: its language, and a failed one can be tried again (archive and retry share one busy state). */
function TranslationRow({ row }: { row: DigitalOrder }) {
  const { t } = useTranslation('digital-translation');
  const text = useMessageText();
  const { busy, run } = useProductAction(useRefreshTranslations());
  return (
    <DigitalListRow
      namespace="digital-translation"
      row={row}
      testId={`translation-${row.identity}`}
      file={
        <>
          <Text fw={600} className={digital.fileName}>
            {row.file}
          </Text>
          <Text size="xs" c="dimmed">
            {t('list.words', { count: row.wordCount })}
          </Text>
        </>
      }
      cells={<Table.Td>{t(`languages.${row.language}`)}</Table.Td>}
      processingHint="beside-actions"
      failure="digital-translation-failure"
      download={{ href: digitalTranslationPaths.download(row.identity), testId: 'translation-download' }}
      actions={
        row.failed && (
          <Button size="xs" variant="light" loading={busy} onClick={() => void run(() => retryTranslation(row.identity), { done: () => t('list.retried') })}>
            {t('list.retry')}
          </Button>
        )
      }
      archive={(close) => (
        <ArchiveConfirmation
          namespace="digital-translation"
          fileName={row.file}
          busy={busy}
          onConfirm={() => void run(() => archiveTranslation(row.identity), { done: () => text('digital-order-archived', { fileName: row.file }), settle: close })}
          onCancel={close}
        />
      )}
    />
  );
}

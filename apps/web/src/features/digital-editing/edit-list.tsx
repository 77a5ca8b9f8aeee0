import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '@mantine/core';
import type { DigitalEdit } from '@marginalia/contracts/digital/digital-editing.contract';
import type { EditingStatusFilter } from '@marginalia/contracts/digital/digital-editing-route';
import { digitalEditingPaths } from '@marginalia/contracts/digital/digital.paths';
import { DigitalListRow, DigitalProductList } from '../../components/digital-product/digital-product-list';
import { editSearchQuery } from './editing-api';
import { useEditingPaths } from './editing-paths';
import { ArchiveEditDialog } from './archive-edit-dialog';
import digital from '../../components/digital-product/digital-product.module.css';

const COLUMNS = ['file', 'date', 'status'] as const;

/** The researcher's edits, newest first, 30 a page (the page is in the address, so Back returns to it); polled while one is processing. */
export function EditList({ status }: { status: EditingStatusFilter | null }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return (
    <DigitalProductList
      namespace="digital-editing"
      search={editSearchQuery}
      page={page}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      status={status}
      testId="edit-list"
      columns={COLUMNS}
      renderRow={(row) => <EditRow key={row.identity} row={row} />}
    />
  );
}

/** An edit's row: its name leads to its page (which comes back here), the status explains processing in a popover. */
function EditRow({ row }: { row: DigitalEdit }) {
  const { t } = useTranslation('digital-editing');
  const location = useLocation();
  const paths = useEditingPaths();
  const from = { from: `${location.pathname}${location.search}` };
  return (
    <DigitalListRow
      namespace="digital-editing"
      row={row}
      testId={`edit-${row.identity}`}
      file={
        <>
          <Anchor component={Link} to={paths.details(row.identity)} state={from} fw={600} className={digital.fileName}>
            {row.file}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('list.meta', { count: row.wordCount, style: t(`styles.${row.styleOfEnglish}`) })}
          </Text>
        </>
      }
      processingHint="popover"
      failure="automated-edit-failure"
      download={{ href: digitalEditingPaths.download(row.identity), testId: 'edit-download' }}
      archive={(close) => <ArchiveEditDialog edit={row} onDone={close} />}
    />
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader, Stack, Text } from '@mantine/core';
import { UPLOAD_KINDS, type UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFile } from '@marginalia/contracts/orders/order-files.contract';
import { useMessageText } from '../../../components/form-messages';
import { UploadPanel } from '../../../components/uploads/upload-panel';
import { orderFilesQuery, useOrderFileUploads } from './order-files-api';

function KindUploader({ externalId, kind, files, onBusyChange }: { externalId: string; kind: UploadKind; files: readonly OrderFile[]; onBusyChange: (kind: UploadKind, busy: boolean) => void }) {
  const { t } = useTranslation('orders');
  const uploads = useOrderFileUploads(externalId, kind);
  const busy = useCallback((value: boolean) => onBusyChange(kind, value), [kind, onBusyChange]);
  return (
    <div data-testid={`edit-files-${kind}`}>
      <UploadPanel
        kind={kind}
        label={t(`edit.files.${kind}`)}
        description={t(`edit.files.${kind}Hint`)}
        multiple
        compact
        files={files.filter((file) => file.kind === kind).map((file) => ({ id: file.identity, name: file.name, size: file.size, removable: file.removable }))}
        queue={uploads.queue}
        onRemove={uploads.remove}
        removingId={uploads.removingId}
        onBusyChange={busy}
      />
    </div>
  );
}

/**
 * Edit mode's file uploaders: the main manuscript, figures, tables and references. A file is
 * added to the order as soon as it is uploaded; one added after ordering can be removed until work starts.
 */
export function OrderFilesSection({ externalId, onBusyChange }: { externalId: string; onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation('orders');
  const text = useMessageText();
  const files = useQuery(orderFilesQuery(externalId));
  const [busyKinds, setBusyKinds] = useState<ReadonlySet<UploadKind>>(new Set());
  const kindBusy = useCallback((kind: UploadKind, busy: boolean) => {
    setBusyKinds((current) => {
      if (current.has(kind) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(kind);
      else next.delete(kind);
      return next;
    });
  }, []);
  useEffect(() => onBusyChange(busyKinds.size > 0), [busyKinds, onBusyChange]);

  return (
    <section aria-labelledby="edit-files-title" data-testid="edit-files">
      <Text id="edit-files-title" fw={600} size="sm">
        {t('edit.files.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('edit.files.lead')}
      </Text>
      {files.isPending && <Loader size="sm" aria-label={t('edit.files.loading')} />}
      {files.isError && <Text c="red" size="sm">{text('generic-error')}</Text>}
      {files.data && !files.data.canAdd && <Text size="sm">{text('order-files-unavailable')}</Text>}
      {files.data?.canAdd && (
        <Stack gap="sm">
          {UPLOAD_KINDS.map((kind) => (
            <KindUploader key={kind} externalId={externalId} kind={kind} files={files.data.files} onBusyChange={kindBusy} />
          ))}
        </Stack>
      )}
    </section>
  );
}

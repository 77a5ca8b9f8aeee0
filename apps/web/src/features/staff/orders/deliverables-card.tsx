import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/VisuallyHidden.css';

import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Group, Progress, Select, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { deliverableKindSchema, type DeliverableKind, type StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { staffOrderPaths } from '@marginalia/contracts/staff/staff.paths';
import { useMessages } from '../../../lib/message-store';
import { ActionError } from './action-error';
import { DeliverableFilePicker } from './deliverable-file-picker';
import { STAFF_ORDERS_KEY, useRemoveDeliverable } from './staff-orders-api';
import { isAbortError, uploadDeliverable } from './upload-deliverable';
import { useStaffFormat } from './use-staff-format';
import classes from './staff-orders.module.css';

/** The finished files: upload one at a time with its kind (dropped on or chosen in the drop zone), streamed to storage; download; remove. */
export function DeliverablesCard({ workbench }: { workbench: StaffOrderWorkbench }) {
  const { t } = useTranslation('staff-orders');
  const format = useStaffFormat();
  const { show } = useMessages();
  const queryClient = useQueryClient();
  const { order } = workbench;
  const remove = useRemoveDeliverable(order.externalId);
  const [kind, setKind] = useState<DeliverableKind>('tracked');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const [missingFile, setMissingFile] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // Files of a completed or cancelled order are what the researcher was given: they are not changed (the API refuses too).
  const editable = order.status !== 'completed' && order.status !== 'cancelled';

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setUploadError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      await uploadDeliverable({
        externalId: order.externalId,
        kind,
        file,
        signal: abort.current.signal,
        onProgress: (loaded, total) => setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
      });
      show({ type: 'success', text: t('deliverables.uploaded', { name: file.name }) });
      setFile(null);
    } catch (error) {
      if (!isAbortError(error)) setUploadError(error);
    } finally {
      setProgress(null);
      abort.current = null;
      await queryClient.invalidateQueries({ queryKey: STAFF_ORDERS_KEY });
    }
  };

  return (
    <section className={classes.card} aria-labelledby="order-deliverables">
      <Title order={2} id="order-deliverables" className={classes.cardTitle}>
        {t('deliverables.heading')}
      </Title>
      {workbench.deliverables.length === 0 ? (
        <Text className={classes.muted} mb="sm">
          {t('deliverables.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} className={classes.table} aria-label={t('deliverables.heading')} mb="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.name')}</Table.Th>
                <Table.Th>{t('files.kind')}</Table.Th>
                <Table.Th className={classes.number}>{t('files.size')}</Table.Th>
                <Table.Th>{t('files.uploaded')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('deliverables.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workbench.deliverables.map((deliverable) => (
                <Table.Tr key={deliverable.key} data-testid="deliverable-row">
                  <Table.Td>
                    <Anchor href={staffOrderPaths.deliverableDownload(order.externalId, deliverable.key)} download={deliverable.name}>
                      {deliverable.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`kind.${deliverable.kind}`)}</Table.Td>
                  <Table.Td className={classes.number}>{format.fileSize(deliverable.size)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" className={classes.nowrap}>
                      {format.dateTime(deliverable.createdAt)}
                    </Text>
                    {deliverable.uploadedBy && <Text className={classes.muted}>{deliverable.uploadedBy.name}</Text>}
                  </Table.Td>
                  <Table.Td className={classes.number}>
                    {editable && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        loading={remove.isPending && remove.variables === deliverable.key}
                        onClick={() => remove.mutate(deliverable.key)}
                        aria-label={t('deliverables.removeNamed', { name: deliverable.name })}
                      >
                        {t('deliverables.remove')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ActionError error={remove.error} />
      {!editable && <Text className={classes.muted}>{t('deliverables.closed')}</Text>}

      {editable && (
        <form onSubmit={(event) => void upload(event)} noValidate aria-label={t('deliverables.uploadLabel')}>
          <DeliverableFilePicker
            file={file}
            disabled={progress !== null}
            error={missingFile ? t('deliverables.chooseFile') : null}
            onChoose={(chosen) => {
              setFile(chosen);
              setMissingFile(false);
            }}
          />
          <Group align="flex-end" gap="sm" wrap="wrap" mt="sm">
            <Select
              label={t('deliverables.kind')}
              data={deliverableKindSchema.options.map((value) => ({ value, label: t(`kind.${value}`) }))}
              value={kind}
              onChange={(value) => value && setKind(value as DeliverableKind)}
              allowDeselect={false}
              w={330}
            />
            {progress === null ? (
              <Button type="submit">{t('deliverables.upload')}</Button>
            ) : (
              <Button variant="default" onClick={() => abort.current?.abort()}>
                {t('deliverables.cancelUpload')}
              </Button>
            )}
          </Group>
          {progress !== null && <Progress value={progress} mt="sm" aria-label={t('deliverables.progress', { percent: progress })} animated />}
          <ActionError error={uploadError} />
        </form>
      )}
    </section>
  );
}

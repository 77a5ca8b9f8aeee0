import '@mantine/core/styles/Progress.css';

import { useTranslation } from 'react-i18next';
import { Button, Progress, Text } from '@mantine/core';
import { FileIcon } from '../icons';
import { formatBytes } from './upload-rules';
import type { PendingUpload } from './use-upload-queue';
import classes from './upload.module.css';

/** A stored file; `removable: false` shows it without a Remove button. */
export interface ListedFile {
  id: string;
  name: string;
  size: number;
  removable?: boolean;
}

interface UploadedFileListProps {
  files: readonly ListedFile[];
  pending: readonly PendingUpload[];
  locale: string;
  removingId: string | undefined;
  disabled: boolean;
  onRemove: (fileId: string) => void;
  onCancel: (uploadId: number) => void;
}

/** The files of one kind, then those being uploaded with their progress (texts: namespace 'order-form'). */
export function UploadedFileList({ files, pending, locale, removingId, disabled, onRemove, onCancel }: UploadedFileListProps) {
  const { t } = useTranslation('order-form');
  if (files.length === 0 && pending.length === 0) return null;
  return (
    <ul className={classes.files} aria-label={t('upload.listLabel')}>
      {files.map((file) => (
        <li key={file.id} className={classes.file} data-testid="uploaded-file">
          <FileIcon className={classes.fileIcon} />
          <div className={classes.fileBody}>
            <Text className={classes.fileName} title={file.name}>
              {file.name}
            </Text>
            <Text className={classes.fileMeta}>{formatBytes(file.size, locale)}</Text>
          </div>
          {file.removable !== false && (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => onRemove(file.id)}
            loading={removingId === file.id}
            disabled={disabled || (removingId !== undefined && removingId !== file.id)}
            aria-label={t('upload.remove', { name: file.name })}
          >
            {t('upload.removeShort')}
          </Button>
          )}
        </li>
      ))}
      {pending.map((upload) => (
        <li key={`pending-${upload.id}`} className={classes.file} aria-busy="true">
          <FileIcon className={classes.fileIcon} />
          <div className={classes.fileBody}>
            <Text className={classes.fileName} title={upload.name}>
              {upload.name}
            </Text>
            <Text className={classes.fileMeta}>
              {formatBytes(upload.size, locale)} ·{' '}
              {upload.queued ? t('upload.waiting') : t('upload.uploading', { percent: upload.percent })}
            </Text>
            <Progress
              className={classes.fileProgress}
              value={upload.percent}
              size="sm"
              radius="xl"
              animated={!upload.queued && upload.percent < 100}
              aria-label={t('upload.progress', { name: upload.name })}
            />
          </div>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={() => onCancel(upload.id)} aria-label={t('upload.cancel', { name: upload.name })}>
            {t('upload.cancelShort')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

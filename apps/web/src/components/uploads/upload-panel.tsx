import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Text } from '@mantine/core';
import type { UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import { CloudUploadIcon } from '../icons';
import { acceptAttribute, formatBytes } from './upload-rules';
import { UploadedFileList, type ListedFile } from './uploaded-file-list';
import type { UploadQueue } from './use-upload-queue';
import { HiddenFileInput } from './hidden-file-input';
import dropZone from './drop-zone.module.css';
import classes from './upload.module.css';

export interface UploadPanelProps {
  /** The kind of file (UPLOAD_KINDS): main manuscript, figures, tables or references. */
  kind: UploadKind;
  /** The heading of the uploader and the accessible name of its file input. */
  label: string;
  /** A line under the label. */
  description?: string;
  /** Several files at once. Default: every kind but `main`. */
  multiple?: boolean;
  /** A smaller drop zone, for secondary uploads such as reference files. */
  compact?: boolean;
  disabled?: boolean;
  /** A message from the page's own validation, shown under the zone. */
  error?: string | null;
  /** The stored files of this kind. */
  files: readonly ListedFile[];
  queue: UploadQueue;
  onRemove: (fileId: string) => void;
  removingId: string | undefined;
  /** Whether uploads are running or waiting (pages disable their buttons meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * An uploader: drag and drop or browse, a progress bar per file, removal, the pre-check of type and size
 * and the server's translated refusals. The upload itself is the queue's (use-upload-queue.ts).
 */
export function UploadPanel({ kind, label, description, multiple, compact = false, disabled = false, error = null, files, queue, onRemove, removingId, onBusyChange }: UploadPanelProps) {
  const { t } = useTranslation('order-form');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const many = multiple ?? kind !== 'main';
  const canAdd = !disabled && (many || (files.length === 0 && queue.pending.length === 0));
  const { busy } = queue;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const choose = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const chosen = Array.from(list);
    queue.add(many ? chosen : chosen.slice(0, 1));
  };

  const over = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!canAdd) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (canAdd) choose(event.dataTransfer.files);
  };

  const hint = [
    queue.allowed ? t('upload.allowedTypes', { types: queue.allowed.join(', ') }) : null,
    queue.maxBytes !== null ? t('upload.maxSize', { size: formatBytes(queue.maxBytes, queue.locale) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={classes.uploader} data-kind={kind}>
      {canAdd ? (
        <Text component="label" htmlFor={inputId} className={classes.label}>
          {label}
        </Text>
      ) : (
        <Text className={classes.label}>{label}</Text>
      )}
      {description && <Text className={classes.description}>{description}</Text>}
      <UploadedFileList files={files} pending={queue.pending} locale={queue.locale} removingId={removingId} disabled={disabled} onRemove={onRemove} onCancel={queue.cancel} />
      {canAdd && (
        <div
          className={`${dropZone.dropZone} ${classes.zone} ${compact ? classes.compact : ''}`}
          data-dragging={dragging}
          data-invalid={Boolean(error)}
          onDragEnter={over}
          onDragOver={over}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          {!compact && <CloudUploadIcon size={32} className={classes.zoneIcon} />}
          <Text className={classes.zoneTitle}>{many ? t('upload.dropMany') : t('upload.dropOne')}</Text>
          <Button variant="light" size={compact ? 'xs' : 'sm'} onClick={() => inputRef.current?.click()} aria-describedby={hint ? hintId : undefined}>
            {many ? t('upload.browseMany') : t('upload.browseOne')}
          </Button>
          <HiddenFileInput
            ref={inputRef}
            id={inputId}
            multiple={many}
            accept={acceptAttribute(queue.allowed)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              choose(event.currentTarget.files);
              // The same file may be chosen again after a refusal or a removal.
              event.currentTarget.value = '';
            }}
          />
          {hint && (
            <Text id={hintId} className={classes.zoneHint}>
              {hint}
            </Text>
          )}
        </div>
      )}
      {queue.problems.map((problem) => (
        <Alert key={problem.id} color="red" variant="light" role="alert" py={8}>
          {problem.message}
        </Alert>
      ))}
      {error && (
        <Text id={errorId} c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

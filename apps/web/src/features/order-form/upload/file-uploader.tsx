import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Text } from '@mantine/core';
import type { UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { CloudUploadIcon } from '../../../components/icons';
import { acceptAttribute, formatBytes } from './upload-rules';
import { UploadedFileList } from './uploaded-file-list';
import { useFileUploads } from './use-file-uploads';
import classes from './upload.module.css';

export interface FileUploaderProps {
  /** The kind of file: main manuscript, figures, tables or references. */
  kind: UploadKind;
  /** The heading of the uploader and the accessible name of its file input. */
  label: string;
  /** A line under the label. */
  description?: string;
  /** Several files at once. Default: every kind but `main` (one manuscript; remove it to replace it). */
  multiple?: boolean;
  /** A smaller drop zone, for secondary uploads such as reference files. */
  compact?: boolean;
  disabled?: boolean;
  /** A message from the page's own validation (e.g. manuscript-file-required), shown under the zone. */
  error?: string | null;
  /** After each file is stored; the form in the cache is already the answer's. */
  onUploaded?: (response: OrderFormResponse) => void;
  /** After a file is removed; the form in the cache is already the answer's. */
  onRemoved?: (response: OrderFormResponse) => void;
  /** Whether uploads are running or waiting (pages disable Next meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Upload of order-form files (POST /api/order-form/{id}/files): drag and drop or browse, a progress bar
 * per file, removal, a pre-check of type and size, and the server's translated refusal. Must be used
 * inside the order-form area (it reads and updates the loaded form).
 */
export function FileUploader({
  kind,
  label,
  description,
  multiple,
  compact = false,
  disabled = false,
  error = null,
  onUploaded,
  onRemoved,
  onBusyChange,
}: FileUploaderProps) {
  const { t } = useTranslation('order-form');
  const uploads = useFileUploads(kind, { onUploaded, onRemoved });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const many = multiple ?? kind !== 'main';
  const canAdd = !disabled && (many || (uploads.files.length === 0 && uploads.pending.length === 0));
  const { busy } = uploads;

  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const choose = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const files = Array.from(list);
    uploads.add(many ? files : files.slice(0, 1));
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
    uploads.allowed ? t('upload.allowedTypes', { types: uploads.allowed.join(', ') }) : null,
    uploads.maxBytes !== null ? t('upload.maxSize', { size: formatBytes(uploads.maxBytes, uploads.locale) }) : null,
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
      <UploadedFileList
        files={uploads.files}
        pending={uploads.pending}
        locale={uploads.locale}
        removingId={uploads.removingId}
        disabled={disabled}
        onRemove={uploads.remove}
        onCancel={uploads.cancel}
      />
      {canAdd && (
        <div
          className={`${classes.zone} ${compact ? classes.compact : ''}`}
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
          <input
            ref={inputRef}
            id={inputId}
            className={classes.input}
            type="file"
            tabIndex={-1}
            multiple={many}
            accept={acceptAttribute(uploads.allowed)}
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
      {uploads.problems.map((problem) => (
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

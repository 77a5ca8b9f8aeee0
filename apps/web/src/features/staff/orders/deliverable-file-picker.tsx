import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@mantine/core';
import { CloudUploadIcon } from '../../../components/icons';
import { HiddenFileInput } from '../../../components/uploads/hidden-file-input';
import dropZone from '../../../components/uploads/drop-zone.module.css';
import { useStaffFormat } from './use-staff-format';
import classes from './staff-orders.module.css';

export interface DeliverableFilePickerProps {
  file: File | null;
  onChoose: (file: File | null) => void;
  disabled?: boolean;
  /** Shown under the zone (no file chosen). */
  error?: string | null;
}

/**
 * The deliverable's file: the portal's drop zone (drag a file onto it, or choose one with its button), with
 * the chosen file's name and size. One file per upload, as the API takes them.
 */
export function DeliverableFilePicker({ file, onChoose, disabled = false, error = null }: DeliverableFilePickerProps) {
  const { t } = useTranslation('staff-orders');
  const format = useStaffFormat();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const over = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onChoose(event.dataTransfer.files[0] ?? null);
  };

  return (
    <div>
      <Text component="label" htmlFor={inputId} className={classes.fileLabel}>
        {t('deliverables.file')}
      </Text>
      <div
        className={`${dropZone.dropZone} ${classes.fileZone}`}
        data-dragging={dragging}
        data-invalid={Boolean(error)}
        data-testid="deliverable-drop-zone"
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <CloudUploadIcon size={22} className={classes.fileZoneIcon} />
        {file ? (
          <Text size="sm" fw={600} className={classes.fileChosen} data-testid="deliverable-chosen-file">
            {t('deliverables.chosen', { name: file.name, size: format.fileSize(file.size) })}
          </Text>
        ) : (
          <Text size="sm">{t('deliverables.drop')}</Text>
        )}
        <Button variant="light" size="xs" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {file ? t('deliverables.chooseAnother') : t('deliverables.choose')}
        </Button>
        <HiddenFileInput
          ref={inputRef}
          id={inputId}
          disabled={disabled}
          onChange={(event) => {
            onChoose(event.currentTarget.files?.[0] ?? null);
            // The same file may be chosen again after a refused upload.
            event.currentTarget.value = '';
          }}
        />
      </div>
      {error && (
        <Text c="red.7" size="sm" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </div>
  );
}

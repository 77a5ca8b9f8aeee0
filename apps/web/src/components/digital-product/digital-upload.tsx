import '@mantine/core/styles/Input.css';

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileInput, Group } from '@mantine/core';
import { useMessages } from '../../lib/message-store';
import { isWordFile } from './digital-product-rules';
import classes from './digital-product.module.css';

export interface DigitalUploadOptions<Failure> {
  /** The product's translation namespace (`upload.*`). */
  namespace: string;
  /** What is said when the product's required choice (a style of English, a language) is missing. */
  choiceRequired: string;
  /** What is said of a file that is not a .doc or .docx. */
  notWordFile: string;
  /** The product's failure to show from an error of the upload call. */
  failure: (error: unknown) => Failure;
  /** The product's list and load, asked for again after every upload. */
  refresh: () => Promise<void>;
  /** Stay busy until they are, after a success (the remaining uses decide whether the form stays). */
  waitForRefresh?: boolean;
}

/**
 * The state of a product's upload form: the choice the product asks for, the Word file, the fields' problems,
 * the failure of the last upload and whether one is running. `send` checks the fields, then uploads.
 */
export function useDigitalUpload<Choice extends string, Failure>({ namespace, choiceRequired, notWordFile, failure: toFailure, refresh, waitForRefresh = false }: DigitalUploadOptions<Failure>) {
  const { t } = useTranslation(namespace);
  const { show } = useMessages();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ choice?: string; file?: string }>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (upload: (choice: Choice, file: File) => Promise<unknown>) => {
    const found = { choice: choice ? undefined : choiceRequired, file: !file ? t('upload.fileRequired') : !isWordFile(file.name) ? notWordFile : undefined };
    setProblems(found);
    if (found.choice || found.file || !file || !choice) return;
    setBusy(true);
    setFailure(null);
    let refreshed = false;
    try {
      await upload(choice, file);
      show({ type: 'success', text: t('upload.sent', { fileName: file.name }) });
      setFile(null);
      if (waitForRefresh) {
        refreshed = true;
        await refresh();
      }
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setBusy(false);
      if (!refreshed) void refresh();
    }
  };
  return { choice, setChoice, file, setFile, problems, failure, busy, send };
}

export interface DigitalUploadFormProps {
  namespace: string;
  onSubmit: () => void;
  busy: boolean;
  /** The submit button waits (one edit at a time). */
  disabled?: boolean;
  submitTestId: string;
  /** The product's fields and alerts, above the submit button. */
  children: ReactNode;
}

/** A product's upload form: its fields and alerts, then the submit button on the right. */
export function DigitalUploadForm({ namespace, onSubmit, busy, disabled, submitTestId, children }: DigitalUploadFormProps) {
  const { t } = useTranslation(namespace);
  return (
    <form
      className={classes.upload}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-label={t('upload.label')}
    >
      {children}
      <Group justify="flex-end">
        <Button type="submit" loading={busy} disabled={disabled} data-testid={submitTestId}>
          {t('upload.submit')}
        </Button>
      </Group>
    </form>
  );
}

export interface WordFileInputProps {
  namespace: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  testId?: string;
}

/** The manuscript's field: one .doc or .docx, required, clearable. */
export function WordFileInput({ namespace, value, onChange, error, testId }: WordFileInputProps) {
  const { t } = useTranslation(namespace);
  return (
    <FileInput
      label={t('upload.file')}
      placeholder={t('upload.filePlaceholder')}
      accept=".doc,.docx"
      classNames={{ placeholder: classes.placeholder }}
      value={value}
      onChange={onChange}
      error={error}
      required
      clearable
      clearButtonProps={{ 'aria-label': t('upload.clear') }}
      data-testid={testId}
    />
  );
}

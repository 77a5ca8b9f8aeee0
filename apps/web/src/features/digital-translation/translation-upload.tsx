import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, FileInput, Group, Select } from '@mantine/core';
import type { DigitalOrderLoadResponse } from '@marginalia/contracts/digital/digital-translation.contract';
import { isApiError, type ApiError } from '../../lib/api-client';
import { useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { createTranslation, useRefreshTranslations } from './translation-api';
import { isWordFile, languageChoices } from './translation-rules';
import classes from './digital-translation.module.css';

type Warning = { kind: 'language'; error: ApiError } | { kind: 'words'; error: ApiError } | { kind: 'error'; text: string };

/**
 * The upload form: one .doc or .docx and its language (required: 'Please make a selection'). The server
 * may warn that the document is in another language (no use taken yet: "Translate anyway" sends it again,
 * confirmed) or that it is over the word limit (no use taken).
 */
export function TranslationUpload({ load }: { load: DigitalOrderLoadResponse }) {
  const { t } = useTranslation('digital-translation');
  const text = useMessageText();
  const lp = useLocalePath();
  const { show } = useMessages();
  const refresh = useRefreshTranslations();
  const [language, setLanguage] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ language?: string; file?: string }>({});
  const [warning, setWarning] = useState<Warning | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = languageChoices(load).map((choice) => ({ ...choice, label: t(`languages.${choice.value}`) + (choice.disabled ? ` — ${t('upload.unavailable')}` : '') }));

  const send = async (confirmLanguage: boolean) => {
    const found = { language: language ? undefined : text('digital-translation-language-required'), file: !file ? t('upload.fileRequired') : !isWordFile(file.name) ? t('upload.wordOnly') : undefined };
    setProblems(found);
    if (found.language || found.file || !file || !language) return;
    setBusy(true);
    setWarning(null);
    try {
      await createTranslation(language, file, confirmLanguage);
      show({ type: 'success', text: t('upload.sent', { fileName: file.name }) });
      setFile(null);
      await refresh();
    } catch (error) {
      if (isApiError(error) && error.key === 'digital-translation-language-mismatch') setWarning({ kind: 'language', error });
      else if (isApiError(error) && error.key === 'digital-translations-word-count-exceeded') setWarning({ kind: 'words', error });
      else setWarning({ kind: 'error', text: isApiError(error) ? error.message || text(error.key, error.params) : text('generic-error') });
      void refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={classes.upload}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
      aria-label={t('upload.label')}
    >
      <Group align="flex-start" grow className={classes.uploadFields}>
        <Select label={t('upload.language')} placeholder={t('upload.languagePlaceholder')} data={choices} value={language} onChange={setLanguage} error={problems.language} required comboboxProps={{ withinPortal: true }} data-testid="translation-language" />
        <FileInput label={t('upload.file')} placeholder={t('upload.filePlaceholder')} accept=".doc,.docx" classNames={{ placeholder: classes.placeholder }} value={file} onChange={setFile} error={problems.file} required clearable clearButtonProps={{ 'aria-label': t('upload.clear') }} data-testid="translation-file" />
      </Group>
      {warning?.kind === 'language' && (
        <Alert color="amber" variant="light" role="alert" data-testid="translation-language-warning">
          {warning.error.message}
          <Group mt="sm">
            <Button size="xs" variant="light" onClick={() => void send(true)} loading={busy}>
              {t('upload.translateAnyway')}
            </Button>
          </Group>
        </Alert>
      )}
      {warning?.kind === 'words' && (
        <Alert color="amber" variant="light" role="alert" data-testid="translation-words-warning">
          {warning.error.message}{' '}
          <Anchor component={Link} to={lp('/researcher/submit/get-started')}>
            {t('upload.orderProfessional')}
          </Anchor>
        </Alert>
      )}
      {warning?.kind === 'error' && (
        <Alert color="red" variant="light" role="alert">
          {warning.text}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={busy} data-testid="translation-submit">
          {t('upload.submit')}
        </Button>
      </Group>
    </form>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, FileInput, Group, Radio } from '@mantine/core';
import { STYLES_OF_ENGLISH, type StyleOfEnglish } from '@marginalia/contracts/digital/digital-editing.contract';
import { isApiError } from '../../lib/api-client';
import { useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../../components/form-messages';
import { createEdit, editSearchQuery, useRefreshEdits } from './editing-api';
import { isWordFile } from './editing-rules';
import classes from './digital-editing.module.css';

/**
 * The upload form: one .doc or .docx and the style of English (required: 'Please select your preferred type of
 * English.'). One edit at a time: while one is processing the form says so and waits. A manuscript too long,
 * not in English or not a readable Word file is refused with the server's translated answer.
 */
export function EditUpload() {
  const { t } = useTranslation('digital-editing');
  const text = useMessageText();
  const lp = useLocalePath();
  const { show } = useMessages();
  const refresh = useRefreshEdits();
  const [style, setStyle] = useState<StyleOfEnglish | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ style?: string; file?: string }>({});
  const [failure, setFailure] = useState<{ text: string; orderProfessional: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // The newest edits come first: one processing is on the first page, which the list polls.
  const processing = useQuery(editSearchQuery(1)).data?.results.some((row) => row.processing) ?? false;

  const send = async () => {
    const found = { style: style ? undefined : text('digital-edit-style-required'), file: !file ? t('upload.fileRequired') : !isWordFile(file.name) ? text('filetype-not-allowed') : undefined };
    setProblems(found);
    if (found.style || found.file || !file || !style) return;
    setBusy(true);
    setFailure(null);
    try {
      await createEdit(style, file);
      show({ type: 'success', text: t('upload.sent', { fileName: file.name }) });
      setFile(null);
    } catch (error) {
      const message = isApiError(error) ? error.fields.styleOfEnglish?.message || error.message || text(error.key, error.params) : text('generic-error');
      setFailure({ text: message, orderProfessional: isApiError(error) && error.key === 'digital-edit-word-count-exceeded' });
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  return (
    <form
      className={classes.upload}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      aria-label={t('upload.label')}
    >
      <Radio.Group label={t('upload.style')} value={style} onChange={(value) => setStyle(value as StyleOfEnglish)} error={problems.style} required data-testid="edit-style">
        <Group mt="xs">
          {STYLES_OF_ENGLISH.map((each) => (
            <Radio key={each} value={each} label={t(`styles.${each}`)} />
          ))}
        </Group>
      </Radio.Group>
      <FileInput label={t('upload.file')} placeholder={t('upload.filePlaceholder')} accept=".doc,.docx" classNames={{ placeholder: classes.placeholder }} value={file} onChange={setFile} error={problems.file} required clearable clearButtonProps={{ 'aria-label': t('upload.clear') }} />
      {processing && (
        <Alert color="blue" variant="light" role="status">
          {t('upload.oneAtATime')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert" data-testid="edit-upload-failure">
          {failure.text}{' '}
          {failure.orderProfessional && (
            <Anchor component={Link} to={lp('/researcher/submit/get-started')}>
              {t('upload.orderProfessional')}
            </Anchor>
          )}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={busy} disabled={processing} data-testid="edit-submit">
          {t('upload.submit')}
        </Button>
      </Group>
    </form>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Group, Select } from '@mantine/core';
import type { DigitalOrderLoadResponse } from '@marginalia/contracts/digital/digital-translation.contract';
import { isApiError, type ApiError } from '../../lib/api-client';
import { useLocalePath } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { DigitalUploadForm, useDigitalUpload, WordFileInput } from '../../components/digital-product/digital-upload';
import { createTranslation, useRefreshTranslations } from './translation-api';
import { languageChoices } from './translation-rules';
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
  const upload = useDigitalUpload<string, Warning>({
    namespace: 'digital-translation',
    choiceRequired: text('digital-translation-language-required'),
    notWordFile: t('upload.wordOnly'),
    failure: (error): Warning => {
      if (isApiError(error) && error.key === 'digital-translation-language-mismatch') return { kind: 'language', error };
      if (isApiError(error) && error.key === 'digital-translations-word-count-exceeded') return { kind: 'words', error };
      return { kind: 'error', text: isApiError(error) ? error.message || text(error.key, error.params) : text('generic-error') };
    },
    refresh: useRefreshTranslations(),
    waitForRefresh: true,
  });
  const send = (confirmLanguage: boolean) => void upload.send((language, file) => createTranslation(language, file, confirmLanguage));
  const choices = languageChoices(load).map((choice) => ({ ...choice, label: t(`languages.${choice.value}`) + (choice.disabled ? ` — ${t('upload.unavailable')}` : '') }));
  const warning = upload.failure;

  return (
    <DigitalUploadForm namespace="digital-translation" onSubmit={() => send(false)} busy={upload.busy} submitTestId="translation-submit">
      <Group align="flex-start" grow className={classes.uploadFields}>
        <Select label={t('upload.language')} placeholder={t('upload.languagePlaceholder')} data={choices} value={upload.choice} onChange={upload.setChoice} error={upload.problems.choice} required comboboxProps={{ withinPortal: true }} data-testid="translation-language" />
        <WordFileInput namespace="digital-translation" value={upload.file} onChange={upload.setFile} error={upload.problems.file} testId="translation-file" />
      </Group>
      {warning?.kind === 'language' && (
        <Alert color="amber" variant="light" role="alert" data-testid="translation-language-warning">
          {warning.error.message}
          <Group mt="sm">
            <Button size="xs" variant="light" onClick={() => send(true)} loading={upload.busy}>
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
    </DigitalUploadForm>
  );
}

import '@mantine/core/styles/Radio.css';

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Group, Radio } from '@mantine/core';
import { STYLES_OF_ENGLISH, type StyleOfEnglish } from '@marginalia/contracts/digital/digital-editing.contract';
import { isApiError } from '../../lib/api-client';
import { useLocalePath } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { DigitalUploadForm, useDigitalUpload, WordFileInput } from '../../components/digital-product/digital-upload';
import { createEdit, editSearchQuery, useRefreshEdits } from './editing-api';

/**
 * The upload form: one .doc or .docx and the style of English (required: 'Please select your preferred type of
 * English.'). One edit at a time: while one is processing the form says so and waits. A manuscript too long,
 * not in English or not a readable Word file is refused with the server's translated answer.
 */
export function EditUpload() {
  const { t } = useTranslation('digital-editing');
  const text = useMessageText();
  const lp = useLocalePath();
  const upload = useDigitalUpload<StyleOfEnglish, { text: string; orderProfessional: boolean }>({
    namespace: 'digital-editing',
    choiceRequired: text('digital-edit-style-required'),
    notWordFile: text('filetype-not-allowed'),
    failure: (error) => ({
      text: isApiError(error) ? error.fields.styleOfEnglish?.message || error.message || text(error.key, error.params) : text('generic-error'),
      orderProfessional: isApiError(error) && error.key === 'digital-edit-word-count-exceeded',
    }),
    refresh: useRefreshEdits(),
  });
  // The newest edits come first: one processing is on the first page, which the list polls.
  const processing = useQuery(editSearchQuery(1)).data?.results.some((row) => row.processing) ?? false;

  return (
    <DigitalUploadForm namespace="digital-editing" onSubmit={() => void upload.send(createEdit)} busy={upload.busy} disabled={processing} submitTestId="edit-submit">
      <Radio.Group label={t('upload.style')} value={upload.choice} onChange={(value) => upload.setChoice(value as StyleOfEnglish)} error={upload.problems.choice} required data-testid="edit-style">
        <Group mt="xs">
          {STYLES_OF_ENGLISH.map((each) => (
            <Radio key={each} value={each} label={t(`styles.${each}`)} />
          ))}
        </Group>
      </Radio.Group>
      <WordFileInput namespace="digital-editing" value={upload.file} onChange={upload.setFile} error={upload.problems.file} />
      {processing && (
        <Alert color="blue" variant="light" role="status">
          {t('upload.oneAtATime')}
        </Alert>
      )}
      {upload.failure && (
        <Alert color="red" variant="light" role="alert" data-testid="edit-upload-failure">
          {upload.failure.text}{' '}
          {upload.failure.orderProfessional && (
            <Anchor component={Link} to={lp('/researcher/submit/get-started')}>
              {t('upload.orderProfessional')}
            </Anchor>
          )}
        </Alert>
      )}
    </DigitalUploadForm>
  );
}

import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Progress.css';

import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Anchor, Button, Checkbox, Progress, Text } from '@mantine/core';
import { grammarCheckRoutes } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useApplication, useFeatureFlag, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { isApiError } from '../../lib/api-client';
import { useMessageText } from '../../components/form-messages';
import { CloudUploadIcon, FileIcon } from '../../components/icons';
import { CaptchaField } from '../../components/captcha/captcha-field';
import { useCaptcha } from '../../components/captcha/use-captcha';
import { HiddenFileInput } from '../../components/uploads/hidden-file-input';
import { acceptAttribute, formatBytes, maxUploadBytesOf, uploadPercent } from '../../components/uploads/upload-rules';
import { isAbortError } from '../../components/uploads/upload-request';
import dropZone from '../../components/uploads/drop-zone.module.css';
import hidden from '../../components/visually-hidden.module.css';
import { useCreateAssessment } from './grammar-check-api';
import { ASSESSMENT_EXTENSIONS, checkAssessmentFile, submitDisabled } from './grammar-check-rules';
import classes from './grammar-check.module.css';

/**
 * The upload form: one .doc or .docx ('Filetype not allowed' for anything else), the terms checkbox of
 * the newer upload UI (flag upload_files_ui), the captcha for visitors when the flag `captcha` is on, and
 * a submit disabled until all of it is there and while the file uploads. One resulting assessment opens
 * its report; the form resets.
 */
export function UploadForm({ labelledBy, onUploaded }: { labelledBy: string; onUploaded: () => void }) {
  const { t } = useTranslation('grammar-check');
  const text = useMessageText();
  const application = useApplication();
  const language = useSiteLanguage();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const termsRequired = useFeatureFlag('upload_files_ui');
  const captcha = useCaptcha();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const create = useCreateAssessment();
  const maxBytes = maxUploadBytesOf(application);
  const locale = bcp47(language);

  const choose = (list: FileList | null) => {
    const chosen = list?.[0];
    if (!chosen) return;
    const check = checkAssessmentFile(chosen, maxBytes);
    if (!check.ok) {
      setFile(null);
      setProblem(check.reason === 'type' ? text('filetype-not-allowed') : check.reason === 'size' ? text('file-too-large', { maxBytes: check.maxBytes }) : t('upload.empty'));
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!create.isPending) choose(event.dataTransfer.files);
  };

  const disabled = submitDisabled({ hasFile: file !== null, uploading: create.isPending, captchaRequired: captcha.required, captchaSolved: captcha.ready, termsRequired, termsAccepted });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || !file) return;
    setProblem(null);
    setProgress(0);
    try {
      const answer = await create.mutateAsync({ file, captcha: captcha.payload ?? null, onProgress: (loaded, total) => setProgress(uploadPercent(loaded, total)) });
      setFile(null);
      setTermsAccepted(false);
      const [only] = answer.languageAssessments;
      if (answer.languageAssessments.length === 1 && only) navigate(lp(grammarCheckRoutes.details(only.identity)));
      else onUploaded();
    } catch (failure) {
      if (isAbortError(failure)) return;
      // The payload the server saw is used up, whatever it answered.
      if (captcha.required) captcha.renew();
      setProblem(isApiError(failure) ? failure.message || text(failure.key, failure.params) : text('generic-error'));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={classes.uploadForm} aria-labelledby={labelledBy} noValidate>
      <div
        className={`${dropZone.dropZone} ${classes.dropZone}`}
        data-dragging={dragging}
        data-invalid={problem !== null}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        {file ? (
          <div className={classes.chosenFile}>
            <FileIcon size={22} />
            <span>
              <Text fw={600} component="span" data-testid="grammar-chosen-file">
                {file.name}
              </Text>{' '}
              <Text component="span" c="dimmed" size="sm">
                {formatBytes(file.size, locale)}
              </Text>
            </span>
            <Button variant="subtle" size="xs" onClick={() => setFile(null)} disabled={create.isPending}>
              {t('upload.remove')}
            </Button>
          </div>
        ) : (
          <>
            <CloudUploadIcon size={32} className={classes.zoneIcon} />
            <Text fw={600}>{t('upload.drop')}</Text>
            <Button variant="light" onClick={() => inputRef.current?.click()}>
              {t('upload.browse')}
            </Button>
            <label htmlFor={inputId} className={hidden.visuallyHidden}>
              {t('upload.fileLabel')}
            </label>
            <HiddenFileInput
              ref={inputRef}
              id={inputId}
              accept={acceptAttribute(ASSESSMENT_EXTENSIONS)}
              onChange={(event) => {
                choose(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
            <Text size="sm" c="dimmed">
              {t('upload.hint', { types: ASSESSMENT_EXTENSIONS.join(', '), size: maxBytes ? formatBytes(maxBytes, locale) : '' })}
            </Text>
          </>
        )}
      </div>
      {problem && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {problem}
        </Alert>
      )}
      {termsRequired && (
        <Checkbox
          mt="md"
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
          label={
            <>
              {t('upload.termsBefore')}
              <Anchor href={application.config.links.terms} target="_blank" rel="noopener">
                {t('upload.terms')}
              </Anchor>
              {t('upload.termsBetween')}
              <Anchor href={application.config.links.privacy} target="_blank" rel="noopener">
                {t('upload.privacy')}
              </Anchor>
              {t('upload.termsAfter')}
            </>
          }
        />
      )}
      {captcha.required && (
        <div className={classes.captcha} data-testid="grammar-captcha">
          <CaptchaField captcha={captcha} />
        </div>
      )}
      {create.isPending && <Progress value={progress} mt="md" aria-label={t('upload.progress')} />}
      <div className={classes.formButtons}>
        <Button type="submit" disabled={disabled} loading={create.isPending} data-testid="grammar-submit">
          {t('upload.submit')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('upload.privacyNote')}
        </Text>
      </div>
    </form>
  );
}

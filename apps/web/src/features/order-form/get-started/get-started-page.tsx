import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text, Title } from '@mantine/core';
import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderForm, OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api, isApiError } from '../../../lib/api-client';
import { useApplication, useFeatureFlag } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { StepActions } from '../shell/step-actions';
import { FileUploader } from '../upload/file-uploader';
import { CustomerGoalField } from './customer-goal-field';
import { initialDetailsView, viewAfterUpload } from './detection-rules';
import {
  basicDetailsPayload,
  effectiveDetails,
  goalOffersBundles,
  needsManuscriptDetails,
  nextDisabled,
  uploadKindOfGoal,
  validateGetStarted,
  type DetailsView,
  type GetStartedContext,
  type GetStartedErrors,
  type GetStartedField,
  type GetStartedValues,
} from './get-started-rules';
import { ManuscriptSection } from './manuscript-section';
import { useDocumentDetection, type DetectionResult } from './use-document-detection';
import classes from './get-started.module.css';

type BasicDetailsBody = ReturnType<typeof basicDetailsPayload>;

const SERVER_FIELDS: readonly GetStartedField[] = ['customerGoal', 'manuscriptLanguageId', 'wordCount'];

function initialValues(form: OrderForm): GetStartedValues {
  return {
    customerGoal: form.customerGoal?.name ?? '',
    uploadLater: form.uploadLater,
    manuscriptLanguageId: form.manuscriptLanguageId === null ? '' : String(form.manuscriptLanguageId),
    wordCount: form.wordCount === null ? '' : String(form.wordCount),
  };
}

/**
 * /researcher/submit/get-started (alias upload), spec 2 §2: the customer goal, the manuscript upload or
 * 'upload later', the manuscript's language and word count, then 'Choose my services' or, with service
 * bundles on, 'Help me decide'. The server answers where to go next.
 */
export function GetStartedPage() {
  const { t } = useTranslation('order-form');
  const text = useMessageText();
  const form = useOrderForm();
  const application = useApplication();
  const detectionEnabled = useFeatureFlag('order_form_language_detection');
  const uploadFilesUi = useFeatureFlag('upload_files_ui');
  const bundlesEnabled = useFeatureFlag('service_bundles') && application.allowsServiceBundles;

  const [values, setValues] = useState<GetStartedValues>(() => initialValues(form));
  // null: the view follows from the form (initialDetailsView); set once an upload, detection or Edit decides.
  const [mode, setMode] = useState<DetailsView | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<GetStartedField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [detectionNote, setDetectionNote] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [bundlesRequested, setBundlesRequested] = useState(false);

  const save = useOrderFormSave((id, body: BasicDetailsBody) => api.put<OrderFormResponse>(orderFormPaths.basicDetails(id), body));

  const goal = form.customerGoals.find((each) => each.name === values.customerGoal);
  const kind = uploadKindOfGoal(goal);
  const files = form.manuscripts[kind];
  const derived = initialDetailsView({
    detectionEnabled,
    uploadKind: kind,
    uploadLater: values.uploadLater,
    mainFiles: form.manuscripts.main,
    manuscriptLanguageId: form.manuscriptLanguageId,
    wordCount: form.wordCount,
  });
  // Detection and the card concern the main manuscript only.
  const view: DetailsView = kind === 'main' ? (mode ?? derived) : 'form';
  const context: GetStartedContext = {
    goal,
    fileCount: files.length,
    detailsView: view,
    saved: { manuscriptLanguageId: form.manuscriptLanguageId, wordCount: form.wordCount },
  };
  const needsDetails = goal !== undefined && needsManuscriptDetails(goal);
  const bundlesOffered = bundlesEnabled && goalOffersBundles(goal);

  useDocumentDetection(form.id, needsDetails && view === 'detecting', (result: DetectionResult) => {
    if (result.kind === 'saved') {
      setValues((current) => ({ ...current, manuscriptLanguageId: String(result.manuscriptLanguageId), wordCount: String(result.wordCount) }));
      setMode('card');
      return;
    }
    setValues((current) => ({
      ...current,
      manuscriptLanguageId: result.prefill.manuscriptLanguageId === null ? current.manuscriptLanguageId : String(result.prefill.manuscriptLanguageId),
      wordCount: result.prefill.wordCount === null ? current.wordCount : String(result.prefill.wordCount),
    }));
    setDetectionNote(result.error ?? t('details.detectionFailed'));
    setMode('form');
  });

  const change = (patch: Partial<GetStartedValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[field as GetStartedField];
      return next;
    });
    setAlert(null);
  };

  const clientErrors: GetStartedErrors = attempted ? validateGetStarted(values, context) : {};
  const errorText = (field: GetStartedField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const key = clientErrors[field];
    return key ? text(key) : undefined;
  };

  const submit = async (serviceBundlesRequested: boolean) => {
    setAttempted(true);
    setAlert(null);
    setServerErrors({});
    if (Object.keys(validateGetStarted(values, context)).length > 0) return;
    setBundlesRequested(serviceBundlesRequested);
    try {
      await save.mutateAsync(basicDetailsPayload(values, context, serviceBundlesRequested));
    } catch (error) {
      // Network failures and 5xx open the error modal; a 4xx stays on the step with its message.
      if (!isApiError(error) || !error.isClientError) return;
      const fields: Partial<Record<GetStartedField, string>> = {};
      for (const field of SERVER_FIELDS) {
        const failure = error.fields[field];
        if (failure) fields[field] = failure.message || text(failure.error);
      }
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      else setAlert(error.message || text(error.key, error.params));
    }
  };

  const detecting = needsDetails && view === 'detecting';
  const disabled = nextDisabled({
    uploadFilesUi,
    saving: save.isPending,
    detecting,
    uploading,
    goal,
    fileCount: files.length,
    details: effectiveDetails(values, context),
  });

  return (
    <form
      noValidate
      aria-labelledby="get-started-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(false);
      }}
    >
      <header className={classes.head}>
        <Title order={1} id="get-started-title" className={classes.title}>
          {t('getStarted.title')}
        </Title>
        <Text className={classes.lead}>{t('getStarted.lead')}</Text>
      </header>
      <div className={classes.sections}>
        <section className={classes.section}>
          <CustomerGoalField
            goals={form.customerGoals}
            value={values.customerGoal}
            onChange={(customerGoal) => change({ customerGoal })}
            error={errorText('customerGoal')}
            disabled={save.isPending}
          />
        </section>
        {goal && (
          <ManuscriptSection
            kind={kind}
            values={values}
            onChange={change}
            needsDetails={needsDetails}
            view={view}
            detectionNote={detectionNote}
            errors={{ files: errorText('files'), manuscriptLanguageId: errorText('manuscriptLanguageId'), wordCount: errorText('wordCount') }}
            disabled={save.isPending}
            onUploaded={() => {
              if (kind !== 'main') return;
              setDetectionNote(null);
              setMode(viewAfterUpload(detectionEnabled));
            }}
            onRemoved={() => setMode(null)}
            onBusyChange={setUploading}
            onEditDetails={() => {
              setValues((current) => ({
                ...current,
                manuscriptLanguageId: form.manuscriptLanguageId === null ? current.manuscriptLanguageId : String(form.manuscriptLanguageId),
                wordCount: form.wordCount === null ? current.wordCount : String(form.wordCount),
              }));
              setDetectionNote(null);
              setMode('form');
            }}
          />
        )}
        {goal && kind === 'main' && (
          <section className={classes.section} aria-label={t('upload.referencesTitle')}>
            <FileUploader
              kind="references"
              label={t('upload.referencesLabel')}
              description={t('upload.referencesHint')}
              compact
              disabled={save.isPending}
            />
          </section>
        )}
      </div>
      <StepActions
        backTo={null}
        nextLabel={t('actions.chooseServices')}
        nextDisabled={disabled || (save.isPending && bundlesRequested)}
        loading={save.isPending && !bundlesRequested}
        error={alert}
      >
        {bundlesOffered && (
          <Button
            type="button"
            variant="light"
            onClick={() => void submit(true)}
            disabled={disabled || (save.isPending && !bundlesRequested)}
            loading={save.isPending && bundlesRequested}
          >
            {t('actions.helpMeDecide')}
          </Button>
        )}
      </StepActions>
    </form>
  );
}

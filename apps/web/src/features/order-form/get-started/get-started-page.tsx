import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useApplication, useFeatureFlag } from '../../../lib/application-context';
import { useOrderForm } from '../order-form-api';
import { FileUploader } from '../upload/file-uploader';
import { CustomerGoalField } from './customer-goal-field';
import { GetStartedActions } from './get-started-actions';
import {
  effectiveDetails,
  goalOffersBundles,
  needsManuscriptDetails,
  nextDisabled,
  uploadKindOfGoal,
  type GetStartedContext,
  type GetStartedValues,
} from './get-started-rules';
import { ManuscriptSection } from './manuscript-section';
import { useDetailsView } from './use-details-view';
import { useGetStartedSubmission } from './use-get-started-submission';
import { PageHeader } from '../../../components/layout/page-header';
import layout from '../../../components/layout/layout.module.css';
import classes from './get-started.module.css';

function initialValues(form: OrderForm): GetStartedValues {
  return {
    customerGoal: form.customerGoal?.name ?? '',
    uploadLater: form.uploadLater,
    manuscriptLanguageId: form.manuscriptLanguageId === null ? '' : String(form.manuscriptLanguageId),
    wordCount: form.wordCount === null ? '' : String(form.wordCount),
  };
}

/**
 * /researcher/submit/get-started (alias upload): the customer goal, the manuscript upload or
 * 'upload later', the manuscript's language and word count, then 'Choose my services' or, with service
 * bundles on, 'Help me decide'. The server answers where to go next.
 */
export function GetStartedPage() {
  const { t } = useTranslation('order-form');
  const form = useOrderForm();
  const application = useApplication();
  const uploadFilesUi = useFeatureFlag('upload_files_ui');
  const bundlesEnabled = useFeatureFlag('service_bundles') && application.allowsServiceBundles;
  const [values, setValues] = useState<GetStartedValues>(() => initialValues(form));
  const [uploading, setUploading] = useState(false);

  const goal = form.customerGoals.find((each) => each.name === values.customerGoal);
  const kind = uploadKindOfGoal(goal);
  const files = form.manuscripts[kind];
  const needsDetails = goal !== undefined && needsManuscriptDetails(goal);
  const details = useDetailsView({ form, kind, needsDetails, uploadLater: values.uploadLater, setValues });
  const context: GetStartedContext = {
    goal,
    fileCount: files.length,
    detailsView: details.view,
    saved: { manuscriptLanguageId: form.manuscriptLanguageId, wordCount: form.wordCount },
  };
  const submission = useGetStartedSubmission(values, context);
  const { saving, errorText } = submission;

  const change = (patch: Partial<GetStartedValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    submission.forget(Object.keys(patch));
  };

  const disabled = nextDisabled({
    uploadFilesUi,
    saving,
    detecting: needsDetails && details.view === 'detecting',
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
        void submission.submit(false);
      }}
    >
      <PageHeader title={t('getStarted.title')} lead={t('getStarted.lead')} titleId="get-started-title" spacing="compact" leadClassName={classes.lead} />
      <div className={layout.sections}>
        <section className={`${layout.panel} ${classes.section}`}>
          <CustomerGoalField
            goals={form.customerGoals}
            value={values.customerGoal}
            onChange={(customerGoal) => change({ customerGoal })}
            error={errorText('customerGoal')}
            disabled={saving}
          />
        </section>
        {goal && (
          <ManuscriptSection
            kind={kind}
            values={values}
            onChange={change}
            needsDetails={needsDetails}
            view={details.view}
            detectionNote={details.detectionNote}
            errors={{
              files: errorText('files'),
              manuscriptLanguageId: errorText('manuscriptLanguageId'),
              wordCount: errorText('wordCount'),
            }}
            disabled={saving}
            onUploaded={details.onUploaded}
            onRemoved={details.onRemoved}
            onBusyChange={setUploading}
            onEditDetails={details.onEditDetails}
          />
        )}
        {goal && kind === 'main' && (
          <section className={`${layout.panel} ${classes.section}`} aria-label={t('upload.referencesTitle')}>
            <FileUploader
              kind="references"
              label={t('upload.referencesLabel')}
              description={t('upload.referencesHint')}
              compact
              disabled={saving}
            />
          </section>
        )}
      </div>
      <GetStartedActions submission={submission} disabled={disabled} bundlesOffered={bundlesEnabled && goalOffersBundles(goal)} />
    </form>
  );
}

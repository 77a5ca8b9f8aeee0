import { useMemo, useState } from 'react';
import { Controller, get, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { JOURNAL_URL_MAX } from '@marginalia/contracts/journals/journal-website';
import { PROJECT_TITLE_MAX, type DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { ApiError, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/application-context';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { useOrderForm } from '../order-form-api';
import { AreaOfStudyFields } from './area-of-study-fields';
import { useSaveDetails, useStepBack } from './details-api';
import { DetailsFilesCard } from './details-files-card';
import { detailsResolver } from './details-resolver';
import { detailsContext, detailsDefaults, type DetailsFormValues } from './details-rules';
import { DetailsStepActions } from './details-step-actions';
import { JournalFields } from './journal-fields';
import { ManuscriptDetailsFields } from './manuscript-details-fields';
import { ServiceQuestionsFields } from './service-questions-fields';
import { YesNoField } from './yes-no-field';
import { PageHeader } from '../../../components/layout/page-header';
import layout from '../../../components/layout/layout.module.css';
import shell from '../shell/order-form-shell.module.css';
import classes from './details.module.css';

const FORM_ID = 'order-details-form';
const FIELD_PARAMS = { projectTitle: { max: PROJECT_TITLE_MAX }, 'journal.url': { max: JOURNAL_URL_MAX } };
/** The server names a missing journal `journal`; the field that shows it is the journal's name. */
const SERVER_FIELD_ALIASES: Record<string, string> = { journal: 'journal.name' };

function withFieldAliases(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([name, value]) => [SERVER_FIELD_ALIASES[name] ?? name, value]));
  return new ApiError(error.status, error.key, error.message, error.params, fields);
}

/**
 * The details step: files, manuscript details, project
 * information, journal, service questions and the admin option; Next saves and goes where the server
 * says — the next step, or the duplicate-order screen.
 */
export function DetailsPage() {
  const { t } = useTranslation('order-summary');
  const form = useOrderForm();
  const user = useCurrentUser();
  const text = useMessageText();
  const fieldError = useFieldError(FIELD_PARAMS);
  const context = useMemo(() => detailsContext(form, user.currency.isoCode), [form, user.currency.isoCode]);
  const resolver = useMemo(() => detailsResolver(context), [context]);
  const [defaultValues] = useState(() => detailsDefaults(form));
  const methods = useForm<DetailsFormValues, unknown, DetailsInput>({ resolver, defaultValues });
  const save = useSaveDetails();
  const back = useStepBack(form);
  const [alert, setAlert] = useState<string | null>(null);
  const { errors } = methods.formState;
  const error = (name: string) => fieldError(name, get(errors, name));

  const serverFields: Path<DetailsFormValues>[] = [
    'projectTitle',
    'styleOfEnglish',
    'areaOfStudyId',
    'journal.name',
    'journal.url',
    'suppressInvoiceCreation',
    ...form.serviceQuestions.map((question) => `answers.${question.id}` as const),
  ];

  const submit = methods.handleSubmit(async (payload) => {
    setAlert(null);
    try {
      await save.mutateAsync(payload);
    } catch (failure) {
      const message = applyServerErrors(withFieldAliases(failure), serverFields, methods.setError, text);
      if (message) setAlert(message);
    }
  });

  const goBack = async () => {
    setAlert(null);
    try {
      await back.back();
    } catch (failure) {
      if (isApiError(failure) && failure.isClientError) setAlert(failure.message || text(failure.key));
    }
  };

  const hasProjectInformation = context.areaOfStudyApplies || context.journalShown;
  return (
    <div>
      <PageHeader title={t('details.title')} lead={t('details.lead')} spacing="compact" titleClassName={classes.title} />
      <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate aria-label={t('details.title')}>
        <div className={classes.cards}>
          <DetailsFilesCard form={form} />
          <ManuscriptDetailsFields methods={methods} error={error} styleOfEnglishApplies={context.styleOfEnglishApplies} />
          {hasProjectInformation && (
            <section className={`${layout.panel} ${shell.stepCard}`} aria-labelledby="details-project-title">
              <h2 id="details-project-title" className={shell.stepCardTitle}>
                {t('details.project.title')}
              </h2>
              <p className={classes.cardLead}>{t('details.project.lead')}</p>
              <div className={layout.fields}>
                {context.areaOfStudyApplies && <AreaOfStudyFields methods={methods} error={error('areaOfStudyId')} />}
                {context.journalShown && <JournalFields methods={methods} error={error} required={context.journalRequired} />}
              </div>
            </section>
          )}
          {form.serviceQuestions.length > 0 && (
            <section className={`${layout.panel} ${shell.stepCard}`} aria-labelledby="details-questions-title">
              <h2 id="details-questions-title" className={shell.stepCardTitle}>
                {t('details.questions.title')}
              </h2>
              <p className={classes.cardLead}>{t('details.questions.lead')}</p>
              <div className={layout.fields}>
                <ServiceQuestionsFields methods={methods} questions={form.serviceQuestions} error={error} />
              </div>
            </section>
          )}
          {form.adminCreated && (
            <section className={`${layout.panel} ${shell.stepCard}`} aria-labelledby="details-admin-title">
              <h2 id="details-admin-title" className={shell.stepCardTitle}>
                {t('details.admin.title')}
              </h2>
              <Controller
                control={methods.control}
                name="suppressInvoiceCreation"
                render={({ field }) => (
                  <YesNoField
                    label={t('details.admin.suppressInvoice')}
                    description={t('details.admin.suppressInvoiceHint')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    inputRef={field.ref}
                    error={error('suppressInvoiceCreation')}
                  />
                )}
              />
            </section>
          )}
        </div>
      </form>
      <DetailsStepActions
        form={FORM_ID}
        onBack={back.available ? () => void goBack() : undefined}
        backLoading={back.mutation.isPending}
        nextLoading={save.isPending}
        error={alert}
      />
    </div>
  );
}

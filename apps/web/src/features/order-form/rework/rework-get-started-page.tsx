import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Checkbox, Text, Textarea, Title } from '@mantine/core';
import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { ReworkRequestResponse } from '@marginalia/contracts/orders/reedit.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { encodeReceivedFiles } from '@marginalia/contracts/orders/rework-success';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { REWORK_DETAILS_MAX, type ReworkBasicDetailsRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { api, isApiError } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/application-context';
import { handles } from '../../../lib/request-failures';
import { useMessageText } from '../../../components/form-messages';
import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { StepActions } from '../shell/step-actions';
import { FileUploader } from '../upload/file-uploader';
import { reworkPayload, validateRework, type ReworkValues } from './rework-rules';
import { PageHeader } from '../../../components/layout/page-header';
import layout from '../../../components/layout/layout.module.css';
import classes from '../get-started/get-started.module.css';

/**
 * /researcher/submit/rework-get-started: what should be reworked, plus the files to rework or
 * 'upload later'; saved with PUT rework-basic-details, which answers the next step. A re-edit form
 * (started from a completed order) goes on to its services; a rework form sends the request
 * (POST rework-request): the free rework order is made and the rework-success page lists the files.
 */
export function ReworkGetStartedPage() {
  const { t } = useTranslation('order-form');
  const text = useMessageText();
  const form = useOrderForm();
  const [values, setValues] = useState<ReworkValues>({ reworkDetails: form.reworkDetails ?? '', uploadLater: form.uploadLater });
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<{ field: 'reworkDetails' | null; message: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useOrderFormSave((id, body: ReworkBasicDetailsRequest) => api.put<OrderFormResponse>(orderFormPaths.reworkBasicDetails(id), body));
  const navigate = useNavigate();
  const lp = useLocalePath();
  const request = useMutation({
    mutationFn: (body: ReworkBasicDetailsRequest) => api.post<ReworkRequestResponse>(orderFormPaths.reworkRequest(form.id), body),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: async (answer) => {
      await navigate(lp(orderRoutes.reworkSuccess(answer.original.externalId, encodeReceivedFiles(answer.files))));
    },
  });
  const reworkRequest = form.reworkOf !== null;
  const pending = save.isPending || request.isPending;

  const fileCount = form.manuscripts.main.length;
  const errors = attempted ? validateRework(values, fileCount) : {};
  const detailsError =
    serverError?.field === 'reworkDetails' ? serverError.message : errors.reworkDetails ? text(errors.reworkDetails) : undefined;

  const change = (patch: Partial<ReworkValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setServerError(null);
  };

  const submit = async () => {
    setAttempted(true);
    setServerError(null);
    if (Object.keys(validateRework(values, fileCount)).length > 0) return;
    try {
      const body = reworkPayload(values, fileCount);
      await (reworkRequest ? request.mutateAsync(body) : save.mutateAsync(body));
    } catch (error) {
      if (!isApiError(error) || !error.isClientError) return;
      const field = error.fields.reworkDetails;
      if (field) setServerError({ field: 'reworkDetails', message: field.message || text(field.error) });
      else setServerError({ field: null, message: error.message || text(error.key, error.params) });
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="rework-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PageHeader
        title={t('rework.title')}
        titleId="rework-title"
        spacing="compact"
        leadClassName={classes.lead}
        lead={form.reworkOf
            ? t('rework.leadFor', { order: form.reworkOf })
            : form.reeditOf
              ? t('rework.reeditLeadFor', { order: form.reeditOf })
              : t('rework.lead')}
      />
      <div className={layout.sections}>
        <section className={`${layout.panel} ${classes.section}`}>
          <Textarea
            label={t('rework.details')}
            description={t('rework.detailsHint')}
            placeholder={t('rework.detailsPlaceholder')}
            value={values.reworkDetails}
            onChange={(event) => change({ reworkDetails: event.currentTarget.value })}
            maxLength={REWORK_DETAILS_MAX}
            autosize
            minRows={5}
            maxRows={14}
            required
            disabled={pending}
            error={detailsError}
          />
        </section>
        <section className={`${layout.panel} ${classes.section}`} aria-labelledby="rework-upload-title">
          <Title order={2} id="rework-upload-title" className={classes.sectionTitle}>
            {t('upload.mainTitle')}
          </Title>
          <Text className={classes.sectionLead}>{t('rework.uploadLead')}</Text>
          <div className={layout.fields}>
            <FileUploader
              kind="main"
              label={t('upload.mainLabel')}
              disabled={pending}
              error={errors.files ? text(errors.files) : null}
              onBusyChange={setUploading}
            />
            {fileCount === 0 && (
              <Checkbox
                label={t('upload.later')}
                description={t('upload.laterHint')}
                checked={values.uploadLater}
                onChange={(event) => change({ uploadLater: event.currentTarget.checked })}
                disabled={pending}
              />
            )}
          </div>
        </section>
      </div>
      <StepActions
        backTo={null}
        nextDisabled={uploading}
        loading={pending}
        nextLabel={reworkRequest ? t('rework.send') : undefined}
        error={serverError?.field === null ? serverError.message : null}
      />
    </form>
  );
}

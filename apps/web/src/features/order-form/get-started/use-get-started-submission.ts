import { useState } from 'react';
import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { api, isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useOrderFormSave } from '../order-form-api';
import {
  basicDetailsPayload,
  validateGetStarted,
  type GetStartedContext,
  type GetStartedErrors,
  type GetStartedField,
  type GetStartedValues,
} from './get-started-rules';

type BasicDetailsBody = ReturnType<typeof basicDetailsPayload>;
type FieldMessages = Partial<Record<GetStartedField, string>>;

/** The fields the server may refuse with a message of their own; anything else is shown above the buttons. */
const SERVER_FIELDS: readonly GetStartedField[] = ['customerGoal', 'manuscriptLanguageId', 'wordCount'];

export interface GetStartedSubmission {
  saving: boolean;
  /** Which of the two ways on the running save took: 'Help me decide' (true) or 'Choose my services'. */
  bundlesRequested: boolean;
  /** A refusal that is not about one field. */
  alert: string | null;
  /** The message under a field: the server's, else the browser's once a submit was attempted. */
  errorText: (field: GetStartedField) => string | undefined;
  /** An edit makes the messages about what it changed, and the alert, stale. */
  forget: (fields: readonly string[]) => void;
  submit: (serviceBundlesRequested: boolean) => Promise<void>;
}

/** Validating and saving the step's basic details; the server answers where to go next. */
export function useGetStartedSubmission(values: GetStartedValues, context: GetStartedContext): GetStartedSubmission {
  const text = useMessageText();
  const save = useOrderFormSave((id, body: BasicDetailsBody) => api.put<OrderFormResponse>(orderFormPaths.basicDetails(id), body));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [bundlesRequested, setBundlesRequested] = useState(false);

  const clientErrors: GetStartedErrors = attempted ? validateGetStarted(values, context) : {};
  const errorText = (field: GetStartedField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const key = clientErrors[field];
    return key ? text(key) : undefined;
  };

  const forget = (fields: readonly string[]) => {
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field as GetStartedField];
      return next;
    });
    setAlert(null);
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
      const fields: FieldMessages = {};
      for (const field of SERVER_FIELDS) {
        const failure = error.fields[field];
        if (failure) fields[field] = failure.message || text(failure.error);
      }
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      else setAlert(error.message || text(error.key, error.params));
    }
  };

  return { saving: save.isPending, bundlesRequested, alert, errorText, forget, submit };
}

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { UpdateDetailsRequest, UpdateDetailsResponse } from '@marginalia/contracts/account/account.contract';
import { applyServerErrors, useMessageText } from '../../components/form-messages';
import type { ResultNotice } from '../../components/result-alert';
import { useUpdateDetails } from './account-api';

/**
 * Saving one of the account page's forms: what the server answered is shown under the form, done (its
 * message) or refused (under the fields it names, the rest as the notice).
 */
export function useAccountUpdate<T extends FieldValues>(identity: string, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  const text = useMessageText();
  const mutation = useUpdateDetails(identity);
  const [result, setResult] = useState<ResultNotice | null>(null);

  /** Sends the change; `saved` runs once it is saved, before the notice shows (to reset the form…). */
  const save = async (body: UpdateDetailsRequest, saved: (answer: UpdateDetailsResponse) => void) => {
    setResult(null);
    try {
      const answer = await mutation.mutateAsync(body);
      saved(answer);
      setResult({ ok: true, text: text(answer.message, answer.messageParams) });
    } catch (failure) {
      const alert = applyServerErrors(failure, fields, setError, text);
      if (alert) setResult({ ok: false, text: alert });
    }
  };

  return { result, saving: mutation.isPending, save };
}

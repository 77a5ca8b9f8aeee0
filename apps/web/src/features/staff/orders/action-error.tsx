import { useCallback } from 'react';
import { Alert } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';

/**
 * The text of a refused action: the server's translated message (AppError), else the catalogue's text
 * for its key. Null for anything else (network failures and 5xx open the app's error dialog).
 */
export function useErrorText(): (error: unknown) => string | null {
  const text = useMessageText();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || !error.isClientError) return null;
      const field = Object.values(error.fields)[0];
      return error.message || (field ? field.message || text(field.error) : '') || text(error.key, error.params);
    },
    [text],
  );
}

/** A card's refusal, read out as it appears. */
export function ActionError({ error }: { error: unknown }) {
  const errorText = useErrorText();
  const message = error ? errorText(error) : null;
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="xs" mt="xs" data-testid="action-error">
      {message}
    </Alert>
  );
}

import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/message-store';
import { useMessageText } from '../form-messages';

export interface ProductActionOptions<T> {
  /** The success message, from the call's answer. */
  done: (result: T) => string;
  /** After the success message (leave an item's page it archived). */
  then?: () => void;
  /** Once the call is over, whatever its outcome (close the confirmation). */
  settle?: () => void;
}

/**
 * A call on one item of a product's list (archive, try again): busy while it runs, its success message or the
 * server's translated failure, then the product's list asked for again either way.
 */
export function useProductAction(refresh: () => Promise<void>) {
  const text = useMessageText();
  const { show } = useMessages();
  const [busy, setBusy] = useState(false);
  const run = async <T>(action: () => Promise<T>, { done, then, settle }: ProductActionOptions<T>) => {
    setBusy(true);
    try {
      const result = await action();
      show({ type: 'success', text: done(result) });
      then?.();
    } catch (error) {
      show({ type: 'danger', text: isApiError(error) ? error.message || text(error.key) : text('generic-error') });
    } finally {
      setBusy(false);
      settle?.();
      void refresh();
    }
  };
  return { busy, run };
}

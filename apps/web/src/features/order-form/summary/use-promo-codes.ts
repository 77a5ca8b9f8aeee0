import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useMessages } from '../../../lib/message-store';
import { useMessageText } from '../../../components/form-messages';
import { useApplyPromoCode, useRemovePromoCode } from './summary-api';
import { normalisePromoCode } from './summary-rules';

export type PromoCodeSource = 'typed' | 'list';

export type PromoCodeOutcome = { ok: true } | { ok: false; error: string | null };

export interface PromoCodes {
  /** The code being applied, shown busy in the discount list until the answer. */
  pendingCode: string | null;
  removingCode: string | null;
  apply: (code: string, source: PromoCodeSource) => Promise<PromoCodeOutcome>;
  remove: (code: string) => Promise<void>;
}

/** A 4xx's text for the page; null when the global error modal already speaks (network, 5xx). */
function clientErrorText(error: unknown, text: (key: string) => string): string | null {
  if (!isApiError(error) || !error.isClientError) return null;
  return error.message || text(error.key);
}

/**
 * Applying and removing promo codes with these messages: best-discount-applied when the
 * server kept a better discount, coupon-added-message (typed) or coupon-applied-message (from the list),
 * coupon-removed-message on removal.
 */
export function usePromoCodes(): PromoCodes {
  const applyMutation = useApplyPromoCode();
  const removeMutation = useRemovePromoCode();
  const { show } = useMessages();
  const text = useMessageText();
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  const [removingCode, setRemovingCode] = useState<string | null>(null);
  const { mutateAsync: applyCode } = applyMutation;
  const { mutateAsync: removeCode } = removeMutation;

  const apply = useCallback(
    async (input: string, source: PromoCodeSource): Promise<PromoCodeOutcome> => {
      const code = normalisePromoCode(input);
      setPendingCode(code);
      try {
        const response = await applyCode(code);
        if (response.requestedCodeApplied === false) show({ type: 'warning', key: 'best-discount-applied' });
        else show({ type: 'success', key: source === 'list' ? 'coupon-applied-message' : 'coupon-added-message' });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: clientErrorText(error, text) };
      } finally {
        // On success the answer's discounts replace the busy entry; on error it simply goes (reverted).
        setPendingCode(null);
      }
    },
    [applyCode, show, text],
  );

  const remove = useCallback(
    async (code: string) => {
      setRemovingCode(code);
      try {
        await removeCode(code);
        show({ type: 'warning', key: 'coupon-removed-message' });
      } catch (error) {
        const message = clientErrorText(error, text);
        if (message) show({ type: 'danger', text: message });
      } finally {
        setRemovingCode(null);
      }
    },
    [removeCode, show, text],
  );

  return { pendingCode, removingCode, apply, remove };
}

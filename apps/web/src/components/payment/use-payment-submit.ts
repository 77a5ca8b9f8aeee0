import { useRef, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { PaymentForm, PaymentSubmissionResponse } from '@marginalia/contracts/payments/payment-form.contract';
import { ApiError, isApiError } from '../../lib/api-client';
import { SERVER_ERROR, useMessageText } from '../form-messages';
import { tokenizeCard, type TokenizedCard } from './card-tokenize';
import { followPaymentRedirect } from './payment-redirect';
import { panelField, type PanelValues } from './panel-values';

export type SubmitPhase = 'idle' | 'processing' | 'redirecting';

interface SubmitOptions {
  form: UseFormReturn<PanelValues>;
  /** Builds the PaymentForm from the values (and the card's nonce, when there is a card). */
  build: (values: PanelValues, card: TokenizedCard | null) => PaymentForm;
  needsCard: boolean;
  submit: (form: PaymentForm) => Promise<PaymentSubmissionResponse>;
  onDone: (response: PaymentSubmissionResponse) => void;
  onFailure?: (error: unknown) => void;
}

/** The text of the error modal: null → 'An error occurred processing your payment'. */
export interface PaymentFailure {
  error: string | null;
}

/**
 * Submitting: the card's pre-processor, then the host's submit; a redirect is followed, else
 * onDone. One submission at a time: a second click while one runs does nothing. A 4xx with fields puts
 * them under the fields; another 4xx opens the modal with the server's reason; anything else opens it
 * with the generic text.
 */
export function usePaymentSubmit({ form, build, needsCard, submit, onDone, onFailure }: SubmitOptions) {
  const text = useMessageText();
  const running = useRef(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const [tokenized, setTokenized] = useState<TokenizedCard | null>(null);

  const showFailure = (error: unknown) => {
    if (!isApiError(error) || !error.isClientError) {
      setFailure({ error: null });
      return;
    }
    let placed = false;
    for (const [name, fieldError] of Object.entries(error.fields)) {
      const field = panelField(name) as Path<PanelValues>;
      if (!fieldPresent(field)) continue;
      form.setError(field, { type: SERVER_ERROR, message: fieldError.message || text(fieldError.error) }, { shouldFocus: !placed });
      placed = true;
    }
    if (!placed) setFailure({ error: error.message || text(error.key, error.params) });
  };

  const fieldPresent = (field: string) =>
    typeof document === 'undefined' || document.querySelector(`[name="${CSS.escape(field)}"]`) !== null;

  const run = async (values: PanelValues) => {
    if (running.current) return;
    running.current = true;
    setPhase('processing');
    let leaving = false;
    try {
      let card: TokenizedCard | null = null;
      if (needsCard) {
        try {
          card = await tokenizeCard(values.card);
          setTokenized(card);
        } catch (error) {
          // The tokenizer names the card's fields number, expiry and cvv.
          showFailure(isApiError(error) ? withCardFields(error) : error);
          return;
        }
      }
      const response = await submit(build(values, card));
      leaving = followPaymentRedirect(response);
      if (leaving) setPhase('redirecting');
      else onDone(response);
    } catch (error) {
      showFailure(error);
      onFailure?.(error);
    } finally {
      if (!leaving) {
        running.current = false;
        setPhase('idle');
      }
    }
  };

  return { run, phase, failure, closeFailure: () => setFailure(null), tokenized };
}

function withCardFields(error: ApiError): ApiError {
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, value]) => [
      name.startsWith('card.') || name.startsWith('creditCard') ? name : `card.${name}`,
      value,
    ]),
  );
  return new ApiError(error.status, error.key, error.message, error.params, fields);
}

import { useEffect, useRef } from 'react';
import { orderFormPaths } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { DOCUMENT_DETAILS_POLL_MS } from '@marginalia/contracts/order-form/pricing/word-count';
import { api, isApiError } from '../../../lib/api-client';
import { useSetOrderForm } from '../order-form-api';
import { pollOutcome, type DocumentDetailsAnswer } from './detection-rules';
import type { ManuscriptDetailsRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';

export type DetectionResult =
  /** Details arrived and were saved on the form (PUT manuscript-details). */
  | { kind: 'saved'; manuscriptLanguageId: number; wordCount: number }
  /** No usable details, or saving them failed: the manual form opens, prefilled with what is known. */
  | { kind: 'manual'; prefill: { manuscriptLanguageId: number | null; wordCount: number | null }; error: string | null };

/**
 * While `active`, polls GET document-details once a second, at most five times, saves details
 * that arrive complete and reports the result once. A failed poll counts as an unanswered one: detection
 * is a convenience, and the manual form is always the way out, so failures here open no error modal.
 */
export function useDocumentDetection(formId: string, active: boolean, onResult: (result: DetectionResult) => void): void {
  const setOrderForm = useSetOrderForm();
  const report = useRef(onResult);
  report.current = onResult;
  // useSetOrderForm answers a new function each render: kept in a ref so polling does not restart.
  const store = useRef(setOrderForm);
  store.current = setOrderForm;

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;

    const save = async (manuscriptLanguageId: number, wordCount: number) => {
      try {
        const response = await api.put<OrderFormResponse>(orderFormPaths.manuscriptDetails(formId), { manuscriptLanguageId, wordCount } satisfies ManuscriptDetailsRequest, { signal });
        if (signal.aborted) return;
        store.current(response);
        report.current({ kind: 'saved', manuscriptLanguageId, wordCount });
      } catch (error) {
        if (signal.aborted) return;
        const message = isApiError(error) && error.isClientError ? error.message : null;
        report.current({ kind: 'manual', prefill: { manuscriptLanguageId, wordCount }, error: message });
      }
    };

    const poll = async () => {
      polls += 1;
      let answer: DocumentDetailsAnswer | null = null;
      try {
        answer = await api.get<DocumentDetailsAnswer>(orderFormPaths.documentDetails(formId), { signal });
      } catch {
        answer = null;
      }
      if (signal.aborted) return;
      const outcome = pollOutcome(answer, polls);
      if (outcome.kind === 'again') timer = setTimeout(() => void poll(), DOCUMENT_DETAILS_POLL_MS);
      else if (outcome.kind === 'save') await save(outcome.manuscriptLanguageId, outcome.wordCount);
      else report.current({ kind: 'manual', prefill: outcome.prefill, error: null });
    };

    // The analysis job starts with the upload; the first look comes a second later.
    timer = setTimeout(() => void poll(), DOCUMENT_DETAILS_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [active, formId]);
}

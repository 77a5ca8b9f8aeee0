import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { assessmentPollDelay } from '@marginalia/contracts/grammar-check/poll-schedule';
import { STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';
import type { ArchiveAssessmentResponse, AssessmentReport, AssessmentSearchResponse, CreateAssessmentResponse } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { CREATE_CAPTCHA_FIELD } from '@marginalia/contracts/grammar-check/grammar-check.contract';
import { ASSESSMENT_EVENT, grammarCheckPaths } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import type { SiteLanguage } from '@marginalia/contracts/i18n/languages';
import { api } from '../../lib/api-client';
import { useRealtimeEvents } from '../../lib/realtime';
import { handles } from '../../lib/request-failures';
import { sendUpload } from '../../components/uploads/upload-request';

/** Every grammar-check query: reloaded together after an upload or an archive. */
export const GRAMMAR_CHECK_KEY = ['grammar-check'] as const;

/** GET /api/grammar-check/search?page: one page of the list; reasons and messages in the page's language. */
export function assessmentListQuery(page: number, language: SiteLanguage) {
  return queryOptions({
    queryKey: [...GRAMMAR_CHECK_KEY, 'list', page, language],
    queryFn: ({ signal }) => api.get<AssessmentSearchResponse>(grammarCheckPaths.search, { query: { page, language }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/grammar-check/{id}/report; a 404 (not the caller's, archived) is handled by the page. */
export function assessmentReportQuery(identity: string, language: SiteLanguage) {
  return queryOptions({
    queryKey: [...GRAMMAR_CHECK_KEY, 'report', identity, language],
    queryFn: ({ signal }) => api.get<AssessmentReport>(grammarCheckPaths.report(identity), { query: { language }, signal }),
    meta: { handledErrors: handles.statuses(404) },
    retry: false,
  });
}

/**
 * A `refetchInterval` that asks again while `processing` says so: quickly at first (1 s, 1 s, 2 s, 3 s, 5 s …),
 * then every 30 seconds; it stops once nothing processes. A signed-in user's pages also hear the moment an
 * assessment ends (useAssessmentEvents) and reload at once; the polls stay as the net under an event missed
 * while the stream was reconnecting.
 */
export function useProcessingPoll<T>(processing: (data: T) => boolean) {
  const attempt = useRef(0);
  return (query: { state: { data: T | undefined } }): number | false => {
    const data = query.state.data;
    if (!data || !processing(data)) {
      attempt.current = 0;
      return false;
    }
    return assessmentPollDelay(attempt.current++);
  };
}

/**
 * Reloads the grammar check's lists and reports when the server says one of the user's assessments ended,
 * and when the event stream (re)opens (a notice may have been missed meanwhile). Signed-in users only.
 */
export function useAssessmentEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useRealtimeEvents([ASSESSMENT_EVENT, STREAM_OPEN_EVENT], () => void queryClient.invalidateQueries({ queryKey: GRAMMAR_CHECK_KEY }), enabled);
}

function isCreateAnswer(body: unknown): body is CreateAssessmentResponse {
  return typeof body === 'object' && body !== null && Array.isArray((body as { languageAssessments?: unknown }).languageAssessments);
}

export interface UploadInput {
  file: File;
  /** The solved captcha (visitors, when required). */
  captcha: string | null;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** POST /api/grammar-check/create (multipart: captcha, then the file) with progress; its 4xx are shown by the form. */
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, captcha, onProgress, signal }: UploadInput) =>
      sendUpload({ url: grammarCheckPaths.create, fields: captcha ? { [CREATE_CAPTCHA_FIELD]: captcha } : {}, file, isAnswer: isCreateAnswer, onProgress, signal }),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GRAMMAR_CHECK_KEY }),
  });
}

/** POST /api/grammar-check/{id}/archive; a refusal is shown by the list. The lists reload; the report page leaves. */
export function useArchiveAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (identity: string) => api.post<ArchiveAssessmentResponse>(grammarCheckPaths.archive(identity)),
    meta: { handledErrors: handles.clientErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...GRAMMAR_CHECK_KEY, 'list'] }),
  });
}

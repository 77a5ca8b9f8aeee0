import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import type { UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import { isApiError } from '../../lib/api-client';
import { useApplication, useSiteLanguage } from '../../lib/application-context';
import { reportRequestFailure } from '../../lib/query-client';
import { handles } from '../../lib/request-failures';
import { useMessageText } from '../form-messages';
import { isAbortError } from './upload-request';
import { allowedExtensions, checkFile, formatBytes, maxUploadBytesOf, uploadPercent, type FileCheck } from './upload-rules';

export interface PendingUpload {
  id: number;
  name: string;
  size: number;
  /** Waiting for the uploads before it. */
  queued: boolean;
  percent: number;
}

export interface UploadProblem {
  id: number;
  name: string;
  message: string;
}

/** Sends one file; reports progress; rejects with ApiError (or an AbortError when cancelled). */
export type SendFile = (file: File, signal: AbortSignal, onProgress: (loaded: number, total: number) => void) => Promise<void>;

/**
 * The uploads of one kind (UPLOAD_KINDS): a pre-check of each chosen file against the application's allowed
 * types and size, then one upload at a time (each answer is the whole file list, so answers arriving out of
 * order could hide a file another upload added), cancelling, and every refusal as a translated message.
 * Leaving the page cancels what is still uploading. Texts: namespace 'order-form', keys upload.*.
 */
export function useUploadQueue(kind: UploadKind, send: SendFile) {
  const { t } = useTranslation('order-form');
  const text = useMessageText();
  const application = useApplication();
  const locale = bcp47(useSiteLanguage());
  const allowed = allowedExtensions(application.allowedFileTypes, kind);
  const maxBytes = maxUploadBytesOf(application);

  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const nextId = useRef(1);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const controllers = useRef(new Map<number, AbortController>());
  // The latest sender, so an upload that starts after a re-render uses the current page state.
  const sender = useRef(send);
  sender.current = send;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const each of running.values()) each.abort();
      running.clear();
    };
  }, []);

  const failureText = useCallback(
    (error: unknown, name: string): string => {
      if (isApiError(error) && error.isClientError) return error.message || text(error.key, error.params);
      return t('upload.failed', { name });
    },
    [t, text],
  );

  const checkText = useCallback(
    (check: Exclude<FileCheck, { ok: true }>, name: string): string => {
      switch (check.reason) {
        case 'type':
          return t('upload.typeNotAllowed', { name, types: check.allowed.join(', ') });
        case 'size':
          return t('upload.tooLarge', { name, size: formatBytes(check.maxBytes, locale) });
        case 'empty':
          return t('upload.empty', { name });
      }
    },
    [t, locale],
  );

  const uploadOne = useCallback(
    async (id: number, file: File, signal: AbortSignal) => {
      if (signal.aborted) return;
      setPending((list) => list.map((each) => (each.id === id ? { ...each, queued: false } : each)));
      try {
        await sender.current(file, signal, (loaded, total) =>
          setPending((list) => list.map((each) => (each.id === id ? { ...each, percent: uploadPercent(loaded, total) } : each))),
        );
      } catch (error) {
        if (isAbortError(error)) return;
        setProblems((list) => [...list, { id, name: file.name, message: failureText(error, file.name) }]);
        // As for every other call: an ended session signs out; network failures and 5xx open the error modal.
        reportRequestFailure(error, handles.clientErrors);
      } finally {
        controllers.current.delete(id);
        setPending((list) => list.filter((each) => each.id !== id));
      }
    },
    [failureText],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      setProblems([]);
      for (const file of files) {
        const id = nextId.current++;
        const check = checkFile(file, allowed, maxBytes);
        if (!check.ok) {
          setProblems((list) => [...list, { id, name: file.name, message: checkText(check, file.name) }]);
          continue;
        }
        const upload = new AbortController();
        controllers.current.set(id, upload);
        setPending((list) => [...list, { id, name: file.name, size: file.size, queued: true, percent: 0 }]);
        chain.current = chain.current.then(() => uploadOne(id, file, upload.signal));
      }
    },
    [allowed, maxBytes, checkText, uploadOne],
  );

  /** Cancels one upload, running or waiting. */
  const cancel = useCallback((id: number) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setPending((list) => list.filter((each) => each.id !== id));
  }, []);

  /** A refusal from elsewhere (e.g. removing a file), shown with the upload problems. */
  const report = useCallback((name: string, error: unknown) => {
    if (isApiError(error) && error.isClientError) setProblems([{ id: nextId.current++, name, message: error.message || text(error.key, error.params) }]);
  }, [text]);

  return { pending, problems, allowed, maxBytes, locale, add, cancel, report, clearProblems: () => setProblems([]), busy: pending.length > 0 };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;

import { useCallback, useEffect, useState } from 'react';
import { CAPTCHA_LIFETIME_MS, encodeCaptchaPayload, type CaptchaChallenge } from '@marginalia/contracts/captcha/captcha.contract';
import { CAPTCHA_PATHS } from '@marginalia/contracts/captcha/captcha.paths';
import { api } from '../../lib/api-client';
import { useCurrentUser, useFeatureFlag } from '../../lib/application-context';
import { solveInWorkers } from './solve-in-workers';

/** A solved challenge is replaced this long before it expires, so a form filled in slowly still sends a good one. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

export type CaptchaStatus = 'solving' | 'solved' | 'failed';

/** The captcha of one form (README of platform/captcha on the server): give it to <CaptchaField> and read `payload`. */
export interface CaptchaControl {
  /** A visitor while the `captcha` flag is on; otherwise the form needs no captcha and `ready` is true. */
  required: boolean;
  status: CaptchaStatus;
  /** 0–1 while solving. */
  progress: number;
  /** The `captcha` field to send once solved; undefined before (and when none is required). */
  payload: string | undefined;
  /** The form may be sent: no captcha is required, or it is solved. */
  ready: boolean;
  /** Fetches and solves a new challenge: after a failure, and after the server refused a form (a sent payload is used up). */
  renew(): void;
}

interface Round {
  status: CaptchaStatus;
  progress: number;
  payload: string | undefined;
}

const SOLVING: Round = { status: 'solving', progress: 0, payload: undefined };

/**
 * Fetches a challenge when the form appears, solves it in Web Workers, and keeps a good payload ready: it is
 * replaced a minute before it expires. Signed-in people and a portal with the `captcha` flag off need none.
 */
export function useCaptcha(): CaptchaControl {
  const required = useFeatureFlag('captcha') && !useCurrentUser().loggedIn;
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Round>(SOLVING);

  useEffect(() => {
    if (!required) return;
    const controller = new AbortController();
    let renewal: ReturnType<typeof setTimeout> | undefined;
    setState(SOLVING);
    void (async () => {
      try {
        const fetchedAt = Date.now();
        const challenge = await api.get<CaptchaChallenge>(CAPTCHA_PATHS.challenge, { signal: controller.signal });
        const solution = await solveInWorkers(challenge, (progress) => setState((current) => ({ ...current, progress })), controller.signal);
        if (controller.signal.aborted) return;
        if (!solution) return setState({ status: 'failed', progress: 0, payload: undefined });
        setState({ status: 'solved', progress: 1, payload: encodeCaptchaPayload(challenge, solution) });
        // Timed from the fetch, not from the challenge's expiry: the browser's clock may be wrong.
        renewal = setTimeout(() => setRound((current) => current + 1), fetchedAt + CAPTCHA_LIFETIME_MS - RENEW_BEFORE_EXPIRY_MS - Date.now());
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed', progress: 0, payload: undefined });
      }
    })();
    return () => {
      controller.abort();
      clearTimeout(renewal);
    };
  }, [required, round]);

  const renew = useCallback(() => setRound((current) => current + 1), []);
  if (!required) return { required, status: 'solved', progress: 1, payload: undefined, ready: true, renew };
  return { required, ...state, ready: state.status === 'solved', renew };
}

import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Alert, Anchor, Button, Loader, Modal, Text } from '@mantine/core';
import type { WechatLoginStartRequest, WechatLoginStartResponse, WechatLoginStatusResponse } from '@marginalia/contracts/auth/auth.contract';
import { WECHAT_POLL_INTERVAL_MS, WECHAT_POLL_LIMIT } from '@marginalia/contracts/auth/auth.constants';
import { AUTH_PATHS, wechatSandboxPaths } from '@marginalia/contracts/auth/auth.paths';
import { matchApiPath } from '@marginalia/contracts/http/api-path';
import { api, isApiError } from '../../lib/api-client';
import { useSiteLanguage } from '../../lib/application-context';
import { reportRequestFailure } from '../../lib/query-client';
import { useMessageText } from '../../components/form-messages';
import classes from './wechat-sign-in.module.css';

/** What a WeChat sign-in ended with: follow `redirectUri` when set; otherwise, when loggedIn, reload the user. */
export interface WechatSignInResult {
  loggedIn: boolean;
  redirectUri: string | null;
}

export interface WechatSignInProps {
  /** The login page's redirect target, passed through to the server. */
  redirect: string | null;
  onResult: (result: WechatSignInResult) => void;
}

/** A deep WeChat green: white text on it keeps a 5:1 contrast (the brand's #07C160 would not). */
const WECHAT_GREEN = '#057a3b';

type Phase =
  | { kind: 'starting' }
  | { kind: 'waiting'; login: WechatLoginStartResponse; polls: number }
  | { kind: 'failed'; message: string }
  | { kind: 'expired' }
  | { kind: 'done' };

function WechatMark() {
  return (
    <svg className={classes.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9.3 3.2C5.2 3.2 2 5.9 2 9.3c0 1.9 1 3.6 2.7 4.8L4 16.4l2.6-1.3c.8.2 1.7.4 2.7.4h.4a5.4 5.4 0 0 1-.2-1.5c0-3.3 3.1-5.9 6.9-5.9h.5C16.2 5.3 13.1 3.2 9.3 3.2z"
      />
      <path
        fill="currentColor"
        d="M22 14c0-2.9-2.8-5.2-6.3-5.2S9.4 11.1 9.4 14s2.8 5.2 6.3 5.2c.7 0 1.4-.1 2.1-.3l2 1.1-.5-1.8C20.9 17.1 22 15.6 22 14z"
      />
      <circle cx="6.9" cy="7.6" r="0.95" fill={WECHAT_GREEN} />
      <circle cx="11.6" cy="7.6" r="0.95" fill={WECHAT_GREEN} />
      <circle cx="13.6" cy="12.9" r="0.8" fill={WECHAT_GREEN} />
      <circle cx="17.8" cy="12.9" r="0.8" fill={WECHAT_GREEN} />
    </svg>
  );
}

/**
 * WeChat sign-in: request a QR code, then poll every 2 s up to 30 times; an error stops the
 * polling; a redirectUri (the confirm screen) or a sign-in ends it through `onResult`.
 */
function useWechatLogin(redirect: string | null, onResult: (result: WechatSignInResult) => void) {
  const language = useSiteLanguage();
  const text = useMessageText();
  const [phase, setPhase] = useState<Phase | null>(null);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const failureText = useCallback(
    (error: unknown) =>
      isApiError(error) && !error.isNetworkFailure && error.message
        ? error.message
        : text(isApiError(error) ? error.key : 'wechat-login-error'),
    [text],
  );

  const { mutate: requestQrCode } = useMutation({
    mutationFn: () => api.post<WechatLoginStartResponse>(AUTH_PATHS.wechatLogin, { redirect } satisfies WechatLoginStartRequest, { query: { language } }),
    // Every failure is shown in the dialog.
    meta: { handledErrors: true },
  });

  const begin = useCallback(() => {
    setPhase({ kind: 'starting' });
    requestQrCode(undefined, {
      onSuccess: (login) => setPhase(login.error ? { kind: 'failed', message: text(login.error) } : { kind: 'waiting', login, polls: 0 }),
      onError: (error) => setPhase({ kind: 'failed', message: failureText(error) }),
    });
  }, [requestQrCode, text, failureText]);

  // One poll per WECHAT_POLL_INTERVAL_MS, each scheduled after the previous answer; closing the dialog
  // (or leaving the page) cancels the next one.
  useEffect(() => {
    if (phase?.kind !== 'waiting') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const path = AUTH_PATHS.wechatLoginStatus(phase.login.loginCode);
      api.get<WechatLoginStatusResponse>(path, { query: { language }, signal: controller.signal }).then(
        (status) => {
          if (status.error) setPhase({ kind: 'failed', message: text(status.error) });
          else if (status.redirectUri || status.loggedIn) {
            setPhase({ kind: 'done' });
            onResultRef.current({ loggedIn: status.loggedIn, redirectUri: status.redirectUri });
          } else if (phase.polls + 1 >= WECHAT_POLL_LIMIT) setPhase({ kind: 'expired' });
          else setPhase({ ...phase, polls: phase.polls + 1 });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          reportRequestFailure(error, true);
          setPhase({ kind: 'failed', message: failureText(error) });
        },
      );
    }, WECHAT_POLL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [phase, language, text, failureText]);

  return { phase, begin, close: () => setPhase(null) };
}

/** The sandbox adapter's QR images are ours; their phone page can then be opened from this browser too. */
function sandboxPhoneUrl(qrUrl: string, language: string): string | null {
  const ticket = matchApiPath(wechatSandboxPaths.qrCode, qrUrl);
  return ticket ? `${wechatSandboxPaths.page(...ticket)}?language=${language}` : null;
}

function DialogBody({ phase, onRetry }: { phase: Phase; onRetry: () => void }) {
  const { t } = useTranslation('wechat');
  const text = useMessageText();
  const language = useSiteLanguage();
  const retry = (
    <Button variant="default" onClick={onRetry} className={classes.retry}>
      {t('newCode')}
    </Button>
  );

  switch (phase.kind) {
    case 'starting':
      return (
        <div className={classes.center} role="status">
          <Loader size="md" />
          <Text>{t('starting')}</Text>
        </div>
      );
    case 'failed':
    case 'expired':
      return (
        <div className={classes.center}>
          <Alert color="red" variant="light" role="alert" className={classes.alert}>
            {phase.kind === 'failed' ? phase.message : text('wechat-login-expired')}
          </Alert>
          {retry}
        </div>
      );
    case 'done':
      return (
        <div className={classes.center} role="status">
          <Loader size="md" color={WECHAT_GREEN} />
          <Text>{t('signingIn')}</Text>
        </div>
      );
    case 'waiting': {
      const sandbox = sandboxPhoneUrl(phase.login.url, language);
      return (
        <div className={classes.center}>
          <div className={classes.qrFrame}>
            <img src={phase.login.url} alt={t('qrAlt')} width={240} height={240} className={classes.qr} />
          </div>
          <Text className={classes.instructions}>{t('instructions')}</Text>
          <Text component="div" className={classes.waiting} role="status">
            <Loader size={14} color={WECHAT_GREEN} type="dots" /> {t('waiting')}
          </Text>
          {sandbox && (
            <div className={classes.sandbox}>
              <Text size="sm">{t('sandboxNote')}</Text>
              <Anchor href={sandbox} target="_blank" rel="noopener" size="sm" data-wechat-sandbox>
                {t('sandboxLink')}
              </Anchor>
            </div>
          )}
        </div>
      );
    }
  }
}

function WechatSignInButton({ redirect, onResult }: WechatSignInProps) {
  const { t } = useTranslation('wechat');
  const { phase, begin, close } = useWechatLogin(redirect, onResult);
  return (
    <>
      <Button size="md" fullWidth color={WECHAT_GREEN} leftSection={<WechatMark />} onClick={begin} data-provider="wechat">
        {t('button')}
      </Button>
      <Modal opened={phase !== null} onClose={close} title={t('title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
        {phase && <DialogBody phase={phase} onRetry={begin} />}
      </Modal>
    </>
  );
}

/** The "Sign in with WeChat" button and its QR dialog (flag wechat_sso); the `wechat` strings load on first use. */
export function WechatSignIn(props: WechatSignInProps) {
  return (
    <Suspense fallback={<div className={classes.placeholder} aria-hidden="true" />}>
      <WechatSignInButton {...props} />
    </Suspense>
  );
}

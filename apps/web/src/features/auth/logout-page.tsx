import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Loader } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@marginalia/contracts/i18n/languages';
import { applicationQuery } from '../../lib/application-query';
import { removeBootPanel } from '../../lib/boot-panel';
import { loadWebNamespace } from '../../lib/i18n';
import { languageFromCookie } from '../../lib/language-path';
import { LogoMark } from '../../components/logo-mark';
import { authApi } from './auth-api';
import classes from './logout.module.css';

/** The cross-site logout images get this long to answer; a slow or unreachable site does not hold the user. */
const LOGOUT_IMAGES_TIMEOUT_MS = 3000;
/** Preparing the login page (its load and strings) never holds the user longer than this. */
const PREPARE_TIMEOUT_MS = 5000;

function within(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * `/logout`, outside the language prefix: ends the session, requests the logout images of the
 * other localizations so their sessions end too, forgets every cached answer, then shows the login page
 * with the signed-out notice in the language of the `mg_lang` cookie.
 */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [images, setImages] = useState<string[]>([]);
  const settle = useRef<{ left: number; done: () => void } | null>(null);
  const started = useRef(false);

  const onImageSettled = () => {
    const pending = settle.current;
    if (!pending) return;
    pending.left -= 1;
    if (pending.left <= 0) pending.done();
  };

  useEffect(() => {
    removeBootPanel();
    // Once, also when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const language = languageFromCookie(document.cookie) ?? DEFAULT_LANGUAGE;

    void (async () => {
      let logoutImages: string[] = [];
      try {
        logoutImages = (await authApi(language).logout()).logoutImages;
      } catch {
        // Already signed out, or offline: the browser still forgets the user below.
      }
      if (logoutImages.length > 0) {
        const loaded = new Promise<void>((done) => {
          settle.current = { left: logoutImages.length, done };
        });
        setImages(logoutImages);
        await within(loaded, LOGOUT_IMAGES_TIMEOUT_MS);
      }
      await queryClient.cancelQueries();
      queryClient.clear();
      // The login page then renders at once instead of after a blank moment.
      await within(Promise.all([queryClient.prefetchQuery(applicationQuery(language)), loadWebNamespace(language, 'auth')]), PREPARE_TIMEOUT_MS);
      navigate(`/${language}/login?signedOut=1`, { replace: true });
    })();
  }, [navigate, queryClient]);

  return (
    <div className={classes.panel} role="status" aria-live="polite">
      <div className={classes.card}>
        <LogoMark size={44} />
        <Loader size="sm" />
        <p className={classes.text}>
          <span lang="en">Signing out…</span>
          <span lang="zh-CN">正在退出登录…</span>
        </p>
      </div>
      <div className={classes.images} aria-hidden="true">
        {images.map((src) => (
          <img key={src} src={src} alt="" width={1} height={1} onLoad={onImageSettled} onError={onImageSettled} />
        ))}
      </div>
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Center, Loader } from '@mantine/core';
import { splitLanguagePrefix } from '../../lib/language-path';
import { messageStore } from '../../lib/message-store';
import { MessageOutlet } from '../messages/message-outlet';
import { NetworkErrorDialog } from '../network-error-dialog';
import { useCurrentUser } from '../../lib/application-context';
import { Footer } from './footer';
import { Header } from './header';
import { showsSubNavigation, SubNavigation } from './sub-navigation';
import classes from './shell.module.css';

// Only staff acting as a researcher ever see it, so its code and wording load on demand.
const ImpersonationBanner = lazy(() => import('../../components/impersonation/impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })));
// Researchers only (staff answer from the inbox; a staff member acting as a customer does not chat as them).
const ChatWidget = lazy(() => import('../../features/support/chat-widget').then((m) => ({ default: m.ChatWidget })));

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center className={classes.pageLoader}>
      <Loader size="md" role="progressbar" aria-label={t('shell.loading')} />
    </Center>
  );
}

/** Page changes: drop stale messages, scroll to the top and move focus to the content for screen readers. */
function useNavigationEffects(mainRef: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  // The path without its language: switching language keeps the page, the scroll position and focus.
  const page = splitLanguagePrefix(location.pathname).rest;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    messageStore.noteNavigation();
    if (!location.hash) window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [page, location.hash, mainRef]);
}

export function Shell() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  useNavigationEffects(mainRef);
  const path = splitLanguagePrefix(location.pathname).rest;

  return (
    <div className={classes.root}>
      <a className={classes.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      {navigation.state !== 'idle' && <div className={classes.progress} role="progressbar" aria-label={t('shell.loading')} />}
      {user.impersonatorIdentity && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <Header />
      {user.loggedIn && showsSubNavigation(path) && <SubNavigation />}
      <main id="main" ref={mainRef} tabIndex={-1} className={classes.main}>
        <MessageOutlet />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {user.loggedIn && user.role !== 'staff' && !user.impersonatorIdentity && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
      <NetworkErrorDialog />
    </div>
  );
}

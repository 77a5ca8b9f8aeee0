import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import { networkErrorStore, useNetworkError } from '../lib/network-error-store';
import classes from './network-error-dialog.module.css';

/**
 * The network-request-error modal with a reload action. A native <dialog>: focus is trapped
 * and Escape closes it without any extra code, and it still works when the network (and so any lazily
 * loaded chunk) is gone.
 */
export function NetworkErrorDialog() {
  const { t, i18n } = useTranslation();
  const failure = useNetworkError();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (failure && !dialog.open) dialog.showModal();
    if (!failure && dialog.open) dialog.close();
  }, [failure]);

  const body = i18n.exists('network-request-error', { ns: 'messages' }) ? t('network-request-error', { ns: 'messages' }) : t('networkError.body');
  const showDetail = failure && failure.detail !== '' && failure.detail !== body;

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby="network-error-title"
      aria-describedby="network-error-body"
      onClose={() => networkErrorStore.close()}
    >
      <div className={classes.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <path d="M2 8.8a15 15 0 0 1 20 0M5.3 12.2a10 10 0 0 1 13.4 0M8.6 15.6a5 5 0 0 1 6.8 0" />
          <path d="M12 19.5h.01" strokeWidth="2.6" />
          <path d="M3 3l18 18" />
        </svg>
      </div>
      <h2 id="network-error-title" className={classes.title}>
        {t('networkError.title')}
      </h2>
      <p id="network-error-body" className={classes.body}>
        {body}
      </p>
      {showDetail && <p className={classes.detail}>{failure.detail}</p>}
      <div className={classes.actions}>
        <Button variant="default" onClick={() => networkErrorStore.close()}>
          {t('networkError.close')}
        </Button>
        <Button onClick={() => window.location.reload()} data-autofocus autoFocus>
          {t('networkError.reload')}
        </Button>
      </div>
    </dialog>
  );
}

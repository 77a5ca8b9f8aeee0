import '@mantine/core/styles/Progress.css';

import { useTranslation } from 'react-i18next';
import { Button, Progress } from '@mantine/core';
import { ShieldCheckIcon } from '../icons';
import type { CaptchaControl } from './use-captcha';
import classes from './captcha-field.module.css';

/** The namespace of the field's strings: load it with the page (`loadWebNamespace`) so the form does not wait. */
export const CAPTCHA_NAMESPACE = 'captcha';

/**
 * The captcha of a form, as the person sees it: "Verifying you are human…" with the browser's progress, then
 * "Verified", or what failed with a button to try again. The state is announced politely to screen readers.
 * Renders nothing when no captcha is required (signed in, or the `captcha` flag off).
 */
export function CaptchaField({ captcha }: { captcha: CaptchaControl }) {
  const { t } = useTranslation(CAPTCHA_NAMESPACE);
  if (!captcha.required) return null;
  const { status } = captcha;
  const stateClass = status === 'solved' ? classes.solved : status === 'failed' ? classes.failed : '';
  return (
    <div className={`${classes.field} ${stateClass}`} data-testid="captcha" data-status={status} aria-busy={status === 'solving'}>
      <ShieldCheckIcon className={classes.icon} size={22} />
      <div className={classes.state} role="status">
        {status === 'solving' && t('verifying')}
        {status === 'solved' && t('verified')}
        {status === 'failed' && t('failed')}
      </div>
      {status === 'failed' ? (
        <Button variant="light" size="compact-sm" onClick={captcha.renew}>
          {t('retry')}
        </Button>
      ) : (
        <span />
      )}
      {status === 'solving' && <Progress className={classes.progress} value={Math.round(captcha.progress * 100)} size="sm" radius="xl" animated aria-label={t('progress')} />}
      <p className={classes.note}>{t('note')}</p>
    </div>
  );
}

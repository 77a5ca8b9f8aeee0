import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, Loader, Text } from '@mantine/core';
import { isApiError } from '../../lib/api-client';
import { solveCaptcha } from './captcha-solver';
import classes from './captcha.module.css';

type State = 'working' | 'done' | 'failed';

export interface CaptchaFieldProps {
  /** The solution to send with the form, or null while there is none. */
  onChange: (payload: string | null) => void;
  /** Change it to ask for a new challenge (after the server refused a solution, or after a send). */
  resetKey?: number;
  /** The server's refusal, shown under the check. */
  error?: string | null;
}

/**
 * The portal's own captcha (a proof of work, no third party, nothing to click through): it starts solving as
 * soon as it shows, says so to screen readers, and offers to try again when it could not. Its words are the shell's (`captcha.*` in common.json), as any page may show it.
 */
export function CaptchaField({ onChange, resetKey = 0, error = null }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('working');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState('working');
    onChange(null);
    solveCaptcha(abort.signal).then(
      (payload) => {
        if (abort.signal.aborted) return;
        onChange(payload);
        setState('done');
      },
      (failure: unknown) => {
        if (abort.signal.aborted || (failure instanceof DOMException && failure.name === 'AbortError')) return;
        if (isApiError(failure) || failure instanceof Error) setState('failed');
      },
    );
    return () => abort.abort();
    // onChange is the form's setter; a new challenge is asked for only on reset or retry.
  }, [resetKey, attempt]);

  return (
    <div className={classes.box} data-testid="captcha" data-state={state}>
      <Group gap="sm" wrap="nowrap">
        {state === 'working' && <Loader size="xs" aria-hidden />}
        {state === 'done' && (
          <span className={classes.done} aria-hidden>
            ✓
          </span>
        )}
        <Text size="sm" role="status" aria-live="polite">
          {state === 'working' ? t('captcha.working') : state === 'done' ? t('captcha.done') : t('captcha.failed')}
        </Text>
        {state === 'failed' && (
          <Button size="xs" variant="light" onClick={() => setAttempt((value) => value + 1)}>
            {t('captcha.retry')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('captcha.why')}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}

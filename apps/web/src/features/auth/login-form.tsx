import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { loginRequestSchema, type LoginRequest, type LoginResponse } from '@marginalia/contracts/auth/auth.contract';
import { useLocalePath } from '../../lib/application-context';
import { useLoginMutation } from './auth-api';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { carriedQuery } from './redirect-target';
import classes from './auth.module.css';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  /** Called with a successful answer; resolves once the next page is on its way. */
  onSignedIn: (response: LoginResponse) => Promise<void>;
  /** True while the sign-in finishes (reload of the user, navigation): the button keeps its processing state. */
  completing: boolean;
  /** An error to show before any attempt (the failure route). */
  initialError?: string | null;
}

/** Local sign-in with e-mail and password (valid e-mail, password not empty). */
export function LoginForm({ onSignedIn, completing, initialError = null }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const fieldError = useFieldError();
  const lp = useLocalePath();
  const [search] = useSearchParams();
  const mutation = useLoginMutation();
  const [alert, setAlert] = useState<string | null>(initialError);
  const form = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const response = await mutation.mutateAsync(values);
      if (!response.loggedIn) {
        setAlert(text(response.error ?? 'login-form-error-message'));
        return;
      }
      await onSignedIn(response);
    } catch (error) {
      setAlert(applyServerErrors(error, FIELDS, form.setError, text, { fallbackKey: 'login-form-error-message' }));
    }
  });

  const processing = mutation.isPending || completing;

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate aria-describedby={alert ? 'login-error' : undefined}>
      {alert && (
        <Alert color="red" variant="light" role="alert" id="login-error">
          {alert}
        </Alert>
      )}
      <TextInput
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={fieldError('email', errors.email)}
        {...form.register('email')}
      />
      <div>
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={fieldError('password', errors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          {...form.register('password')}
        />
        <div className={classes.forgotRow}>
          <Anchor component={Link} to={`${lp('/login/forgot-password')}${carriedQuery(search)}`} className={classes.forgot}>
            {t('login.forgotPassword')}
          </Anchor>
        </div>
      </div>
      <Button type="submit" size="md" fullWidth loading={processing} disabled={processing} className={classes.submit}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

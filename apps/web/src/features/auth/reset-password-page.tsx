import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';

import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Alert, Anchor, Button, PasswordInput } from '@mantine/core';
import { resetPasswordRequestSchema } from '@marginalia/contracts/auth/auth.contract';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@marginalia/contracts/auth/credentials';
import { isApiError } from '../../lib/api-client';
import { useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { APPLICATION_KEY } from '../../lib/application-query';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuthCard } from './auth-card';
import { useResetPasswordMutation } from './auth-api';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { isExternalTarget, withLanguage } from './redirect-target';
import classes from './auth.module.css';

/** The call's password rule, plus the confirmation the form asks for (it never leaves the browser). */
const resetFormSchema = resetPasswordRequestSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: 'password-confirmation-mismatch' });
type ResetForm = z.infer<typeof resetFormSchema>;

const FIELDS = ['password'] as const;
const LINK_INVALID = 'password-reset-link-invalid';

/** `/{lang}/login/reset-password/{hash}/{userIdentity}`: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const fieldError = useFieldError();
  const lp = useLocalePath();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hash = '', userIdentity = '' } = useParams();
  const mutation = useResetPasswordMutation();
  const [alert, setAlert] = useState<{ text: string; linkInvalid: boolean } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  useDocumentTitle(t('reset.documentTitle'));

  const submit = form.handleSubmit(async ({ password }) => {
    setAlert(null);
    try {
      const { redirectUri } = await mutation.mutateAsync({ password, oneTimeLoginHash: hash, userIdentity });
      setLeaving(true);
      // The reset ends every session of the account: reload the user before the login page checks it.
      await queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
      const target = withLanguage(redirectUri, language);
      if (isExternalTarget(target)) window.location.assign(target);
      else navigate(target, { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError, text);
      if (message) setAlert({ text: message, linkInvalid: isApiError(error) && error.key === LINK_INVALID });
    }
  });

  const processing = mutation.isPending || leaving;

  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}>
      <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert.text}{' '}
            {alert.linkInvalid && (
              <Anchor component={Link} to={lp('/login/forgot-password')} inherit fw={600}>
                {t('reset.requestNew')}
              </Anchor>
            )}
          </Alert>
        )}
        <PasswordInput
          label={t('reset.password')}
          autoComplete="new-password"
          required
          error={fieldError('password', errors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          {...form.register('password')}
        />
        <PasswordInput
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          error={fieldError('confirmPassword', errors.confirmPassword)}
          visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={processing} disabled={processing} className={classes.submit}>
          {t('reset.submit')}
        </Button>
      </form>
      <p className={classes.switch}>
        <Anchor component={Link} to={lp('/login')} inherit>
          {t('forgot.backToSignIn')}
        </Anchor>
      </p>
    </AuthCard>
  );
}

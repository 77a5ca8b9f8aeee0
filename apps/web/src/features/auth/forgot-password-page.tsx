import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core';
import { requestPasswordResetSchema } from '@marginalia/contracts/auth/auth.contract';
import { useLocalePath } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRequestPasswordResetMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { carriedQuery } from './redirect-target';
import { CaptchaField } from '../../components/captcha/captcha-field';
import { useCaptcha } from '../../components/captcha/use-captcha';
import layout from '../../components/layout/layout.module.css';
import classes from './auth.module.css';

const FIELDS = ['email'] as const;

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width={26} height={26} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

/** `/{lang}/login/forgot-password`: asks for the e-mail, then confirms the instructions were sent to it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const text = useMessageText();
  const fieldError = useFieldError();
  const lp = useLocalePath();
  const [search] = useSearchParams();
  const mutation = useRequestPasswordResetMutation();
  const captcha = useCaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(requestPasswordResetSchema), defaultValues: { email: '' } });
  useDocumentTitle(t('forgot.documentTitle'));

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const response = await mutation.mutateAsync({ ...values, captcha: captcha.payload });
      setSentTo(response.email);
    } catch (error) {
      // A captcha the server has seen is used up: the next attempt needs a new one.
      captcha.renew();
      setAlert(applyServerErrors(error, FIELDS, form.setError, text));
    }
  });

  const back = (
    <p className={classes.switch}>
      <Anchor component={Link} to={`${lp('/login')}${carriedQuery(search)}`} inherit>
        {t('forgot.backToSignIn')}
      </Anchor>
    </p>
  );

  if (sentTo !== null) {
    return (
      <AuthCard title={t('forgot.sentTitle')}>
        <div className={classes.sent} role="status">
          <span className={`${layout.roundIcon} ${classes.sentIcon}`}>
            <MailIcon />
          </span>
          <Text>{text('password-reset-email-sent', { email: sentTo })}</Text>
          <Text className={classes.hint}>{t('forgot.sentHint')}</Text>
        </div>
        {back}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead')}>
      <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError('email', form.formState.errors.email)}
          {...form.register('email')}
        />
        <CaptchaField captcha={captcha} />
        <Button type="submit" size="md" fullWidth loading={mutation.isPending} disabled={mutation.isPending || !captcha.ready} className={classes.submit}>
          {t('forgot.submit')}
        </Button>
      </form>
      {back}
    </AuthCard>
  );
}

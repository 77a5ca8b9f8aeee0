import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import {
  certificateDetailsRequestSchema,
  emailNotificationsRequestSchema,
  type CertificateDetailsResponse,
} from '@marginalia/contracts/orders/email-notifications.contract';
import { applyServerErrors, SERVER_ERROR, useFieldError, useMessageText } from '../../../components/form-messages';
import { useSaveCertificateDetails, useSaveNotificationEmails } from './thank-you-api';
import classes from '../orders.module.css';

type CertificateInput = z.input<typeof certificateDetailsRequestSchema>;
type CertificateOutput = z.output<typeof certificateDetailsRequestSchema>;
const CERTIFICATE_FIELDS = ['title', 'authors'] as const;

/** The project title and authors the editing certificate will carry (kept on the order form until it is issued). */
export function CertificateDetailsForm({ externalId, details }: { externalId: string; details: CertificateDetailsResponse }) {
  const { t } = useTranslation('orders');
  const text = useMessageText();
  const fieldError = useFieldError();
  const save = useSaveCertificateDetails(externalId);
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<CertificateInput, unknown, CertificateOutput>({
    resolver: zodResolver(certificateDetailsRequestSchema),
    defaultValues: { title: details.title, authors: details.authors },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    setSaved(false);
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (failure) {
      setAlert(applyServerErrors(failure, CERTIFICATE_FIELDS, form.setError, text));
    }
  });

  return (
    <section className={classes.card} aria-labelledby="thanks-certificate-title" data-testid="thank-you-certificate">
      <h2 id="thanks-certificate-title" className={classes.cardTitle}>
        {t('thanks.certificate.title')}
      </h2>
      <Text size="sm" mb="md">
        {t('thanks.certificate.intro')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('thanks.certificate.title')}>
        <TextInput label={t('thanks.certificate.projectTitle')} required {...form.register('title')} error={fieldError('title', errors.title)} mb="md" data-testid="thank-you-project-title" />
        <Textarea
          label={t('thanks.certificate.authors')}
          description={t('thanks.certificate.authorsHint')}
          required
          autosize
          minRows={2}
          {...form.register('authors')}
          error={fieldError('authors', errors.authors)}
          data-testid="thank-you-authors"
        />
        {alert && (
          <Alert color="red" variant="light" mt="md" role="alert">
            {alert}
          </Alert>
        )}
        {saved && (
          <Alert color="teal" variant="light" mt="md" role="status" data-testid="thank-you-certificate-saved">
            {text('certificate-details-saved')}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending} data-testid="thank-you-certificate-save">
            {t('thanks.certificate.save')}
          </Button>
        </Group>
      </form>
    </section>
  );
}

type EmailsInput = z.input<typeof emailNotificationsRequestSchema>;

/** More addresses, comma-separated, that the order's e-mails also go to. */
export function NotificationEmailsForm({ externalId, initial }: { externalId: string; initial: readonly string[] }) {
  const { t } = useTranslation('orders');
  const text = useMessageText();
  const fieldError = useFieldError();
  const save = useSaveNotificationEmails(externalId);
  const [saved, setSaved] = useState(false);
  const form = useForm<EmailsInput>({ resolver: zodResolver(emailNotificationsRequestSchema), defaultValues: { notificationEmails: initial.join(', ') } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const answer = await save.mutateAsync(values);
      form.reset({ notificationEmails: answer.notificationEmails.join(', ') });
      setSaved(true);
    } catch (failure) {
      const message = applyServerErrors(failure, ['notificationEmails'], form.setError, text);
      if (message) form.setError('notificationEmails', { type: SERVER_ERROR, message });
    }
  });

  return (
    <section className={classes.card} aria-labelledby="thanks-emails-title" data-testid="thank-you-emails">
      <h2 id="thanks-emails-title" className={classes.cardTitle}>
        {t('thanks.emails.title')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('thanks.emails.title')}>
        <TextInput
          label={t('thanks.emails.label')}
          description={t('thanks.emails.hint')}
          placeholder="co.author@university.edu, lab.manager@university.edu"
          {...form.register('notificationEmails')}
          error={fieldError('notificationEmails', errors.notificationEmails)}
          data-testid="thank-you-emails-input"
        />
        {saved && (
          <Alert color="teal" variant="light" mt="md" role="status" data-testid="thank-you-emails-saved">
            {text('notification-emails-saved')}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={save.isPending} data-testid="thank-you-emails-save">
            {t('thanks.emails.save')}
          </Button>
        </Group>
      </form>
    </section>
  );
}

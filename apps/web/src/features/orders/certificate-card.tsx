import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Anchor, Button, Group, Modal, Text, Textarea, TextInput } from '@mantine/core';
import { certificateDetailsFormSchema, type Certificate } from '@marginalia/contracts/certificates/certificate.contract';
import { certificatePaths, certificateRoutes } from '@marginalia/contracts/certificates/certificates.paths';
import { useLocalePath } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { useSaveCertificate } from './orders-api';
import classes from './orders.module.css';

type FormInput = z.input<typeof certificateDetailsFormSchema>;
type FormOutput = z.output<typeof certificateDetailsFormSchema>;
const FIELDS = ['title', 'authors'] as const;

/**
 * The editing certificate of the order: shown once certificateReady. Without authors it
 * says what is missing and opens the edit at once; saving shows certificate-details-updated.
 */
export function CertificateCard({ externalId, certificate }: { externalId: string; certificate: Certificate }) {
  const { t } = useTranslation('certificate');
  const text = useMessageText();
  const lp = useLocalePath();
  const missing = certificate.authors.trim() === '' || certificate.title.trim() === '';
  const [editing, setEditing] = useState(false);
  const opened = useRef(false);
  useEffect(() => {
    if (missing && !opened.current) {
      opened.current = true;
      setEditing(true);
    }
  }, [missing]);

  return (
    <section className={classes.card} aria-labelledby="certificate-title" data-testid="certificate-card">
      <Group justify="space-between" align="center">
        <h2 id="certificate-title" className={classes.cardTitle}>
          {t('card.title')}
        </h2>
        <Button variant="light" size="xs" onClick={() => setEditing(true)} data-testid="certificate-edit">
          {t('card.edit')}
        </Button>
      </Group>
      {missing && (
        <Alert color="red" variant="light" mb="sm" role="alert" data-testid="certificate-missing">
          {text('certificate-title-authors-missing')}
        </Alert>
      )}
      <dl className={classes.facts}>
        <dt>{t('details.title')}</dt>
        <dd data-testid="certificate-project-title">{certificate.title || '—'}</dd>
        <dt>{t('details.authors')}</dt>
        <dd data-testid="certificate-authors">{certificate.authors || '—'}</dd>
        <dt>{t('details.code')}</dt>
        <dd data-testid="certificate-code">{certificate.code}</dd>
      </dl>
      <Group gap="lg" mt="md">
        <Anchor href={certificatePaths.pdf(certificate.code)} target="_blank" rel="noopener" data-testid="certificate-pdf">
          {t('card.pdf')}
        </Anchor>
        <Anchor href={lp(certificateRoutes.verify(certificate.code))} target="_blank" rel="noopener">
          {t('card.verifyPage')}
        </Anchor>
      </Group>
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('edit.title')} centered closeButtonProps={{ 'aria-label': t('edit.close') }}>
        {editing && <CertificateForm externalId={externalId} certificate={certificate} onDone={() => setEditing(false)} />}
      </Modal>
    </section>
  );
}

function CertificateForm({ externalId, certificate, onDone }: { externalId: string; certificate: Certificate; onDone: () => void }) {
  const { t } = useTranslation('certificate');
  const text = useMessageText();
  const fieldError = useFieldError();
  const { show } = useMessages();
  const save = useSaveCertificate(externalId, certificate.code);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(certificateDetailsFormSchema),
    defaultValues: { title: certificate.title, authors: certificate.authors },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save.mutateAsync(values);
      show({ type: 'success', key: 'certificate-details-updated' });
      onDone();
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text, { fallbackKey: 'certificate-save-error' }));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('edit.title')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('edit.intro')}
      </Text>
      <TextInput label={t('details.title')} required {...form.register('title')} error={fieldError('title', errors.title)} mb="md" />
      <Textarea label={t('details.authors')} description={t('edit.authorsHint')} required autosize minRows={2} {...form.register('authors')} error={fieldError('authors', errors.authors)} />
      {alert && (
        <Alert color="red" variant="light" mt="md" role="alert">
          {alert}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="certificate-save">
          {t('edit.save')}
        </Button>
      </Group>
    </form>
  );
}

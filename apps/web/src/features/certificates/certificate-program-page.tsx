import '@mantine/core/styles/Input.css';

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, Container, Group, Loader, Text, TextInput, Title } from '@mantine/core';
import { certificateVerifyFormSchema, type VerificationState } from '@marginalia/contracts/certificates/certificate.contract';
import { isApiError } from '../../lib/api-client';
import { useFieldError, useMessageText } from '../../components/form-messages';
import { useDocumentTitle } from '../../components/use-document-title';
import { CertificateDetailsTable } from './certificate-details-table';
import { certificateQuery } from './certificates-api';
import { CertifiedFilesCheck } from './certified-files-check';
import layout from '../../components/layout/layout.module.css';
import classes from './certificate.module.css';

type FormInput = z.input<typeof certificateVerifyFormSchema>;
type FormOutput = z.output<typeof certificateVerifyFormSchema>;

/**
 * The certificate program: what the certificate is, and the verification of a code — idle,
 * verifying, found (the details table and the PDF) or not found. The code lives in `?code=`, so the link
 * printed on a certificate (and its QR code) verifies at once, and a result can be shared.
 */
export function CertificateProgramPage() {
  const { t } = useTranslation('certificate');
  useDocumentTitle(t('program.documentTitle'));
  const text = useMessageText();
  const fieldError = useFieldError();
  const [searchParams, setSearchParams] = useSearchParams();
  const code = (searchParams.get('code') ?? '').trim();
  const query = useQuery({ ...certificateQuery(code), enabled: code !== '' });
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(certificateVerifyFormSchema), defaultValues: { code } });
  useEffect(() => form.setValue('code', code), [code, form]);

  const state: VerificationState = code === '' ? 'idle' : query.isPending ? 'verifying' : query.isSuccess ? 'found' : 'not-found';
  const submit = form.handleSubmit((values) => setSearchParams({ code: values.code }));
  const failureKey = query.isError && isApiError(query.error) && query.error.status === 429 ? query.error.key : 'certificate-verification-error';

  return (
    <Container size="md" className={classes.page}>
      <header className={classes.hero}>
        <Title order={1} className={classes.title}>
          {t('program.title')}
        </Title>
        <Text className={classes.lead}>{t('program.lead')}</Text>
      </header>
      <div className={classes.columns}>
        <section className={`${layout.panel} ${classes.card}`} aria-labelledby="certificate-about">
          <h2 id="certificate-about" className={classes.cardTitle}>
            {t('program.aboutTitle')}
          </h2>
          <Text size="sm" mb="sm">
            {t('program.about1')}
          </Text>
          <Text size="sm">{t('program.about2')}</Text>
        </section>
        <section className={`${layout.panel} ${classes.card}`} aria-labelledby="certificate-verify">
          <h2 id="certificate-verify" className={classes.cardTitle}>
            {t('verify.title')}
          </h2>
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('verify.title')}>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                label={t('verify.code')}
                placeholder={t('verify.placeholder')}
                autoComplete="off"
                spellCheck={false}
                style={{ flex: 1 }}
                {...form.register('code')}
                error={fieldError('code', form.formState.errors.code)}
              />
              <Button type="submit" mt={25} loading={state === 'verifying'} data-testid="verify-submit">
                {t('verify.submit')}
              </Button>
            </Group>
          </form>
          <div aria-live="polite" className={classes.result} data-state={state} data-testid="verification">
            {state === 'verifying' && (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">{t('verify.verifying')}</Text>
              </Group>
            )}
            {state === 'not-found' && (
              <Alert color="red" variant="light" role="alert" data-testid="verification-error">
                {text(failureKey, isApiError(query.error) ? query.error.params : undefined)}
              </Alert>
            )}
            {state === 'found' && query.data && (
              <>
                <CertificateDetailsTable certificate={query.data.certificate} />
                <CertifiedFilesCheck key={query.data.certificate.code} files={query.data.certificate.files} />
              </>
            )}
          </div>
        </section>
      </div>
    </Container>
  );
}

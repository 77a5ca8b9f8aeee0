import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import { useMessages } from '../../../lib/message-store';
import { useMessageText } from '../../../components/form-messages';
import { useOrderForm } from '../order-form-api';
import { quotePdfUrl, useConvertQuote, useEmailQuote, useGenerateQuote } from './quote-api';
import { PageHeader } from '../../../components/layout/page-header';
import classes from './quote.module.css';

/**
 * The price quote success page, 'thank you!': entering it generates the
 * quote; then the PDF is shown with download, e-mail and continue-order actions.
 */
export function PriceQuoteCompletedPage() {
  const { t } = useTranslation('order-summary');
  const text = useMessageText();
  const { show } = useMessages();
  const form = useOrderForm();
  const generate = useGenerateQuote(form.id);
  const estimateId = generate.data?.order.estimateId ?? null;
  const email = useEmailQuote(estimateId);
  const convert = useConvertQuote();
  const [convertError, setConvertError] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const { mutate: generateQuote } = generate;

  // Once per form: StrictMode runs effects twice, and a second call would make a second quote.
  useEffect(() => {
    if (started.current === form.id) return;
    started.current = form.id;
    generateQuote();
  }, [form.id, generateQuote]);

  const sendEmail = async () => {
    try {
      const { recipientEmail } = await email.mutateAsync();
      if (recipientEmail) show({ type: 'success', key: 'price-quote-email-success-message', params: { recipient: recipientEmail, email: recipientEmail } });
      else show({ type: 'danger', key: 'price-quote-email-error' });
    } catch {
      show({ type: 'danger', key: 'price-quote-email-error' });
    }
  };

  const continueOrder = async () => {
    setConvertError(null);
    try {
      await convert.mutateAsync();
    } catch (failure) {
      if (isApiError(failure) && failure.isClientError) setConvertError(failure.message || text(failure.key));
    }
  };

  const generateError = generate.error && isApiError(generate.error) && generate.error.isClientError ? generate.error.message || text(generate.error.key) : null;
  return (
    <div>
      <PageHeader title={t('quote.title')} lead={estimateId ? t('quote.ready', { estimateId }) : t('quote.lead')} spacing="compact" />

      {generate.isPending && (
        <div className={classes.preparing} role="status">
          <Loader size="md" aria-hidden />
          <Text c="gray.7">{t('quote.preparing')}</Text>
        </div>
      )}

      {generate.isError && (
        <Alert color="red" variant="light" role="alert" title={t('quote.failedTitle')}>
          <Text size="sm" mb="sm">
            {generateError ?? t('quote.failed')}
          </Text>
          <Button size="xs" variant="light" onClick={() => generateQuote()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}

      {estimateId && (
        <>
          <div className={classes.toolbar}>
            <Group gap="sm">
              <Button component="a" href={quotePdfUrl(estimateId, false)} download variant="default">
                {t('quote.download')}
              </Button>
              <Button variant="default" onClick={() => void sendEmail()} loading={email.isPending}>
                {t('quote.email')}
              </Button>
            </Group>
            <Button onClick={() => void continueOrder()} loading={convert.isPending}>
              {t('quote.continue')}
            </Button>
          </div>
          {convertError && (
            <Alert color="red" variant="light" role="alert" mb="md">
              {convertError}
            </Alert>
          )}
          <div className={classes.viewer}>
            <iframe className={classes.pdf} src={quotePdfUrl(estimateId, true)} title={t('quote.pdfTitle', { estimateId })} height={700} />
          </div>
          <Text size="sm" c="gray.7" mt="sm">
            {t('quote.pdfFallback')}{' '}
            <a href={quotePdfUrl(estimateId, true)} target="_blank" rel="noopener">
              {t('quote.openPdf')}
            </a>
          </Text>
        </>
      )}
    </div>
  );
}

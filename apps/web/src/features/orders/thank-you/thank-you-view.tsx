import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Loader, Text } from '@mantine/core';
import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';
import { useApplication } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';
import { ORDER_DETAILS_KEY } from '../orders-api';
import { certificateDetailsQuery, certificatePollQuery } from './thank-you-api';
import { polledCertificate } from './thank-you-rules';
import { CertificateDetailsForm, NotificationEmailsForm } from './thank-you-forms';
import { RewardsCard } from './rewards-card';
import { ReferralThanksCard } from '../../referrals/referrals.public';
import classes from '../orders.module.css';

/**
 * The thank-you view of a freshly submitted order (/researcher/details/{externalId}/thank-you):
 * the certificate form until the certificate is issued (polled every 10 s, up to 5 times; once there the
 * page's certificate card edits it), the notification e-mails form, the rewards card and the preprint link.
 */
export function ThankYouView({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const text = useMessageText();
  const queryClient = useQueryClient();
  const { config } = useApplication();
  const details = useQuery(certificateDetailsQuery(order.externalId));
  const issued = order.certificate !== null || (details.data?.certificateCode ?? null) !== null;
  const poll = useQuery(certificatePollQuery(order.externalId, !issued && details.isSuccess));
  const found = polledCertificate(poll.data, order.externalId);

  useEffect(() => {
    // The certificate arrived: the page reads the order again and shows its certificate card.
    if (found) void queryClient.invalidateQueries({ queryKey: [...ORDER_DETAILS_KEY, order.externalId] });
  }, [found, order.externalId, queryClient]);

  const preprintUrl = config.displayPreprintCampaign ? config.links.preprint : undefined;

  return (
    <div data-testid="thank-you-view">
      <Alert color="teal" variant="light" mb="lg">
        {t('thanks.text')}
      </Alert>
      {details.isPending && <Loader size="sm" aria-label={t('page.loading')} />}
      {details.isError && (
        <Alert color="red" variant="light" mb="lg" role="alert">
          {text('generic-error')}
        </Alert>
      )}
      {details.data && !issued && !found && order.status !== 'cancelled' && <CertificateDetailsForm externalId={order.externalId} details={details.data} />}
      {details.data && issued && !order.certificate && (
        <Text size="sm" c="dimmed" mb="lg" data-testid="thank-you-certificate-issued">
          {t('thanks.certificate.issued')}
        </Text>
      )}
      {details.data && <NotificationEmailsForm externalId={order.externalId} initial={details.data.notificationEmails} />}
      <RewardsCard externalId={order.externalId} />
      <ReferralThanksCard />
      {preprintUrl && (
        <section className={classes.card} aria-labelledby="thanks-preprint-title" data-testid="thank-you-preprint">
          <h2 id="thanks-preprint-title" className={classes.cardTitle}>
            {t('thanks.preprint.title')}
          </h2>
          <Text size="sm" mb="sm">
            {t('thanks.preprint.text')}
          </Text>
          <Anchor href={preprintUrl} target="_blank" rel="noopener">
            {t('thanks.preprint.link')}
          </Anchor>
        </section>
      )}
    </div>
  );
}

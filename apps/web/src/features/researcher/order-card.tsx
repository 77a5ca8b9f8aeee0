import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Button, Modal, Progress, Text } from '@mantine/core';
import { displayDeadline, formatDate } from '@marginalia/contracts/formatting/dates';
import { orderCardStatus, type OrderCard as OrderCardData, type OrderCardStatus } from '@marginalia/contracts/orders/order-search.contract';
import { orderRoutes } from '@marginalia/contracts/orders/orders.paths';
import { useApplication, useCurrentUser, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { useDownloadAll } from '../../components/downloads/use-download-all';
import { ReeditLinks } from '../../components/reedit/reedit-links';
import { useServiceName } from '../../components/service-name';
import { cardBillingLink } from './order-card-rules';
import classes from './researcher.module.css';

const STATUS_COLOR: Record<OrderCardStatus, string> = {
  received: 'gray',
  in_progress: 'ink',
  quality_check: 'ink',
  completed: 'teal',
  cancelled: 'gray',
  'awaiting-payment': 'amber',
};

/** Download All Files with its progress (idle, retrieving 0–100 %, done). */
function DownloadAll({ externalId }: { externalId: string }) {
  const { t } = useTranslation('researcher');
  const download = useDownloadAll(externalId);
  const retrieving = download.state.kind === 'retrieving' ? download.state.percentage : null;
  return (
    <div className={classes.download}>
      <Button size="xs" onClick={() => void download.start()} disabled={retrieving !== null} data-testid="card-download-all">
        {retrieving === null ? t('card.downloadAll') : t('card.retrieving', { percentage: retrieving })}
      </Button>
      {retrieving !== null && <Progress value={retrieving} size="sm" mt={6} aria-label={t('card.progressLabel')} animated />}
      {download.state.kind === 'done' && (
        <Text size="xs" c="teal.8" mt={4} role="status">
          {t('card.downloaded')}
        </Text>
      )}
    </div>
  );
}

/** The certificate link: a modal with the project title and authors, and the way to its page. */
function CertificateLink({ order }: { order: OrderCardData }) {
  const { t } = useTranslation('researcher');
  const lp = useLocalePath();
  const [open, setOpen] = useState(false);
  const certificate = order.certificate;
  if (!order.certificateReady || !certificate) return null;
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)} data-testid="card-certificate">
        {t('card.certificate')}
      </Anchor>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('card.certificateTitle')} centered>
        <dl className={classes.modalFacts}>
          <dt>{t('card.projectTitle')}</dt>
          <dd data-testid="certificate-modal-title">{certificate.title}</dd>
          <dt>{t('card.authors')}</dt>
          <dd data-testid="certificate-modal-authors">{certificate.authors || t('card.noAuthors')}</dd>
        </dl>
        <Button component={Link} to={lp(orderRoutes.cardDetails(order.externalId))} variant="light" size="xs" mt="md">
          {t('card.editCertificate')}
        </Button>
      </Modal>
    </>
  );
}

/** One order of My Orders. */
export function OrderCard({ order }: { order: OrderCardData }) {
  const { t } = useTranslation('researcher');
  const serviceName = useServiceName();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const lp = useLocalePath();
  const status = orderCardStatus(order);
  const date = (iso: string) => formatDate(new Date(iso), user.timeZone, language);
  const boletos = user.hideInvoices ? [] : order.pendingPayments;
  const application = useApplication();
  const billing = cardBillingLink({
    hideInvoices: user.hideInvoices,
    invoiceNumber: order.invoiceNumber,
    fapiaoAvailable: application.config.fapiaoAvailable,
    allowsFapiaoProcessingAfterPayment: application.currentLocalization.allowsFapiaoProcessingAfterPayment,
  });

  return (
    <article className={classes.orderCard} data-testid="order-card" data-order={order.externalId}>
      <header className={classes.orderHead}>
        <Anchor component={Link} to={lp(orderRoutes.cardDetails(order.externalId))} className={classes.orderLink} data-testid="order-card-link">
          <span className={classes.orderNumber}>{order.externalId}</span>
          <span className={classes.orderTitle}>{order.title}</span>
        </Anchor>
        <Badge color={STATUS_COLOR[status]} variant="light" tt="none" size="lg" className={classes.statusBadge} data-testid="order-card-status">
          {t(`status.${status}`)}
        </Badge>
      </header>
      <div className={classes.orderBody}>
        <dl className={classes.orderDates}>
          <dt>{t('card.created')}</dt>
          <dd>{date(order.createdAt)}</dd>
          <dt>{t('card.due')}</dt>
          <dd data-testid="order-card-due">{order.status === 'cancelled' ? '—' : displayDeadline(new Date(order.deadline), user.timeZone, language)}</dd>
          <dt>{t('card.completed')}</dt>
          <dd>{order.completedAt ? date(order.completedAt) : '—'}</dd>
        </dl>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('card.services')}
          </Text>
          <ul className={classes.serviceList}>
            {order.services.map((service) => (
              <li key={service.id}>{serviceName(service.id, service.name)}</li>
            ))}
          </ul>
          {order.downloadAvailable && <DownloadAll externalId={order.externalId} />}
        </div>
      </div>
      <nav className={classes.orderLinks} aria-label={t('card.linksLabel', { number: order.externalId })}>
        {billing && (
          <Anchor component={Link} to={lp(`${orderRoutes.invoices}?orderNumber=${encodeURIComponent(order.externalId)}`)} size="sm" data-testid="card-invoices">
            {billing === 'invoices-and-fapiaos' ? t('card.invoicesAndFapiaos') : t('card.invoices')}
          </Anchor>
        )}
        {boletos.map((payment, index) => (
          <Anchor key={payment.boletoUrl} href={payment.boletoUrl} target="_blank" rel="noopener noreferrer" size="sm" data-testid="card-boleto">
            {boletos.length > 1 ? t('card.boletoNumbered', { number: index + 1 }) : t('card.boleto')}
          </Anchor>
        ))}
        {!user.hideInvoices && !order.paid && !order.freeOrder && order.status !== 'cancelled' && (
          <Anchor component={Link} to={lp(orderRoutes.support(order.externalId, 'proof-of-payment'))} size="sm">
            {t('card.recordPayment')}
          </Anchor>
        )}
        <CertificateLink order={order} />
        <ReeditLinks order={order} />
        <Anchor component={Link} to={lp(orderRoutes.support(order.externalId, 'support'))} size="sm" data-testid="card-support">
          {t('card.support')}
        </Anchor>
      </nav>
    </article>
  );
}

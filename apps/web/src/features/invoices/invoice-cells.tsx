import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, Text } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';
import type { Invoice } from '@marginalia/contracts/payments/invoices.contract';
import { billingRoutes, invoicePaths, paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { buildUrl } from '../../lib/api-client';
import { useApplication, useLocalePath } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { fapiaoCell, isPayable } from './invoice-rules';
import classes from './invoices.module.css';

/** The invoice's own PDF (GET /api/invoice/{n}/pdf; prepayments: GET /api/retainer-invoice/{n}/pdf). */
export function invoicePdfUrl(invoice: Pick<Invoice, 'invoiceNumber' | 'kind' | 'localization'>): string {
  return invoice.kind === 'retainer'
    ? invoicePaths.retainerPdf(invoice.invoiceNumber)
    : buildUrl(invoicePaths.pdf(invoice.invoiceNumber), { localization: invoice.localization });
}

export function InvoiceNumberCell({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  return (
    <Anchor
      href={invoicePdfUrl(invoice)}
      target="_blank"
      rel="noopener"
      className={classes.invoiceNumber}
      aria-label={t('list.invoicePdf', { invoiceNumber: invoice.invoiceNumber })}
    >
      {invoice.invoiceNumber}
    </Anchor>
  );
}

/** Balance on the unpaid list, total amount on the history; 'finalizing' with the amount hidden during a write-off. */
export function AmountCell({ invoice, showBalance }: { invoice: Invoice; showBalance: boolean }) {
  const { t } = useTranslation('invoices');
  if (invoice.pendingWriteoff) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('list.finalizing')}
      </Text>
    );
  }
  return <span className={classes.amount}>{formatMoney(showBalance ? invoice.balance : invoice.totalAmount, invoice.currency)}</span>;
}

/** Pay (a payable invoice), the boleto voucher, and a receipt per payment (prepayments: the retainer invoice). */
export function PaymentLinksCell({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const lp = useLocalePath();
  const payable = isPayable(invoice);
  return (
    <div className={classes.links}>
      {payable && (
        <Anchor component={Link} to={lp(billingRoutes.payInvoices([invoice.invoiceNumber]))} fw={600} aria-label={t('list.payInvoice', { invoiceNumber: invoice.invoiceNumber })}>
          {t('list.pay')}
        </Anchor>
      )}
      {payable && invoice.boletoUrl && (
        <Anchor href={invoice.boletoUrl} target="_blank" rel="noopener">
          {t('list.boleto')}
        </Anchor>
      )}
      {invoice.payments.map((payment) =>
        payment.retainerinvoice_id ? (
          <Anchor key={payment.id} href={invoicePaths.retainerPdf(payment.retainerinvoice_id)} target="_blank" rel="noopener" size="sm">
            {t('list.prepaymentReceipt', { number: payment.retainerinvoice_id, amount: formatMoney(payment.amount, invoice.currency) })}
          </Anchor>
        ) : (
          <Anchor
            key={payment.id}
            href={buildUrl(paymentPaths.receiptPdf(payment.id), { invoice_number: invoice.invoiceNumber, amount: payment.amount, localization: invoice.localization })}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            {t('list.receipt', { amount: formatMoney(payment.amount, invoice.currency) })}
          </Anchor>
        ),
      )}
      {!payable && invoice.payments.length === 0 && (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </div>
  );
}

export function StatementOfDeliveryCell({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const text = useMessageText();
  if (invoice.statementOfDelivery.status === 'available') {
    return (
      <Anchor href={invoicePaths.statementOfDelivery(invoice.invoiceNumber)} target="_blank" rel="noopener" size="sm">
        {t('list.statementDownload')}
      </Anchor>
    );
  }
  return (
    <Text size="sm" c="dimmed" title={text('statement-of-delivery-pending')}>
      {t('list.statementPending')}
    </Text>
  );
}

interface FapiaoCellProps {
  invoice: Invoice;
  currentLocalization: string;
  onCancel: (fapiao: Fapiao) => void;
}

/** The fapiao cell: consult support, '--', the fapiao's status (PDF, cancel), or Create fapiao. */
export function FapiaoCellView({ invoice, currentLocalization, onCancel }: FapiaoCellProps) {
  const { t } = useTranslation('invoices');
  const text = useMessageText();
  const lp = useLocalePath();
  const application = useApplication();
  const cell = fapiaoCell(invoice, currentLocalization);
  switch (cell.kind) {
    case 'consult-support':
      return (
        <Anchor href={application.config.links.support} target="_blank" rel="noopener" size="sm">
          {t('list.consultSupport')}
        </Anchor>
      );
    case 'not-applicable':
      return (
        <Text size="sm" c="dimmed">
          --
        </Text>
      );
    case 'create':
      return (
        <Anchor component={Link} to={lp(billingRoutes.invoiceFapiao(invoice.invoiceNumber))} size="sm" fw={600}>
          {t('list.createFapiao')}
        </Anchor>
      );
    case 'fapiao': {
      const { fapiao } = cell;
      return (
        <div className={classes.links} data-testid="fapiao-status">
          <Text size="sm" fw={600} className={classes[`fapiao-${fapiao.status}`]}>
            {text(`fapiao-status-${fapiao.status}`)}
          </Text>
          {fapiao.completed && fapiao.url && (
            <Anchor href={fapiao.url} target="_blank" rel="noopener" size="sm">
              {fapiao.number ? t('list.fapiaoPdfNumber', { number: fapiao.number }) : t('list.fapiaoPdf')}
            </Anchor>
          )}
          {fapiao.status === 'rejected' && fapiao.rejectionReason && (
            <Text size="xs" c="dimmed">
              {fapiao.rejectionReason}
            </Text>
          )}
          {invoice.fapiaoRequestable && (
            <Anchor component={Link} to={lp(billingRoutes.invoiceFapiao(invoice.invoiceNumber))} size="sm" fw={600}>
              {t('list.createFapiao')}
            </Anchor>
          )}
          {fapiao.cancellable && (
            <Button variant="subtle" color="red" size="compact-xs" className={classes.inlineAction} onClick={() => onCancel(fapiao)}>
              {t('list.cancelFapiao')}
            </Button>
          )}
        </div>
      );
    }
  }
}

import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { staffSupportPaths, staffSupportRoutes } from '@marginalia/contracts/support/support.paths';
import { useLocalePath } from '../../../lib/application-context';
import type { StaffInvoiceRow } from '@marginalia/contracts/staff/staff-billing.contract';
import { DeskTable, personCell, type DeskColumn } from '../desk/desk-table';
import { BankTransferDialog } from './bank-transfer-dialog';
import { useWriteOff } from './billing-api';
import { useBillingFormat } from './use-billing-format';
import { WriteOffDialog } from './write-off-dialog';
import classes from '../desk/desk.module.css';

type Dialog = { kind: 'transfer' | 'write-off' | 'finalize'; invoice: StaffInvoiceRow } | null;
type Stage = 'unpaid' | 'write-off';

/** The invoice column: its number (a prepayment marked so), the order or description under it. */
function InvoiceCell({ invoice }: { invoice: StaffInvoiceRow }) {
  const { t } = useTranslation('staff-billing');
  return (
    <>
      <strong>{invoice.invoiceNumber}</strong>
      {invoice.kind === 'retainer' && (
        <Badge ml={6} size="sm" variant="light" color="grape">
          {t('invoices.prepayment')}
        </Badge>
      )}
      <div className={classes.sub}>
        {invoice.orderExternalId ? t('invoices.order', { order: invoice.orderExternalId }) : invoice.description}
      </div>
    </>
  );
}

/**
 * What the researcher says they paid (their proof-of-payment requests, still open): the amount, day and bank
 * reference, the files, and the request; recording the transfer closes the request.
 */
function PaymentProofs({ invoice }: { invoice: StaffInvoiceRow }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const lp = useLocalePath();
  if (invoice.paymentProofs.length === 0) return null;
  return (
    <div data-testid="payment-proofs">
      {invoice.paymentProofs.map((proof) => (
        <div key={proof.number} className={classes.sub}>
          <Badge size="xs" color="teal" variant="light" mr={4}>
            {t('proofs.badge')}
          </Badge>
          {t('proofs.stated', { amount: format.money(proof.amount, invoice.currency), date: proof.transferredOn, reference: proof.bankReference })}{' '}
          {proof.attachments.map((file) => (
            <Anchor key={file.id} href={staffSupportPaths.attachment(file.id)} size="xs" mr={4}>
              {file.name}
            </Anchor>
          ))}
          <Anchor component={Link} to={lp(staffSupportRoutes.request(proof.number))} size="xs">
            {t('proofs.request', { number: proof.number })}
          </Anchor>
        </div>
      ))}
    </div>
  );
}

/** How each stage's table shows: its rows' test id, its name, its width and what it says when empty. */
const STAGES = {
  unpaid: { rowTestId: 'unpaid-invoice-row', label: 'tabs.unpaid', minWidth: 900, highlightOnHover: true, empty: 'invoices.none' },
  'write-off': { rowTestId: 'write-off-row', label: 'tabs.writeOffs', minWidth: 760, highlightOnHover: undefined, empty: 'writeOff.none' },
} as const;

interface ColumnTools {
  t: TFunction<'staff-billing'>;
  format: ReturnType<typeof useBillingFormat>;
  open: (dialog: Dialog) => void;
  writeOff: ReturnType<typeof useWriteOff>;
}

/** Unpaid invoices: issued (and how long ago), total, balance, how the money is expected; record or write off. */
function unpaidColumns({ t, format, open }: ColumnTools): DeskColumn<StaffInvoiceRow>[] {
  return [
    {
      header: t('columns.issued'),
      kind: 'nowrap',
      cell: (invoice) => (
        <>
          {format.date(invoice.createdAt)}
          <div className={classes.sub}>{t('invoices.age', { count: invoice.ageDays })}</div>
        </>
      ),
    },
    { header: t('columns.total'), kind: 'number', cell: (invoice) => format.money(invoice.totalAmount, invoice.currency) },
    { header: t('columns.balance'), kind: 'number', cell: (invoice) => <strong>{format.money(invoice.balance, invoice.currency)}</strong> },
    {
      header: t('columns.expected'),
      cell: (invoice) => (
        <>
          <Text size="sm" fw={600} c={invoice.expectedPayment === 'bank-transfer' ? 'gray.8' : 'orange.9'}>
            {t(`expected.${invoice.expectedPayment}`)}
          </Text>
          <PaymentProofs invoice={invoice} />
        </>
      ),
    },
    {
      header: t('columns.actions'),
      kind: 'actions',
      cell: (invoice) => (
        <>
          <Button
            size="xs"
            onClick={() => open({ kind: 'transfer', invoice })}
            aria-label={t('invoices.recordFor', { invoiceNumber: invoice.invoiceNumber })}
          >
            {t('invoices.record')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => open({ kind: 'write-off', invoice })}>
            {t('invoices.writeOff')}
          </Button>
        </>
      ),
    },
  ];
}

/** Write-offs waiting for finance: issued, balance; finalize or take back. */
function writeOffColumns({ t, format, open, writeOff }: ColumnTools): DeskColumn<StaffInvoiceRow>[] {
  return [
    { header: t('columns.issued'), kind: 'nowrap', cell: (invoice) => format.date(invoice.createdAt) },
    { header: t('columns.balance'), kind: 'number', cell: (invoice) => format.money(invoice.balance, invoice.currency) },
    {
      header: t('columns.actions'),
      kind: 'actions',
      cell: (invoice) => (
        <>
          <Button size="xs" color="red" onClick={() => open({ kind: 'finalize', invoice })}>
            {t('writeOff.finalize')}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={writeOff.isPending}
            onClick={() => writeOff.mutate({ invoiceNumber: invoice.invoiceNumber, change: 'cancel', reason: '' })}
          >
            {t('writeOff.takeBack')}
          </Button>
        </>
      ),
    },
  ];
}

/** Invoices at one stage of collection, with the dialogs their buttons open. */
function InvoiceTable({ invoices, stage }: { invoices: StaffInvoiceRow[]; stage: Stage }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const writeOff = useWriteOff();
  const [dialog, setDialog] = useState<Dialog>(null);
  const tools: ColumnTools = { t, format, open: setDialog, writeOff };
  const settings = STAGES[stage];
  const close = () => setDialog(null);
  return (
    <>
      <DeskTable
        rows={invoices}
        columns={[
          { header: t('columns.invoice'), kind: 'nowrap', cell: (invoice) => <InvoiceCell invoice={invoice} /> },
          { header: t('columns.customer'), cell: (invoice) => personCell(invoice.customer) },
          ...(stage === 'unpaid' ? unpaidColumns(tools) : writeOffColumns(tools)),
        ]}
        rowKey={(invoice) => invoice.invoiceNumber}
        rowTestId={settings.rowTestId}
        label={t(settings.label)}
        minWidth={settings.minWidth}
        highlightOnHover={settings.highlightOnHover}
        empty={t(settings.empty)}
      />
      {dialog?.kind === 'transfer' && <BankTransferDialog invoice={dialog.invoice} onClose={close} />}
      {(dialog?.kind === 'write-off' || dialog?.kind === 'finalize') && (
        <WriteOffDialog
          invoice={dialog.invoice}
          step={dialog.kind === 'write-off' ? 'start' : 'finalize'}
          writeOff={writeOff}
          onClose={close}
        />
      )}
    </>
  );
}

/** Invoices with a balance: record a bank transfer, or start writing the balance off. */
export function UnpaidInvoicesTable({ invoices }: { invoices: StaffInvoiceRow[] }) {
  return <InvoiceTable invoices={invoices} stage="unpaid" />;
}

/** Write-offs waiting for finance: finalize (balance 0) or take back. */
export function WriteOffsTable({ invoices }: { invoices: StaffInvoiceRow[] }) {
  return <InvoiceTable invoices={invoices} stage="write-off" />;
}

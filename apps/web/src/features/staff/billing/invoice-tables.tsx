import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Text } from '@mantine/core';
import type { StaffInvoiceRow } from '@marginalia/contracts/staff/staff-billing.contract';
import { DeskTable, personCell, type DeskColumn } from '../desk/desk-table';
import { BankTransferDialog } from './bank-transfer-dialog';
import { useWriteOff } from './billing-api';
import { ReasonDialog } from './reason-dialog';
import { useBillingFormat } from './use-billing-format';
import classes from '../desk/desk.module.css';

type Dialog = { kind: 'transfer' | 'write-off' | 'finalize'; invoice: StaffInvoiceRow } | null;

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

const invoiceKey = (invoice: StaffInvoiceRow) => invoice.invoiceNumber;

/** Writing an invoice's balance off takes two people: one starts it, finance finalizes it; both give a reason. */
interface WriteOffDialogProps {
  invoice: StaffInvoiceRow;
  step: 'start' | 'finalize';
  /** The table's own mutation: its buttons show the request running. */
  writeOff: ReturnType<typeof useWriteOff>;
  onClose: () => void;
}

function WriteOffDialog({ invoice, step, writeOff, onClose }: WriteOffDialogProps) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const balance = format.money(invoice.balance, invoice.currency);
  const keys =
    step === 'start'
      ? { title: 'writeOff.title', lead: 'writeOff.lead', submit: 'writeOff.submit' }
      : { title: 'writeOff.finalizeTitle', lead: 'writeOff.finalizeLead', submit: 'writeOff.finalize' };
  return (
    <ReasonDialog
      title={t(keys.title, { invoiceNumber: invoice.invoiceNumber })}
      lead={t(keys.lead, { balance })}
      submitLabel={t(keys.submit)}
      danger
      onSubmit={(reason) => writeOff.mutateAsync({ invoiceNumber: invoice.invoiceNumber, change: step, reason })}
      onClose={onClose}
    />
  );
}

/** The columns both invoice tables start with. */
function useInvoiceColumns(): DeskColumn<StaffInvoiceRow>[] {
  const { t } = useTranslation('staff-billing');
  return [
    { header: t('columns.invoice'), kind: 'nowrap', cell: (invoice) => <InvoiceCell invoice={invoice} /> },
    { header: t('columns.customer'), cell: (invoice) => personCell(invoice.customer) },
  ];
}

/** Invoices with a balance: record a bank transfer, or start writing the balance off. */
export function UnpaidInvoicesTable({ invoices }: { invoices: StaffInvoiceRow[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const writeOff = useWriteOff();
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns: DeskColumn<StaffInvoiceRow>[] = [
    ...useInvoiceColumns(),
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
        <Text size="sm" fw={600} c={invoice.expectedPayment === 'bank-transfer' ? 'gray.8' : 'orange.9'}>
          {t(`expected.${invoice.expectedPayment}`)}
        </Text>
      ),
    },
    {
      header: t('columns.actions'),
      kind: 'actions',
      cell: (invoice) => (
        <>
          <Button
            size="xs"
            onClick={() => setDialog({ kind: 'transfer', invoice })}
            aria-label={t('invoices.recordFor', { invoiceNumber: invoice.invoiceNumber })}
          >
            {t('invoices.record')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setDialog({ kind: 'write-off', invoice })}>
            {t('invoices.writeOff')}
          </Button>
        </>
      ),
    },
  ];
  return (
    <>
      <DeskTable
        rows={invoices}
        columns={columns}
        rowKey={invoiceKey}
        rowTestId="unpaid-invoice-row"
        label={t('tabs.unpaid')}
        minWidth={900}
        highlightOnHover
        empty={t('invoices.none')}
      />
      {dialog?.kind === 'transfer' && <BankTransferDialog invoice={dialog.invoice} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'write-off' && (
        <WriteOffDialog invoice={dialog.invoice} step="start" writeOff={writeOff} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/** Write-offs waiting for finance: finalize (balance 0) or take back. */
export function WriteOffsTable({ invoices }: { invoices: StaffInvoiceRow[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const writeOff = useWriteOff();
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns: DeskColumn<StaffInvoiceRow>[] = [
    ...useInvoiceColumns(),
    { header: t('columns.issued'), kind: 'nowrap', cell: (invoice) => format.date(invoice.createdAt) },
    { header: t('columns.balance'), kind: 'number', cell: (invoice) => format.money(invoice.balance, invoice.currency) },
    {
      header: t('columns.actions'),
      kind: 'actions',
      cell: (invoice) => (
        <>
          <Button size="xs" color="red" onClick={() => setDialog({ kind: 'finalize', invoice })}>
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
  return (
    <>
      <DeskTable
        rows={invoices}
        columns={columns}
        rowKey={invoiceKey}
        rowTestId="write-off-row"
        label={t('tabs.writeOffs')}
        minWidth={760}
        empty={t('writeOff.none')}
      />
      {dialog?.kind === 'finalize' && (
        <WriteOffDialog invoice={dialog.invoice} step="finalize" writeOff={writeOff} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

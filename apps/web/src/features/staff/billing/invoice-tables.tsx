import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Table, Text } from '@mantine/core';
import type { StaffInvoiceRow } from '@marginalia/contracts/staff/staff-billing.contract';
import { BankTransferDialog } from './bank-transfer-dialog';
import { useWriteOff } from './billing-api';
import { ReasonDialog } from './reason-dialog';
import { useBillingFormat } from './use-billing-format';
import classes from './billing.module.css';

type Dialog = { kind: 'transfer' | 'write-off' | 'finalize'; invoice: StaffInvoiceRow } | null;

function CustomerCell({ invoice }: { invoice: StaffInvoiceRow }) {
  return (
    <Table.Td>
      {invoice.customer.name}
      <div className={classes.sub}>{invoice.customer.email}</div>
    </Table.Td>
  );
}

function InvoiceCell({ invoice }: { invoice: StaffInvoiceRow }) {
  const { t } = useTranslation('staff-billing');
  return (
    <Table.Td className={classes.nowrap}>
      <strong>{invoice.invoiceNumber}</strong>
      {invoice.kind === 'retainer' && (
        <Badge ml={6} size="sm" variant="light" color="grape">
          {t('invoices.prepayment')}
        </Badge>
      )}
      <div className={classes.sub}>
        {invoice.orderExternalId ? t('invoices.order', { order: invoice.orderExternalId }) : invoice.description}
      </div>
    </Table.Td>
  );
}

/** Invoices with a balance: record a bank transfer, or start writing the balance off. */
export function UnpaidInvoicesTable({ invoices }: { invoices: StaffInvoiceRow[] }) {
  const { t } = useTranslation('staff-billing');
  const format = useBillingFormat();
  const writeOff = useWriteOff();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (invoices.length === 0) return <p className={classes.empty}>{t('invoices.none')}</p>;
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="xs" striped highlightOnHover aria-label={t('tabs.unpaid')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.invoice')}</Table.Th>
              <Table.Th>{t('columns.customer')}</Table.Th>
              <Table.Th>{t('columns.issued')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.total')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.balance')}</Table.Th>
              <Table.Th>{t('columns.expected')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.invoiceNumber} data-testid="unpaid-invoice-row">
                <InvoiceCell invoice={invoice} />
                <CustomerCell invoice={invoice} />
                <Table.Td className={classes.nowrap}>
                  {format.date(invoice.createdAt)}
                  <div className={classes.sub}>{t('invoices.age', { count: invoice.ageDays })}</div>
                </Table.Td>
                <Table.Td className={classes.number}>{format.money(invoice.totalAmount, invoice.currency)}</Table.Td>
                <Table.Td className={classes.number}>
                  <strong>{format.money(invoice.balance, invoice.currency)}</strong>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} c={invoice.expectedPayment === 'bank-transfer' ? 'gray.8' : 'orange.9'}>
                    {t(`expected.${invoice.expectedPayment}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <div className={classes.actions}>
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
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {dialog?.kind === 'transfer' && <BankTransferDialog invoice={dialog.invoice} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'write-off' && (
        <ReasonDialog
          title={t('writeOff.title', { invoiceNumber: dialog.invoice.invoiceNumber })}
          lead={t('writeOff.lead', { balance: format.money(dialog.invoice.balance, dialog.invoice.currency) })}
          submitLabel={t('writeOff.submit')}
          danger
          onSubmit={(reason) => writeOff.mutateAsync({ invoiceNumber: dialog.invoice.invoiceNumber, change: 'start', reason })}
          onClose={() => setDialog(null)}
        />
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
  if (invoices.length === 0) return <p className={classes.empty}>{t('writeOff.none')}</p>;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" striped aria-label={t('tabs.writeOffs')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.invoice')}</Table.Th>
              <Table.Th>{t('columns.customer')}</Table.Th>
              <Table.Th>{t('columns.issued')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.balance')}</Table.Th>
              <Table.Th className={classes.number}>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.map((invoice) => (
              <Table.Tr key={invoice.invoiceNumber} data-testid="write-off-row">
                <InvoiceCell invoice={invoice} />
                <CustomerCell invoice={invoice} />
                <Table.Td className={classes.nowrap}>{format.date(invoice.createdAt)}</Table.Td>
                <Table.Td className={classes.number}>{format.money(invoice.balance, invoice.currency)}</Table.Td>
                <Table.Td>
                  <div className={classes.actions}>
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
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {dialog?.kind === 'finalize' && (
        <ReasonDialog
          title={t('writeOff.finalizeTitle', { invoiceNumber: dialog.invoice.invoiceNumber })}
          lead={t('writeOff.finalizeLead', { balance: format.money(dialog.invoice.balance, dialog.invoice.currency) })}
          submitLabel={t('writeOff.finalize')}
          danger
          onSubmit={(reason) => writeOff.mutateAsync({ invoiceNumber: dialog.invoice.invoiceNumber, change: 'finalize', reason })}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

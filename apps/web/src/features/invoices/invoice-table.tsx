import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';

import { useTranslation } from 'react-i18next';
import { Checkbox, Table } from '@mantine/core';
import type { Fapiao } from '@marginalia/contracts/payments/fapiao.contract';
import type { Invoice } from '@marginalia/contracts/payments/invoices.contract';
import { AmountCell, FapiaoCellView, InvoiceNumberCell, PaymentLinksCell, StatementOfDeliveryCell } from './invoice-cells';
import { isPayable } from './invoice-rules';
import hidden from '../../components/visually-hidden.module.css';
import classes from './invoices.module.css';

interface InvoiceTableProps {
  invoices: Invoice[];
  /** The unpaid list: balances and selection checkboxes; otherwise amounts. */
  unpaid: boolean;
  /** The user's localization, when the fapiao column shows (null hides it). */
  fapiaoLocalization: string | null;
  selection: readonly string[];
  onSelect: (invoiceNumber: string, selected: boolean) => void;
  onCancelFapiao: (fapiao: Fapiao) => void;
}

/** The invoice list's table. */
export function InvoiceTable({ invoices, unpaid, fapiaoLocalization, selection, onSelect, onCancelFapiao }: InvoiceTableProps) {
  const { t } = useTranslation('invoices');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table} aria-label={unpaid ? t('list.unpaidHeading') : t('list.historyHeading')}>
        <Table.Thead>
          <Table.Tr>
            {unpaid && (
              <Table.Th className={classes.selectColumn}>
                <span className={hidden.visuallyHidden}>{t('list.select')}</span>
              </Table.Th>
            )}
            <Table.Th>{t('list.invoice')}</Table.Th>
            <Table.Th>{t('list.date')}</Table.Th>
            <Table.Th>{t('list.orderDescription')}</Table.Th>
            <Table.Th className={classes.amountColumn}>{unpaid ? t('list.balance') : t('list.amount')}</Table.Th>
            <Table.Th>{t('list.payments')}</Table.Th>
            <Table.Th>{t('list.statementOfDelivery')}</Table.Th>
            {fapiaoLocalization !== null && <Table.Th>{t('list.fapiao')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.invoiceNumber} data-testid="invoice-row" data-invoice-number={invoice.invoiceNumber}>
              {unpaid && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('list.selectInvoice', { invoiceNumber: invoice.invoiceNumber })}
                    checked={selection.includes(invoice.invoiceNumber)}
                    disabled={!isPayable(invoice)}
                    onChange={(event) => onSelect(invoice.invoiceNumber, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <InvoiceNumberCell invoice={invoice} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>{invoice.formattedDate}</Table.Td>
              <Table.Td className={classes.description}>{invoice.customFields.Submission}</Table.Td>
              <Table.Td className={classes.amountColumn}>
                <AmountCell invoice={invoice} showBalance={unpaid} />
              </Table.Td>
              <Table.Td>
                <PaymentLinksCell invoice={invoice} />
              </Table.Td>
              <Table.Td>
                <StatementOfDeliveryCell invoice={invoice} />
              </Table.Td>
              {fapiaoLocalization !== null && (
                <Table.Td>
                  <FapiaoCellView invoice={invoice} currentLocalization={fapiaoLocalization} onCancel={onCancelFapiao} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import '@mantine/core/styles/Table.css';

import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Table, Text } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { billingRoutes, invoicePaths } from '@marginalia/contracts/payments/payments.paths';
import type { Prepayment } from '@marginalia/contracts/payments/prepay.contract';
import { useLocalePath } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { visibleRows } from './prepay-rows';
import { ShowMoreToggle } from './show-more-toggle';
import { PanelSection } from '../../components/layout/panel-section';
import classes from './prepay.module.css';

/**
 * The prepayments table: the retainer invoice with its PDF, amounts, the
 * boleto and fapiao columns (only when some prepayment has one), 5 rows then expandable.
 */
export function PrepaymentsTable({ prepayments }: { prepayments: readonly Prepayment[] }) {
  const { t } = useTranslation('prepay');
  const [expanded, setExpanded] = useState(false);
  const { rows, expandable } = visibleRows(prepayments, expanded);
  const withBoleto = prepayments.some((prepayment) => prepayment.boletoUrl !== null);
  const withFapiao = prepayments.some((prepayment) => prepayment.fapiao !== null || prepayment.fapiaoRequestable);

  return (
    <PanelSection className={classes.card} titleId="prepay-prepayments-title" title={t('prepayments.title')} lead={t('prepayments.lead')}>
      {prepayments.length === 0 ? (
        <Text className={classes.empty}>{t('prepayments.empty')}</Text>
      ) : (
        <>
          <div className={classes.tableScroll}>
            <Table id="prepay-prepayments-table" className={classes.table} verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('prepayments.invoice')}</Table.Th>
                  <Table.Th>{t('prepayments.date')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('prepayments.total')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('prepayments.available')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('prepayments.balance')}</Table.Th>
                  {withBoleto && <Table.Th>{t('prepayments.boleto')}</Table.Th>}
                  {withFapiao && <Table.Th>{t('prepayments.fapiao')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((prepayment) => (
                  <PrepaymentRow
                    key={prepayment.retainerInvoiceNumber}
                    prepayment={prepayment}
                    withBoleto={withBoleto}
                    withFapiao={withFapiao}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {expandable && (
            <div className={classes.tableFoot}>
              <ShowMoreToggle expanded={expanded} onToggle={() => setExpanded((value) => !value)} controls="prepay-prepayments-table" />
            </div>
          )}
        </>
      )}
    </PanelSection>
  );
}

function PrepaymentRow({ prepayment, withBoleto, withFapiao }: { prepayment: Prepayment; withBoleto: boolean; withFapiao: boolean }) {
  const { t } = useTranslation('prepay');
  const lp = useLocalePath();
  const money = (amount: number) => formatMoney(amount, prepayment.currency);
  const number = prepayment.retainerInvoiceNumber;
  // Still to pay and not waiting for a boleto: the row leads to the payment of its balance.
  const payable = prepayment.balance > 0 && prepayment.boletoUrl === null;

  return (
    <Table.Tr data-testid={`prepayment-${number}`}>
      <Table.Td>
        <Anchor
          href={invoicePaths.retainerPdf(number)}
          target="_blank"
          rel="noopener"
          className={classes.reference}
          aria-label={t('prepayments.pdf', { number })}
        >
          {number}
        </Anchor>
      </Table.Td>
      <Table.Td>{prepayment.formattedDate}</Table.Td>
      <Table.Td className={classes.numeric}>{money(prepayment.totalAmount)}</Table.Td>
      <Table.Td className={`${classes.numeric} ${classes.strong}`} data-testid="prepayment-available">
        {money(prepayment.availablePrepaymentAmount)}
      </Table.Td>
      <Table.Td className={classes.numeric}>
        {money(prepayment.balance)}
        {payable && (
          <Anchor component={Link} to={lp(billingRoutes.prepay(number))} className={classes.rowAction}>
            {t('prepayments.pay')}
          </Anchor>
        )}
      </Table.Td>
      {withBoleto && (
        <Table.Td>
          {prepayment.boletoUrl ? (
            <Anchor href={prepayment.boletoUrl} target="_blank" rel="noopener" inherit>
              {t('prepayments.boletoLink')}
            </Anchor>
          ) : (
            <span className={classes.muted}>—</span>
          )}
        </Table.Td>
      )}
      {withFapiao && (
        <Table.Td>
          <FapiaoCell prepayment={prepayment} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The fapiao's status (a link to it once issued), or 'Create fapiao' when one may be requested. */
function FapiaoCell({ prepayment }: { prepayment: Prepayment }) {
  const { t } = useTranslation('prepay');
  const text = useMessageText();
  const lp = useLocalePath();
  const { fapiao } = prepayment;
  if (fapiao) {
    const status = text(`fapiao-status-${fapiao.status}`);
    return fapiao.completed && fapiao.url ? (
      <Anchor href={fapiao.url} target="_blank" rel="noopener" inherit>
        {status}
      </Anchor>
    ) : (
      <span>{status}</span>
    );
  }
  if (prepayment.fapiaoRequestable) {
    return (
      <Anchor component={Link} to={lp(billingRoutes.prepayFapiao(prepayment.retainerInvoiceNumber))} inherit>
        {t('prepayments.createFapiao')}
      </Anchor>
    );
  }
  return <span className={classes.muted}>—</span>;
}

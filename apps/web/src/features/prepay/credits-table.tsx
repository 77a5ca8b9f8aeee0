import '@mantine/core/styles/Table.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, Text } from '@mantine/core';
import { formatMoney, type CurrencyFormat } from '@marginalia/contracts/formatting/money';
import type { Credit } from '@marginalia/contracts/payments/prepay.contract';
import { creditsToShow, visibleRows } from './prepay-rows';
import { ShowMoreToggle } from './show-more-toggle';
import { PanelSection } from '../../components/layout/panel-section';
import classes from './prepay.module.css';

/** The credits table: credits with a balance above 0, 5 rows then expandable. */
export function CreditsTable({ credits, currency }: { credits: readonly Credit[]; currency: CurrencyFormat }) {
  const { t } = useTranslation('prepay');
  const [expanded, setExpanded] = useState(false);
  const shown = creditsToShow(credits);
  const { rows, expandable } = visibleRows(shown, expanded);
  const money = (amount: number) => formatMoney(amount, currency);

  return (
    <PanelSection className={classes.card} titleId="prepay-credits-title" title={t('credits.title')} lead={t('credits.lead')}>
      {shown.length === 0 ? (
        <Text className={classes.empty}>{t('credits.empty')}</Text>
      ) : (
        <>
          <div className={classes.tableScroll}>
            <Table id="prepay-credits-table" className={classes.table} verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('credits.reference')}</Table.Th>
                  <Table.Th>{t('credits.date')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('credits.total')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('credits.balance')}</Table.Th>
                  <Table.Th>{t('credits.expires')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((credit) => (
                  <Table.Tr key={credit.referenceNumber}>
                    <Table.Td className={classes.reference}>{credit.referenceNumber}</Table.Td>
                    <Table.Td>{credit.formattedDate}</Table.Td>
                    <Table.Td className={classes.numeric}>{money(credit.totalAmount)}</Table.Td>
                    <Table.Td className={`${classes.numeric} ${classes.strong}`}>{money(credit.balance)}</Table.Td>
                    <Table.Td>{credit.formattedExpirationDate ?? t('credits.noExpiry')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {expandable && (
            <div className={classes.tableFoot}>
              <ShowMoreToggle expanded={expanded} onToggle={() => setExpanded((value) => !value)} controls="prepay-credits-table" />
            </div>
          )}
        </>
      )}
    </PanelSection>
  );
}

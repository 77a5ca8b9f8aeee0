import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';

import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@mantine/core';
import { FAPIAO_SERVICE_TYPES } from '@marginalia/contracts/payments/fapiao.contract';
import type { StaffFapiaoRow, StaffFapiaoStatus } from '@marginalia/contracts/staff/staff-billing.contract';
import { useMessageText } from '../../../components/form-messages';
import { DeskTable, personCell, type DeskColumn } from '../desk/desk-table';
import { useBillingFormat } from './use-billing-format';
import desk from '../desk/desk.module.css';
import classes from './billing.module.css';

export type FapiaoDecision = 'issue' | 'reject' | 'cancel';

function Details({ fapiao }: { fapiao: StaffFapiaoRow }) {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const service = FAPIAO_SERVICE_TYPES.find((each) => each.id === fapiao.serviceTypeId);
  const line = (label: string, value: string | null) => (value ? <div>{t(label, { value })}</div> : null);
  return (
    <div className={classes.details}>
      <strong>{fapiao.organizationName}</strong>
      {line('fapiao.taxpayer', fapiao.taxpayerNumber)}
      {line('fapiao.service', service ? text(service.key) : null)}
      {line('fapiao.contact', [fapiao.contactEmail, fapiao.contactPhone].filter(Boolean).join(' · '))}
      {line('fapiao.address', fapiao.shippingAddress)}
      {line('fapiao.instructions', fapiao.specialInstructions)}
      {line('fapiao.numberIs', fapiao.number)}
      {line('fapiao.rejectedBecause', fapiao.status === 'rejected' ? fapiao.rejectionReason : null)}
    </div>
  );
}

export interface FapiaoTableProps {
  fapiaos: StaffFapiaoRow[];
  /** The status tab the rows are of, for the table's name. */
  status: StaffFapiaoStatus;
  onDecide: (kind: FapiaoDecision, fapiao: StaffFapiaoRow) => void;
}

/** Fapiao requests of one status: what was asked for which invoice, and the decisions left. */
export function FapiaoTable({ fapiaos, status, onDecide }: FapiaoTableProps) {
  const { t } = useTranslation('staff-billing');
  const text = useMessageText();
  const format = useBillingFormat();
  const columns: DeskColumn<StaffFapiaoRow>[] = [
    {
      header: t('columns.requested'),
      kind: 'nowrap',
      cell: (fapiao) => (
        <>
          {format.dateTime(fapiao.createdAt)}
          <div>
            <Badge size="sm" variant="light" color={fapiao.type === 'special' ? 'grape' : 'blue'}>
              {text(`fapiao-type-${fapiao.type}`)}
            </Badge>
          </div>
        </>
      ),
    },
    { header: t('columns.customer'), cell: (fapiao) => personCell(fapiao.customer) },
    {
      header: t('columns.invoice'),
      kind: 'nowrap',
      cell: ({ invoice }) => (
        <>
          <strong>{invoice.invoiceNumber}</strong>
          <div className={desk.sub}>{format.money(invoice.totalAmount, invoice.currency)}</div>
          {invoice.paidAt && <div className={desk.sub}>{t('fapiao.paidOn', { date: format.date(invoice.paidAt) })}</div>}
        </>
      ),
    },
    { header: t('fapiao.details'), cell: (fapiao) => <Details fapiao={fapiao} /> },
    {
      header: t('columns.actions'),
      kind: 'actions',
      cell: (fapiao) => (
        <>
          {fapiao.status === 'pending' && (
            <>
              <Button size="xs" onClick={() => onDecide('issue', fapiao)}>
                {t('fapiao.issue')}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => onDecide('reject', fapiao)}>
                {t('fapiao.reject')}
              </Button>
            </>
          )}
          {fapiao.status !== 'cancelled' && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onDecide('cancel', fapiao)}>
              {t('fapiao.cancel')}
            </Button>
          )}
        </>
      ),
    },
  ];
  return (
    <DeskTable
      rows={fapiaos}
      columns={columns}
      rowKey={(fapiao) => fapiao.identity}
      rowTestId="fapiao-row"
      label={t('fapiao.tableLabel', { status: text(`fapiao-status-${status}`) })}
      minWidth={940}
      empty={t('fapiao.none')}
    />
  );
}

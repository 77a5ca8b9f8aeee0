import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Group, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { billingRoutes, invoicePaths } from '@marginalia/contracts/payments/payments.paths';
import type { Prepayment } from '@marginalia/contracts/payments/prepay.contract';
import { useLocalePath } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { PrepayPayment } from './prepay-payment';
import { PanelSection } from '../../components/layout/panel-section';
import layout from '../../components/layout/layout.module.css';
import classes from './prepay.module.css';

/** /researcher/prepay/{retainerInvoiceNumber}: the payment of an existing prepayment's balance. */
export function ExistingPrepayment({
  prepayment,
  number,
  methods,
}: {
  prepayment: Prepayment | null;
  number: string;
  methods: readonly number[];
}) {
  const { t } = useTranslation('prepay');
  const text = useMessageText();
  const lp = useLocalePath();
  const newPrepayment = (
    <Button component={Link} to={lp(billingRoutes.prepay())} variant="default">
      {t('existing.newPrepayment')}
    </Button>
  );

  if (!prepayment) {
    return (
      <section className={`${layout.panel} ${classes.card}`} aria-labelledby="prepay-existing-title">
        <Title order={2} id="prepay-existing-title" className={layout.panelTitle}>
          {t('existing.title', { number })}
        </Title>
        <Alert color="red" variant="light" role="alert" my="md">
          {text('prepayment-not-found')}
        </Alert>
        {newPrepayment}
      </section>
    );
  }

  const money = (amount: number) => formatMoney(amount, prepayment.currency);
  return (
    <PanelSection className={classes.card} titleId="prepay-existing-title" title={t('existing.title', { number: prepayment.retainerInvoiceNumber })} lead={t('existing.lead', { date: prepayment.formattedDate })}>
      <dl className={classes.facts}>
        <div>
          <dt>{t('existing.total')}</dt>
          <dd>{money(prepayment.totalAmount)}</dd>
        </div>
        <div>
          <dt>{t('existing.due')}</dt>
          <dd className={classes.due} data-testid="prepayment-due">
            {money(prepayment.balance)}
          </dd>
        </div>
        <div>
          <dt>{t('existing.invoice')}</dt>
          <dd>
            <Anchor href={invoicePaths.retainerPdf(prepayment.retainerInvoiceNumber)} target="_blank" rel="noopener" inherit>
              {t('existing.pdf')}
            </Anchor>
          </dd>
        </div>
      </dl>

      {prepayment.balance <= 0 ? (
        <Alert color="teal" variant="light" role="status" mb="md">
          {text('invoice-already-paid', { invoiceNumber: prepayment.retainerInvoiceNumber })}
        </Alert>
      ) : prepayment.boletoUrl ? (
        // A boleto is being paid: another payment would be refused until it settles or expires.
        <Alert color="amber" variant="light" role="status" mb="md" data-testid="prepayment-boleto">
          {t('existing.boleto')}{' '}
          <Anchor href={prepayment.boletoUrl} target="_blank" rel="noopener" inherit>
            {t('prepayments.boletoLink')}
          </Anchor>
        </Alert>
      ) : (
        <>
          <Title order={3} className={classes.subTitle}>
            {t('form.paymentTitle')}
          </Title>
          <PrepayPayment
            amount={prepayment.balance}
            currency={prepayment.currency}
            methods={methods}
            receiptCode={prepayment.receiptCode}
          />
        </>
      )}
      <Group mt="lg">{newPrepayment}</Group>
    </PanelSection>
  );
}

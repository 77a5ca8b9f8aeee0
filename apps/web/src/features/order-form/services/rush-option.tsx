import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

import { useTranslation } from 'react-i18next';
import { Alert, Checkbox } from '@mantine/core';
import type { OrderForm, OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useOrderFormSave } from '../order-form-api';
import { setRush } from './services-api';
import { useDeadlineText, useFormMoney } from './use-order-format';
import { SERVICES_NS, useSaveErrorText } from './use-service-text';
import layout from '../../../components/layout/layout.module.css';
import classes from './services.module.css';

export interface RushOffer {
  /** Some chosen service has a rush option (rush is offered only then). */
  offered: boolean;
  /** A chosen service only has a rush option at this count: rush is on and cannot be turned off. */
  forced: boolean;
  priceDifference: number | null;
  deadline: string | null;
}

/** What the rush box offers for the chosen services; the form's own figures win when the server sent them. */
export function rushOfferFor(form: OrderForm, chosen: readonly OrderFormService[]): RushOffer {
  const withRush = chosen.filter((service) => service.rushData.rushOption !== null);
  const forced = chosen.some((service) => service.rushData.rushOnly);
  const sum = withRush.reduce((total, service) => total + (service.rushData.rushPriceDifference ?? 0), 0);
  const latestRushDeadline =
    withRush
      .map((service) => service.rushData.rushDeadline)
      .filter((value): value is string => value !== null)
      .sort()
      .at(-1) ?? null;
  return {
    offered: withRush.length > 0,
    forced,
    priceDifference: form.rushPriceDifference ?? (withRush.length > 0 ? sum : null),
    deadline: form.rushDeadline ?? latestRushDeadline,
  };
}

/** The rush checkbox: PUT rush {rushed}; the answer brings the new prices, deadlines and line items. */
export function RushOption({ offer, rushed }: { offer: RushOffer; rushed: boolean }) {
  const { t } = useTranslation(SERVICES_NS);
  const money = useFormMoney();
  const deadlineText = useDeadlineText();
  const errorText = useSaveErrorText();
  const save = useOrderFormSave(setRush, { navigate: false });
  if (!offer.offered) return null;
  const checked = offer.forced || rushed;
  const details = [
    offer.priceDifference !== null && offer.priceDifference > 0 ? t('rush.price', { price: money(offer.priceDifference) }) : null,
    offer.deadline ? t('rush.deadline', { date: deadlineText(offer.deadline) }) : null,
  ].filter((part): part is string => part !== null);
  const failure = save.error ? errorText(save.error) : null;
  return (
    <section className={`${layout.panel} ${classes.card}`} aria-label={t('rush.section')}>
      <Checkbox
        size="md"
        checked={checked}
        disabled={offer.forced || save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
        label={<span className={classes.rushPrice}>{t('rush.label')}</span>}
        description={offer.forced ? t('rush.forced') : details.join(' · ')}
        data-testid="rush-checkbox"
      />
      {failure && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {failure}
        </Alert>
      )}
    </section>
  );
}

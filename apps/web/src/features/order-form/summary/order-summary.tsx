import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderForm } from '../order-form-api';
import { CurrencyPicker } from './currency-picker';
import { DiscountSection } from './discount-section';
import { PromoCodeModal } from './promo-code-modal';
import { ReferralInvite } from './referral-invite';
import { allowsPromoCodes } from './summary-rules';
import { DueDateSection, ManuscriptSection, ServicesSection, TotalSection } from './summary-sections';
import { usePromoCodes } from './use-promo-codes';
import classes from './order-summary.module.css';

/**
 * The order summary sidebar: manuscript, services, discounts, due date, total and — for
 * visitors — the currency picker; the promo code modal and the referral invite block. It reads the loaded
 * form, so it follows every save of the step beside it.
 */
export function OrderSummary() {
  const { t } = useTranslation('order-summary');
  const form = useOrderForm();
  const promoCodes = usePromoCodes();
  const [promoOpen, setPromoOpen] = useState(false);
  const promoAllowed = allowsPromoCodes(form);

  return (
    // The layout wraps this in its labelled <aside>; a second landmark here would be announced twice.
    <div className={classes.summary} data-testid="order-summary">
      <div className={classes.card}>
        <h2 id="order-summary-title" className={classes.title}>
          {t('summary.title')}
        </h2>
        <ManuscriptSection form={form} />
        <ServicesSection form={form} />
        <DiscountSection form={form} promoCodes={promoCodes} onOpenPromoModal={promoAllowed ? () => setPromoOpen(true) : null} />
        <DueDateSection form={form} />
        <TotalSection form={form} />
        <CurrencyPicker form={form} />
      </div>
      <ReferralInvite form={form} />
      {promoAllowed && <PromoCodeModal form={form} opened={promoOpen} onClose={() => setPromoOpen(false)} promoCodes={promoCodes} />}
    </div>
  );
}

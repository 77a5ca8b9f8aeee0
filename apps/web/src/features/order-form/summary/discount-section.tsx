import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ActionIcon.css';

import { useTranslation } from 'react-i18next';
import { ActionIcon, Anchor, Badge, Loader, Text } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import type { OrderForm } from '@marginalia/contracts/order-form/order-form-view.contract';
import { discountBadgeColor, summaryDiscounts } from './summary-rules';
import { SummarySection } from './summary-sections';
import type { PromoCodes } from './use-promo-codes';
import classes from './order-summary.module.css';

interface DiscountSectionProps {
  form: OrderForm;
  promoCodes: PromoCodes;
  /** Null when the order takes no promo code (price-quote goal). */
  onOpenPromoModal: (() => void) | null;
}

/** DISCOUNT: the applied discounts with their badges; promotional codes can be removed. */
export function DiscountSection({ form, promoCodes, onOpenPromoModal }: DiscountSectionProps) {
  const { t } = useTranslation('order-summary');
  const entries = summaryDiscounts(form.discounts, promoCodes.pendingCode);
  if (entries.length === 0 && !onOpenPromoModal) return null;
  return (
    <SummarySection id="order-summary-discount" title={t('summary.discount')}>
      {entries.map((entry) => (
        <div className={classes.row} key={entry.key} data-testid="order-summary-discount">
          <div className={classes.rowMain}>
            <Badge color={discountBadgeColor(entry.type)} variant="light" size="sm" radius="sm">
              {t(`summary.discountType.${entry.type}`)}
            </Badge>
            <div className={classes.name}>{entry.code ?? entry.description}</div>
            {entry.code && entry.description && <div className={classes.meta}>{entry.description}</div>}
            {entry.busy && (
              <Text size="xs" c="gray.7" role="status">
                <Loader size={10} mr={6} aria-hidden />
                {t('summary.applyingCode')}
              </Text>
            )}
            {!entry.busy && !entry.applied && <div className={classes.meta}>{t('summary.notApplied')}</div>}
          </div>
          {entry.applied && <span className={classes.saving}>−{formatMoney(entry.appliedAmount, form.currency)}</span>}
          {entry.removable && entry.code && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('summary.removeCode', { code: entry.code })}
              loading={promoCodes.removingCode === entry.code}
              disabled={promoCodes.removingCode !== null || promoCodes.pendingCode !== null}
              onClick={() => void promoCodes.remove(entry.code ?? '')}
            >
              <span aria-hidden>×</span>
            </ActionIcon>
          )}
        </div>
      ))}
      {onOpenPromoModal && (
        <Anchor component="button" type="button" size="sm" fw={600} mt={entries.length > 0 ? 10 : 0} onClick={onOpenPromoModal}>
          {t('summary.applyPromoCode')}
        </Anchor>
      )}
    </SummarySection>
  );
}

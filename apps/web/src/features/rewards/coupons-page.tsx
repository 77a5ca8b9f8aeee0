import '@mantine/core/styles/Badge.css';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@mantine/core';
import type { Coupon } from '@marginalia/contracts/rewards/rewards.contract';
import { useDocumentTitle } from '../../components/use-document-title';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { UseCodeLink } from './code-cells';
import { CodeTable } from './code-table';
import { couponsQuery } from './rewards-api';
import cards from '../../components/layout/cards.module.css';

/**
 * /{lang}/researcher/coupons: 'Current Promotions', the listed codes running now and the user's own, as the
 * order form would take them: what each gives, on which services, until when, and whether already used.
 */
export function CouponsPage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('coupons.title'));
  const query = useQuery(couponsQuery());
  const description = (coupon: Coupon) => (coupon.personal && coupon.newCustomersOnly ? t('benefits.referralName', { amount: coupon.discount.displayableAmount }) : coupon.description);

  return (
    <Page size="lg">
      <PageHeader title={t('coupons.title')} lead={t('coupons.lead')} />
      <section className={cards.card} aria-label={t('coupons.title')} data-testid="current-promotions">
        <CodeTable
          rows={query.data?.coupons ?? []}
          query={query}
          empty={t('coupons.empty')}
          nameHeading={t('coupons.offer')}
          name={(coupon) => (
            <>
              {description(coupon)}
              {coupon.personal && (
                <>
                  {' '}
                  <Badge size="xs" variant="light" color="ink">
                    {t('coupons.personal')}
                  </Badge>
                </>
              )}
            </>
          )}
          status={(coupon) =>
            coupon.used ? (
              <Badge color="gray" variant="light">
                {t('benefits.used')}
              </Badge>
            ) : (
              <UseCodeLink code={coupon.code} />
            )
          }
        />
      </section>
    </Page>
  );
}

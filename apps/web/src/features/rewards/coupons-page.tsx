import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Table, Text } from '@mantine/core';
import type { Coupon } from '@marginalia/contracts/rewards/rewards.contract';
import { useSiteLanguage } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoadError } from '../../components/layout/load-error';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useServicesLabel, UseCodeLink } from './code-cells';
import { lastValidDay } from './rewards-format';
import { couponsQuery } from './rewards-api';
import classes from './rewards.module.css';

/**
 * /{lang}/researcher/coupons: 'Current Promotions', the listed codes running now and the user's own, as the
 * order form would take them: what each gives, on which services, until when, and whether already used.
 */
export function CouponsPage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('coupons.title'));
  const language = useSiteLanguage();
  const query = useQuery(couponsQuery());
  const coupons = query.data?.coupons ?? [];
  const servicesLabel = useServicesLabel();
  const description = (coupon: Coupon) => (coupon.personal && coupon.newCustomersOnly ? t('benefits.referralName', { amount: coupon.discount.displayableAmount }) : coupon.description);

  return (
    <Page size="lg">
      <PageHeader title={t('coupons.title')} lead={t('coupons.lead')} />
      <section className={classes.card} aria-label={t('coupons.title')} data-testid="current-promotions">
        {query.isError ? (
          <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : coupons.length === 0 ? (
          <Text className={classes.muted}>{query.isPending ? t('loading') : t('coupons.empty')}</Text>
        ) : (
          <div className={classes.tableScroll}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('benefits.code')}</Table.Th>
                  <Table.Th>{t('coupons.offer')}</Table.Th>
                  <Table.Th className={classes.numeric}>{t('benefits.discount')}</Table.Th>
                  <Table.Th>{t('benefits.services')}</Table.Th>
                  <Table.Th>{t('benefits.endDate')}</Table.Th>
                  <Table.Th>{t('benefits.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {coupons.map((coupon) => (
                  <Table.Tr key={coupon.code} data-code={coupon.code}>
                    <Table.Td className={classes.code}>{coupon.code}</Table.Td>
                    <Table.Td>
                      {description(coupon)}
                      {coupon.personal && (
                        <>
                          {' '}
                          <Badge size="xs" variant="light" color="ink">
                            {t('coupons.personal')}
                          </Badge>
                        </>
                      )}
                    </Table.Td>
                    <Table.Td className={classes.numeric}>{coupon.discount.displayableAmount}</Table.Td>
                    <Table.Td>{servicesLabel(coupon.serviceIdentities)}</Table.Td>
                    <Table.Td>{coupon.endDate ? lastValidDay(coupon.endDate, language) : t('benefits.noEnd')}</Table.Td>
                    <Table.Td>
                      {coupon.used ? (
                        <Badge color="gray" variant="light">
                          {t('benefits.used')}
                        </Badge>
                      ) : (
                        <UseCodeLink code={coupon.code} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </section>
    </Page>
  );
}

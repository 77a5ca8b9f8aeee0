import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Switch, Table, Text, Title } from '@mantine/core';
import type { PromoCodeBenefit } from '@marginalia/contracts/rewards/rewards.contract';
import { useSiteLanguage } from '../../lib/application-context';
import { LoadError } from '../../components/layout/load-error';
import { useServicesLabel, UseCodeLink } from './code-cells';
import { lastValidDay, visibleBenefits } from './rewards-format';
import { promoBenefitsQuery } from './rewards-api';
import classes from './rewards.module.css';

function Status({ benefit }: { benefit: PromoCodeBenefit }) {
  const { t } = useTranslation('rewards');
  if (benefit.used) return <Badge color="gray" variant="light">{t('benefits.used')}</Badge>;
  if (benefit.expired) return <Badge color="gray" variant="outline">{t('benefits.expired')}</Badge>;
  if (benefit.highlighted) return <Badge color="teal" variant="filled">{t('benefits.new')}</Badge>;
  return <Badge color="teal" variant="light">{t('benefits.available')}</Badge>;
}

/** The promotional codes the user earned (levels reached, staff, a referral); used and expired ones on request. */
export function PromoBenefits() {
  const { t } = useTranslation('rewards');
  const language = useSiteLanguage();
  const [showAll, setShowAll] = useState(false);
  const query = useQuery(promoBenefitsQuery());
  const rows = visibleBenefits(query.data?.promoCodeBenefits ?? [], showAll);
  const servicesLabel = useServicesLabel();
  const name = (benefit: PromoCodeBenefit) => (benefit.source === 'referral' ? t('benefits.referralName', { amount: benefit.discount.displayableAmount }) : benefit.name);

  return (
    <section className={classes.card} aria-labelledby="benefits-title" data-testid="promo-benefits">
      <div className={classes.tableHead}>
        <Title order={2} id="benefits-title" className={classes.cardTitle}>
          {t('benefits.title')}
        </Title>
        <Switch label={t('benefits.showUsed')} checked={showAll} onChange={(event) => setShowAll(event.currentTarget.checked)} />
      </div>
      {query.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <Text className={classes.muted}>{query.isPending ? t('loading') : t('benefits.empty')}</Text>
      ) : (
        <div className={classes.tableScroll}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('benefits.code')}</Table.Th>
                <Table.Th>{t('benefits.name')}</Table.Th>
                <Table.Th className={classes.numeric}>{t('benefits.discount')}</Table.Th>
                <Table.Th>{t('benefits.services')}</Table.Th>
                <Table.Th>{t('benefits.endDate')}</Table.Th>
                <Table.Th>{t('benefits.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((benefit) => (
                <Table.Tr key={benefit.code} data-code={benefit.code}>
                  <Table.Td className={classes.code}>{benefit.code}</Table.Td>
                  <Table.Td>
                    {name(benefit)}
                    {!benefit.used && !benefit.expired && (
                      <>
                        {' '}
                        <UseCodeLink code={benefit.code} />
                      </>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.numeric}>{benefit.discount.displayableAmount}</Table.Td>
                  <Table.Td>{servicesLabel(benefit.serviceIdentities)}</Table.Td>
                  <Table.Td>{benefit.endDate ? lastValidDay(benefit.endDate, language) : t('benefits.noEnd')}</Table.Td>
                  <Table.Td>
                    <Status benefit={benefit} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Switch, Title } from '@mantine/core';
import type { PromoCodeBenefit } from '@marginalia/contracts/rewards/rewards.contract';
import { UseCodeLink } from './code-cells';
import { CodeTable } from './code-table';
import { visibleBenefits } from './rewards-format';
import { promoBenefitsQuery } from './rewards-api';
import cards from '../../components/layout/cards.module.css';
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
  const [showAll, setShowAll] = useState(false);
  const query = useQuery(promoBenefitsQuery());
  const name = (benefit: PromoCodeBenefit) => (benefit.source === 'referral' ? t('benefits.referralName', { amount: benefit.discount.displayableAmount }) : benefit.name);

  return (
    <section className={cards.card} aria-labelledby="benefits-title" data-testid="promo-benefits">
      <div className={classes.tableHead}>
        <Title order={2} id="benefits-title" className={cards.cardTitle}>
          {t('benefits.title')}
        </Title>
        <Switch label={t('benefits.showUsed')} checked={showAll} onChange={(event) => setShowAll(event.currentTarget.checked)} />
      </div>
      <CodeTable
        rows={visibleBenefits(query.data?.promoCodeBenefits ?? [], showAll)}
        query={query}
        empty={t('benefits.empty')}
        nameHeading={t('benefits.name')}
        name={(benefit) => (
          <>
            {name(benefit)}
            {!benefit.used && !benefit.expired && (
              <>
                {' '}
                <UseCodeLink code={benefit.code} />
              </>
            )}
          </>
        )}
        status={(benefit) => <Status benefit={benefit} />}
      />
    </section>
  );
}

import '@mantine/core/styles/Progress.css';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Progress, Skeleton, Text, Title } from '@mantine/core';
import { loyaltyLevelName } from '@marginalia/contracts/reference/reference-names';
import { useSiteLanguage } from '../../lib/application-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import { EarnTeasers } from './earn-teasers';
import { PromoBenefits } from './promo-benefits';
import { RewardHistory } from './reward-history';
import { loyaltyLevelsQuery } from './rewards-api';
import cards from '../../components/layout/cards.module.css';
import classes from './rewards.module.css';

/** Level, points and the bar toward the next level (100 % at the top; loyalty-progress.ts). */
function LevelCard() {
  const { t, i18n } = useTranslation('rewards');
  const language = useSiteLanguage();
  const query = useQuery(loyaltyLevelsQuery());
  const data = query.data;
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <section className={cards.card} aria-labelledby="level-title" data-testid="loyalty-level">
      <Title order={2} id="level-title" className={cards.cardTitle}>
        {t('level.title')}
      </Title>
      {data ? (
        <>
          <p className={classes.level}>{data.userLevel ? loyaltyLevelName(language, data.userLevel) : '—'}</p>
          <Text className={cards.muted}>{t('level.points', { points: number(data.points) })}</Text>
          <Progress.Root size="lg" radius="xl" mt="md" mb="xs">
            <Progress.Section value={data.progress} aria-label={t('level.progressLabel')} aria-valuetext={`${data.progress}%`} />
          </Progress.Root>
          <Text size="sm" className={cards.muted}>
            {data.nextLevel
              ? t('level.toNext', { progress: data.progress, level: loyaltyLevelName(language, data.nextLevel), points: number(Math.max(0, data.nextLevel.minimumPointsNeeded - data.points)), orders: data.nextLevel.minimumOrdersNeeded })
              : t('level.top')}
          </Text>
        </>
      ) : (
        <Skeleton height={96} aria-label={t('loading')} />
      )}
    </section>
  );
}

/** How points are earned and what the levels are (the level table). */
function LevelsCard() {
  const { t, i18n } = useTranslation('rewards');
  const language = useSiteLanguage();
  const query = useQuery(loyaltyLevelsQuery());
  return (
    <section className={cards.card} aria-labelledby="levels-title">
      <Title order={2} id="levels-title" className={cards.cardTitle}>
        {t('levels.title')}
      </Title>
      <Text size="sm" className={cards.muted} mb="sm">
        {t('levels.lead')}
      </Text>
      <ul>
        {(query.data?.levels ?? []).map((level) => (
          <li key={level.identity}>
            <Text size="sm">
              {t('levels.row', { level: loyaltyLevelName(language, level), points: level.minimumPointsNeeded.toLocaleString(i18n.language), orders: level.minimumOrdersNeeded })}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /{lang}/researcher/rewards: the loyalty level and progress, the ways to earn, the promotional codes the
 * levels (and staff, and a referral) gave, and the points history.
 */
export function RewardsPage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('page.title'));
  const loyalty = useQuery(loyaltyLevelsQuery());
  return (
    <Page size="lg">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <div className={layout.sections}>
        <div className={cards.grid}>
          <LevelCard />
          <LevelsCard />
        </div>
        <EarnTeasers loyalty={loyalty.data} />
        <PromoBenefits />
        <RewardHistory />
      </div>
    </Page>
  );
}

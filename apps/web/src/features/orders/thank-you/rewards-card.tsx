import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader, Progress, Text } from '@mantine/core';
import { loyaltyLevelName } from '@marginalia/contracts/reference/reference-names';
import { useCurrentUser, useSiteLanguage } from '../../../lib/application-context';
import { loyaltyQuery, rewardPointsQuery } from './thank-you-api';
import { rewardsBarPercent } from './thank-you-rules';
import classes from '../orders.module.css';

/** The rewards card (users with hasRewards): total points, level and the bar; the order's own points once known. */
export function RewardsCard({ externalId }: { externalId: string }) {
  const { t, i18n } = useTranslation('orders');
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const enabled = user.hasRewards && user.identity !== null;
  const loyalty = useQuery(loyaltyQuery(enabled));
  const points = useQuery(rewardPointsQuery(user.identity ?? '', externalId, enabled));
  if (!enabled) return null;

  const number = new Intl.NumberFormat(i18n.language);
  const data = loyalty.data;
  const percent = data ? rewardsBarPercent(data.userLevel?.identity, data.progress) : 0;
  const earned = points.data?.rewardPoints ?? null;

  return (
    <section className={classes.card} aria-labelledby="thanks-rewards-title" data-testid="thank-you-rewards">
      <h2 id="thanks-rewards-title" className={classes.cardTitle}>
        {t('thanks.rewards.title')}
      </h2>
      {!data ? (
        <Loader size="sm" aria-label={t('page.loading')} />
      ) : (
        <>
          <Text size="xl" fw={700} data-testid="thank-you-reward-points">
            {t('thanks.rewards.points', { points: number.format(data.points) })}
          </Text>
          <Text size="sm" c="dimmed" mb="xs" data-testid="thank-you-reward-level">
            {t('thanks.rewards.level', { level: data.userLevel ? loyaltyLevelName(language, data.userLevel) : '—' })}
          </Text>
          <Progress value={percent} size="lg" radius="xl" aria-label={t('thanks.rewards.progressLabel', { percent })} data-testid="thank-you-reward-progress" />
          <Text size="sm" mt={6}>
            {data.nextLevel ? t('thanks.rewards.toNext', { percent, level: loyaltyLevelName(language, data.nextLevel) }) : t('thanks.rewards.top')}
          </Text>
          <Text size="sm" c="dimmed" mt="sm" data-testid="thank-you-order-points">
            {earned === null ? t('thanks.rewards.pending') : t('thanks.rewards.earned', { points: number.format(earned) })}
          </Text>
        </>
      )}
    </section>
  );
}

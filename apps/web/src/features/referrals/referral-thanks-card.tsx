import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Text, Title } from '@mantine/core';
import { REFERRAL_REWARDS_PAGE } from '@marginalia/contracts/referrals/referrals.paths';
import { useApplication, useCurrentUser, useLocalePath } from '../../lib/application-context';
import { referralAmount } from '../../components/catalogue-amount';
import cards from '../../components/layout/cards.module.css';

/**
 * The thank-you view's referral card: the same amounts as the dashboard's widget, in the user's currency.
 * Its strings load with it (the page does not wait for them).
 */
export function ReferralThanksCard() {
  const { t, ready } = useTranslation('rewards', { useSuspense: false });
  const { config } = useApplication();
  const user = useCurrentUser();
  const lp = useLocalePath();
  if (!ready || !user.referralCode) return null;
  const amount = referralAmount(config.referralAmount, user.currency);
  return (
    <section className={cards.card} aria-labelledby="thanks-referral-title" data-testid="thank-you-referral">
      <Title order={2} id="thanks-referral-title" className={cards.cardTitle}>
        {t('referral.thanks.title')}
      </Title>
      <Text size="sm" mb="xs">
        {t('referral.thanks.text', { amount })}
      </Text>
      <Anchor component={Link} to={lp(REFERRAL_REWARDS_PAGE)} size="sm" fw={600}>
        {t('referral.thanks.link')}
      </Anchor>
    </section>
  );
}

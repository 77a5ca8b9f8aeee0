import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Text, Title } from '@mantine/core';
import { earnTeasers, TESTIMONIAL_REWARD_POINTS, type EarnTeaser } from '@marginalia/contracts/rewards/earn-teasers';
import type { LoyaltyLevelsResponse } from '@marginalia/contracts/rewards/loyalty.contract';
import { loyaltyLevelName } from '@marginalia/contracts/reference/reference-names';
import { REFERRAL_REWARDS_PAGE } from '@marginalia/contracts/referrals/referrals.paths';
import { TESTIMONIAL_SUBMIT_PAGE } from '@marginalia/contracts/testimonials/testimonials.paths';
import { useApplication, useCurrentUser, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { referralAmount } from '../../components/catalogue-amount';
import cards from '../../components/layout/cards.module.css';
import classes from './rewards.module.css';

const TEASER_LINK: Record<EarnTeaser, string> = { refer: REFERRAL_REWARDS_PAGE, testimonial: TESTIMONIAL_SUBMIT_PAGE, 'next-level': '/researcher/submit/get-started' };

/** The three ways to earn: refer a colleague, write a testimonial (until one is submitted), reach the next level. */
export function EarnTeasers({ loyalty }: { loyalty: LoyaltyLevelsResponse | undefined }) {
  const { t, i18n } = useTranslation('rewards');
  const user = useCurrentUser();
  const { config } = useApplication();
  const lp = useLocalePath();
  const language = useSiteLanguage();
  const next = loyalty?.nextLevel ?? null;
  const teasers = earnTeasers({ submittedTestimonial: user.submittedTestimonial, nextLevel: next?.identity ?? null, canRefer: user.referralCode !== null });
  if (teasers.length === 0) return null;
  const amount = referralAmount(config.referralAmount, user.currency);
  const pointsToNext = next && loyalty ? Math.max(0, next.minimumPointsNeeded - loyalty.points) : 0;
  const text: Record<EarnTeaser, string> = {
    refer: t('teasers.refer.text', { amount }),
    testimonial: t('teasers.testimonial.text', { points: TESTIMONIAL_REWARD_POINTS }),
    'next-level': next ? t('teasers.nextLevel.text', { points: pointsToNext.toLocaleString(i18n.language), level: loyaltyLevelName(language, next) }) : '',
  };
  const key = (teaser: EarnTeaser) => (teaser === 'next-level' ? 'nextLevel' : teaser);
  return (
    <section aria-labelledby="earn-teasers-title">
      <Title order={2} id="earn-teasers-title" className={cards.cardTitle}>
        {t('teasers.title')}
      </Title>
      <div className={classes.teasers}>
        {teasers.map((teaser) => (
          <article key={teaser} className={classes.teaser} data-testid={`teaser-${teaser}`}>
            <Text className={classes.teaserTitle}>{t(`teasers.${key(teaser)}.title`)}</Text>
            <Text size="sm" className={cards.muted}>
              {text[teaser]}
            </Text>
            <Anchor component={Link} to={lp(TEASER_LINK[teaser])} className={classes.teaserLink} size="sm">
              {t(`teasers.${key(teaser)}.link`)}
            </Anchor>
          </article>
        ))}
      </div>
    </section>
  );
}

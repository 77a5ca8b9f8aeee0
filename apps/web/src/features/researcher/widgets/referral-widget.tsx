import '@mantine/core/styles/Input.css';

import { useTranslation } from 'react-i18next';
import { Anchor, Button, CopyButton, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { referralShareUrl } from '@marginalia/contracts/referrals/referral-link';
import { REFERRAL_REWARDS_PAGE } from '@marginalia/contracts/referrals/referrals.paths';
import { useApplication, useCurrentUser, useLocalePath, useSiteLanguage } from '../../../lib/application-context';
import { SparkIcon } from '../../../components/icons';
import { referralAmount } from '../../../components/catalogue-amount';
import classes from './widgets.module.css';

/** The referral widget: the user's code, a link to share that carries it, and what a referral earns. */
export function ReferralWidget() {
  const { t } = useTranslation('researcher');
  const { config } = useApplication();
  const user = useCurrentUser();
  const lp = useLocalePath();
  const language = useSiteLanguage();
  if (!user.referralCode) return null;
  const amount = referralAmount(config.referralAmount, user.currency);
  const link = referralShareUrl(window.location.origin, language, user.referralCode);

  return (
    <section className={classes.widget} aria-labelledby="referral-widget-title" data-testid="referral-widget">
      <div className={classes.head}>
        <span className={classes.icon}>
          <SparkIcon size={18} />
        </span>
        <Title order={2} id="referral-widget-title" className={classes.title}>
          {t('widgets.referral.title')}
        </Title>
      </div>
      <Text className={classes.text}>{t('widgets.referral.text', { amount })}</Text>
      <Text className={classes.text} mt={8}>
        {t('widgets.referral.code')} <span className={classes.code}>{user.referralCode}</span>
      </Text>
      <div className={classes.row}>
        <TextInput label={t('widgets.referral.link')} value={link} readOnly size="xs" onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy}>
              {copied ? t('widgets.referral.copied') : t('widgets.referral.copy')}
            </Button>
          )}
        </CopyButton>
      </div>
      <Anchor component={Link} to={lp(REFERRAL_REWARDS_PAGE)} className={classes.link}>
        {t('widgets.referral.more')}
      </Anchor>
    </section>
  );
}

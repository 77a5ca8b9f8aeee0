import '@mantine/core/styles/Input.css';

import { useTranslation } from 'react-i18next';
import { Button, CopyButton, Text, TextInput, Title } from '@mantine/core';
import { formatMoney, toMinorUnits } from '@marginalia/contracts/formatting/money';
import { useApplication, useCurrentUser, useLocalePath } from '../../../lib/application-context';
import { SparkIcon } from '../../../components/icons';
import classes from './widgets.module.css';

/** referralAmount defaults to 40, in US dollars. */
const DEFAULT_REFERRAL_AMOUNT = 40;
const USD = { sign: '$', numDecimals: 2, isoCode: 'USD' };

/** The referral widget: the user's code, a link to share that carries it, and what a referral earns. */
export function ReferralWidget() {
  const { t } = useTranslation('researcher');
  const { config } = useApplication();
  const user = useCurrentUser();
  const lp = useLocalePath();
  if (!user.referralCode) return null;
  const amount = formatMoney(toMinorUnits(config.referralAmount || DEFAULT_REFERRAL_AMOUNT, USD.numDecimals), USD);
  const link = `${window.location.origin}${lp('/register')}?referral=${encodeURIComponent(user.referralCode)}`;

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
    </section>
  );
}

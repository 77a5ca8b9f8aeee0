import '@mantine/core/styles/Input.css';

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Button, CopyButton, Group, Text, TextInput, Title } from '@mantine/core';
import { referralShareUrl } from '@marginalia/contracts/referrals/referral-link';
import { REFERRAL_QR_CODE_PATH, referralFlyerImagePage, referralFlyerPage } from '@marginalia/contracts/referrals/referrals.paths';
import { useApplication, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import cards from '../../components/layout/cards.module.css';
import classes from './referrals.module.css';

/** The user's share link, its QR code (PNG and SVG to download) and, when offered, the flyer. */
export function ShareCard({ code }: { code: string }) {
  const { t } = useTranslation('rewards');
  const { config } = useApplication();
  const language = useSiteLanguage();
  const lp = useLocalePath();
  const link = referralShareUrl(window.location.origin, language, code);
  return (
    <section className={cards.card} aria-labelledby="share-title" data-testid="referral-share">
      <Title order={2} id="share-title" className={cards.cardTitle}>
        {t('referral.share.title')}
      </Title>
      <div className={classes.linkRow}>
        <TextInput label={t('referral.share.link')} value={link} readOnly onFocus={(event) => event.currentTarget.select()} data-testid="referral-share-link" />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('referral.share.copied') : t('referral.share.copy')}
            </Button>
          )}
        </CopyButton>
      </div>
      <Text size="sm" className={cards.muted} mt="xs">
        {t('referral.share.code', { code })}
      </Text>
      <Title order={3} size="h5" mt="lg">
        {t('referral.qr.title')}
      </Title>
      <img className={classes.qr} src={`${REFERRAL_QR_CODE_PATH}?format=svg`} alt={t('referral.qr.alt')} width={200} height={200} data-testid="referral-qr" />
      <Group gap="sm">
        <Anchor href={`${REFERRAL_QR_CODE_PATH}?format=png`} download={`referral-${code}.png`} size="sm" fw={600}>
          {t('referral.qr.png')}
        </Anchor>
        <Anchor href={`${REFERRAL_QR_CODE_PATH}?format=svg`} download={`referral-${code}.svg`} size="sm" fw={600}>
          {t('referral.qr.svg')}
        </Anchor>
      </Group>
      {config.displayReferralRewardsFlyer && (
        <>
          <Title order={3} size="h5" mt="lg">
            {t('referral.flyer.title')}
          </Title>
          <Text size="sm" className={cards.muted} mb="xs">
            {t('referral.flyer.lead')}
          </Text>
          <Group gap="sm">
            <Anchor component={Link} to={lp(referralFlyerPage(code))} size="sm" fw={600} data-testid="flyer-link">
              {t('referral.flyer.print')}
            </Anchor>
            <Anchor component={Link} to={lp(referralFlyerImagePage(code))} size="sm" fw={600} data-testid="flyer-image-link">
              {t('referral.flyer.image')}
            </Anchor>
          </Group>
        </>
      )}
    </section>
  );
}

import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button } from '@mantine/core';
import { referralFlyerImagePath, REFERRAL_REWARDS_PAGE } from '@marginalia/contracts/referrals/referrals.paths';
import { useApplication, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import classes from './referrals.module.css';

function useFlyerUrl(format: 'svg' | 'png'): string {
  const { code = '' } = useParams();
  const language = useSiteLanguage();
  return `${referralFlyerImagePath(code)}?language=${language}&format=${format}`;
}

function FlyerUnavailable() {
  const { t } = useTranslation('rewards');
  const lp = useLocalePath();
  return (
    <Alert color="orange" variant="light">
      {t('referral.flyer.unavailable')}{' '}
      <Anchor component={Link} to={lp(REFERRAL_REWARDS_PAGE)}>
        {t('referral.flyer.back')}
      </Anchor>
    </Alert>
  );
}

/**
 * /{lang}/referral/flyer/{code}: the flyer in the page's language, printable (vector, one A4 page; the
 * site's header and footer are not printed).
 */
export function FlyerPage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('referral.flyer.title'));
  const { config } = useApplication();
  const lp = useLocalePath();
  const { code = '' } = useParams();
  const svg = useFlyerUrl('svg');
  return (
    <Page size="md">
      <div className={classes.noPrint}>
        <PageHeader title={t('referral.flyer.title')} lead={t('referral.flyer.printLead')} />
      </div>
      {!config.displayReferralRewardsFlyer ? (
        <FlyerUnavailable />
      ) : (
        <>
          <div className={classes.flyerActions}>
            <Button onClick={() => window.print()}>{t('referral.flyer.printButton')}</Button>
            <Button component={Link} to={lp(`/referral/flyer/img/${encodeURIComponent(code)}`)} variant="light">
              {t('referral.flyer.image')}
            </Button>
          </div>
          <div className={classes.flyerFrame}>
            <img className={classes.flyerImage} src={svg} alt={t('referral.flyer.alt')} width={1080} height={1527} data-testid="flyer-svg" />
          </div>
        </>
      )}
    </Page>
  );
}

/** /{lang}/referral/flyer/img/{code}: the flyer as a PNG to save and send in messaging apps. */
export function FlyerImagePage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('referral.flyer.imageTitle'));
  const { config } = useApplication();
  const { code = '' } = useParams();
  const png = useFlyerUrl('png');
  return (
    <Page size="md">
      <PageHeader title={t('referral.flyer.imageTitle')} lead={t('referral.flyer.imageLead')} />
      {!config.displayReferralRewardsFlyer ? (
        <FlyerUnavailable />
      ) : (
        <>
          <div className={classes.flyerActions}>
            <Button component="a" href={png} download={`referral-flyer-${code}.png`}>
              {t('referral.flyer.download')}
            </Button>
          </div>
          <div className={classes.flyerFrame}>
            <img className={classes.flyerImage} src={png} alt={t('referral.flyer.alt')} width={1080} height={1527} data-testid="flyer-png" />
          </div>
        </>
      )}
    </Page>
  );
}

import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { isReferralChannel, REFERRAL_CHANNEL_PARAM } from '@marginalia/contracts/referrals/referral-link';
import { useApplication, useCurrentUser, useLocalePath } from '../../lib/application-context';
import { referralAmount } from '../../components/catalogue-amount';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { invitationQuery } from './referrals-api';
import { recordReferralVisit } from './referral-visit';
import cards from '../../components/layout/cards.module.css';

/**
 * /{lang}/referral/{code}: where a share link, the QR code, the flyer and invitation e-mails lead. The visit
 * is recorded for this browser, so the account it registers (now or within 30 days) is the referrer's
 * referral and gets the first-order discount.
 */
export function ReferralLandingPage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('referral.landing.title'));
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const via = search.get(REFERRAL_CHANNEL_PARAM);
  const user = useCurrentUser();
  const { config, companyShortName } = useApplication();
  const lp = useLocalePath();
  const invitation = useQuery(invitationQuery(code));
  const amount = referralAmount(config.referralAmount, user.currency);

  useEffect(() => {
    if (user.loggedIn || !invitation.data) return;
    recordReferralVisit({ referralCode: code, channel: isReferralChannel(via) ? via : 'link' }).catch(() => undefined);
  }, [code, via, user.loggedIn, invitation.data]);

  return (
    <Page size="md">
      {invitation.isPending ? (
        <Loader aria-label={t('referral.loading')} />
      ) : invitation.isError ? (
        <>
          <PageHeader title={t('referral.landing.invalidTitle')} />
          <Alert color="orange" variant="light" data-testid="referral-invalid">
            {t('referral.landing.invalid')}
          </Alert>
          <Button component={Link} to={lp('/')} mt="md" variant="light">
            {t('referral.landing.home')}
          </Button>
        </>
      ) : (
        <>
          <PageHeader title={t('referral.landing.heading', { name: invitation.data.firstName, company: companyShortName })} lead={t('referral.landing.lead', { amount })} />
          <section className={cards.card} data-testid="referral-landing">
            {user.loggedIn ? (
              <Text>{t('referral.landing.signedIn')}</Text>
            ) : (
              <>
                <Text mb="md">{t('referral.landing.text', { amount })}</Text>
                <Group>
                  <Button component={Link} to={lp('/register')} data-testid="referral-register">
                    {t('referral.landing.register')}
                  </Button>
                  <Button component={Link} to={lp('/researcher/submit/get-started')} variant="light">
                    {t('referral.landing.order')}
                  </Button>
                </Group>
                <Text size="sm" className={cards.muted} mt="md">
                  {t('referral.landing.terms')}
                </Text>
              </>
            )}
          </section>
        </>
      )}
    </Page>
  );
}

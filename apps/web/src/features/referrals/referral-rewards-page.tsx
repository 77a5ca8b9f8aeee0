import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';

import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import type { ReferralLoadResponse } from '@marginalia/contracts/referrals/referrals.contract';
import { useApplication, useCurrentUser, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { loginRedirectPath } from '../../lib/route-guards';
import { referralAmount } from '../../components/catalogue-amount';
import { classNames } from '../../components/class-names';
import { LoadError } from '../../components/layout/load-error';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { InviteForm } from './invite-form';
import { referralLoadQuery, totalCreditsQuery } from './referrals-api';
import { ShareCard } from './share-card';
import cards from '../../components/layout/cards.module.css';
import layout from '../../components/layout/layout.module.css';
import classes from './referrals.module.css';

const STATUS_COLOR = { registered: 'gray', rewarded: 'teal', reversed: 'orange' } as const;

/** How the programme works, in three steps (what visitors see, and the top of the page for everybody). */
function HowItWorks() {
  const { t } = useTranslation('rewards');
  const { config } = useApplication();
  const user = useCurrentUser();
  const amount = referralAmount(config.referralAmount, user.currency);
  return (
    <ol className={classes.steps} aria-label={t('referral.how.title')}>
      {(['share', 'discount', 'credit'] as const).map((step, index) => (
        <li key={step} className={classes.step}>
          <Text className={classes.stepNumber}>{index + 1}</Text>
          <Text fw={700}>{t(`referral.how.${step}.title`)}</Text>
          <Text size="sm" className={cards.muted}>
            {t(`referral.how.${step}.text`, { amount })}
          </Text>
        </li>
      ))}
    </ol>
  );
}

function Counts({ data }: { data: ReferralLoadResponse }) {
  const { t, i18n } = useTranslation('rewards');
  const credits = useQuery(totalCreditsQuery());
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <section className={cards.card} aria-labelledby="counts-title">
      <Title order={2} id="counts-title" className={cards.cardTitle}>
        {t('referral.counts.title')}
      </Title>
      <div className={classes.counts}>
        <div>
          <p className={classes.count} data-testid="referrals-sent">
            {number(data.numberOfReferralsSent)}
          </p>
          <Text size="sm" className={cards.muted}>
            {t('referral.counts.sent')}
          </Text>
        </div>
        <div>
          <p className={classes.count} data-testid="referrals-signups">
            {number(data.numberOfSignUps)}
          </p>
          <Text size="sm" className={cards.muted}>
            {t('referral.counts.signUps')}
          </Text>
        </div>
        <div>
          <p className={classes.count} data-testid="referrals-credits">
            {credits.data ? formatMoney(credits.data.totalEarnedCredits, credits.data.currency) : '…'}
          </p>
          <Text size="sm" className={cards.muted}>
            {t('referral.counts.credits')}
          </Text>
        </div>
      </div>
    </section>
  );
}

function History({ data }: { data: ReferralLoadResponse }) {
  const { t } = useTranslation('rewards');
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const date = (iso: string) => formatDate(new Date(iso), user.timeZone, language);
  return (
    <section className={cards.card} aria-labelledby="history-title" data-testid="referral-history">
      <Title order={2} id="history-title" className={cards.cardTitle}>
        {t('referral.history.title')}
      </Title>
      {data.referredBy && (
        <Alert color="teal" variant="light" mb="md" data-testid="referred-by">
          {t(data.referredBy.welcomeCodeUsed ? 'referral.history.referredByUsed' : 'referral.history.referredBy', {
            name: data.referredBy.name,
            amount: formatMoney(data.referredBy.discount, data.currency),
            code: data.referredBy.welcomeCode ?? '',
          })}
        </Alert>
      )}
      {data.referrals.length === 0 ? (
        <Text className={cards.muted}>{t('referral.history.empty')}</Text>
      ) : (
        <div className={cards.tableScroll}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('referral.history.name')}</Table.Th>
                <Table.Th>{t('referral.history.date')}</Table.Th>
                <Table.Th>{t('referral.history.status')}</Table.Th>
                <Table.Th>{t('referral.history.credit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.referrals.map((referral, index) => (
                <Table.Tr key={`${referral.date}-${index}`}>
                  <Table.Td>{referral.name}</Table.Td>
                  <Table.Td>{date(referral.date)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[referral.status]} variant="light">
                      {t(`referral.history.statuses.${referral.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{referral.credit === null ? '—' : formatMoney(referral.credit, data.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

function SignedIn() {
  const { t } = useTranslation('rewards');
  const query = useQuery(referralLoadQuery());
  if (query.isPending) return <Loader aria-label={t('referral.loading')} />;
  if (query.isError) return <LoadError message={t('referral.loadError')} retryLabel={t('referral.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;
  return (
    <div className={layout.sections}>
      <div className={classNames(cards.grid, classes.columns)}>
        <ShareCard code={data.referralCode} />
        <div className={layout.sections}>
          <Counts data={data} />
          <InviteForm />
        </div>
      </div>
      <History data={data} />
    </div>
  );
}

/**
 * /{lang}/referral-rewards: what the programme is (visitors are asked to sign in), then the user's share
 * link, QR code, flyer, invitations, counts and referrals both ways.
 */
export function ReferralRewardsPage() {
  const { t } = useTranslation('rewards');
  useDocumentTitle(t('referral.page.title'));
  const user = useCurrentUser();
  const lp = useLocalePath();
  const location = useLocation();
  const { config } = useApplication();
  const amount = referralAmount(config.referralAmount, user.currency);
  return (
    <Page size="lg">
      <PageHeader title={t('referral.page.title')} lead={t('referral.page.lead', { amount })} />
      <HowItWorks />
      {user.loggedIn ? (
        <SignedIn />
      ) : (
        <section className={cards.card} aria-labelledby="visitor-title" data-testid="referral-visitor">
          <Title order={2} id="visitor-title" className={cards.cardTitle}>
            {t('referral.visitor.title')}
          </Title>
          <Text className={cards.muted} mb="md">
            {t('referral.visitor.text')}
          </Text>
          <Group>
            <Button component={Link} to={loginRedirectPath(lp('/login'), location.pathname)}>
              {t('referral.visitor.signIn')}
            </Button>
            <Button component={Link} to={lp('/register')} variant="light">
              {t('referral.visitor.register')}
            </Button>
          </Group>
        </section>
      )}
    </Page>
  );
}

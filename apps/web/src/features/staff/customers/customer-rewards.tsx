import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';

import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { StaffReferral } from '@marginalia/contracts/referrals/referrals.contract';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { useLocalePath } from '../../../lib/application-context';
import { customerReferralsQuery } from './customer-rewards-api';
import { Section } from './customer-records';
import { PersonalCodeDialog } from './personal-code-dialog';
import { useStaffFormat } from './use-staff-format';
import desk from '../desk/desk.module.css';

const STATUS_COLOR = { registered: 'gray', rewarded: 'teal', reversed: 'orange' } as const;

function Person({ person }: { person: StaffReferral['referrer'] }) {
  const lp = useLocalePath();
  return (
    <Anchor component={Link} to={lp(`${staffRoutes.customers}/${person.identity}`)} size="sm" underline="always">
      {person.name}
    </Anchor>
  );
}

function Credit({ referral }: { referral: StaffReferral }) {
  const { t } = useTranslation('staff-customers');
  const format = useStaffFormat();
  if (referral.status === 'registered') return <Text size="sm" c="dimmed">{t('referrals.pending', { amount: format.money(referral.creditUsdCents ?? 0, 'USD') })}</Text>;
  return (
    <>
      {format.money(referral.creditUsdCents ?? 0, 'USD')}
      {referral.creditReference && <div className={desk.sub}>{referral.creditReference}</div>}
      {referral.status === 'reversed' && <div className={desk.sub}>{t('referrals.takenBack', { amount: format.money(referral.reversedUsdCents ?? 0, 'USD') })}</div>}
    </>
  );
}

/**
 * The customer's referrals both ways (who referred them; whom they referred, with each credit granted or
 * taken back) and a personal promotional code for them.
 */
export function CustomerRewards({ identity }: { identity: string }) {
  const { t } = useTranslation('staff-customers');
  const format = useStaffFormat();
  const query = useQuery(customerReferralsQuery(identity));
  const data = query.data;
  return (
    <Section
      id="customer-referrals"
      title={t('referrals.title', { total: format.money(data?.totalEarnedUsdCents ?? 0, 'USD') })}
      empty={data && !data.referredBy && data.referrals.length === 0 ? t('referrals.none') : null}
      action={<PersonalCodeDialog identity={identity} />}
    >
      {data?.referredBy && (
        <Text size="sm" mb="xs" data-testid="customer-referred-by">
          {t('referrals.referredBy')} <Person person={data.referredBy.referrer} /> · {format.date(data.referredBy.createdAt)} ·{' '}
          <Badge size="sm" variant="light" color={STATUS_COLOR[data.referredBy.status]}>
            {t(`referrals.status.${data.referredBy.status}`)}
          </Badge>
        </Text>
      )}
      {data && data.referrals.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped aria-labelledby="customer-referrals" data-testid="customer-referrals-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('referrals.referred')}</Table.Th>
                <Table.Th>{t('referrals.channel')}</Table.Th>
                <Table.Th>{t('referrals.date')}</Table.Th>
                <Table.Th>{t('referrals.statusColumn')}</Table.Th>
                <Table.Th>{t('referrals.order')}</Table.Th>
                <Table.Th className={desk.number}>{t('referrals.credit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.referrals.map((referral) => (
                <Table.Tr key={referral.referred.identity}>
                  <Table.Td>
                    <Person person={referral.referred} />
                    <div className={desk.sub}>{referral.referred.email}</div>
                  </Table.Td>
                  <Table.Td>{t(`referrals.channels.${referral.channel}`)}</Table.Td>
                  <Table.Td className={desk.nowrap}>{format.date(referral.createdAt)}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={STATUS_COLOR[referral.status]}>
                      {t(`referrals.status.${referral.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td className={desk.nowrap}>{referral.rewardOrderExternalId ?? '—'}</Table.Td>
                  <Table.Td className={desk.number}>
                    <Credit referral={referral} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

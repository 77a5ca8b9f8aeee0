import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, Table, Text, Title } from '@mantine/core';
import type { StaffOrderWorkbench } from '@marginalia/contracts/staff/staff-orders.contract';
import { staffOrderPaths, staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { manuscriptLanguageName } from '@marginalia/contracts/reference/reference-names';
import { useLocalePath, useSiteLanguage } from '../../../lib/application-context';
import { EmailAddress } from '../../../components/email-address';
import { useNow } from './order-badges';
import { useStaffFormat } from './use-staff-format';
import classes from './staff-orders.module.css';

interface CardProps {
  workbench: StaffOrderWorkbench;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The order, its customer, its services and the answers to the service questions. */
export function OrderFactsCard({ workbench }: CardProps) {
  const { t } = useTranslation('staff-orders');
  const lp = useLocalePath();
  const language = useSiteLanguage();
  const format = useStaffFormat();
  const now = useNow();
  const { order, customer, services } = workbench;
  const open = order.status !== 'completed' && order.status !== 'cancelled';
  const left = format.left(order.deadline, now);
  const yes = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  return (
    <section className={classes.card} aria-labelledby="order-facts">
      <Title order={2} id="order-facts" className={classes.cardTitle}>
        {t('facts.heading')}
      </Title>
      <dl className={classes.facts}>
        <Fact label={t('facts.customer')}>
          <Anchor component={Link} to={lp(staffRoutes.customer(customer.identity))} data-testid="customer-link">
            {customer.name}
          </Anchor>{' '}
          <Text className={classes.muted} component="div">
            <EmailAddress email={customer.email} />
          </Text>
          <Text className={classes.muted}>{[customer.country, customer.localization.toUpperCase(), customer.siteLanguage, customer.timeZone].filter(Boolean).join(' · ')}</Text>
        </Fact>
        <Fact label={t('facts.created')}>{format.dateTime(order.createdAt)}</Fact>
        <Fact label={t('facts.deadline')}>
          {format.dateTime(order.deadline)}
          {open && (
            <Text span className={left.overdue ? `${classes.muted} ${classes.overdue}` : classes.muted}>
              {' '}
              ({left.text})
            </Text>
          )}
        </Fact>
        {order.completedAt && <Fact label={t('facts.completed')}>{format.dateTime(order.completedAt)}</Fact>}
        {order.cancelledAt && <Fact label={t('facts.cancelled')}>{format.dateTime(order.cancelledAt)}</Fact>}
        <Fact label={t('facts.words')}>{format.number(order.wordCount)}</Fact>
        <Fact label={t('facts.language')}>{manuscriptLanguageName(language, { id: order.manuscriptLanguageId, name: order.manuscriptLanguage })}</Fact>
        <Fact label={t('facts.goal')}>{t(`goal.${order.customerGoal}`, { defaultValue: order.customerGoal })}</Fact>
        <Fact label={t('facts.english')}>{t(`english.${order.styleOfEnglish}`)}</Fact>
        {order.journalName && <Fact label={t('facts.journal')}>{order.journalName}</Fact>}
        {order.projectTitle && <Fact label={t('facts.projectTitle')}>{order.projectTitle}</Fact>}
        {order.projectAuthors && <Fact label={t('facts.projectAuthors')}>{order.projectAuthors}</Fact>}
        <Fact label={t('facts.rush')}>{yes(order.rush)}</Fact>
        {order.adminCreated && <Fact label={t('facts.adminCreated')}>{t('common.yes')}</Fact>}
        <Fact label={t('facts.total')}>{format.money(order.totalAmount, order.currency)}</Fact>
        <Fact label={t('facts.paid')}>{order.paidAt ? t('facts.paidAt', { date: format.dateTime(order.paidAt) }) : t('payment.unpaid')}</Fact>
        <Fact label={t('facts.downloads')}>{order.downloadAvailable ? t('facts.downloadsOpen') : t('facts.downloadsClosed')}</Fact>
        <Fact label={t('facts.rewardPoints')}>{format.number(order.rewardPoints)}</Fact>
      </dl>

      <Title order={3} size="h5" mt="lg" mb="xs">
        {t('facts.services')}
      </Title>
      <Table verticalSpacing={4} className={classes.table} aria-label={t('facts.services')}>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service.identity}>
              <Table.Td>{service.name}</Table.Td>
              <Table.Td className={classes.muted}>{t(`serviceType.${service.type}`, { defaultValue: service.type })}</Table.Td>
              <Table.Td className={classes.number}>{service.quantity > 1 ? `× ${service.quantity}` : ''}</Table.Td>
              <Table.Td className={classes.number}>{format.money(service.totalPrice, order.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {order.answers.length > 0 && (
        <>
          <Title order={3} size="h5" mt="lg" mb="xs">
            {t('facts.answers')}
          </Title>
          <dl className={classes.facts}>
            {order.answers.map((answer, index) => (
              <Fact key={`${index}-${answer.label}`} label={answer.label}>
                {answer.value}
              </Fact>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

/** The files the customer uploaded with the order form, for the editor to download. */
export function CustomerFilesCard({ workbench }: CardProps) {
  const { t } = useTranslation('staff-orders');
  const format = useStaffFormat();
  return (
    <section className={classes.card} aria-labelledby="customer-files">
      <Title order={2} id="customer-files" className={classes.cardTitle}>
        {t('files.heading')}
      </Title>
      {workbench.files.length === 0 ? (
        <Text className={classes.muted}>{t('files.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4} className={classes.table} aria-label={t('files.heading')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.name')}</Table.Th>
                <Table.Th>{t('files.kind')}</Table.Th>
                <Table.Th className={classes.number}>{t('files.words')}</Table.Th>
                <Table.Th className={classes.number}>{t('files.size')}</Table.Th>
                <Table.Th>{t('files.uploaded')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workbench.files.map((file) => (
                <Table.Tr key={file.id}>
                  <Table.Td>
                    <Anchor href={staffOrderPaths.customerFile(file.id)} download={file.name}>
                      {file.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`fileKind.${file.kind}`, { defaultValue: file.kind })}</Table.Td>
                  <Table.Td className={classes.number}>{file.wordCount === null ? '–' : format.number(file.wordCount)}</Table.Td>
                  <Table.Td className={classes.number}>{format.fileSize(file.size)}</Table.Td>
                  <Table.Td className={classes.nowrap}>{format.dateTime(file.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

import '@mantine/core/styles/Badge.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Loader, Stack, Text } from '@mantine/core';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import type { ContactResponse } from '@marginalia/contracts/site/site.contract';
import type { CreateSupportResponse } from '@marginalia/contracts/support/support.contract';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSiteLanguage } from '../../lib/application-context';
import { contactQuery } from './site-api';
import { RequestForm } from './request-form';
import { SentPanel } from './sent-panel';
import classes from './support.module.css';

/** The office hours in the company's zone, and the same hours in the reader's own zone. */
function hoursText(hours: ContactResponse['hours'], locale: string): { office: string; local: string | null } {
  const today = new Date();
  const at = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    // A wall-clock time in the company's zone as an instant (good to a minute on any normal day).
    const guess = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), h, m));
    const inZone = new Date(guess.toLocaleString('en-US', { timeZone: hours.timeZone }));
    const inUtc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
    return new Date(guess.getTime() - (inZone.getTime() - inUtc.getTime()));
  };
  const format = (date: Date, timeZone?: string) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(date);
  const opens = at(hours.opens);
  const closes = at(hours.closes);
  const office = `${format(opens, hours.timeZone)}–${format(closes, hours.timeZone)}`;
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const local = here === hours.timeZone ? null : `${format(opens)}–${format(closes)}`;
  return { office, local };
}

/** /{lang}/contact: who the service is, how to reach it, and a form for a question. */
export function ContactPage() {
  const { t } = useTranslation('support');
  const locale = bcp47(useSiteLanguage());
  useDocumentTitle(t('contact.title'));
  const contact = useQuery(contactQuery());
  const [sent, setSent] = useState<{ response: CreateSupportResponse; email: string } | null>(null);
  const data = contact.data;
  const hours = data ? hoursText(data.hours, locale) : null;
  return (
    <Page size="lg">
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className={classes.grid}>
        <PanelSection className={classes.panel} titleId="contact-form-title" title={t('contact.formTitle')} lead={t('home.askLead', { hours: data?.expectedReplyHours ?? 24 })}>
          {sent ? <SentPanel sent={sent.response} email={sent.email} hours={data?.expectedReplyHours ?? 24} /> : <RequestForm type="question" onSent={(response, email) => setSent({ response, email })} />}
        </PanelSection>
        <aside className={classes.aside}>
          <PanelSection className={classes.panel} titleId="contact-details-title" title={t('contact.detailsTitle')}>
            {contact.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
            {data && hours && (
              <Stack gap="sm" data-testid="contact-details">
                <div>
                  <Text fw={600}>{data.companyName}</Text>
                  {data.address.map((line) => (
                    <Text key={line} size="sm">
                      {line}
                    </Text>
                  ))}
                </div>
                <div>
                  <Text size="sm" fw={600}>
                    {t('contact.support')}
                  </Text>
                  <Anchor href={`mailto:${data.supportEmail}`} size="sm">
                    {data.supportEmail}
                  </Anchor>
                </div>
                <div>
                  <Text size="sm" fw={600}>
                    {t('contact.billing')}
                  </Text>
                  <Anchor href={`mailto:${data.billingEmail}`} size="sm">
                    {data.billingEmail}
                  </Anchor>
                </div>
                <div>
                  <Text size="sm" fw={600}>
                    {t('contact.hours')}
                  </Text>
                  <Text size="sm">{t('contact.hoursText', { hours: hours.office, zone: data.hours.timeZone })}</Text>
                  {hours.local && (
                    <Text size="xs" c="dimmed">
                      {t('contact.hoursLocal', { hours: hours.local })}
                    </Text>
                  )}
                </div>
                <Badge color={data.staffOnline ? 'teal' : 'gray'} variant="light">
                  {data.staffOnline ? t('contact.online') : t('contact.offline', { hours: data.expectedReplyHours })}
                </Badge>
              </Stack>
            )}
          </PanelSection>
        </aside>
      </div>
    </Page>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { CreateSupportResponse } from '@marginalia/contracts/support/support.contract';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { contactQuery } from './site-api';
import { HelpAside } from './help-aside';
import { RequestForm } from './request-form';
import { SentPanel } from './sent-panel';
import classes from './support.module.css';

/** /{lang}/support: ask a question (visitors too), or find the way to an order's support and one's requests. */
export function SupportHomePage() {
  const { t } = useTranslation('support');
  useDocumentTitle(t('home.title'));
  const contact = useQuery(contactQuery());
  const [sent, setSent] = useState<{ response: CreateSupportResponse; email: string } | null>(null);
  return (
    <Page size="lg">
      <PageHeader title={t('home.title')} lead={t('home.lead')} />
      <div className={classes.grid}>
        <PanelSection className={classes.panel} titleId="ask-title" title={t('home.askTitle')} lead={t('home.askLead', { hours: contact.data?.expectedReplyHours ?? 24 })}>
          {sent ? <SentPanel sent={sent.response} email={sent.email} hours={contact.data?.expectedReplyHours ?? 24} /> : <RequestForm type="question" onSent={(response, email) => setSent({ response, email })} />}
        </PanelSection>
        <HelpAside />
      </div>
    </Page>
  );
}

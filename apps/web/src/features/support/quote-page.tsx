import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { parseQuotePath } from '@marginalia/contracts/support/support-routes';
import type { CreateSupportResponse } from '@marginalia/contracts/support/support.contract';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { NotFoundPage } from '../errors/errors.public';
import { contactQuery } from './site-api';
import { HelpAside } from './help-aside';
import { RequestForm } from './request-form';
import { SentPanel } from './sent-panel';
import classes from './support.module.css';

/**
 * /{lang}/support/index/quote/{service}: 'Get a Quote' for a service a person prices (graphical and video
 * abstracts, posters, pre-submission review). Visitors too, with their name and e-mail.
 */
export function QuotePage() {
  const { t } = useTranslation('support');
  const { '*': rest = '' } = useParams();
  const service = parseQuotePath(rest);
  const contact = useQuery(contactQuery());
  const [sent, setSent] = useState<{ response: CreateSupportResponse; email: string } | null>(null);
  useDocumentTitle(service ? t('quote.title', { service: t(`services.${service}`) }) : t('quote.unknown'));
  if (!service) return <NotFoundPage />;
  const hours = contact.data?.expectedReplyHours ?? 24;
  return (
    <Page size="lg">
      <PageHeader title={t('quote.title', { service: t(`services.${service}`) })} lead={t(`quote.lead.${service}`)} />
      <div className={classes.grid}>
        <PanelSection className={classes.panel} titleId="quote-form" title={t('quote.formTitle')} lead={t('quote.formLead', { hours })}>
          {sent ? (
            <SentPanel sent={sent.response} email={sent.email} hours={hours} />
          ) : (
            <RequestForm type="quote" quoteService={service} messageLabel={t('quote.message')} onSent={(response, email) => setSent({ response, email })} />
          )}
        </PanelSection>
        <HelpAside />
      </div>
    </Page>
  );
}

import '@mantine/core/styles/Accordion.css';

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Accordion, Anchor, Text, Title } from '@mantine/core';
import { sitePageRoutes } from '@marginalia/contracts/support/support.paths';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLocalePath } from '../../lib/application-context';

interface FaqGroup {
  title: string;
  items: { q: string; a: string }[];
}

function isGroups(value: unknown): value is FaqGroup[] {
  return Array.isArray(value) && value.every((group) => typeof group === 'object' && group !== null && Array.isArray((group as FaqGroup).items));
}

/** /{lang}/faq: the questions researchers ask most, by theme (web namespace `site`, key `faq`). */
export function FaqPage() {
  const { t } = useTranslation('site');
  const lp = useLocalePath();
  useDocumentTitle(t('faqTitle'));
  const value: unknown = t('faq', { returnObjects: true });
  const groups = isGroups(value) ? value : [];
  return (
    <Page size="md">
      <PageHeader title={t('faqTitle')} lead={t('faqLead')} />
      {groups.map((group, index) => (
        <section key={group.title} aria-labelledby={`faq-${index}`}>
          <Title order={2} size="h3" id={`faq-${index}`} mt="lg" mb="sm">
            {group.title}
          </Title>
          <Accordion variant="separated" multiple>
            {group.items.map((item, itemIndex) => (
              <Accordion.Item key={item.q} value={`faq-${index}-${itemIndex}`}>
                <Accordion.Control>{item.q}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {item.a}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
      <Text mt="xl">
        {t('faqMore')}{' '}
        <Anchor component={Link} to={lp(sitePageRoutes.support)} underline="always">
          {t('faqAsk')}
        </Anchor>
      </Text>
    </Page>
  );
}

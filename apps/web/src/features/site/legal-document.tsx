import '@mantine/core/styles/List.css';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, List, Text, Title } from '@mantine/core';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { useDocumentTitle } from '../../components/use-document-title';
import classes from './site.module.css';

/** One section of a document of the site: a heading, paragraphs, and optionally a list. */
interface DocumentSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

interface SiteDocument {
  title: string;
  updated: string;
  lead: string;
  sections: DocumentSection[];
}

function isDocument(value: unknown): value is SiteDocument {
  return typeof value === 'object' && value !== null && Array.isArray((value as { sections?: unknown }).sections);
}

function slug(text: string, index: number): string {
  return `section-${index + 1}`;
}

/**
 * A document of the site (terms, privacy policy), written per language in the web namespace `site` under
 * `document` (`terms`, `privacy`): a title, the date of the version, a lead and numbered sections, with a
 * table of contents. `children` go after the lead (the privacy policy's data download and deletion).
 */
export function LegalDocument({ document, children }: { document: 'terms' | 'privacy'; children?: ReactNode }) {
  const { t } = useTranslation('site');
  const value: unknown = t(document, { returnObjects: true });
  const content = isDocument(value) ? value : { title: document, updated: '', lead: '', sections: [] };
  useDocumentTitle(content.title);
  return (
    <Page size="md">
      <PageHeader title={content.title} lead={content.lead} />
      <Text size="sm" c="dimmed" mb="md">
        {content.updated}
      </Text>
      {children}
      <nav aria-label={t('toc')} className={classes.toc}>
        <Title order={2} size="h4">
          {t('toc')}
        </Title>
        <List type="ordered" size="sm" spacing={2}>
          {content.sections.map((section, index) => (
            <List.Item key={section.heading}>
              <Anchor href={`#${slug(section.heading, index)}`} size="sm">
                {section.heading}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      <article className={classes.document}>
        {content.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={slug(section.heading, index)} className={classes.section}>
            <Title order={2} id={slug(section.heading, index)} className={classes.sectionTitle}>
              {index + 1}. {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={classes.paragraph}>
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className={classes.items}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </Page>
  );
}

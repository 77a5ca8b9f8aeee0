import '@mantine/core/styles/Table.css';

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Table } from '@mantine/core';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import type { CertificateVerification } from '@marginalia/contracts/certificates/certificate.contract';
import { certificatePaths } from '@marginalia/contracts/certificates/certificates.paths';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import classes from './certificate.module.css';

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A found certificate: what it states, and its PDF (in the page's language). */
export function CertificateDetailsTable({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation('certificate');
  const language = useSiteLanguage();
  const user = useCurrentUser();
  const timeZone = user.loggedIn ? user.timeZone : browserTimeZone();
  const numbers = useMemo(() => new Intl.NumberFormat(bcp47(language)), [language]);
  const rows: [string, string, string][] = [
    ['code', t('details.code'), certificate.code],
    ['title', t('details.title'), certificate.title],
    ['authors', t('details.authors'), certificate.authors || '—'],
    ['order', t('details.orderNumber'), certificate.externalId],
    ['services', t('details.services'), certificate.services.join(', ')],
    ['words', t('details.wordCount'), numbers.format(certificate.wordCount)],
    ['issued', t('details.issuedOn'), formatDate(new Date(certificate.issuedOn), timeZone, language)],
  ];
  return (
    <div data-testid="certificate-details">
      <Alert color="teal" variant="light" mb="md" title={t('verify.foundTitle')}>
        {t('verify.found')}
      </Alert>
      <Table className={classes.table} variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([key, label, value]) => (
            <Table.Tr key={key}>
              <Table.Th w="38%">{label}</Table.Th>
              <Table.Td data-testid={`certificate-${key}`}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Anchor href={`${certificatePaths.pdf(certificate.code)}?language=${language}`} target="_blank" rel="noopener" mt="md" display="inline-block" fw={600} data-testid="certificate-pdf-link">
        {t('verify.downloadPdf')}
      </Anchor>
    </div>
  );
}

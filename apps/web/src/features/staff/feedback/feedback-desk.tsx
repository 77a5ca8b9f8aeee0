import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Rating.css';

import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Anchor, Loader, Rating, Table, Text } from '@mantine/core';
import type { StaffDigitalEditingFeedback } from '@marginalia/contracts/digital/digital-editing.contract';
import { digitalEditingPaths } from '@marginalia/contracts/digital/digital.paths';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { api } from '../../../lib/api-client';
import { useLocalePath } from '../../../lib/application-context';
import { useDocumentTitle } from '../../../components/use-document-title';
import { PageSteps } from '../../../components/layout/page-steps';
import { DeskPage } from '../desk/desk-page';
import { useStaffFormat } from '../customers/use-staff-format';

/** /{lang}/staff/testimonials/feedback: what researchers said about digital editing (its page's feedback form), newest first. */
export function FeedbackDesk() {
  const { t } = useTranslation('digital-editing', { keyPrefix: 'staffFeedback' });
  useDocumentTitle(t('title'));
  const lp = useLocalePath();
  const format = useStaffFormat();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['staff', 'digital-editing-feedback', page],
    queryFn: ({ signal }) => api.get<StaffDigitalEditingFeedback>(digitalEditingPaths.staffFeedback, { signal, query: { page } }),
  });
  return (
    <DeskPage titleId="staff-feedback-title" title={t('title')}>
      <Text c="dimmed" size="sm" mb="md">
        {t('lead')}{' '}
        <Anchor component={Link} to={lp('/staff/testimonials')} underline="always">
          {t('testimonials')}
        </Anchor>
      </Text>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : query.isError ? (
        <Text c="red">{t('loadError')}</Text>
      ) : query.data.feedback.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="staff-feedback">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('date')}</Table.Th>
                  <Table.Th>{t('customer')}</Table.Th>
                  <Table.Th>{t('rating')}</Table.Th>
                  <Table.Th>{t('comment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.feedback.map((row, index) => (
                  <Table.Tr key={`${row.createdAt}-${index}`}>
                    <Table.Td>{format.dateTime(row.createdAt)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={lp(staffRoutes.customer(row.customer.identity))}>
                        {row.customer.name || row.customer.email}
                      </Anchor>
                      {row.editFileName && (
                        <Text size="xs" c="dimmed">
                          {row.editFileName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Rating value={row.rating} readOnly role="img" aria-label={t('stars', { count: row.rating })} />
                    </Table.Td>
                    <Table.Td>{row.comment || <Text c="dimmed">{t('noComment')}</Text>}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PageSteps page={page} pages={query.data.pagination.pages} onChange={setPage} labels={{ previous: t('previous'), next: t('next'), position: t('page', { page, pages: query.data.pagination.pages }) }} />
        </>
      )}
    </DeskPage>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Group, Text } from '@mantine/core';
import type { InvoiceLoadResponse } from '@marginalia/contracts/payments/invoices.contract';

interface InvoicePagerProps {
  pagination: InvoiceLoadResponse['pagination'];
  onPage: (page: number) => void;
}

/** Previous / current / next over zero-based pages of 10; shown from 10 invoices. */
export function InvoicePager({ pagination, onPage }: InvoicePagerProps) {
  const { t } = useTranslation('invoices');
  const pages = Math.max(1, Math.ceil(pagination.total / Math.max(1, pagination.pageSize)));
  const { previous, next } = pagination;
  return (
    <Group gap="xs" component="nav" aria-label={t('pager.label')}>
      <Button variant="default" size="xs" disabled={previous === null} onClick={() => previous !== null && onPage(previous)}>
        {t('pager.previous')}
      </Button>
      <Text size="sm" aria-current="page" px={6}>
        {t('pager.current', { page: pagination.current + 1, pages })}
      </Text>
      <Button variant="default" size="xs" disabled={next === null} onClick={() => next !== null && onPage(next)}>
        {t('pager.next')}
      </Button>
    </Group>
  );
}

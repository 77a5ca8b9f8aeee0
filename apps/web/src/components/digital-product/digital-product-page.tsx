import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader } from '@mantine/core';
import { LoadError } from '../layout/load-error';
import { Page } from '../layout/page';
import { PageHeader } from '../layout/page-header';
import { useDocumentTitle } from '../use-document-title';

export interface DigitalProductPageProps<Load, Key extends QueryKey> {
  /** The product's translation namespace: its `page.*` keys give the title, lead and load messages. */
  namespace: string;
  /** The product's load call (what the researcher has: access, uses, limits). */
  load: UseQueryOptions<Load, Error, Load, Key>;
  /** The page once loaded. */
  children: (load: Load) => ReactNode;
}

/**
 * A digital product's main page (the list and upload page of editing or translation): its title and lead,
 * then a loader while the load call runs, a retry when it failed, or the product's own content.
 */
export function DigitalProductPage<Load, Key extends QueryKey>({ namespace, load, children }: DigitalProductPageProps<Load, Key>) {
  const { t } = useTranslation(namespace);
  useDocumentTitle(t('page.title'));
  const query = useQuery(load);
  return (
    <Page size="lg">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      {query.isPending ? (
        <Loader aria-label={t('page.loading')} />
      ) : query.isError ? (
        <LoadError message={t('page.loadError')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        children(query.data)
      )}
    </Page>
  );
}

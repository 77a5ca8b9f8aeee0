import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Text } from '@mantine/core';
import { grammarCheckRoutes } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { useCurrentUser, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoadError } from '../../components/layout/load-error';
import { LoaderBlock } from '../../components/layout/loader-block';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import { PanelSection } from '../../components/layout/panel-section';
import layout from '../../components/layout/layout.module.css';
import { assessmentListQuery, useAssessmentEvents, useProcessingPoll } from './grammar-check-api';
import { anyProcessing } from './grammar-check-rules';
import { AssessmentList } from './assessment-list';
import { UploadForm } from './upload-form';
import classes from './grammar-check.module.css';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * /{lang}/researcher/grammar-check[?page=N]: the upload form and the paged list of the caller's
 * assessments, reloaded when one ends (an event for signed-in users, polling for visitors). Visitors see the
 * welcome text.
 */
export function GrammarCheckPage() {
  const { t } = useTranslation('grammar-check');
  const text = useMessageText();
  useDocumentTitle(t('page.title'));
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const lp = useLocalePath();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  useAssessmentEvents(user.loggedIn);
  const poll = useProcessingPoll((data: { results: Parameters<typeof anyProcessing>[0] }) => anyProcessing(data.results));
  const query = useQuery({ ...assessmentListQuery(page, language), refetchInterval: poll });
  const listUrl = lp(page > 1 ? `${grammarCheckRoutes.list}?page=${page}` : grammarCheckRoutes.list);
  const goTo = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});

  return (
    <Page size="lg">
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      <div className={layout.sections}>
        {!user.loggedIn && (
          <Alert variant="light" color="ink" title={t('welcome.title')} data-testid="grammar-welcome">
            <Text size="sm">{t('welcome.text')}</Text>
          </Alert>
        )}
        <PanelSection titleId="grammar-upload-title" title={t('upload.title')} lead={t('upload.lead')} className={classes.panelPadding}>
          <UploadForm labelledBy="grammar-upload-title" onUploaded={() => goTo(1)} />
        </PanelSection>
        <PanelSection titleId="grammar-list-title" title={t('list.title')} className={classes.panelPadding}>
          {query.isPending ? (
            <LoaderBlock />
          ) : query.isError ? (
            <LoadError message={text('generic-error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : (
            <AssessmentList data={query.data} onPage={goTo} listUrl={listUrl} />
          )}
        </PanelSection>
      </div>
    </Page>
  );
}

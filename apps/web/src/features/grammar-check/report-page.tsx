import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { grammarCheckPaths, grammarCheckRoutes } from '@marginalia/contracts/grammar-check/grammar-check.paths';
import { formatDate } from '@marginalia/contracts/formatting/dates';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useCurrentUser, useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { isApiError } from '../../lib/api-client';
import { useMessageText } from '../../components/form-messages';
import { useDocumentTitle } from '../../components/use-document-title';
import { LoadError } from '../../components/layout/load-error';
import { LoaderBlock } from '../../components/layout/loader-block';
import { Page } from '../../components/layout/page';
import { PageHeader } from '../../components/layout/page-header';
import layout from '../../components/layout/layout.module.css';
import { ArchiveDialog } from './archive-dialog';
import { ErrorCountPanel } from './error-count-panel';
import { FindingsPanel } from './findings-panel';
import { assessmentReportQuery, useAssessmentEvents, useProcessingPoll } from './grammar-check-api';
import { anyProcessing } from './grammar-check-rules';
import { NextStepsPanel } from './next-steps-panel';
import { ScoreExplanation } from './score-explanation';
import { ScorePanel } from './score-panel';
import classes from './grammar-check.module.css';

/** The list the reader came from (its page), or the list's first page. */
function useListUrl(): string {
  const location = useLocation();
  const lp = useLocalePath();
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.includes(grammarCheckRoutes.list) ? from : lp(grammarCheckRoutes.list);
}

/**
 * /{lang}/researcher/grammar-check/details/{identity}: the Language Quality Report. Reloaded the moment the
 * check ends (an event for signed-in users; visitors' pages ask quickly at first), then scrolled to the result. An assessment that is not the reader's (or
 * no longer exists) leads back to the list.
 */
export function ReportPage({ identity }: { identity: string }) {
  const { t } = useTranslation('grammar-check');
  const text = useMessageText();
  const user = useCurrentUser();
  const language = useSiteLanguage();
  const navigate = useNavigate();
  const lp = useLocalePath();
  const listUrl = useListUrl();
  const resultRef = useRef<HTMLDivElement>(null);
  const wasProcessing = useRef(false);
  const [archiving, setArchiving] = useState(false);
  useAssessmentEvents(user.loggedIn);
  const poll = useProcessingPoll((data: { assessment: Parameters<typeof anyProcessing>[0][number] }) => anyProcessing([data.assessment]));
  const query = useQuery({ ...assessmentReportQuery(identity, language), refetchInterval: poll });
  useDocumentTitle(t('report.title'));

  const processing = query.data ? anyProcessing([query.data.assessment]) : false;
  useEffect(() => {
    if (processing) wasProcessing.current = true;
    else if (wasProcessing.current && query.data) {
      wasProcessing.current = false;
      // Only when the result is out of sight (the reader scrolled away while waiting); no animation.
      resultRef.current?.scrollIntoView({ block: 'nearest' });
      resultRef.current?.focus({ preventScroll: true });
    }
  }, [processing, query.data]);

  if (query.isError && isApiError(query.error) && query.error.status === 404) return <Navigate replace to={lp(grammarCheckRoutes.list)} />;

  const report = query.data;
  const assessment = report?.assessment;
  const facts = assessment
    ? [
        assessment.name,
        formatDate(new Date(assessment.createdAt), user.timeZone, language),
        ...(assessment.wordCount !== null ? [t('report.words', { count: assessment.wordCount, formatted: new Intl.NumberFormat(bcp47(language)).format(assessment.wordCount) })] : []),
        ...(assessment.style ? [t(`report.style.${assessment.style}`)] : []),
      ].join(' · ')
    : undefined;

  return (
    <Page size="lg">
      <Anchor component={Link} to={listUrl} size="sm" className={classes.back}>
        ← {t('report.back')}
      </Anchor>
      <PageHeader title={t('report.title')} lead={facts} />
      {query.isPending ? (
        <LoaderBlock />
      ) : !report || !assessment ? (
        <LoadError message={text('generic-error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <div className={layout.sections}>
          <div ref={resultRef} tabIndex={-1} className={`${layout.panel} ${classes.panelPadding} ${classes.result}`} aria-live="polite">
            <ScorePanel report={report} />
          </div>
          <ErrorCountPanel assessment={assessment} />
          <NextStepsPanel report={report} />
          <FindingsPanel report={report} />
          {assessment.scoreCompleted && <ScoreExplanation />}
          <Group gap="sm">
            {!processing && (
              <Button component="a" href={`${grammarCheckPaths.pdf(assessment.identity)}?language=${language}`} variant="default" data-testid="grammar-pdf">
                {t('report.pdf')}
              </Button>
            )}
            {user.loggedIn ? (
              !processing && (
                <Button variant="subtle" color="red" onClick={() => setArchiving(true)} data-testid="grammar-archive">
                  {t('report.archive')}
                </Button>
              )
            ) : (
              <Button component={Link} to={lp(grammarCheckRoutes.list)} variant="light" data-testid="grammar-upload-another">
                {t('report.uploadAnother')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('report.disclaimer')}
          </Text>
          <ArchiveDialog assessment={archiving ? assessment : null} onClose={() => setArchiving(false)} onArchived={() => navigate(listUrl)} />
        </div>
      )}
    </Page>
  );
}

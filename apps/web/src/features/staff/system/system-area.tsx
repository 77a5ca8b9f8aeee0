import '@mantine/core/styles/Badge.css';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMessageText } from '../../../components/form-messages';
import { DeskTable } from '../desk/desk-table';
import { useCatalogueFormat } from '../catalogue/catalogue-format';
import desk from '../desk/desk.module.css';
import { systemQuery, useDeadJobAction, type SystemView } from './system-api';
import { SystemFacts } from './system-facts';
import classes from './system.module.css';

type DeadJob = SystemView['jobs']['dead'][number];
type Engine = SystemView['engines'][number];

const ENGINE_COLOR = { available: 'green', degraded: 'yellow', unavailable: 'red' } as const;

function DeadJobs({ jobs }: { jobs: DeadJob[] }) {
  const { t } = useTranslation('staff-system');
  const format = useCatalogueFormat();
  const action = useDeadJobAction();
  const failed = action.isError && isApiError(action.error) ? action.error.message : null;
  return (
    <section aria-labelledby="system-dead" className={classes.section}>
      <h2 id="system-dead">{t('dead.title')}</h2>
      {failed && (
        <Alert color="red" variant="light" role="alert" mb="xs">
          {failed}
        </Alert>
      )}
      <DeskTable
        rows={jobs}
        rowKey={(job) => job.id}
        label={t('dead.title')}
        empty={t('dead.none')}
        minWidth={720}
        rowTestId="dead-job"
        columns={[
          { header: t('dead.id'), kind: 'number', headerRight: true, cell: (job) => job.id },
          { header: t('dead.type'), kind: 'nowrap', cell: (job) => job.type },
          { header: t('dead.attempts'), kind: 'number', headerRight: true, cell: (job) => job.attempts },
          { header: t('dead.failedAt'), kind: 'nowrap', cell: (job) => (job.finishedAt ? format.instant(job.finishedAt) : '—') },
          { header: t('dead.error'), cell: (job) => <pre className={classes.error}>{job.lastError ?? '—'}</pre> },
          {
            header: t('dead.actions'),
            kind: 'actions',
            cell: (job) => (
              <>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t('dead.retryJob', { id: job.id })}
                  loading={action.isPending && action.variables?.id === job.id && action.variables.action === 'retry'}
                  onClick={() => action.mutate({ id: job.id, action: 'retry' })}
                >
                  {t('dead.retry')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('dead.discardJob', { id: job.id })}
                  loading={action.isPending && action.variables?.id === job.id && action.variables.action === 'discard'}
                  onClick={() => action.mutate({ id: job.id, action: 'discard' })}
                >
                  {t('dead.discard')}
                </Button>
              </>
            ),
          },
        ]}
      />
    </section>
  );
}

function Engines({ engines }: { engines: Engine[] }) {
  const { t } = useTranslation('staff-system');
  return (
    <section aria-labelledby="system-engines" className={classes.section}>
      <h2 id="system-engines">{t('engines.title')}</h2>
      <DeskTable
        rows={engines}
        rowKey={(engine) => engine.name}
        label={t('engines.title')}
        empty={t('engines.none')}
        rowTestId="engine"
        columns={[
          { header: t('engines.name'), kind: 'nowrap', cell: (engine) => engine.name },
          { header: t('engines.kind'), kind: 'nowrap', cell: (engine) => t(`engines.kinds.${engine.kind}`) },
          {
            header: t('engines.state'),
            kind: 'nowrap',
            cell: (engine) => (
              <Badge color={ENGINE_COLOR[engine.state]} variant="light">
                {t(`engines.states.${engine.state}`)}
              </Badge>
            ),
          },
          { header: t('engines.capabilities'), cell: (engine) => engine.capabilities.join(', ') },
          { header: t('engines.detail'), cell: (engine) => engine.detail ?? '' },
        ]}
      />
    </section>
  );
}

/** /{lang}/staff/system: what the installation runs on, its job queue with the dead jobs to act on, and its engines. */
export function SystemArea() {
  const { t } = useTranslation('staff-system');
  const text = useMessageText();
  const format = useCatalogueFormat();
  useDocumentTitle(t('title'));
  const system = useQuery(systemQuery());
  return (
    <div className={desk.column}>
      <Group justify="space-between">
        <Title order={1} className={desk.title}>
          {t('title')}
        </Title>
        <Button variant="subtle" onClick={() => void system.refetch()} loading={system.isRefetching}>
          {t('refresh')}
        </Button>
      </Group>
      {system.isPending ? (
        <Loader size="sm" />
      ) : system.isError ? (
        <Alert color="red">{text('generic-error')}</Alert>
      ) : (
        <>
          <SystemFacts view={system.data} />
          <section aria-labelledby="system-queue" className={classes.section}>
            <h2 id="system-queue">{t('queue.title')}</h2>
            <Text size="sm" mb="xs">
              {t('queue.due', { count: system.data.jobs.due, seconds: format.number(system.data.jobs.oldestDueSeconds) })}
            </Text>
            <DeskTable
              rows={system.data.jobs.byType}
              rowKey={(row) => row.type}
              label={t('queue.title')}
              empty={t('queue.empty')}
              columns={[
                { header: t('queue.type'), kind: 'nowrap', cell: (row) => row.type },
                { header: t('queue.queued'), kind: 'number', headerRight: true, cell: (row) => format.number(row.queued) },
                { header: t('queue.running'), kind: 'number', headerRight: true, cell: (row) => format.number(row.running) },
                { header: t('queue.dead'), kind: 'number', headerRight: true, cell: (row) => format.number(row.dead) },
              ]}
            />
          </section>
          <DeadJobs jobs={system.data.jobs.dead} />
          <Engines engines={system.data.engines} />
        </>
      )}
    </div>
  );
}

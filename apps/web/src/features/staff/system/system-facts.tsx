import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@marginalia/contracts/formatting/file-size';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { useSiteLanguage } from '../../../lib/application-context';
import { useCatalogueFormat } from '../catalogue/catalogue-format';
import type { SystemView } from './system-api';
import classes from './system.module.css';

function Card({ id, title, facts }: { id: string; title: string; facts: [string, ReactNode][] }) {
  return (
    <section aria-labelledby={id} className={classes.card}>
      <h2 id={id}>{title}</h2>
      <dl className={classes.facts}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The installation, mail and storage cards. */
export function SystemFacts({ view }: { view: SystemView }) {
  const { t } = useTranslation('staff-system');
  const format = useCatalogueFormat();
  const locale = bcp47(useSiteLanguage());
  const size = (bytes: number | null) => (bytes === null ? t('unknown') : formatFileSize(bytes, locale));
  return (
    <div className={classes.cards}>
      <Card
        id="system-installation"
        title={t('installation.title')}
        facts={[
          [t('installation.version'), view.version],
          [t('installation.started'), format.instant(view.startedAt)],
          [t('installation.database'), t(`installation.databaseKind.${view.database.kind}`)],
          [t('installation.databaseSize'), size(view.database.sizeBytes)],
          [
            t('installation.migrations'),
            t('installation.migrationsApplied', { applied: view.database.migrationsApplied, shipped: view.database.migrationsShipped }),
          ],
          [t('installation.workers'), view.jobs.inProcessWorkers ? t('installation.workersInProcess') : t('installation.workersSeparate')],
        ]}
      />
      <Card
        id="system-mail"
        title={t('mail.title')}
        facts={[
          [t('mail.mode'), view.mail.mode === 'smtp' ? t('mail.smtp') : t('mail.outbox')],
          ...(view.mail.outboxMessages === null
            ? []
            : ([[t('mail.kept'), t('mail.keptValue', { count: view.mail.outboxMessages, size: size(view.mail.outboxBytes) })]] as [
                string,
                ReactNode,
              ][])),
          [t('mail.retrying'), format.number(view.mail.retrying)],
          [t('mail.dead'), format.number(view.mail.dead)],
        ]}
      />
      <Card
        id="system-storage"
        title={t('storage.title')}
        facts={
          view.storage.kind === 's3'
            ? [[t('storage.kind'), t('storage.s3')]]
            : [
                [t('storage.kind'), t('storage.disk')],
                [t('storage.files'), format.number(view.storage.files ?? 0)],
                [t('storage.used'), size(view.storage.bytes)],
                [t('storage.free'), size(view.storage.freeBytes)],
              ]
        }
      />
    </div>
  );
}

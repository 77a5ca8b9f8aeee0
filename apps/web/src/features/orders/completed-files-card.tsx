import '@mantine/core/styles/Progress.css';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Button, Progress, Text } from '@mantine/core';
import { completedFilesState } from '@marginalia/contracts/orders/completed-files';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import type { OrderDetails } from '@marginalia/contracts/orders/order-details.contract';
import { orderPaths } from '@marginalia/contracts/orders/orders.paths';
import { useCurrentUser, useSiteLanguage } from '../../lib/application-context';
import { useMessageText } from '../../components/form-messages';
import { deliverablesQuery } from './orders-api';
import { useDownloadAll } from '../../components/downloads/use-download-all';
import classes from './orders.module.css';

/**
 * The completed-files message: not ready; awaiting payment (with the bank-transfer warning
 * unless the account may download before paying); or ready, with Download All Files and its progress.
 */
export function CompletedFilesCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const text = useMessageText();
  const user = useCurrentUser();
  const state = completedFilesState(order);
  const download = useDownloadAll(order.externalId);
  const retrieving = download.state.kind === 'retrieving' ? download.state.percentage : null;

  return (
    <section className={classes.card} aria-labelledby="completed-files-title" data-testid="completed-files">
      <h2 id="completed-files-title" className={classes.cardTitle}>
        {t('files.title')}
      </h2>
      {state === 'not-ready' && <Text data-testid="files-not-ready">{text('order-files-not-ready')}</Text>}
      {state === 'awaiting-payment' && (
        <>
          <Text data-testid="files-awaiting-payment">{text('order-files-awaiting-payment')}</Text>
          {!user.overrideDownloadAvailable && (
            <Alert color="amber" variant="light" mt="md" data-testid="bank-transfer-warning">
              {text('bank-transfer-download-warning')}
            </Alert>
          )}
        </>
      )}
      {state === 'ready' && (
        <>
          <Text data-testid="files-ready">{t('files.ready')}</Text>
          <Button mt="md" onClick={() => void download.start()} disabled={retrieving !== null} data-testid="download-all">
            {retrieving === null ? t('files.downloadAll') : t('files.retrieving', { percentage: retrieving })}
          </Button>
          {retrieving !== null && (
            <Progress value={retrieving} mt="sm" aria-label={t('files.progressLabel')} data-testid="download-progress" animated />
          )}
          {download.state.kind === 'done' && (
            <Text size="sm" c="teal.8" mt="xs" role="status" data-testid="download-done">
              {t('files.done')}
            </Text>
          )}
          <DeliverableLinks order={order} />
        </>
      )}
    </section>
  );
}

/** The same files one by one, for a reader who wants a single file (or a browser that cannot build the archive). */
function DeliverableLinks({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const language = useSiteLanguage();
  const list = useQuery(deliverablesQuery(order.externalId));
  const files = list.data?.files ?? [];
  if (files.length === 0) return null;
  const size = new Intl.NumberFormat(bcp47(language), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return (
    <div className={classes.fileList}>
      <Text size="sm" c="dimmed" mb={4}>
        {t('files.oneByOne')}
      </Text>
      <ul aria-label={t('files.listLabel')} data-testid="deliverable-links">
        {files.map((file) => (
          <li key={file.key}>
            <Anchor href={orderPaths.deliverable(order.externalId, file.key)} download={file.path} size="sm">
              {file.name}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              ({t(`files.kind.${file.kind}`, { defaultValue: file.kind })}, {size.format(Math.max(1, Math.round(file.size / 1024)))})
            </Text>
          </li>
        ))}
      </ul>
    </div>
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SegmentedControl.css';

import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { useLocalePath } from '../../../lib/application-context';
import { useMessageText } from '../../../components/form-messages';
import { useDocumentTitle } from '../../../components/use-document-title';
import { catalogueKeys, fetchOutboxPage, outboxMessageQuery } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import desk from '../desk/desk.module.css';
import classes from './catalogue.module.css';

/** The message's HTML in a sandboxed frame: no scripts, no same-origin access, no remote loads but images. */
function frameDocument(html: string): string {
  const policy = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https:; style-src 'unsafe-inline'">`;
  return `<!doctype html><html><head>${policy}<base target="_blank"></head><body>${html}</body></html>`;
}

function Reader({ id }: { id: string }) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const format = useCatalogueFormat();
  const message = useQuery(outboxMessageQuery(id));
  const [view, setView] = useState<'html' | 'text'>('html');
  if (message.isPending) return <Loader size="sm" />;
  if (message.isError) return <Alert color="red">{message.error.message || text('generic-error')}</Alert>;
  const mail = message.data.message;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {mail.subject}
      </Title>
      <Text size="sm">{t('outbox.toLine', { to: mail.to })}</Text>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {format.instant(mail.createdAt)}
        </Text>
        <Badge variant="outline" size="sm">
          {mail.template}
        </Badge>
        <Badge variant="outline" size="sm">
          {mail.language}
        </Badge>
      </Group>
      <SegmentedControl
        value={view}
        onChange={(value) => setView(value === 'text' ? 'text' : 'html')}
        data={[
          { value: 'html', label: t('outbox.html') },
          { value: 'text', label: t('outbox.text') },
        ]}
        w={220}
      />
      {view === 'html' ? (
        <iframe title={t('outbox.frameTitle', { subject: mail.subject })} className={classes.mailFrame} sandbox="" srcDoc={frameDocument(mail.html)} />
      ) : (
        <pre className={classes.mailText}>{mail.text}</pre>
      )}
    </Stack>
  );
}

/** /{lang}/staff/outbox/{id?}: e-mails the portal wrote to its outbox (embedded mode), newest first. */
export function OutboxArea() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const lp = useLocalePath();
  const format = useCatalogueFormat();
  const { '*': selected = '' } = useParams();
  useDocumentTitle(t('outbox.title'));
  const pages = useInfiniteQuery({
    queryKey: catalogueKeys.outbox,
    queryFn: ({ pageParam, signal }) => fetchOutboxPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
  const messages = pages.data?.pages.flatMap((page) => page.messages) ?? [];
  const smtp = pages.data?.pages[0]?.mode === 'smtp';
  return (
    <div className={desk.column}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('outbox.title')}
        </Title>
        <Button variant="subtle" onClick={() => void pages.refetch()} loading={pages.isRefetching}>
          {t('outbox.refresh')}
        </Button>
      </Group>
      {pages.isPending ? (
        <Loader size="sm" />
      ) : pages.isError ? (
        <Alert color="red">{text('generic-error')}</Alert>
      ) : smtp ? (
        <Alert color="blue" variant="light">
          {t('outbox.smtp')}
        </Alert>
      ) : messages.length === 0 ? (
        <Text c="dimmed">{t('outbox.empty')}</Text>
      ) : (
        <div className={classes.outbox}>
          <nav aria-label={t('outbox.listLabel')}>
            <ul className={classes.messageList}>
              {messages.map((message) => (
                <li key={message.id}>
                  <Link
                    to={lp(`${staffRoutes.outbox}/${encodeURIComponent(message.id)}`)}
                    className={message.id === selected ? `${classes.messageItem} ${classes.messageItemActive}` : classes.messageItem}
                    aria-current={message.id === selected ? 'true' : undefined}
                  >
                    <Text size="sm" fw={600} lineClamp={1}>
                      {message.subject}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {`${message.to} · ${format.instant(message.createdAt)}`}
                    </Text>
                  </Link>
                </li>
              ))}
            </ul>
            {pages.hasNextPage && (
              <Button variant="subtle" fullWidth mt="xs" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
                {t('common.loadMore')}
              </Button>
            )}
          </nav>
          <div className={classes.reader}>{selected ? <Reader key={selected} id={selected} /> : <Text c="dimmed">{t('outbox.pick')}</Text>}</div>
        </div>
      )}
    </div>
  );
}

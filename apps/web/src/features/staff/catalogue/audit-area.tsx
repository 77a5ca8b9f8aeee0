import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Loader, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useMessageText } from '../../../components/form-messages';
import { useDocumentTitle } from '../../../components/use-document-title';
import { catalogueKeys, fetchAuditPage, type AuditFilters } from './catalogue-api';
import { AuditEventItem } from './audit-event';
import desk from '../desk/desk.module.css';
import classes from './catalogue.module.css';

const SUBJECT_TYPES = ['order', 'customer', 'invoice', 'payment', 'fapiao', 'promotional-code', 'preferred-group', 'service', 'holiday', 'feature-flag', 'setting'] as const;
const EMPTY: AuditFilters = { actor: '', action: '', subjectType: '' };

/** /{lang}/staff/audit: every staff action, newest first, filtered by who, what and on what. */
export function AuditArea() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  useDocumentTitle(t('audit.title'));
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [action, setAction] = useState('');
  const pages = useInfiniteQuery({
    queryKey: [...catalogueKeys.audit, filters],
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBeforeId,
  });
  const events = pages.data?.pages.flatMap((page) => page.events) ?? [];
  const actors = pages.data?.pages[0]?.actors ?? [];
  return (
    <div className={desk.column}>
      <Title order={1} size="h2">
        {t('audit.title')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters((current) => ({ ...current, action: action.trim() }));
        }}
        aria-label={t('audit.filters')}
      >
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('audit.who')}
            value={filters.actor}
            onChange={(event) => {
              const actor = event.currentTarget.value;
              setFilters((current) => ({ ...current, actor }));
            }}
            data={[{ value: '', label: t('audit.everyone') }, ...actors.map((actor) => ({ value: actor.identity, label: actor.name }))]}
          />
          <NativeSelect
            label={t('audit.subjectType')}
            value={filters.subjectType}
            onChange={(event) => {
              const subjectType = event.currentTarget.value;
              setFilters((current) => ({ ...current, subjectType }));
            }}
            data={[{ value: '', label: t('audit.anything') }, ...SUBJECT_TYPES.map((type) => ({ value: type, label: t(`audit.types.${type}`) }))]}
          />
          <TextInput label={t('audit.action')} description={t('audit.actionHint')} value={action} onChange={(event) => setAction(event.currentTarget.value)} />
          <Button type="submit" variant="light">
            {t('audit.apply')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setAction('');
              setFilters(EMPTY);
            }}
          >
            {t('audit.clear')}
          </Button>
        </Group>
      </form>
      {pages.isPending ? (
        <Loader size="sm" />
      ) : pages.isError ? (
        <Alert color="red">{text('generic-error')}</Alert>
      ) : events.length === 0 ? (
        <Text c="dimmed">{t('audit.none')}</Text>
      ) : (
        <>
          <ol className={classes.timeline} aria-label={t('audit.timeline')}>
            {events.map((event) => (
              <AuditEventItem key={event.id} event={event} />
            ))}
          </ol>
          {pages.hasNextPage && (
            <Button variant="light" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
              {t('common.loadMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}

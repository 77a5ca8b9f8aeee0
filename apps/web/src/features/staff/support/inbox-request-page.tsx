import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';

import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Badge, Button, Group, Loader, Select, Switch, Text, Textarea, Title } from '@mantine/core';
import { formatMoney } from '@marginalia/contracts/formatting/money';
import { staffRoutes } from '@marginalia/contracts/staff/staff.paths';
import { SUPPORT_MESSAGE_MAX } from '@marginalia/contracts/support/support.constants';
import type { AttachmentView } from '@marginalia/contracts/support/support.contract';
import type { StaffRequest } from '@marginalia/contracts/support/support-staff.contract';
import { staffSupportPaths, staffSupportRoutes } from '@marginalia/contracts/support/support.paths';
import { useMessageText } from '../../../components/form-messages';
import { classNames } from '../../../components/class-names';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser, useLocalePath } from '../../../lib/application-context';
import { useStaffFormat } from '../customers/use-staff-format';
import { staffMembersQuery } from '../orders/staff-orders-api';
import { RequestStatusBadge } from './request-status-badge';
import { staffRequestQuery, useAssign, useSetStatus, useStaffReply } from './support-inbox-api';
import { StaffAttachments } from './staff-attachments';
import { useInboxFormat } from './use-inbox-format';
import desk from '../desk/desk.module.css';
import classes from './support-inbox.module.css';

/** /{lang}/staff/support/{number}: the whole thread with notes, the reply or note composer, assignment, close and reopen, history. */
export function InboxRequestPage({ number }: { number: string }) {
  const { t } = useTranslation('staff-support');
  const lp = useLocalePath();
  const request = useQuery(staffRequestQuery(number));
  const inboxFormat = useInboxFormat();
  useDocumentTitle(request.data ? `${number} · ${inboxFormat.type(request.data.request)}` : number);
  const back = (
    <Anchor component={Link} to={lp(staffSupportRoutes.inbox)} size="sm">
      {t('request.back')}
    </Anchor>
  );
  if (!request.data) {
    return (
      <div className={desk.column}>
        {back}
        {request.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {isApiError(request.error) && request.error.message ? request.error.message : t('request.failed')}
          </Alert>
        )}
      </div>
    );
  }
  const data = request.data;
  return (
    <div className={desk.column}>
      {back}
      <header>
        <Title order={1} className={desk.title}>
          {number} · {inboxFormat.type(data.request)}
        </Title>
        <Group gap="xs" mt={6}>
          <RequestStatusBadge status={data.request.status} awaitingReply={data.request.awaitingReply} />
          {data.request.channel === 'chat' && <Badge variant="light">{t('inbox.chat')}</Badge>}
          {data.request.answerByEmail && <Badge variant="light" color="gray">{t('request.byEmail')}</Badge>}
        </Group>
      </header>
      <div className={classes.layout}>
        <div className={classes.side}>
          {data.proof && <ProofPanel request={data} />}
          <section aria-labelledby="thread-title" className={classes.panel}>
            <Title order={2} size="h4" id="thread-title" mb="sm">
              {t('request.thread')}
            </Title>
            <Thread messages={data.messages} />
            <Composer number={number} closed={data.request.status === 'closed'} />
          </section>
        </div>
        <div className={classes.side}>
          <Facts request={data} />
          <Actions request={data} />
          <History request={data} />
        </div>
      </div>
    </div>
  );
}

function Thread({ messages }: { messages: StaffRequest['messages'] }) {
  const { t } = useTranslation('staff-support');
  const format = useStaffFormat();
  return (
    <ol className={classes.thread}>
      {messages.map((message) => (
        <li key={message.id} className={classNames(classes.message, message.kind === 'staff' && classes.staffMessage, message.kind === 'note' && classes.note)} data-testid={`staff-message-${message.kind}`}>
          <div className={classes.messageHead}>
            <span>
              {message.author ?? ''} · {t(`kinds.${message.kind}`)}
            </span>
            <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
          </div>
          <p className={classes.body}>{message.body}</p>
          <FileLinks files={message.attachments} />
        </li>
      ))}
    </ol>
  );
}

function FileLinks({ files }: { files: AttachmentView[] }) {
  if (files.length === 0) return null;
  return (
    <ul className={classes.files}>
      {files.map((file) => (
        <li key={file.id}>
          <Anchor href={staffSupportPaths.attachment(file.id)} size="sm">
            {file.name}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

function ProofPanel({ request }: { request: StaffRequest }) {
  const { t } = useTranslation('staff-support');
  const lp = useLocalePath();
  const proof = request.proof;
  if (!proof) return null;
  return (
    <Alert color="blue" variant="light" title={t('proof.title')}>
      <Text size="sm">{t('proof.text', { amount: formatMoney(proof.amount, proof.currency, { withIsoCode: true }), invoice: proof.invoiceNumber, date: proof.transferredOn, reference: proof.bankReference })}</Text>
      <Anchor component={Link} to={lp(`${staffRoutes.payments}?q=${encodeURIComponent(proof.invoiceNumber)}`)} size="sm">
        {t('proof.desk')}
      </Anchor>
    </Alert>
  );
}

function Composer({ number, closed }: { number: string; closed: boolean }) {
  const { t } = useTranslation('staff-support');
  const text = useMessageText();
  const reply = useStaffReply(number);
  const [message, setMessage] = useState('');
  const [internal, setInternal] = useState(false);
  const [attachments, setAttachments] = useState<AttachmentView[]>([]);
  const [uploading, setUploading] = useState(false);
  const failure = reply.error;
  const send = () => {
    reply.mutate(
      { message, internal, attachmentIds: attachments.map((file) => file.id) },
      {
        onSuccess: () => {
          setMessage('');
          setAttachments([]);
        },
      },
    );
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      noValidate
      aria-label={t('composer.label')}
    >
      {closed && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('composer.closedHint')}
        </Text>
      )}
      <Textarea
        label={internal ? t('composer.note') : t('composer.reply')}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={isApiError(failure) ? (failure.fields.message?.message ?? null) : null}
        data-testid="staff-composer"
      />
      <StaffAttachments value={attachments} onChange={setAttachments} onBusyChange={setUploading} />
      <Group justify="space-between" mt="sm">
        <Switch label={t('composer.internal')} checked={internal} onChange={(event) => setInternal(event.currentTarget.checked)} />
        <Button type="submit" loading={reply.isPending || uploading} color={internal ? 'yellow' : undefined}>
          {internal ? t('composer.addNote') : t('composer.send')}
        </Button>
      </Group>
      {failure && !(isApiError(failure) && failure.fields.message) && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {isApiError(failure) ? failure.message || text(failure.key) : text('generic-error')}
        </Alert>
      )}
    </form>
  );
}

function Facts({ request }: { request: StaffRequest }) {
  const { t } = useTranslation('staff-support');
  const lp = useLocalePath();
  const format = useStaffFormat();
  const inboxFormat = useInboxFormat();
  const row = request.request;
  return (
    <section aria-labelledby="facts-title" className={classes.panel}>
      <Title order={2} size="h4" id="facts-title" mb="sm">
        {t('request.facts')}
      </Title>
      <dl className={classes.facts}>
        <dt>{t('columns.customer')}</dt>
        <dd>
          {row.customer.identity ? (
            <Anchor component={Link} to={lp(staffRoutes.customer(row.customer.identity))} size="sm">
              {row.customer.name}
            </Anchor>
          ) : (
            row.customer.name
          )}
          <Text size="xs" c="dimmed">
            {row.customer.email}
          </Text>
        </dd>
        <dt>{t('request.language')}</dt>
        <dd>{t(`languages.${row.customer.language}`, { defaultValue: row.customer.language })}</dd>
        {row.order && (
          <>
            <dt>{t('request.order')}</dt>
            <dd>
              <Anchor component={Link} to={lp(staffRoutes.order(row.order.externalId))} size="sm">
                {row.order.externalId}
              </Anchor>
              <Text size="xs" c="dimmed">
                {row.order.title}
              </Text>
            </dd>
          </>
        )}
        <dt>{t('request.created')}</dt>
        <dd>{format.dateTime(row.createdAt)}</dd>
        <dt>{t('columns.firstResponse')}</dt>
        <dd data-testid="first-response">{inboxFormat.duration(row.firstResponseMinutes)}</dd>
      </dl>
    </section>
  );
}

function Actions({ request }: { request: StaffRequest }) {
  const { t } = useTranslation('staff-support');
  const text = useMessageText();
  const me = useCurrentUser();
  const members = useQuery(staffMembersQuery());
  const number = request.request.number;
  const assign = useAssign(number);
  const status = useSetStatus(number);
  const closed = request.request.status === 'closed';
  const failure = assign.error ?? status.error;
  return (
    <section aria-labelledby="actions-title" className={classes.panel}>
      <Title order={2} size="h4" id="actions-title" mb="sm">
        {t('request.actions')}
      </Title>
      <Select
        label={t('columns.assignee')}
        placeholder={t('inbox.unassigned')}
        data={(members.data?.members ?? []).map((member) => ({ value: member.identity, label: member.name || member.email }))}
        value={request.request.assignee?.identity ?? null}
        onChange={(value) => assign.mutate(value)}
        clearable
        disabled={assign.isPending}
      />
      <Group mt="sm" gap="xs">
        {me.identity && request.request.assignee?.identity !== me.identity && (
          <Button size="xs" variant="light" onClick={() => assign.mutate(me.identity)} loading={assign.isPending}>
            {t('request.takeIt')}
          </Button>
        )}
        <Button size="xs" variant={closed ? 'filled' : 'default'} onClick={() => status.mutate(closed ? 'open' : 'closed')} loading={status.isPending}>
          {closed ? t('request.reopen') : t('request.close')}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {isApiError(failure) ? failure.message || text(failure.key) : text('generic-error')}
        </Alert>
      )}
    </section>
  );
}

function History({ request }: { request: StaffRequest }) {
  const { t } = useTranslation('staff-support');
  const format = useStaffFormat();
  return (
    <section aria-labelledby="history-title" className={classes.panel}>
      <Title order={2} size="h4" id="history-title" mb="sm">
        {t('request.history')}
      </Title>
      <ol className={classes.history}>
        {request.history.map((event) => (
          <li key={event.id}>
            <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time> · {t(`actions.${event.action}`, { defaultValue: event.action })} · {event.actor?.name ?? t('request.system')}
          </li>
        ))}
      </ol>
    </section>
  );
}

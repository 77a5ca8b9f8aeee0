import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Badge, Button, Loader, Text, Textarea, UnstyledButton } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX } from '@marginalia/contracts/support/support.constants';
import type { ChatState } from '@marginalia/contracts/support/support.contract';
import { useMessageText } from '../../components/form-messages';
import { isApiError } from '../../lib/api-client';
import { useRequestTypeLabel } from './request-labels';
import { ReplyForm } from './reply-form';
import { threadQuery, useCreateRequest, useMarkRead } from './support-api';
import { ThreadMessages } from './thread-messages';
import classes from './chat-widget.module.css';

export type ChatView = { kind: 'list' } | { kind: 'thread'; number: string } | { kind: 'new'; order: string | null };

export interface ChatPanelProps {
  state: ChatState;
  view: ChatView;
  onView: (view: ChatView) => void;
  onClose: () => void;
  panelId: string;
}

/**
 * The chat's panel (loaded when the launcher first opens it, chat-widget.tsx): the open conversations, a
 * thread, or a new message; it says whether staff are signed in. Escape closes it.
 */
export function ChatPanel({ state, view, onView, onClose, panelId }: ChatPanelProps) {
  const { t } = useTranslation('support');
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    panel.current?.focus();
  }, [view.kind]);
  return (
    <section
      ref={panel}
      id={panelId}
      className={classes.panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={classes.head}>
        <div>
          <h2 id={titleId} className={classes.title}>
            {t('chat.title')}
          </h2>
          <Presence state={state} />
        </div>
        <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('chat.close')}>
          ×
        </ActionIcon>
      </header>
      <div className={classes.content}>
        {view.kind === 'list' && <Conversations state={state} onOpen={(number) => onView({ kind: 'thread', number })} onNew={() => onView({ kind: 'new', order: null })} />}
        {view.kind === 'thread' && <ChatThread number={view.number} onBack={() => onView({ kind: 'list' })} />}
        {view.kind === 'new' && <NewConversation order={view.order} staffOnline={state.staffOnline} onBack={() => onView({ kind: 'list' })} onStarted={(number) => onView({ kind: 'thread', number })} />}
      </div>
    </section>
  );
}

export default ChatPanel;

function Presence({ state }: { state: ChatState }) {
  const { t } = useTranslation('support');
  return (
    <Text size="xs" className={classes.presence} data-testid="chat-presence">
      <span className={state.staffOnline ? classes.dotOnline : classes.dotOffline} aria-hidden />
      {state.staffOnline ? t('chat.online') : t('chat.offline', { hours: state.expectedReplyHours })}
    </Text>
  );
}

function Conversations({ state, onOpen, onNew }: { state: ChatState; onOpen: (number: string) => void; onNew: () => void }) {
  const { t } = useTranslation('support');
  const typeLabel = useRequestTypeLabel();
  return (
    <div className={classes.list}>
      {state.conversations.length === 0 && <Text size="sm">{t('chat.empty')}</Text>}
      {state.conversations.length > 0 && (
        <ul className={classes.conversations} aria-label={t('chat.conversations')}>
          {state.conversations.map((conversation) => (
            <li key={conversation.number}>
              <UnstyledButton className={classes.conversation} onClick={() => onOpen(conversation.number)}>
                <span className={classes.conversationHead}>
                  <span>{conversation.order ? t('chat.aboutOrder', { order: conversation.order.externalId }) : typeLabel(conversation)}</span>
                  {conversation.unread > 0 && (
                    <Badge color="red" size="xs" aria-label={t('chat.unread', { n: conversation.unread })}>
                      {conversation.unread}
                    </Badge>
                  )}
                </span>
                <span className={classes.excerpt}>{conversation.excerpt}</span>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
      <Button size="xs" onClick={onNew} mt="sm">
        {t('chat.new')}
      </Button>
    </div>
  );
}

function ChatThread({ number, onBack }: { number: string; onBack: () => void }) {
  const { t } = useTranslation('support');
  const thread = useQuery(threadQuery(number));
  const markRead = useMarkRead(number);
  const end = useRef<HTMLDivElement>(null);
  const unread = thread.data?.request.unread ?? 0;
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    if (unread > 0 && !markRead.isPending) markRead.mutate();
  }, [unread]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  return (
    <div>
      <Anchor component="button" type="button" size="xs" onClick={onBack}>
        {t('chat.back')}
      </Anchor>
      {thread.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
      {thread.data && (
        <>
          <div className={classes.thread} aria-live="polite">
            <ThreadMessages messages={thread.data.messages} compact />
            <div ref={end} />
          </div>
          <ReplyForm number={number} compact />
        </>
      )}
    </div>
  );
}

function NewConversation({ order, staffOnline, onBack, onStarted }: { order: string | null; staffOnline: boolean; onBack: () => void; onStarted: (number: string) => void }) {
  const { t } = useTranslation('support');
  const text = useMessageText();
  const create = useCreateRequest();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      const created = await create.mutateAsync({ type: order ? 'support' : 'question', orderExternalId: order ?? undefined, channel: 'chat', message, attachmentIds: [] });
      setMessage('');
      onStarted(created.number);
    } catch (failure) {
      setError(isApiError(failure) ? (Object.values(failure.fields)[0]?.message ?? (failure.message || text(failure.key))) : text('generic-error'));
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
    >
      <Anchor component="button" type="button" size="xs" onClick={onBack}>
        {t('chat.back')}
      </Anchor>
      {order && (
        <Text size="sm" fw={600} mt="xs">
          {t('chat.aboutOrder', { order })}
        </Text>
      )}
      {!staffOnline && (
        <Alert color="gray" variant="light" mt="xs" p="xs">
          <Text size="xs">{t('chat.offlineNote')}</Text>
        </Alert>
      )}
      <Textarea
        mt="xs"
        label={t('chat.messageLabel')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={message}
        error={error}
        onChange={(event) => setMessage(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <Button type="submit" size="xs" mt="xs" loading={create.isPending} fullWidth>
        {t('chat.send')}
      </Button>
    </form>
  );
}

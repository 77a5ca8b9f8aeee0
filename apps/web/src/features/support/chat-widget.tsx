import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Badge, Button, Loader, Text, Textarea, UnstyledButton } from '@mantine/core';
import { STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';
import { SUPPORT_MESSAGE_MAX } from '@marginalia/contracts/support/support.constants';
import type { ChatState } from '@marginalia/contracts/support/support.contract';
import { useMessageText } from '../../components/form-messages';
import { isApiError } from '../../lib/api-client';
import { splitLanguagePrefix } from '../../lib/language-path';
import { useRealtimeEvents } from '../../lib/realtime';
import { chatOrderOf } from './chat-route';
import { useRequestTypeLabel } from './request-labels';
import { ReplyForm } from './reply-form';
import { chatQuery, SUPPORT_KEY, threadQuery, useCreateRequest, useMarkRead } from './support-api';
import { ThreadMessages } from './thread-messages';
import classes from './chat-widget.module.css';

type View = { kind: 'list' } | { kind: 'thread'; number: string } | { kind: 'new'; order: string | null };

/**
 * The chat with the service, on every researcher page (web namespace `support`): a button with the unread
 * count opens a panel with the open conversations, a thread, or a new message. Staff replies arrive live
 * (server-sent events). When no staff member is signed in, it says when to expect an answer, by e-mail.
 * `/researcher/details/{externalId}/…/chatbot` opens it on that order. Escape closes it.
 */
export function ChatWidget() {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const chat = useQuery(chatQuery());
  const location = useLocation();
  const orderFromPath = chatOrderOf(splitLanguagePrefix(location.pathname).rest);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>({ kind: 'list' });
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();
  const titleId = useId();

  useRealtimeEvents(['support.message', 'support.status', STREAM_OPEN_EVENT], () => void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }), chat.data?.enabled === true);

  // The order page's chatbot segment opens the chat on that order: its open conversation, or a new one.
  useEffect(() => {
    if (!orderFromPath || !chat.data?.enabled) return;
    const existing = chat.data.conversations.find((conversation) => conversation.order?.externalId === orderFromPath);
    setView(existing ? { kind: 'thread', number: existing.number } : { kind: 'new', order: orderFromPath });
    setOpen(true);
    // Once per order page visit; later changes of the conversations must not move the reader.
    // (chat.data is read at that moment.)
  }, [orderFromPath, chat.data?.enabled]);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open, view.kind]);

  if (!chat.data?.enabled) return null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className={classes.root}>
      {open && (
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
              close();
            }
          }}
        >
          <header className={classes.head}>
            <div>
              <h2 id={titleId} className={classes.title}>
                {t('chat.title')}
              </h2>
              <Presence state={chat.data} />
            </div>
            <ActionIcon variant="subtle" color="gray" onClick={close} aria-label={t('chat.close')}>
              ×
            </ActionIcon>
          </header>
          <div className={classes.content}>
            {view.kind === 'list' && <Conversations state={chat.data} onOpen={(number) => setView({ kind: 'thread', number })} onNew={() => setView({ kind: 'new', order: null })} />}
            {view.kind === 'thread' && <ChatThread number={view.number} onBack={() => setView({ kind: 'list' })} />}
            {view.kind === 'new' && <NewConversation order={view.order} staffOnline={chat.data.staffOnline} onBack={() => setView({ kind: 'list' })} onStarted={(number) => setView({ kind: 'thread', number })} />}
          </div>
        </section>
      )}
      <button
        ref={button}
        type="button"
        className={classes.launcher}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="chat-launcher"
      >
        <span>{t('chat.launcher')}</span>
        {chat.data.unread > 0 && (
          <span className={classes.badge} data-testid="chat-unread" aria-label={t('chat.unread', { n: chat.data.unread })}>
            {chat.data.unread}
          </span>
        )}
      </button>
    </div>
  );
}

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

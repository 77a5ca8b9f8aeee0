import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STREAM_OPEN_EVENT } from '@marginalia/contracts/realtime/realtime.paths';
import { splitLanguagePrefix } from '../../lib/language-path';
import { useRealtimeEvents } from '../../lib/realtime';
import { chatOrderOf } from './chat-route';
import type { ChatView } from './chat-panel';
import { chatQuery, SUPPORT_KEY } from './support-api';
import classes from './chat-widget.module.css';

// The panel, its forms and threads load the first time it opens: every researcher page carries the launcher only.
const ChatPanel = lazy(() => import('./chat-panel'));

/**
 * The chat with the service, on every researcher page (web namespace `support`): a button with the unread
 * count opens a panel with the open conversations, a thread, or a new message. Staff replies arrive live
 * (server-sent events). When no staff member is signed in, the panel says when to expect an answer, by
 * e-mail. `/researcher/details/{externalId}/…/chatbot` opens it on that order.
 */
export function ChatWidget() {
  const { t } = useTranslation('support');
  const queryClient = useQueryClient();
  const chat = useQuery(chatQuery());
  const location = useLocation();
  const orderFromPath = chatOrderOf(splitLanguagePrefix(location.pathname).rest);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ChatView>({ kind: 'list' });
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useRealtimeEvents(['support.message', 'support.status', STREAM_OPEN_EVENT], () => void queryClient.invalidateQueries({ queryKey: SUPPORT_KEY }), chat.data?.enabled === true);

  // The order page's chatbot segment opens the chat on that order: its open conversation, or a new one.
  // Once per order page: later changes of the conversations (read when it opens) must not move the reader.
  useEffect(() => {
    if (!orderFromPath || !chat.data?.enabled) return;
    const existing = chat.data.conversations.find((conversation) => conversation.order?.externalId === orderFromPath);
    setView(existing ? { kind: 'thread', number: existing.number } : { kind: 'new', order: orderFromPath });
    setOpen(true);
  }, [orderFromPath, chat.data?.enabled]);

  if (!chat.data?.enabled) return null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className={classes.root}>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel state={chat.data} view={view} onView={setView} onClose={close} panelId={panelId} />
        </Suspense>
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

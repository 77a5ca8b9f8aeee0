import { useSyncExternalStore } from 'react';

export type MessageType = 'success' | 'info' | 'warning' | 'danger';

/** What a feature asks to show: a message key of the catalogue (with params) or a ready text. */
export type MessageInput =
  | { type: MessageType; key: string; params?: Record<string, string | number>; text?: undefined }
  | { type: MessageType; text: string; key?: undefined; params?: undefined };

export type Message = MessageInput & {
  id: number;
  /** When it was shown (ms); a page change right after showing it is the one it was shown for. */
  shownAt: number;
};

/** A navigation this soon after a message is part of the same action (save, then go to the list). */
export const MESSAGE_NAVIGATION_GRACE_MS = 1500;

export interface MessageStore {
  get(): Message | null;
  subscribe(listener: () => void): () => void;
  /** Shows a message, replacing the one on screen (one message at a time). */
  show(input: MessageInput): void;
  dismiss(): void;
  /** Called on every page change: the message goes unless it was shown just before (for the new page). */
  noteNavigation(): void;
}

export function createMessageStore(now: () => number = Date.now): MessageStore {
  let current: Message | null = null;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: Message | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input) {
      set({ ...input, id: nextId++, shownAt: now() } as Message);
    },
    dismiss() {
      if (current) set(null);
    },
    noteNavigation() {
      if (current && now() - current.shownAt > MESSAGE_NAVIGATION_GRACE_MS) set(null);
    },
  };
}

export const messageStore = createMessageStore();

export interface UseMessages {
  message: Message | null;
  show: (input: MessageInput) => void;
  dismiss: () => void;
}

/** The message area of the shell: `show({ type: 'success', key: 'certificate-details-updated' })`. */
export function useMessages(): UseMessages {
  const message = useSyncExternalStore(messageStore.subscribe, messageStore.get, messageStore.get);
  return { message, show: messageStore.show, dismiss: messageStore.dismiss };
}

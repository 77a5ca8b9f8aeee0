import { useSyncExternalStore } from 'react';

/** The failure shown in the network-request-error modal; null when the modal is closed. */
export interface NetworkErrorState {
  /** The server's translated text, when it sent one. */
  detail: string;
  key: string;
}

let state: NetworkErrorState | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const networkErrorStore = {
  open(next: NetworkErrorState): void {
    // Several requests failing together (a dropped connection) show one modal, not a stack.
    if (state) return;
    state = next;
    emit();
  },
  close(): void {
    if (!state) return;
    state = null;
    emit();
  },
  get(): NetworkErrorState | null {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useNetworkError(): NetworkErrorState | null {
  return useSyncExternalStore(networkErrorStore.subscribe, networkErrorStore.get, networkErrorStore.get);
}

import { useCallback, useState } from 'react';
import { downloadPercentage } from '@marginalia/contracts/orders/completed-files';
import { useMessages } from '../../lib/message-store';
import { downloadAllFiles, saveBlob } from './download-all';

/** Per order, idle → retrieving (0–100 %) → done; an error goes back to idle with generic-download-error. */
export type DownloadState = { kind: 'idle' } | { kind: 'retrieving'; percentage: number } | { kind: 'done' };

export function useDownloadAll(externalId: string) {
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const { show } = useMessages();
  const start = useCallback(async () => {
    setState({ kind: 'retrieving', percentage: 0 });
    try {
      const { archive, fileName } = await downloadAllFiles(externalId, (received, total) => setState({ kind: 'retrieving', percentage: downloadPercentage(received, total) }));
      saveBlob(archive, fileName);
      setState({ kind: 'done' });
    } catch {
      setState({ kind: 'idle' });
      show({ type: 'danger', key: 'generic-download-error' });
    }
  }, [externalId, show]);
  return { state, start };
}

import type { UploadKind } from '@marginalia/contracts/order-form/order-form.paths';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { UploadPanel } from '../../../components/uploads/upload-panel';
import { useFileUploads } from './use-file-uploads';

export interface FileUploaderProps {
  /** The kind of file: main manuscript, figures, tables or references. */
  kind: UploadKind;
  /** The heading of the uploader and the accessible name of its file input. */
  label: string;
  /** A line under the label. */
  description?: string;
  /** Several files at once. Default: every kind but `main` (one manuscript; remove it to replace it). */
  multiple?: boolean;
  /** A smaller drop zone, for secondary uploads such as reference files. */
  compact?: boolean;
  disabled?: boolean;
  /** A message from the page's own validation (e.g. manuscript-file-required), shown under the zone. */
  error?: string | null;
  /** After each file is stored; the form in the cache is already the answer's. */
  onUploaded?: (response: OrderFormResponse) => void;
  /** After a file is removed; the form in the cache is already the answer's. */
  onRemoved?: (response: OrderFormResponse) => void;
  /** Whether uploads are running or waiting (pages disable Next meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Upload of order-form files (POST /api/order-form/{id}/files) with the shared uploader
 * (components/uploads). Must be used inside the order-form area (it reads and updates the loaded form).
 */
export function FileUploader({ kind, onUploaded, onRemoved, ...panel }: FileUploaderProps) {
  const uploads = useFileUploads(kind, { onUploaded, onRemoved });
  return <UploadPanel kind={kind} {...panel} files={uploads.files} queue={uploads} onRemove={uploads.remove} removingId={uploads.removingId} />;
}

import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { UploadPanel, type UploadPanelProps } from '../../../components/uploads/upload-panel';
import { useFileUploads } from './use-file-uploads';

/** The panel's own props (kind, label, description, multiple, compact, disabled, error, onBusyChange), and the form's callbacks. */
export interface FileUploaderProps extends Omit<UploadPanelProps, 'files' | 'queue' | 'onRemove' | 'removingId'> {
  /** After each file is stored; the form in the cache is already the answer's. */
  onUploaded?: (response: OrderFormResponse) => void;
  /** After a file is removed; the form in the cache is already the answer's. */
  onRemoved?: (response: OrderFormResponse) => void;
}

/**
 * Upload of order-form files (POST /api/order-form/{id}/files) with the shared uploader
 * (components/uploads). Must be used inside the order-form area (it reads and updates the loaded form).
 */
export function FileUploader({ kind, onUploaded, onRemoved, ...panel }: FileUploaderProps) {
  const uploads = useFileUploads(kind, { onUploaded, onRemoved });
  return <UploadPanel kind={kind} {...panel} files={uploads.files} queue={uploads} onRemove={uploads.remove} removingId={uploads.removingId} />;
}

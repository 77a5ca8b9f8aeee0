import type { DigitalEdit } from '@marginalia/contracts/digital/digital-editing.contract';
import { useMessageText } from '../../components/form-messages';
import { ArchiveConfirmation } from '../../components/digital-product/archive-confirmation';
import { useProductAction } from '../../components/digital-product/use-product-action';
import { archiveEdit, useRefreshEdits } from './editing-api';

/** The confirmation of a delete (archive): '%(fileName)s archived' once done. */
export function ArchiveEditDialog({ edit, onDone, afterArchive }: { edit: DigitalEdit; onDone: () => void; afterArchive?: () => void }) {
  const text = useMessageText();
  const { busy, run } = useProductAction(useRefreshEdits());
  const archive = () =>
    run(() => archiveEdit(edit.identity), {
      done: (answer) => text('digital-edit-archived', { fileName: answer.fileName }),
      then: afterArchive,
      settle: onDone,
    });
  return <ArchiveConfirmation namespace="digital-editing" fileName={edit.file} busy={busy} onConfirm={() => void archive()} onCancel={onDone} confirmTestId="edit-archive-confirm" />;
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CloseButton, Group, Text } from '@mantine/core';
import { SUPPORT_ATTACHMENT_EXTENSIONS, SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENTS_PER_MESSAGE } from '@marginalia/contracts/support/support.constants';
import type { AttachmentView } from '@marginalia/contracts/support/support.contract';
import { supportPaths } from '@marginalia/contracts/support/support.paths';
import { HiddenFileInput } from '../../../components/uploads/hidden-file-input';
import { sendUpload } from '../../../components/uploads/upload-request';
import { acceptAttribute, checkFile } from '../../../components/uploads/upload-rules';
import { useMessageText } from '../../../components/form-messages';
import { isApiError } from '../../../lib/api-client';

const ALLOWED = [...SUPPORT_ATTACHMENT_EXTENSIONS];
const isAnswer = (body: unknown): body is { attachment: AttachmentView } => typeof (body as { attachment?: { id?: unknown } } | null)?.attachment?.id === 'string';

/** Files staff send with a reply (the same upload as the customer's, counted in the staff member's quota). */
export function StaffAttachments({ value, onChange, onBusyChange }: { value: AttachmentView[]; onChange: (value: AttachmentView[]) => void; onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation('staff-support');
  const text = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const add = async (files: File[]) => {
    setProblem(null);
    onBusyChange(true);
    for (const file of files.slice(0, SUPPORT_ATTACHMENTS_PER_MESSAGE - latest.current.length)) {
      if (!checkFile(file, ALLOWED, SUPPORT_ATTACHMENT_MAX_BYTES).ok) {
        setProblem(t('composer.fileRefused', { name: file.name }));
        continue;
      }
      try {
        const { attachment } = await sendUpload({ url: supportPaths.attachments, kind: 'attachment', file, isAnswer });
        latest.current = [...latest.current, attachment];
        onChange(latest.current);
      } catch (failure) {
        setProblem(`${file.name}: ${isApiError(failure) ? failure.message || text(failure.key) : text('generic-error')}`);
      }
    }
    onBusyChange(false);
  };
  return (
    <div>
      <Group gap="xs" mt="xs">
        <Button size="xs" variant="default" onClick={() => input.current?.click()} disabled={value.length >= SUPPORT_ATTACHMENTS_PER_MESSAGE}>
          {t('composer.attach')}
        </Button>
        {value.map((file) => (
          <Group key={file.id} gap={2}>
            <Text size="xs">{file.name}</Text>
            <CloseButton size="xs" aria-label={t('composer.removeFile', { name: file.name })} onClick={() => onChange(value.filter((each) => each.id !== file.id))} />
          </Group>
        ))}
      </Group>
      <HiddenFileInput
        ref={input}
        multiple
        accept={acceptAttribute(ALLOWED)}
        aria-label={t('composer.attach')}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void add(files);
        }}
      />
      {problem && (
        <Text size="xs" c="red" role="alert">
          {problem}
        </Text>
      )}
    </div>
  );
}

import '@mantine/core/styles/Input.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, Button, Group, Textarea } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX } from '@marginalia/contracts/support/support.constants';
import { supportMessageSchema, type AttachmentView } from '@marginalia/contracts/support/support.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../components/form-messages';
import { AttachmentsField } from './attachments-field';
import { useReply } from './support-api';

const replySchema = z.object({ message: supportMessageSchema });
type ReplyValues = z.input<typeof replySchema>;

/** The customer writes again in a request: a message and files. `compact` for the chat widget. */
export function ReplyForm({ number, compact = false, onSent }: { number: string; compact?: boolean; onSent?: () => void }) {
  const { t } = useTranslation('support');
  const text = useMessageText();
  const fieldError = useFieldError();
  const reply = useReply(number);
  const form = useForm<ReplyValues>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });
  const [attachments, setAttachments] = useState<AttachmentView[]>([]);
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await reply.mutateAsync({ message: values.message, attachmentIds: attachments.map((file) => file.id) });
      form.reset({ message: '' });
      setAttachments([]);
      onSent?.();
    } catch (failure) {
      setAlert(applyServerErrors(failure, ['message'], form.setError, text));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Textarea
        label={t('thread.replyLabel')}
        autosize
        minRows={compact ? 2 : 4}
        maxRows={compact ? 6 : 14}
        maxLength={SUPPORT_MESSAGE_MAX}
        error={fieldError('message', form.formState.errors.message)}
        onKeyDown={(event) => {
          // Ctrl/⌘ + Enter sends, as in most chats; Enter alone makes a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        {...form.register('message')}
      />
      {!compact && <AttachmentsField value={attachments} onChange={setAttachments} onBusyChange={setUploading} />}
      {alert && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {alert}
        </Alert>
      )}
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size={compact ? 'xs' : 'sm'} loading={reply.isPending || uploading}>
          {t('thread.send')}
        </Button>
      </Group>
    </form>
  );
}

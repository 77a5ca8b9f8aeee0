import '@mantine/core/styles/Progress.css';

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CloseButton, Group, Progress, Text } from '@mantine/core';
import { SUPPORT_ATTACHMENT_EXTENSIONS, SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENTS_PER_MESSAGE } from '@marginalia/contracts/support/support.constants';
import type { AttachmentView } from '@marginalia/contracts/support/support.contract';
import { HiddenFileInput } from '../../components/uploads/hidden-file-input';
import { isAbortError } from '../../components/uploads/upload-request';
import { acceptAttribute, checkFile, formatBytes, uploadPercent } from '../../components/uploads/upload-rules';
import { useMessageText } from '../../components/form-messages';
import { isApiError } from '../../lib/api-client';
import { useSiteLanguage } from '../../lib/application-context';
import { bcp47 } from '@marginalia/contracts/i18n/languages';
import { uploadAttachment } from './support-api';
import classes from './support.module.css';

interface Pending {
  key: number;
  name: string;
  percent: number;
}

export interface AttachmentsFieldProps {
  value: AttachmentView[];
  onChange: (value: AttachmentView[]) => void;
  /** True while a file is on its way (the form waits). */
  onBusyChange?: (busy: boolean) => void;
  error?: string | null;
  label?: string;
}

const ALLOWED = [...SUPPORT_ATTACHMENT_EXTENSIONS];

/** Files sent with a message: each uploads at once (checked by its bytes on the server), then goes with the message. */
export function AttachmentsField({ value, onChange, onBusyChange, error = null, label }: AttachmentsFieldProps) {
  const { t } = useTranslation('support');
  const text = useMessageText();
  const locale = bcp47(useSiteLanguage());
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const full = value.length + pending.length >= SUPPORT_ATTACHMENTS_PER_MESSAGE;

  const add = async (files: File[]) => {
    const room = SUPPORT_ATTACHMENTS_PER_MESSAGE - value.length - pending.length;
    const found: string[] = [];
    if (files.length > room) found.push(t('attachments.tooMany', { max: SUPPORT_ATTACHMENTS_PER_MESSAGE }));
    const accepted = files.slice(0, Math.max(0, room)).filter((file) => {
      const check = checkFile(file, ALLOWED, SUPPORT_ATTACHMENT_MAX_BYTES);
      if (check.ok) return true;
      found.push(check.reason === 'type' ? t('attachments.type', { name: file.name }) : check.reason === 'size' ? t('attachments.size', { name: file.name, size: formatBytes(SUPPORT_ATTACHMENT_MAX_BYTES, locale) }) : t('attachments.empty', { name: file.name }));
      return false;
    });
    setProblems(found);
    if (accepted.length === 0) return;
    onBusyChange?.(true);
    await Promise.all(
      accepted.map(async (file, index) => {
        const key = Date.now() + index;
        setPending((list) => [...list, { key, name: file.name, percent: 0 }]);
        try {
          const { attachment } = await uploadAttachment(file, (loaded, total) => setPending((list) => list.map((each) => (each.key === key ? { ...each, percent: uploadPercent(loaded, total) } : each))));
          latest.current = [...latest.current, attachment];
          onChange(latest.current);
        } catch (failure) {
          if (!isAbortError(failure)) setProblems((list) => [...list, `${file.name}: ${isApiError(failure) && failure.message ? failure.message : text(isApiError(failure) ? failure.key : 'generic-error')}`]);
        } finally {
          setPending((list) => list.filter((each) => each.key !== key));
        }
      }),
    );
    onBusyChange?.(false);
  };

  return (
    <div className={classes.attachments}>
      <Group gap="sm" align="center">
        <Button variant="default" size="sm" disabled={full} onClick={() => input.current?.click()}>
          {label ?? t('attachments.add')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('attachments.hint', { max: SUPPORT_ATTACHMENTS_PER_MESSAGE, size: formatBytes(SUPPORT_ATTACHMENT_MAX_BYTES, locale) })}
        </Text>
      </Group>
      <HiddenFileInput
        ref={input}
        multiple
        accept={acceptAttribute(ALLOWED)}
        aria-label={label ?? t('attachments.add')}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          void add(files);
        }}
      />
      {(value.length > 0 || pending.length > 0) && (
        <ul className={classes.fileList} aria-label={t('attachments.listLabel')}>
          {value.map((file) => (
            <li key={file.id} className={classes.fileItem}>
              <span>
                {file.name} <Text span size="xs" c="dimmed">({formatBytes(file.size, locale)})</Text>
              </span>
              <CloseButton size="sm" aria-label={t('attachments.remove', { name: file.name })} onClick={() => onChange(value.filter((each) => each.id !== file.id))} />
            </li>
          ))}
          {pending.map((file) => (
            <li key={file.key} className={classes.fileItem}>
              <span>{file.name}</span>
              <Progress value={file.percent} size="sm" w={120} aria-label={t('attachments.uploading', { name: file.name })} />
            </li>
          ))}
        </ul>
      )}
      {[...problems, ...(error ? [error] : [])].map((problem) => (
        <Text key={problem} size="sm" c="red" role="alert">
          {problem}
        </Text>
      ))}
    </div>
  );
}

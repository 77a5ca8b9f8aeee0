import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Group, NumberInput, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { SettingView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { useSaveSetting } from './catalogue-api';

const draftOf = (setting: SettingView): string =>
  setting.kind === 'json' ? JSON.stringify(setting.value, null, 2) : setting.value === null || setting.value === undefined ? '' : String(setting.value);

/**
 * One application setting, edited as its contract types it (switch, number, text or JSON). The server
 * validates against the settings contract; its message shows under the field.
 */
export function SettingEditor({ setting }: { setting: SettingView }) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const save = useSaveSetting();
  const [draft, setDraft] = useState(() => draftOf(setting));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const label = setting.key;

  const send = async (value: unknown) => {
    setError(null);
    setSaved(false);
    try {
      await save.mutateAsync({ key: setting.key, value });
      setSaved(true);
    } catch (failure) {
      if (isApiError(failure)) setError(failure.fields.value?.message ? `${failure.message} ${failure.fields.value.message}` : failure.message || text(failure.key));
    }
  };
  const submit = () => {
    if (setting.kind === 'number') return void send(draft === '' ? null : Number(draft));
    if (setting.kind === 'string') return void send(setting.value === null && draft === '' ? null : draft);
    try {
      void send(JSON.parse(draft) as unknown);
    } catch {
      setError(t('settings.jsonInvalid'));
    }
  };

  if (setting.kind === 'boolean') {
    return (
      <div>
        <Switch label={label} checked={setting.value === true} disabled={save.isPending} onChange={(event) => void send(event.currentTarget.checked)} error={error ?? undefined} />
      </div>
    );
  }
  const status = saved ? (
    <Text size="xs" c="teal" role="status">
      {t('settings.saved')}
    </Text>
  ) : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        {setting.kind === 'number' ? (
          <NumberInput label={label} value={draft} onChange={(value) => setDraft(String(value))} error={error} style={{ flex: 1 }} />
        ) : setting.kind === 'string' ? (
          <TextInput label={label} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} error={error} style={{ flex: 1 }} />
        ) : (
          <Textarea label={label} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} error={error} autosize minRows={2} maxRows={12} ff="monospace" style={{ flex: 1 }} />
        )}
        <Button type="submit" variant="light" loading={save.isPending} aria-label={t('settings.saveLabel', { key: setting.key })} mb={error ? 22 : 0}>
          {t('common.save')}
        </Button>
      </Group>
      {status}
    </form>
  );
}

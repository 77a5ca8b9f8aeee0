import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { CHAT_AUDIENCES, type ChatAudience } from '@marginalia/contracts/support/support.constants';
import { useMessageText } from '../../../components/form-messages';
import { isApiError } from '../../../lib/api-client';
import { chatSettingQuery, useSaveChatSetting } from './support-inbox-api';
import classes from './support-inbox.module.css';

/** For whom the chat widget shows, and the answer time it promises when nobody is signed in (setting `supportChat`). */
export function ChatSettingsCard() {
  const { t } = useTranslation('staff-support');
  const text = useMessageText();
  const setting = useQuery(chatSettingQuery());
  const save = useSaveChatSetting();
  const [audience, setAudience] = useState<ChatAudience>('everyone');
  const [hours, setHours] = useState<number>(24);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!setting.data) return;
    setAudience(setting.data.audience);
    setHours(setting.data.expectedReplyHours);
  }, [setting.data]);

  return (
    <section aria-labelledby="chat-settings" className={classes.panel}>
      <Title order={2} size="h4" id="chat-settings">
        {t('chatSettings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('chatSettings.lead')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSaved(false);
          save.mutate({ audience, expectedReplyHours: hours }, { onSuccess: () => setSaved(true) });
        }}
      >
        <Stack gap="sm">
          <Radio.Group label={t('chatSettings.audience')} value={audience} onChange={(value) => setAudience(value as ChatAudience)}>
            <Group mt={6}>
              {CHAT_AUDIENCES.map((each) => (
                <Radio key={each} value={each} label={t(`chatSettings.audiences.${each}`)} />
              ))}
            </Group>
          </Radio.Group>
          <NumberInput label={t('chatSettings.hours')} min={1} max={168} value={hours} onChange={(value) => setHours(typeof value === 'number' ? value : Number(value) || 1)} w={240} />
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {isApiError(save.error) ? save.error.message || text(save.error.key) : text('generic-error')}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!setting.data}>
              {t('chatSettings.save')}
            </Button>
            {saved && (
              <Text size="sm" c="teal" role="status">
                {t('chatSettings.saved')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </section>
  );
}

import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Paper.css';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMessageText } from '../../../components/form-messages';
import { useDocumentTitle } from '../../../components/use-document-title';
import { featureFlagsQuery, settingsQuery, useToggleFlag } from './catalogue-api';
import { SettingEditor } from './setting-editor';
import desk from '../desk/desk.module.css';

/** /{lang}/staff/settings: feature flags and application settings, live without a restart. */
export function SettingsArea() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const flags = useQuery(featureFlagsQuery());
  const settings = useQuery(settingsQuery());
  const toggle = useToggleFlag();
  useDocumentTitle(t('settings.title'));
  return (
    <div className={desk.column}>
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('settings.lead')}
      </Text>
      <section aria-labelledby="staff-flags-title">
        <Title order={2} size="h4" id="staff-flags-title" mb="sm">
          {t('settings.flags')}
        </Title>
        {flags.isPending ? (
          <Loader size="sm" />
        ) : flags.isError ? (
          <Alert color="red">{text('generic-error')}</Alert>
        ) : (
          <Paper withBorder p="md">
            <Stack gap="sm">
              {flags.data.flags.map((flag) => (
                <Switch
                  key={flag.key}
                  label={flag.key}
                  description={flag.description}
                  checked={flag.enabled}
                  disabled={toggle.isPending}
                  onChange={(event) => toggle.mutate({ key: flag.key, enabled: event.currentTarget.checked })}
                />
              ))}
            </Stack>
          </Paper>
        )}
      </section>
      <section aria-labelledby="staff-settings-title">
        <Title order={2} size="h4" id="staff-settings-title" mb="sm">
          {t('settings.application')}
        </Title>
        {settings.isPending ? (
          <Loader size="sm" />
        ) : settings.isError ? (
          <Alert color="red">{text('generic-error')}</Alert>
        ) : (
          <Paper withBorder p="md">
            <Stack gap="md">
              {settings.data.settings.map((setting) => (
                <SettingEditor key={setting.key} setting={setting} />
              ))}
            </Stack>
          </Paper>
        )}
      </section>
    </div>
  );
}

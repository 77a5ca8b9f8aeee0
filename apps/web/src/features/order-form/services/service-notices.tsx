import { Alert, Stack } from '@mantine/core';
import { useMessageText } from '../../../components/form-messages';
import { noticeKeys } from './service-selection';

/** The form's notices and the scientific-editing warning, as alerts (rules in service-selection.ts). */
export function ServiceNotices({ notices, scientificSelected }: { notices: readonly string[]; scientificSelected: boolean }) {
  const text = useMessageText();
  const keys = noticeKeys(notices, scientificSelected);
  if (keys.length === 0) return null;
  return (
    <Stack gap="xs">
      {keys.map((key) => (
        <Alert key={key} color="amber" variant="light" role="status" data-notice={key}>
          {text(key)}
        </Alert>
      ))}
    </Stack>
  );
}

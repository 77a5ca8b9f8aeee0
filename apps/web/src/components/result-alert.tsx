import type { MantineSpacing } from '@mantine/core';
import { Alert } from '@mantine/core';

/** What a save answered: done (a status) or refused (an alert), in the user's language. */
export interface ResultNotice {
  ok: boolean;
  text: string;
}

export interface ResultAlertProps {
  result: ResultNotice | null;
  /** With it, the notice can be dismissed. */
  onClose?: () => void;
  mb?: MantineSpacing;
}

/** A save's outcome: green and polite when it worked, red and assertive when it did not. */
export function ResultAlert({ result, onClose, mb }: ResultAlertProps) {
  if (!result) return null;
  return (
    <Alert
      color={result.ok ? 'teal' : 'red'}
      variant="light"
      role={result.ok ? 'status' : 'alert'}
      mb={mb}
      withCloseButton={onClose !== undefined}
      onClose={onClose}
    >
      {result.text}
    </Alert>
  );
}

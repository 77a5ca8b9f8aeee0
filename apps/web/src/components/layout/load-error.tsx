import { Alert, Button, Text } from '@mantine/core';

export interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The retry is running. */
  retrying: boolean;
}

/** What a page shows when its data could not be loaded: why, and a way to try again. */
export function LoadError({ message, retryLabel, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Text mb="sm">{message}</Text>
      <Button size="xs" variant="light" onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

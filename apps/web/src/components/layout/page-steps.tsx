import { Button, Group, Text } from '@mantine/core';

export interface PageStepsProps {
  /** One-based. */
  page: number;
  pages: number;
  onChange: (page: number) => void;
  labels: { previous: string; next: string; /** "Page 2 of 5". */ position: string };
}

/** Previous, "Page n of m", Next under a short list; hidden when there is only one page. */
export function PageSteps({ page, pages, onChange, labels }: PageStepsProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {labels.previous}
      </Button>
      <Text size="sm">{labels.position}</Text>
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {labels.next}
      </Button>
    </Group>
  );
}

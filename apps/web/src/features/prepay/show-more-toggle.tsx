import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The 'Show more' / 'Show less' button under a table of 5 rows. */
export function ShowMoreToggle({ expanded, onToggle, controls }: { expanded: boolean; onToggle: () => void; controls: string }) {
  const { t } = useTranslation('prepay');
  return (
    <Button variant="subtle" size="compact-sm" onClick={onToggle} aria-expanded={expanded} aria-controls={controls}>
      {expanded ? t('table.showLess') : t('table.showMore')}
    </Button>
  );
}

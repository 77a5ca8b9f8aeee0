import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';

import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Select, SimpleGrid, Text } from '@mantine/core';
import type { DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { useAreasOfStudy } from './details-api';
import {
  areaOptions,
  chooseArea,
  effectiveSelection,
  grandparentOptions,
  parentOptions,
  type AreaLevel,
  type AreaSelection,
} from './area-of-study-options';
import type { DetailsFormValues } from './details-rules';

interface AreaOfStudyFieldsProps {
  methods: UseFormReturn<DetailsFormValues, unknown, DetailsInput>;
  error: string | undefined;
}

/**
 * Area of study: field → discipline → area, each select offering the children of the one
 * above; only the third level is an answer, and changing a level clears the ones below it.
 */
export function AreaOfStudyFields({ methods, error }: AreaOfStudyFieldsProps) {
  const { t } = useTranslation('order-summary');
  const query = useAreasOfStudy(true);
  const { field } = useController({ control: methods.control, name: 'areaOfStudyId' });
  const [picked, setPicked] = useState<AreaSelection | null>(null);
  const areas = query.data?.areas ?? [];
  const selection = effectiveSelection(areas, field.value, picked);

  const choose = (level: AreaLevel, id: number | null) => {
    const next = chooseArea({ ...selection, areaId: field.value }, level, id);
    setPicked({ grandparentId: next.grandparentId, parentId: next.parentId });
    if (next.areaId !== field.value) field.onChange(next.areaId);
  };

  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('details.area.label')}>
        <Text size="sm" mb="xs">
          {t('details.area.loadError')}
        </Text>
        <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }

  const loading = query.isPending;
  const placeholder = loading ? t('details.area.loading') : t('details.area.placeholder');
  const parents = parentOptions(areas, selection.grandparentId);
  const leaves = areaOptions(areas, selection.parentId);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} aria-describedby="details-area-hint">
      <legend style={{ padding: 0, fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' }}>
        {t('details.area.label')}{' '}
        <Text span c="red.7" aria-hidden>
          *
        </Text>
      </legend>
      <Text id="details-area-hint" size="xs" c="gray.7" mb={8}>
        {t('details.area.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select<number>
          label={t('details.area.field')}
          placeholder={placeholder}
          data={grandparentOptions(areas)}
          value={selection.grandparentId}
          onChange={(value) => choose('grandparent', value)}
          disabled={loading}
          searchable
          nothingFoundMessage={t('common.nothingFound')}
          error={Boolean(error) && selection.grandparentId === null}
          comboboxProps={{ withinPortal: true }}
        />
        <Select<number>
          label={t('details.area.discipline')}
          placeholder={selection.grandparentId === null ? t('details.area.chooseFieldFirst') : placeholder}
          data={parents}
          value={selection.parentId}
          onChange={(value) => choose('parent', value)}
          disabled={loading || parents.length === 0}
          searchable
          nothingFoundMessage={t('common.nothingFound')}
          error={Boolean(error) && selection.grandparentId !== null && selection.parentId === null}
          comboboxProps={{ withinPortal: true }}
        />
        <Select<number>
          label={t('details.area.area')}
          placeholder={selection.parentId === null ? t('details.area.chooseDisciplineFirst') : placeholder}
          data={leaves}
          value={field.value}
          onChange={(value) => choose('area', value)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          disabled={loading || leaves.length === 0}
          required
          searchable
          nothingFoundMessage={t('common.nothingFound')}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </fieldset>
  );
}

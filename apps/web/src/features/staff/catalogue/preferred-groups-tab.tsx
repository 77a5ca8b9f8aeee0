import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Checkbox, Group, TextInput } from '@mantine/core';
import {
  preferredGroupInputSchema,
  type PreferredGroupInput,
  type PreferredGroupRequest,
  type PreferredGroupView,
} from '@marginalia/contracts/staff/staff-catalogue.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { DeskTable, type DeskColumn } from '../desk/desk-table';
import { preferredGroupsQuery, useSavePreferredGroup } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import { CatalogueLoadState, CatalogueTab } from './catalogue-tab';
import { CatalogueDialog } from './catalogue-dialog';
import { NumberField } from './form-fields';
import { GreetingFields } from './greeting-fields';
import hidden from '../../../components/visually-hidden.module.css';

const FIELDS = ['code', 'name', 'discountPercent'] as const;

function GroupDialog({ group, onClose }: { group: PreferredGroupView | null; onClose: () => void }) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const fieldError = useFieldError();
  const save = useSavePreferredGroup();
  const [alert, setAlert] = useState<string | null>(null);
  const defaults: PreferredGroupInput = group
    ? {
        code: group.code,
        name: group.name,
        discountPercent: group.discountPercent,
        shareable: group.shareable,
        freeTrial: group.freeTrial,
        active: group.active,
        greetingText: group.greetingText ?? {},
      }
    : { code: '', name: '', discountPercent: 10, shareable: true, freeTrial: false, active: true, greetingText: {} };
  const form = useForm<PreferredGroupInput, unknown, PreferredGroupRequest>({
    resolver: zodResolver(preferredGroupInputSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setAlert(null);
    try {
      await save.mutateAsync({ id: group?.id ?? null, body });
      onClose();
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });
  return (
    <CatalogueDialog
      title={group ? t('groups.editTitle', { name: group.name }) : t('groups.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      alert={alert}
      submitting={save.isPending}
    >
      <TextInput
        label={t('groups.code')}
        description={t('codes.codeHint')}
        required
        error={fieldError('code', errors.code)}
        {...form.register('code')}
      />
      <TextInput label={t('groups.name')} required error={fieldError('name', errors.name)} {...form.register('name')} />
      <NumberField
        control={form.control}
        name="discountPercent"
        label={t('groups.discount')}
        description={t('codes.percentHint')}
        min={1}
        max={100}
        required
      />
      <Checkbox label={t('groups.shareable')} description={t('groups.shareableHint')} {...form.register('shareable')} />
      <Checkbox
        label={t('groups.freeTrial')}
        description={t('groups.freeTrialHint')}
        {...form.register('freeTrial')}
        data-testid="group-free-trial"
      />
      <Checkbox label={t('codes.active')} {...form.register('active')} />
      <GreetingFields register={form.register} />
    </CatalogueDialog>
  );
}

/** Institutional groups whose members get a standing discount. */
export function PreferredGroupsTab() {
  const { t } = useTranslation('staff-catalogue');
  const format = useCatalogueFormat();
  const groups = useQuery(preferredGroupsQuery());
  const [editing, setEditing] = useState<PreferredGroupView | 'new' | null>(null);
  if (groups.isPending || groups.isError) return <CatalogueLoadState query={groups} />;
  const columns: DeskColumn<PreferredGroupView>[] = [
    { header: t('groups.code'), tdProps: { ff: 'monospace' }, cell: (group) => group.code },
    { header: t('groups.name'), cell: (group) => group.name },
    { header: t('groups.discount'), cell: (group) => `${group.discountPercent} %` },
    { header: t('groups.members'), cell: (group) => format.number(group.members) },
    {
      header: t('common.status'),
      cell: (group) => (
        <Group gap={4}>
          <Badge color={group.active ? 'teal' : 'gray'} variant="light">
            {group.active ? t('common.active') : t('common.inactive')}
          </Badge>
          {group.shareable && <Badge variant="outline">{t('groups.shareableBadge')}</Badge>}
          {group.freeTrial && (
            <Badge variant="outline" color="grape">
              {t('groups.freeTrialBadge')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: <span className={hidden.visuallyHidden}>{t('common.actions')}</span>,
      cell: (group) => (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setEditing(group)}
          aria-label={t('groups.editLabel', { name: group.name })}
        >
          {t('common.edit')}
        </Button>
      ),
    },
  ];
  return (
    <CatalogueTab lead={t('groups.lead')} action={<Button onClick={() => setEditing('new')}>{t('groups.new')}</Button>}>
      <DeskTable
        rows={groups.data.groups}
        columns={columns}
        rowKey={(group) => group.id}
        label={t('tabs.groups')}
        minWidth={640}
        highlightOnHover
      />
      {editing !== null && <GroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </CatalogueTab>
  );
}

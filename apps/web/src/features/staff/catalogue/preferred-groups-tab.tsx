import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { preferredGroupInputSchema, type PreferredGroupInput, type PreferredGroupRequest, type PreferredGroupView } from '@marginalia/contracts/staff/staff-catalogue.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { preferredGroupsQuery, useSavePreferredGroup } from './catalogue-api';
import { useCatalogueFormat } from './catalogue-format';
import { NumberField } from './form-fields';
import classes from './catalogue.module.css';

const FIELDS = ['code', 'name', 'discountPercent'] as const;

function GroupDialog({ group, onClose }: { group: PreferredGroupView | null; onClose: () => void }) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const fieldError = useFieldError();
  const save = useSavePreferredGroup();
  const [alert, setAlert] = useState<string | null>(null);
  const defaults: PreferredGroupInput = group
    ? { code: group.code, name: group.name, discountPercent: group.discountPercent, shareable: group.shareable, freeTrial: group.freeTrial, active: group.active }
    : { code: '', name: '', discountPercent: 10, shareable: true, freeTrial: false, active: true };
  const form = useForm<PreferredGroupInput, unknown, PreferredGroupRequest>({ resolver: zodResolver(preferredGroupInputSchema), defaultValues: defaults });
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
    <Modal opened onClose={onClose} title={group ? t('groups.editTitle', { name: group.name }) : t('groups.newTitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('groups.code')} description={t('codes.codeHint')} required error={fieldError('code', errors.code)} {...form.register('code')} />
          <TextInput label={t('groups.name')} required error={fieldError('name', errors.name)} {...form.register('name')} />
          <NumberField control={form.control} name="discountPercent" label={t('groups.discount')} description={t('codes.percentHint')} min={1} max={100} required />
          <Checkbox label={t('groups.shareable')} description={t('groups.shareableHint')} {...form.register('shareable')} />
          <Checkbox label={t('groups.freeTrial')} description={t('groups.freeTrialHint')} {...form.register('freeTrial')} data-testid="group-free-trial" />
          <Checkbox label={t('codes.active')} {...form.register('active')} />
          {alert && (
            <Alert color="red" variant="light" role="alert">
              {alert}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Institutional groups whose members get a standing discount. */
export function PreferredGroupsTab() {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const format = useCatalogueFormat();
  const groups = useQuery(preferredGroupsQuery());
  const [editing, setEditing] = useState<PreferredGroupView | 'new' | null>(null);
  if (groups.isPending) return <Loader size="sm" />;
  if (groups.isError) return <Alert color="red">{text('generic-error')}</Alert>;
  return (
    <div className={classes.tab}>
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          {t('groups.lead')}
        </Text>
        <Button onClick={() => setEditing('new')}>{t('groups.new')}</Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('tabs.groups')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('groups.code')}</Table.Th>
              <Table.Th>{t('groups.name')}</Table.Th>
              <Table.Th>{t('groups.discount')}</Table.Th>
              <Table.Th>{t('groups.members')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>
                <span className={classes.visuallyHidden}>{t('common.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.data.groups.map((group) => (
              <Table.Tr key={group.id}>
                <Table.Td ff="monospace">{group.code}</Table.Td>
                <Table.Td>{group.name}</Table.Td>
                <Table.Td>{`${group.discountPercent} %`}</Table.Td>
                <Table.Td>{format.number(group.members)}</Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>
                  <Button size="compact-sm" variant="subtle" onClick={() => setEditing(group)} aria-label={t('groups.editLabel', { name: group.name })}>
                    {t('common.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing !== null && <GroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Group, Select, Switch, Title } from '@mantine/core';
import { customerFlagsSchema, type CustomerFlags, type StaffCustomerDetail } from '@marginalia/contracts/staff/staff-customers.contract';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { useSaveFlags } from './customers-api';
import classes from './customers.module.css';

const SWITCHES = ['hideInvoices', 'hasRewards', 'voucherAvailable', 'overrideDownloadAvailable', 'languageAssessmentEnabled', 'digitalEditingTrial'] as const;
const FIELDS = [...SWITCHES, 'preferredGroupCode', 'migrationGroup'] as const;
const NONE = '';

/** The customer's flags and groups; the researcher's portal follows on their next page load. */
export function CustomerFlagsForm({ detail }: { detail: StaffCustomerDetail }) {
  const { t } = useTranslation('staff-customers');
  const text = useMessageText();
  const fieldError = useFieldError();
  const save = useSaveFlags(detail.profile.identity);
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<CustomerFlags>({ resolver: zodResolver(customerFlagsSchema), defaultValues: detail.flags });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    setSaved(false);
    try {
      const next = await save.mutateAsync(values);
      form.reset(next.flags);
      setSaved(true);
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  const groupOptions = [{ value: NONE, label: t('flags.noGroup') }, ...detail.preferredGroups.map((g) => ({ value: g.code, label: t('flags.groupOption', { code: g.code, name: g.name, percent: g.discountPercent }) }))];
  const migrationOptions = [{ value: NONE, label: t('flags.noGroup') }, ...detail.migrationGroups.map((g) => ({ value: g.code, label: `${g.code} — ${g.name}` }))];

  return (
    <section aria-labelledby="customer-flags" className={classes.section}>
      <Title order={2} id="customer-flags" className={classes.sectionTitle}>
        {t('flags.title')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate className={classes.flagsForm}>
        <div className={classes.switches}>
          {SWITCHES.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Switch
                  label={t(`flags.${name}`)}
                  description={t(`flags.${name}Hint`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
          ))}
        </div>
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="preferredGroupCode"
            render={({ field }) => (
              <Select
                label={t('flags.preferredGroup')}
                data={groupOptions}
                value={field.value ?? NONE}
                onChange={(value) => field.onChange(value ? value : null)}
                allowDeselect={false}
                error={fieldError('preferredGroupCode', form.formState.errors.preferredGroupCode)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="migrationGroup"
            render={({ field }) => (
              <Select
                label={t('flags.migrationGroup')}
                description={t('flags.migrationGroupHint')}
                data={migrationOptions}
                value={field.value ?? NONE}
                onChange={(value) => field.onChange(value ? value : null)}
                allowDeselect={false}
                error={fieldError('migrationGroup', form.formState.errors.migrationGroup)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        </Group>
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        {saved && !form.formState.isDirty && (
          <Alert color="green" variant="light" role="status">
            {t('flags.saved')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.formState.isDirty}>
            {t('flags.save')}
          </Button>
        </Group>
      </form>
    </section>
  );
}

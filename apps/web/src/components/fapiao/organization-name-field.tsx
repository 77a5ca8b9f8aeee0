import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Loader } from '@mantine/core';
import { FAPIAO_LIMITS } from '@marginalia/contracts/payments/fapiao.contract';
import { isOrganizationSearchable, organizationsQuery, type FapiaoOrganization } from './fapiao-api';

const SEARCH_DEBOUNCE_MS = 250;

interface OrganizationNameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** An organization of the list was chosen (its taxpayer number fills the next field). */
  onPick: (organization: FapiaoOrganization) => void;
  error?: string;
}

/** The organization name, with the names of the user's earlier fapiaos offered from 2 characters. */
export function OrganizationNameField({ value, onChange, onBlur, onPick, error }: OrganizationNameFieldProps) {
  const { t } = useTranslation('invoices');
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(organizationsQuery(debounced));
  const organizations = isOrganizationSearchable(debounced) ? (search.data?.organizations ?? []) : [];
  const byName = new Map(organizations.map((organization) => [organization.organizationName, organization]));

  return (
    <Autocomplete
      label={t('fapiaoForm.organizationName')}
      description={t('fapiaoForm.organizationName.hint')}
      required
      maxLength={FAPIAO_LIMITS.organizationName}
      value={value}
      data={[...byName.keys()]}
      // The server already matched the text: show its hits as they are.
      filter={({ options }) => options}
      limit={10}
      rightSection={search.isFetching ? <Loader size="xs" /> : null}
      onChange={onChange}
      onOptionSubmit={(name) => {
        const organization = byName.get(name);
        if (organization) onPick(organization);
      }}
      onBlur={onBlur}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';

import { useMemo, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Group, Modal, Text } from '@mantine/core';
import type { AccountResponse } from '@marginalia/contracts/account/account.contract';
import type { SavedAddress } from '@marginalia/contracts/address/address.contract';
import { useLocalePath, useSiteLanguage } from '../../lib/application-context';
import { useMessages } from '../../lib/message-store';
import { useDeleteAddress } from './account-api';
import { countryOptions } from '../../components/locale-options';
import { PanelSection } from '../../components/layout/panel-section';
import classes from './account.module.css';

interface AddressesSectionProps {
  ref?: Ref<HTMLElement>;
  addresses: SavedAddress[];
  countries: AccountResponse['countries'];
  max: number;
}

/** The lines of an address as it would be written on an envelope. */
function addressLines(address: SavedAddress, countryName: string): string {
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.name, address.organization, address.address1, address.address2, place, countryName].filter(Boolean).join('\n');
}

/** Saved addresses (sub-route addresses/{id?}): list, edit, delete, add. */
export function AddressesSection({ ref, addresses, countries, max }: AddressesSectionProps) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const language = useSiteLanguage();
  const { show } = useMessages();
  const deletion = useDeleteAddress();
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const countryNames = useMemo(
    () => new Map(countryOptions(countries, language).map((option) => [option.value, option.label])),
    [countries, language],
  );
  const full = addresses.length >= max;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const response = await deletion.mutateAsync(deleting.id);
      show({ type: 'success', key: response.message, params: response.messageParams });
    } catch {
      // Already gone: the list refreshes; anything else opens the error modal.
    }
    setDeleting(null);
  };

  return (
    <PanelSection ref={ref} id="addresses" className={classes.section} titleId="account-addresses-title" title={t('addresses.title')} lead={t('addresses.lead')}>

      {addresses.length === 0 ? (
        <Text className={classes.empty}>{t('addresses.empty')}</Text>
      ) : (
        <ul className={classes.addressList} aria-label={t('addresses.title')}>
          {addresses.map((address) => {
            const title = address.label || address.name;
            return (
              <li key={address.id} className={classes.address} data-testid="saved-address">
                <div className={classes.addressHead}>
                  <span className={classes.addressLabel}>{title}</span>
                  {address.isInvoiceAddress && (
                    <Badge size="sm" variant="light" color="ink">
                      {t('addresses.invoice')}
                    </Badge>
                  )}
                </div>
                <address className={classes.addressLines}>
                  {addressLines(address, countryNames.get(address.country.id) ?? address.country.name)}
                </address>
                {(address.phone || address.vat) && (
                  <Text size="sm" c="dimmed">
                    {[address.phone, address.vat && t('addresses.vat', { vat: address.vat })].filter(Boolean).join(' · ')}
                  </Text>
                )}
                <div className={classes.addressActions}>
                  <Button
                    component={Link}
                    to={lp(`/account/addresses/${address.id}`)}
                    size="xs"
                    variant="light"
                    aria-label={t('addresses.editLabel', { name: title })}
                  >
                    {t('addresses.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setDeleting(address)}
                    aria-label={t('addresses.deleteLabel', { name: title })}
                  >
                    {t('addresses.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <Group gap="md">
        {full ? (
          <Button disabled>{t('addresses.add')}</Button>
        ) : (
          <Button component={Link} to={lp('/account/addresses/new')}>
            {t('addresses.add')}
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {full ? t('addresses.limit', { max }) : t('addresses.usage', { used: addresses.length, max })}
        </Text>
      </Group>

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('addresses.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text mb="lg">{t('addresses.deleteText', { name: deleting ? deleting.label || deleting.name : '' })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={deletion.isPending} onClick={() => void confirmDelete()}>
            {t('addresses.deleteConfirm')}
          </Button>
        </Group>
      </Modal>
    </PanelSection>
  );
}

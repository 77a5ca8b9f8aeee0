import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Checkbox, Loader, NumberInput, Table, Text, TextInput } from '@mantine/core';
import type { StaffDigitalProduct } from '@marginalia/contracts/digital/digital-purchases.contract';
import { digitalPurchasePaths } from '@marginalia/contracts/digital/digital.paths';
import { formatMoney, toMinorUnits } from '@marginalia/contracts/formatting/money';
import type { PaymentCurrency } from '@marginalia/contracts/payments/payment-load.contract';
import { paymentPaths } from '@marginalia/contracts/payments/payments.paths';
import { api, isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../components/form-messages';
import { StaffDialog } from '../desk/staff-dialog';
import hidden from '../../../components/visually-hidden.module.css';

const KEY = ['staff', 'digital-products'] as const;

/** The digital catalogue: translation packages (and later the editing subscription), their uses, period and prices per currency. */
export function DigitalProductsTab() {
  const { t } = useTranslation('staff-catalogue');
  const products = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<{ products: StaffDigitalProduct[] }>(digitalPurchasePaths.staffProducts, { signal }) });
  const currencies = useQuery({ queryKey: ['payment-currencies'], queryFn: ({ signal }) => api.get<{ currencies: PaymentCurrency[] }>(paymentPaths.currencies, { signal }) });
  if (products.isPending || currencies.isPending) return <Loader size="sm" aria-label={t('digital.loading')} />;
  if (products.isError || currencies.isError) return <Alert color="red">{t('digital.loadError')}</Alert>;
  const list = currencies.data.currencies;
  return (
    <>
      <Text size="sm" c="dimmed" my="md">
        {t('digital.lead')}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table data-testid="digital-products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('digital.label')}</Table.Th>
              <Table.Th>{t('digital.uses')}</Table.Th>
              <Table.Th>{t('digital.validDays')}</Table.Th>
              <Table.Th>{t('digital.prices')}</Table.Th>
              <Table.Th>{t('digital.active')}</Table.Th>
              <Table.Th>
                <span className={hidden.visuallyHidden}>{t('digital.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.data.products.map((product) => (
              <Table.Tr key={product.identity}>
                <Table.Td>
                  <Text fw={600}>{product.label}</Text>
                  <Text size="xs" c="dimmed">
                    {product.identity} · {product.allowedLanguages.join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>{product.numberOfUses ?? '∞'}</Table.Td>
                <Table.Td>{product.validDays ?? '—'}</Table.Td>
                <Table.Td>
                  {list
                    .filter((currency) => product.prices[currency.isoCode] !== undefined)
                    .map((currency) => `${currency.isoCode} ${formatMoney(product.prices[currency.isoCode] ?? 0, currency)}`)
                    .join(' · ')}
                </Table.Td>
                <Table.Td>{product.active ? <Badge color="teal">{t('digital.yes')}</Badge> : <Badge color="gray">{t('digital.no')}</Badge>}</Table.Td>
                <Table.Td>
                  <EditProductDialog product={product} currencies={list} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** Edits a product: its label, uses, period, whether it is sold, and its price in each currency (typed in major units). */
function EditProductDialog({ product, currencies }: { product: StaffDigitalProduct; currencies: readonly PaymentCurrency[] }) {
  const { t } = useTranslation('staff-catalogue');
  const text = useMessageText();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(product);
  const [alert, setAlert] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: StaffDigitalProduct) => api.put<StaffDigitalProduct>(digitalPurchasePaths.staffProduct(body.identity), body),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const submit = async () => {
    setAlert(null);
    try {
      await save.mutateAsync(values);
      setOpen(false);
    } catch (failure) {
      setAlert(isApiError(failure) ? failure.message || text(failure.key) : text('generic-error'));
    }
  };
  const major = (currency: PaymentCurrency) => {
    const minor = values.prices[currency.isoCode];
    return minor === undefined ? '' : minor / 10 ** currency.numDecimals;
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={() => { setValues(product); setOpen(true); }}>
        {t('digital.edit')}
      </Button>
      <StaffDialog
        title={t('digital.editTitle', { label: product.label })}
        opened={open}
        onClose={() => setOpen(false)}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        centered
        closeLabel={t('digital.close')}
        alert={alert}
        cancelLabel={t('digital.cancel')}
        submitLabel={t('digital.save')}
        submitting={save.isPending}
      >
        <TextInput label={t('digital.label')} required value={values.label} onChange={(event) => setValues({ ...values, label: event.currentTarget.value })} />
        <NumberInput label={t('digital.uses')} min={1} max={1000} value={values.numberOfUses ?? ''} onChange={(value) => setValues({ ...values, numberOfUses: value === '' ? null : Number(value) })} />
        <NumberInput label={t('digital.validDays')} min={1} max={3650} value={values.validDays ?? ''} onChange={(value) => setValues({ ...values, validDays: value === '' ? null : Number(value) })} />
        {currencies.map((currency) => (
          <NumberInput
            key={currency.isoCode}
            label={t('digital.priceIn', { currency: currency.isoCode })}
            min={0}
            decimalScale={currency.numDecimals}
            value={major(currency)}
            onChange={(value) => {
              const prices = { ...values.prices };
              if (value === '') delete prices[currency.isoCode];
              else prices[currency.isoCode] = toMinorUnits(String(value), currency.numDecimals);
              setValues({ ...values, prices });
            }}
          />
        ))}
        <Checkbox label={t('digital.activeLabel')} checked={values.active} onChange={(event) => setValues({ ...values, active: event.currentTarget.checked })} />
      </StaffDialog>
    </>
  );
}

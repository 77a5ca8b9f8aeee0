import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';

import { Suspense, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, Radio, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  FAPIAO_LIMITS,
  FAPIAO_SERVICE_TYPES,
  FAPIAO_TYPES,
  fapiaoRequestSchema,
  type Fapiao,
} from '@marginalia/contracts/payments/fapiao.contract';
import { useCurrentUser } from '../../lib/application-context';
import { applyServerErrors, useFieldError, useMessageText } from '../form-messages';
import { useCreateFapiao } from './fapiao-api';
import { OrganizationNameField } from './organization-name-field';
import { LoaderBlock } from '../layout/loader-block';
import classes from './fapiao-request-form.module.css';

/** The namespace of the form's strings; a page that shows the form may preload it with loadWebNamespace. */
export const FAPIAO_FORM_NAMESPACE = 'invoices';

/**
 * The fapiao request form (POST /api/fapiao), shared by the invoice list's
 * /researcher/invoices/{n}/fapiao and the prepay page's /researcher/prepay/{n}/fapiao.
 */
export interface FapiaoRequestFormProps {
  /** The receipt code of the invoice (or retainer invoice) the fapiao is for. */
  receiptCode: string;
  /** The payment's public id, when the fapiao is for one payment (prepayments). */
  paymentId?: string | null;
  /** Shown in the form's title ("Fapiao for invoice {number}"). */
  invoiceNumber: string;
  /** Called with the created fapiao after POST /api/fapiao succeeded (navigate and show the success message). */
  onCreated: (fapiao: Fapiao) => void;
  /** A Cancel button next to Submit, when given. */
  onCancel?: () => void;
}

type FapiaoInput = z.input<typeof fapiaoRequestSchema>;
type FapiaoOutput = z.output<typeof fapiaoRequestSchema>;

const FIELDS = ['type', 'serviceType', 'organizationName', 'taxpayerNumber', 'contactEmail', 'contactPhone', 'shippingAddress'] as const;

/**
 * The form, behind its own Suspense boundary: its strings (namespace `invoices`) load on first use when
 * the page did not preload them, without blanking the page around it.
 */
export function FapiaoRequestForm(props: FapiaoRequestFormProps) {
  return (
    <Suspense fallback={<LoaderBlock className={classes.loading} />}>
      <FapiaoRequestFields {...props} />
    </Suspense>
  );
}

function FapiaoRequestFields({ receiptCode, paymentId, invoiceNumber, onCreated, onCancel }: FapiaoRequestFormProps) {
  const { t } = useTranslation(FAPIAO_FORM_NAMESPACE);
  const text = useMessageText();
  const fieldError = useFieldError();
  const user = useCurrentUser();
  const mutation = useCreateFapiao();
  const [alert, setAlert] = useState<string | null>(null);

  const form = useForm<FapiaoInput, unknown, FapiaoOutput>({
    resolver: zodResolver(fapiaoRequestSchema),
    defaultValues: {
      type: undefined,
      serviceType: undefined,
      organizationName: '',
      taxpayerNumber: '',
      contactEmail: user.email ?? '',
      contactPhone: '',
      shippingAddress: '',
      paymentId: paymentId ?? null,
      receiptCode,
    },
  });
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => fieldError(name, errors[name]);
  const type = useWatch({ control: form.control, name: 'type' });
  const special = type === 'special';
  const serviceTypes = useMemo(() => FAPIAO_SERVICE_TYPES.map((service) => ({ value: String(service.id), label: text(service.key) })), [text]);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const response = await mutation.mutateAsync({
        ...values,
        taxpayerNumber: values.taxpayerNumber || null,
        contactPhone: values.contactPhone || null,
        shippingAddress: values.shippingAddress || null,
      });
      onCreated(response.fapiao);
    } catch (failure) {
      setAlert(applyServerErrors(failure, FIELDS, form.setError, text));
    }
  });

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('fapiaoForm.title', { invoiceNumber })}>
      {alert && (
        <Alert color="red" variant="light" role="alert">
          {alert}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Radio.Group
            label={t('fapiaoForm.type')}
            required
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            error={error('type')}
            name={field.name}
          >
            <div className={classes.types}>
              {FAPIAO_TYPES.map((each, index) => (
                <Radio
                  key={each}
                  value={each}
                  label={t(`fapiaoForm.type.${each}`)}
                  description={t(`fapiaoForm.type.${each}.hint`)}
                  className={classes.typeCard}
                  data-checked={field.value === each || undefined}
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
          </Radio.Group>
        )}
      />
      <Controller
        control={form.control}
        name="serviceType"
        render={({ field }) => (
          <Select
            label={t('fapiaoForm.serviceType')}
            placeholder={t('fapiaoForm.choose')}
            required
            data={serviceTypes}
            value={typeof field.value === 'number' ? String(field.value) : null}
            onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={error('serviceType')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="organizationName"
        render={({ field }) => (
          <OrganizationNameField
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onPick={(organization) => {
              field.onChange(organization.organizationName);
              if (organization.taxpayerNumber) form.setValue('taxpayerNumber', organization.taxpayerNumber, { shouldValidate: form.formState.isSubmitted });
            }}
            error={error('organizationName')}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Controller
          control={form.control}
          name="taxpayerNumber"
          render={({ field }) => (
            <TextInput
              label={t('fapiaoForm.taxpayerNumber')}
              description={special ? t('fapiaoForm.taxpayerNumber.special') : t('fapiaoForm.taxpayerNumber.general')}
              required={special}
              maxLength={FAPIAO_LIMITS.taxpayerNumberMax}
              autoComplete="off"
              value={field.value ?? ''}
              // The pattern is upper-case letters and digits: typing in lower case is not an error.
              onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={error('taxpayerNumber')}
            />
          )}
        />
        <TextInput
          label={t('fapiaoForm.contactPhone')}
          description={special ? t('fapiaoForm.contactPhone.special') : t('fapiaoForm.optional')}
          required={special}
          type="tel"
          autoComplete="tel"
          maxLength={FAPIAO_LIMITS.phone}
          error={error('contactPhone')}
          {...form.register('contactPhone')}
        />
      </SimpleGrid>
      <TextInput
        label={t('fapiaoForm.contactEmail')}
        description={t('fapiaoForm.contactEmail.hint')}
        required
        type="email"
        autoComplete="email"
        error={error('contactEmail')}
        {...form.register('contactEmail')}
      />
      <Textarea
        label={t('fapiaoForm.shippingAddress')}
        description={t('fapiaoForm.shippingAddress.hint')}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={300}
        error={error('shippingAddress')}
        {...form.register('shippingAddress')}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={mutation.isPending}>
          {t('fapiaoForm.submit')}
        </Button>
        {onCancel && (
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={mutation.isPending}>
            {t('fapiaoForm.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

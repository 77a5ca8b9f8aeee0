import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/InlineInput.css';

import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Radio, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@marginalia/contracts/formatting/dates';
import { SUBMIT_BASE } from '@marginalia/contracts/order-form/order-form.paths';
import { duplicateChoiceSchema } from '@marginalia/contracts/order-form/order-form-requests.contract';
import type { OrderFormResponse } from '@marginalia/contracts/order-form/order-form-view.contract';
import { useLocalePath, useSiteLanguage } from '../../../lib/application-context';
import { applyServerErrors, useFieldError, useMessageText } from '../../../components/form-messages';
import { ORDER_FORM_KEY, useOrderForm } from '../order-form-api';
import { useDisplayTimeZone } from '../use-display-time-zone';
import { useDuplicateChoice } from './details-api';
import { DetailsStepActions } from './details-step-actions';
import { PageHeader } from '../../../components/layout/page-header';
import layout from '../../../components/layout/layout.module.css';
import shell from '../shell/order-form-shell.module.css';
import classes from './details.module.css';

const FORM_ID = 'duplicate-order-form';

type Choice = z.output<typeof duplicateChoiceSchema>;

/**
 * The duplicate-order screen: the earlier order with this title, and a
 * choice — go on with the new order, or contact support about the earlier submission.
 */
export function DuplicateOrderPage() {
  const form = useOrderForm();
  const lp = useLocalePath();
  // With no duplicate there is nothing to decide: the saved step.
  if (!form.duplicateOrder) return <Navigate replace to={lp(`${SUBMIT_BASE}/resume`)} />;
  return <DuplicateChoice duplicate={form.duplicateOrder} formId={form.id} />;
}

interface DuplicateChoiceProps {
  duplicate: NonNullable<ReturnType<typeof useOrderForm>['duplicateOrder']>;
  formId: string;
}

function DuplicateChoice({ duplicate, formId }: DuplicateChoiceProps) {
  const { t } = useTranslation('order-summary');
  const text = useMessageText();
  const fieldError = useFieldError();
  const language = useSiteLanguage();
  const timeZone = useDisplayTimeZone();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useDuplicateChoice(formId);
  const [alert, setAlert] = useState<string | null>(null);
  // No choice is made for the researcher: the field starts empty and 'selection-required' asks for one.
  const methods = useForm<Choice, unknown, Choice>({ resolver: zodResolver(duplicateChoiceSchema), defaultValues: {} });

  const submit = methods.handleSubmit(async ({ choice }) => {
    setAlert(null);
    try {
      const answer = await mutation.mutateAsync(choice);
      if (answer.orderForm) {
        const orderForm = answer.orderForm;
        queryClient.setQueryData<OrderFormResponse>(ORDER_FORM_KEY, (data) => (data ? { ...data, orderForm } : data));
      } else if (choice === 'continue') {
        // Continuing moves the form's step on; the support page leaves the form as it is.
        await queryClient.invalidateQueries({ queryKey: ORDER_FORM_KEY });
      }
      await navigate(lp(answer.nextUrl));
    } catch (failure) {
      const message = applyServerErrors(failure, ['choice'], methods.setError, text);
      if (message) setAlert(message);
    }
  });

  return (
    <div>
      <PageHeader title={t('duplicate.title')} spacing="compact" titleClassName={classes.title} />
      <Alert color="amber" variant="light" role="alert" title={t('duplicate.warningTitle')} mb="lg" data-testid="duplicate-order-warning">
        <Text size="sm">
          {t('duplicate.warning', {
            title: duplicate.title,
            date: formatDateTime(new Date(duplicate.date), timeZone, language),
          })}
        </Text>
        <Text size="sm" mt={6} fw={600}>
          {t('duplicate.age', { count: duplicate.ageHours })}
        </Text>
      </Alert>
      <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate className={`${layout.panel} ${shell.stepCard}`}>
        <Controller
          control={methods.control}
          name="choice"
          render={({ field }) => (
            <Radio.Group
              label={t('duplicate.question')}
              required
              value={field.value ?? null}
              onChange={(value) => field.onChange(value === 'support' ? 'support' : 'continue')}
              error={fieldError('choice', methods.formState.errors.choice)}
              name={field.name}
            >
              <Stack gap="sm" mt="sm">
                <Radio value="continue" label={t('duplicate.continue')} ref={field.ref} onBlur={field.onBlur} />
                <Radio value="support" label={t('duplicate.support')} onBlur={field.onBlur} />
              </Stack>
            </Radio.Group>
          )}
        />
      </form>
      <DetailsStepActions form={FORM_ID} nextLoading={mutation.isPending} error={alert} nextLabel={t('duplicate.submit')} />
    </div>
  );
}

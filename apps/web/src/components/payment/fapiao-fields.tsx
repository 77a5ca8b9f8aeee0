import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Group, Radio, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { FAPIAO_DELIVERY_TIMELINES, FAPIAO_LIMITS, FAPIAO_TYPES } from '@marginalia/contracts/payments/fapiao.contract';
import { useMessageText } from '../form-messages';
import type { PanelPartProps } from './panel-form';
import classes from './payment-panel.module.css';

interface FapiaoFieldsProps extends PanelPartProps {
  /** The types and timelines the load offers (names of types come from the server, else translated). */
  types: readonly { id: string; name: string }[];
  timelines: readonly string[];
  /** Bank transfer pays a purchase order: one fapiao per payment (fapiao-multiple-po-warning). */
  purchaseOrderPayment: boolean;
}

/** The fapiao fields: yes/no, then type, delivery timeline, title, taxpayer number, instructions. */
export function FapiaoFields({ form, error, types, timelines, purchaseOrderPayment }: FapiaoFieldsProps) {
  const { t } = useTranslation('payment');
  const text = useMessageText();
  const wanted = useWatch({ control: form.control, name: 'requireFapiao' });
  const typeChoices = (types.length > 0 ? types.map((type) => type.id) : [...FAPIAO_TYPES]).filter(
    (id): id is (typeof FAPIAO_TYPES)[number] => (FAPIAO_TYPES as readonly string[]).includes(id),
  );
  const timelineChoices = (timelines.length > 0 ? timelines : [...FAPIAO_DELIVERY_TIMELINES]).filter((id) =>
    (FAPIAO_DELIVERY_TIMELINES as readonly string[]).includes(id),
  );
  return (
    <div className={classes.fields} data-testid="fapiao-fields">
      <Controller
        control={form.control}
        name="requireFapiao"
        render={({ field }) => (
          <Radio.Group
            label={t('fapiao.require')}
            required
            value={field.value || null}
            onChange={field.onChange}
            error={error('requireFapiao')}
            name={field.name}
          >
            <Group gap="xl" mt={8}>
              <Radio value="yes" label={t('common.yes')} />
              <Radio value="no" label={t('common.no')} />
            </Group>
          </Radio.Group>
        )}
      />
      {wanted === 'yes' && (
        <>
          {purchaseOrderPayment && (
            <Alert color="amber" variant="light" role="status">
              {text('fapiao-multiple-po-warning')}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="fapiao.type"
            render={({ field }) => (
              <Radio.Group
                label={t('fapiao.type')}
                required
                value={field.value || null}
                onChange={field.onChange}
                error={error('fapiao.type')}
                name={field.name}
              >
                <Group gap="xl" mt={8}>
                  {typeChoices.map((type) => (
                    <Radio key={type} value={type} label={t(`fapiao.type.${type}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={form.control}
            name="fapiao.deliveryTimeline"
            render={({ field }) => (
              <Radio.Group
                label={t('fapiao.deliveryTimeline')}
                required
                value={field.value || null}
                onChange={field.onChange}
                error={error('fapiao.deliveryTimeline')}
                name={field.name}
              >
                <Group gap="xl" mt={8}>
                  {timelineChoices.map((timeline) => (
                    <Radio key={timeline} value={timeline} label={t(`fapiao.timeline.${timeline}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('fapiao.title')}
              description={t('fapiao.titleHint')}
              required
              maxLength={FAPIAO_LIMITS.organizationName}
              error={error('fapiao.title')}
              {...form.register('fapiao.title')}
            />
            <TextInput
              label={t('fapiao.taxpayerNumber')}
              required
              maxLength={FAPIAO_LIMITS.taxpayerNumberMax}
              error={error('fapiao.taxpayerNumber')}
              {...form.register('fapiao.taxpayerNumber', { setValueAs: (value: string) => value.toUpperCase() })}
            />
          </SimpleGrid>
          <Textarea
            label={t('fapiao.specialInstructions')}
            description={t('common.optional')}
            maxLength={500}
            autosize
            minRows={2}
            error={error('fapiao.specialInstructions')}
            {...form.register('fapiao.specialInstructions')}
          />
        </>
      )}
    </div>
  );
}

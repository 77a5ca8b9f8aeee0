import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, Group, Select } from '@mantine/core';
import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { isCountBased } from './service-option-filter';
import { ServiceOptionSelector } from './service-option-selector';
import { SERVICES_NS } from './use-service-text';
import { useServiceName } from '../../../components/service-name';

/** Count-based services are ordered for 1 to 20 figures or tables. */
export const QUANTITY_MAX = 20;
const QUANTITIES = Array.from({ length: QUANTITY_MAX }, (_, index) => ({ value: index + 1, label: String(index + 1) }));

interface ServiceQuantityControlsProps {
  service: OrderFormService;
  quantity: number;
  rush: boolean;
  disabled?: boolean;
  busy?: boolean;
  onQuantity: (quantity: number) => void;
}

/**
 * The quantity dropdown of a figure- or table-priced service, and the option selector for services with
 * several options (filter by count, Done once exactly one option matches).
 */
export function ServiceQuantityControls({
  service,
  quantity,
  rush,
  disabled = false,
  busy = false,
  onQuantity,
}: ServiceQuantityControlsProps) {
  const { t } = useTranslation(SERVICES_NS);
  const serviceName = useServiceName();
  const [selectorOpen, setSelectorOpen] = useState(false);
  const countBased = isCountBased(service);
  // The selector turns a count into one option, which only means something for count-priced services.
  const severalOptions = countBased && service.serviceOptions.length > 1;
  if (!countBased) return null;
  const name = serviceName(service.identity, service.name);
  return (
    <Group gap="sm" align="end" wrap="wrap" data-tile-ignore>
      <Select<number>
        label={t(`quantity.${service.optionsDeterminedByCount}`)}
        aria-label={t(`quantity.${service.optionsDeterminedByCount}For`, { service: name })}
        data={QUANTITIES}
        value={quantity}
        allowDeselect={false}
        disabled={disabled || busy}
        onChange={(value) => value !== null && onQuantity(value)}
        w={120}
        comboboxProps={{ withinPortal: true }}
      />
      {severalOptions && (
        <Anchor component="button" type="button" size="sm" disabled={disabled} onClick={() => setSelectorOpen(true)}>
          {t('selector.open')}
        </Anchor>
      )}
      {severalOptions && (
        <ServiceOptionSelector
          service={service}
          opened={selectorOpen}
          rush={rush}
          busy={busy}
          onClose={() => setSelectorOpen(false)}
          onDone={(option, count) => {
            setSelectorOpen(false);
            onQuantity(option.figureCount ?? option.tableCount ?? count);
          }}
        />
      )}
    </Group>
  );
}

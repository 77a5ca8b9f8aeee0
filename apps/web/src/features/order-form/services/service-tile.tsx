import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';

import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Checkbox, Loader, Radio, Text, UnstyledButton } from '@mantine/core';
import type { OrderFormService } from '@marginalia/contracts/order-form/order-form-view.contract';
import { CheckIcon } from '../../../components/icons';
import { companyYears } from './company-age';
import { featuresOf, type DescriptionEntry } from './service-descriptions';
import { useDeadlineText, useFormMoney } from './use-order-format';
import { SERVICES_NS, useDisabledText } from './use-service-text';
import { useServiceName } from '../../../components/service-name';
import classes from './services.module.css';

interface ServiceTileProps {
  service: OrderFormService;
  /**
   * Radio tiles on the single-choice page, checkbox tiles on the multi-select one, and tiles with an
   * add/remove button for the additional services (each added or removed at once).
   */
  mode: 'radio' | 'checkbox' | 'button';
  checked: boolean;
  /** The radio group's name (radio mode). */
  group?: string;
  /** Shown large (featured-service component). */
  featured?: boolean;
  /** The price to show when it differs from the service's own option (a chosen quantity). */
  price?: number | null;
  deadline?: string | null;
  busy?: boolean;
  onChoose: () => void;
  onDescribe: (entry: DescriptionEntry) => void;
  /** Button mode: the service may not be taken off the order (the add button stays pressed). */
  locked?: boolean;
  /** Extra controls under the price (quantity dropdown, option selector). */
  children?: ReactNode;
}

const INTERACTIVE = 'button, a, input, label, select, textarea, [role="combobox"], [role="option"], [data-tile-ignore]';

/** A service tile: name, short description, price, returned-by date, feature bullets. */
export function ServiceTile(props: ServiceTileProps) {
  const { service, mode, checked, featured = false, busy = false, onChoose, onDescribe, children } = props;
  const { t } = useTranslation(SERVICES_NS);
  const money = useFormMoney();
  const deadlineText = useDeadlineText();
  const serviceName = useServiceName();
  const disabledText = useDisabledText();
  const years = useMemo(() => companyYears(), []);
  const shortId = useId();
  const disabled = service.disabled !== null;
  const name = serviceName(service.identity, service.name);
  const price = props.price !== undefined ? props.price : (service.option?.price ?? null);
  const deadline = props.deadline !== undefined ? props.deadline : (service.option?.deadline ?? null);

  // The whole tile chooses the service, except its own links and controls (which do their own thing).
  const chooseFromTile = (event: MouseEvent<HTMLDivElement>) => {
    // Button tiles change the order at once: only their button does that, never a stray click.
    if (disabled || busy || mode === 'button') return;
    // React bubbles events out of portals (dropdowns, modals opened from the tile): only clicks on the tile itself count.
    if (!(event.target instanceof Element) || !event.currentTarget.contains(event.target)) return;
    if (event.target.closest(INTERACTIVE)) return;
    onChoose();
  };

  // While a choice saves the controls ignore the keyboard and the pointer but stay enabled: a disabled
  // control would lose the focus, and a keyboard user their place on the page.
  const choose = () => {
    if (!busy) onChoose();
  };

  const control =
    mode === 'button' ? (
      <h3 className={classes.tileName} style={{ margin: 0 }}>
        {name}
        {checked && (
          <Badge ml="xs" color="teal" variant="light" leftSection={<CheckIcon size={12} />} style={{ verticalAlign: 'middle' }}>
            {t('tile.added')}
          </Badge>
        )}
      </h3>
    ) : mode === 'radio' ? (
      <Radio
        name={props.group}
        value={service.identity}
        checked={checked}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onChange={choose}
        label={<span className={classes.tileName}>{name}</span>}
        aria-describedby={shortId}
      />
    ) : (
      <Checkbox
        checked={checked}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onChange={choose}
        label={<span className={classes.tileName}>{name}</span>}
        aria-describedby={shortId}
      />
    );

  return (
    // The radio or checkbox inside is the keyboard control; the click on the tile is a larger pointer target.
    <div
      className={classes.tile}
      data-selected={checked || undefined}
      data-disabled={disabled || undefined}
      data-featured={featured || undefined}
      data-testid={`service-tile-${service.identity}`}
      onClick={chooseFromTile}
    >
      {service.recommended && (
        <Badge className={classes.badge} color="amber" variant="filled" autoContrast>
          {t('tile.recommended')}
        </Badge>
      )}
      {control}
      <Text id={shortId} className={classes.tileShort}>
        {t(`service.${service.identity}.short`, { defaultValue: '' })}
      </Text>
      <div>
        <div className={classes.price}>{price === null ? t('tile.noPrice') : money(price)}</div>
        {deadline && <div className={classes.returnedBy}>{t('tile.returnedBy', { date: deadlineText(deadline) })}</div>}
      </div>
      {disabled && service.disabled && (
        <Text size="sm" c="red.8" role="note">
          {disabledText(service.disabled)}
        </Text>
      )}
      {children}
      {mode === 'button' && (
        <Button
          variant={checked ? 'default' : 'filled'}
          aria-label={checked ? t('tile.removeLabel', { service: name }) : t('tile.addLabel', { service: name })}
          disabled={disabled || (checked && props.locked === true)}
          aria-disabled={busy || undefined}
          leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
          onClick={choose}
        >
          {checked ? t('tile.remove') : t('tile.add')}
        </Button>
      )}
      <ul className={classes.features} aria-label={t('tile.features', { service: name })}>
        {featuresOf(service.identity).map((feature) => {
          const label = t(`feature.${feature.key}`, { years });
          const entry = feature.entry;
          return (
            <li key={feature.key}>
              <CheckIcon size={16} className={classes.featureIcon} />
              {entry ? (
                <UnstyledButton className={classes.featureLink} onClick={() => onDescribe(entry)} aria-haspopup="dialog">
                  {label}
                </UnstyledButton>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

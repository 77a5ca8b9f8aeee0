import { useTranslation } from 'react-i18next';
import { Input, UnstyledButton } from '@mantine/core';
import { MethodBadge } from './method-badge';
import classes from './payment-panel.module.css';

interface MethodButtonsProps {
  methods: readonly number[];
  value: number | null;
  onChange: (methodId: number) => void;
  error?: string;
}

/** The payment method buttons: a radio group, one button per method, translated names. */
export function MethodButtons({ methods, value, onChange, error }: MethodButtonsProps) {
  const { t } = useTranslation('payment');
  return (
    <Input.Wrapper label={t('method.label')} required error={error} id="payment-method">
      <div role="radiogroup" aria-label={t('method.label')} aria-invalid={error ? true : undefined} className={classes.methods}>
        {methods.map((id) => {
          const selected = value === id;
          return (
            <UnstyledButton
              key={id}
              role="radio"
              aria-checked={selected}
              data-method={id}
              className={classes.method}
              data-selected={selected || undefined}
              onClick={() => onChange(id)}
            >
              <MethodBadge methodId={id} />
              <span className={classes.methodName}>{t(`method.${id}`)}</span>
            </UnstyledButton>
          );
        })}
      </div>
    </Input.Wrapper>
  );
}

import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';

import { useTranslation } from 'react-i18next';
import { Radio } from '@mantine/core';
import type { GoalView } from './get-started-rules';
import classes from './get-started.module.css';

interface CustomerGoalFieldProps {
  goals: readonly GoalView[];
  value: string;
  onChange: (goal: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The customer goal: one radio per goal, with its name and a one-line explanation. */
export function CustomerGoalField({ goals, value, onChange, error, disabled = false }: CustomerGoalFieldProps) {
  const { t } = useTranslation('order-form');
  return (
    <Radio.Group
      value={value === '' ? null : value}
      onChange={onChange}
      label={t('goal.question')}
      description={t('goal.questionHint')}
      error={error}
      required
      disabled={disabled}
      name="customerGoal"
    >
      <div className={classes.goals} style={{ marginTop: 12 }}>
        {goals.map((goal) => (
          <Radio
            key={goal.name}
            value={goal.name}
            className={classes.goal}
            wrapperProps={{ 'data-checked': value === goal.name }}
            label={<span className={classes.goalLabel}>{t(`goal.${goal.name}.name`, { defaultValue: goal.name })}</span>}
            description={<span className={classes.goalDescription}>{t(`goal.${goal.name}.description`, { defaultValue: '' })}</span>}
          />
        ))}
      </div>
    </Radio.Group>
  );
}

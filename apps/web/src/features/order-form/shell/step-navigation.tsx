import '@mantine/core/styles/Progress.css';

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Progress } from '@mantine/core';
import type { OrderFormStepName } from '@marginalia/contracts/order-form/order-form.paths';
import { useLocalePath } from '../../../lib/application-context';
import { isStepReachable, progressPercent, stepPosition, type StepsView } from './step-rules';
import classes from './order-form-shell.module.css';

interface StepNavigationProps {
  steps: StepsView;
  /** The step of the page on screen. */
  step: OrderFormStepName;
}

/**
 * The step bar: every step of the form's list; a step is a link only if it is at or before
 * the form's current step; the page's own step is highlighted. Below it, the progress bar.
 */
export function StepNavigation({ steps, step }: StepNavigationProps) {
  const { t } = useTranslation('order-form');
  const lp = useLocalePath();
  const currentIndex = steps.list.findIndex((each) => each.name === steps.current.name);
  const position = stepPosition(steps, step);
  const percent = progressPercent(steps, step);

  return (
    <nav className={classes.stepsNav} aria-label={t('steps.label')}>
      <ol className={classes.stepsList}>
        {steps.list.map((each, index) => {
          const onPage = each.name === step;
          const done = currentIndex >= 0 && index < currentIndex && !onPage;
          const className = [classes.step, onPage ? classes.stepCurrent : '', done ? classes.stepDone : ''].join(' ');
          const label = t(`step.${each.name}`);
          const content = (
            <>
              <span className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{label}</span>
            </>
          );
          return (
            <li key={each.name} className={classes.stepItem}>
              {isStepReachable(steps, each.name) ? (
                <Link to={lp(each.url)} className={className} aria-current={onPage ? 'step' : undefined}>
                  {content}
                </Link>
              ) : (
                <span className={className} aria-current={onPage ? 'step' : undefined} aria-disabled="true">
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={classes.progressRow}>
        {position !== null && (
          <span className={classes.progressLabel} aria-hidden="true">
            {t('steps.position', { position, total: steps.list.length })}
          </span>
        )}
        <Progress.Root className={classes.progress} size="sm" radius="xl">
          <Progress.Section
            value={percent}
            color="ink.7"
            aria-label={t('steps.progress')}
            aria-valuetext={position !== null ? t('steps.position', { position, total: steps.list.length }) : undefined}
          />
        </Progress.Root>
      </div>
    </nav>
  );
}

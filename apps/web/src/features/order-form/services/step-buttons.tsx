import { useOrderForm, useOrderFormSave } from '../order-form-api';
import { StepActions } from '../shell/step-actions';
import { changeStep } from './services-api';
import { useSaveErrorText } from './use-service-text';

/** Back to the previous step: PUT step {step: previous}, then the answer's nextUrl. */
export function useStepBack() {
  const form = useOrderForm();
  const previous = form.steps.previous;
  const mutation = useOrderFormSave((id: string) =>
    previous ? changeStep(id, previous.name) : Promise.reject(new Error('no previous step')),
  );
  return { available: previous !== null, mutation };
}

interface StepButtonsProps {
  nextLabel: string;
  onNext: () => void;
  nextDisabled: boolean;
  nextLoading: boolean;
  /** A failed save's text: the researcher stays on the step with the error. */
  error?: string | null;
}

/**
 * The Back / Next row of the service steps (the shell's StepActions). Back moves the form's current step
 * on the server (PUT step) rather than only the page, so a reload lands where the researcher went.
 */
export function StepButtons({ nextLabel, onNext, nextDisabled, nextLoading, error = null }: StepButtonsProps) {
  const back = useStepBack();
  const errorText = useSaveErrorText();
  const backError = back.mutation.error ? errorText(back.mutation.error) : null;
  const busy = nextLoading || back.mutation.isPending;
  return (
    <StepActions
      backTo={back.available ? undefined : null}
      onBack={back.available ? () => back.mutation.mutate(undefined) : undefined}
      nextLabel={nextLabel}
      onNext={onNext}
      nextDisabled={nextDisabled || back.mutation.isPending}
      loading={busy}
      error={error ?? backError}
    />
  );
}

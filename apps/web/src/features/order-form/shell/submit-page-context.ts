import { createContext, useContext } from 'react';
import type { SubmitPage } from '@marginalia/contracts/order-form/submit-route';

/** The page of the area on screen, provided by the layout (for StepActions' default Back). */
export const SubmitPageContext = createContext<SubmitPage | null>(null);

export function useSubmitPage(): SubmitPage | null {
  return useContext(SubmitPageContext);
}

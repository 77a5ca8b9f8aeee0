import type { UseFormReturn } from 'react-hook-form';
import type { PanelValues } from './panel-values';

/** What each part of the panel gets: the form, and the translated error of a field (panel field names). */
export interface PanelPartProps {
  form: UseFormReturn<PanelValues>;
  error: (name: string) => string | undefined;
}

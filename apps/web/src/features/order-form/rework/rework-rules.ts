import type { ReworkBasicDetailsRequest } from '@marginalia/contracts/order-form/order-form-requests.contract';

/** The rework get-started step: what to rework is required; files unless they come later. */

export interface ReworkValues {
  reworkDetails: string;
  uploadLater: boolean;
}

export type ReworkErrors = Partial<Record<'reworkDetails' | 'files', 'value-required' | 'manuscript-file-required'>>;

export function validateRework(values: ReworkValues, fileCount: number): ReworkErrors {
  const errors: ReworkErrors = {};
  if (values.reworkDetails.trim() === '') errors.reworkDetails = 'value-required';
  if (fileCount === 0 && !values.uploadLater) errors.files = 'manuscript-file-required';
  return errors;
}

/** The body of PUT rework-basic-details; 'later' means nothing once files are there. */
export function reworkPayload(values: ReworkValues, fileCount: number): ReworkBasicDetailsRequest {
  return { reworkDetails: values.reworkDetails.trim(), uploadLater: fileCount === 0 && values.uploadLater };
}

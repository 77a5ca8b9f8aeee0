import type { FieldError, FieldValues, Resolver, ResolverResult, ResolverSuccess } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import { detailsSchema, type DetailsInput } from '@marginalia/contracts/order-form/order-form-requests.contract';
import { detailsPayload, detailsRuleErrors, type DetailsContext, type DetailsFormValues } from './details-rules';

/** The error type of the order-dependent rules (the schema's own errors keep zod's types). */
export const RULE_ERROR = 'rule';

/** Nested field errors as path → error ('journal.name'), so both sets can be nested again together. */
export function flattenErrors(errors: unknown, prefix = '', into: Record<string, FieldError> = {}): Record<string, FieldError> {
  if (typeof errors !== 'object' || errors === null) return into;
  for (const [name, value] of Object.entries(errors)) {
    if (name === 'ref' || typeof value !== 'object' || value === null) continue;
    const path = prefix ? `${prefix}.${name}` : name;
    if ('message' in value && typeof value.message === 'string' && 'type' in value && typeof value.type === 'string') {
      into[path] = { type: value.type, message: value.message };
    } else {
      flattenErrors(value, path, into);
    }
  }
  return into;
}

function passed<TValues extends FieldValues, TOutput>(
  result: ResolverResult<TValues, TOutput>,
): result is ResolverSuccess<TOutput> {
  return Object.keys(result.errors).length === 0;
}

/**
 * Validates the details with detailsSchema — the object the server validates with — applied to the payload
 * that will be sent, then adds the rules that depend on the order (required style of English, area of
 * study, journal, answers, admin option), so every error shows in one round.
 */
export function detailsResolver(context: DetailsContext): Resolver<DetailsFormValues, unknown, DetailsInput> {
  const schemaResolver = zodResolver(detailsSchema);
  return async (values, resolverContext, options) => {
    const payload = detailsPayload(values, context);
    const schemaResult = await schemaResolver(payload, resolverContext, {
      fields: options.fields,
      criteriaMode: options.criteriaMode,
      shouldUseNativeValidation: false,
    });
    const flat: Record<string, FieldError> = {};
    for (const [path, key] of Object.entries(detailsRuleErrors(values, context))) flat[path] = { type: RULE_ERROR, message: key };
    // The schema's message wins where both speak about one field.
    Object.assign(flat, flattenErrors(schemaResult.errors));
    if (passed(schemaResult) && Object.keys(flat).length === 0) return { values: schemaResult.values, errors: {} };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

import { z } from 'zod';

/**
 * The country list of the registration and account forms (not part of the application load, which
 * stays small). Public: a visitor registering needs it. Names are English; states are listed for the
 * countries whose addresses need one.
 */
export const countryStateSchema = z.object({ code: z.string(), name: z.string() });
export type CountryState = z.infer<typeof countryStateSchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  iso2: z.string(),
  states: z.array(countryStateSchema),
});
export type Country = z.infer<typeof countrySchema>;

/** Sorted by name. */
export const countriesResponseSchema = z.array(countrySchema);
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

/**
 * The captcha's own path (ADR 0020): GET a proof-of-work challenge (ALTCHA), solved in the browser and sent back
 * with the form that needs it. Zod-free, so a page imports it cheaply.
 */
export const CAPTCHA_PATHS = {
  challenge: '/api/captcha/challenge',
} as const;

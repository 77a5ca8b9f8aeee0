import { afterAll, afterEach } from 'vitest';
import { collectViolations, describeViolations } from './accessibility';

/** At the end of each test, the open pages not checked yet are checked; serious or critical violations fail it. */
async function failOnViolations(): Promise<void> {
  const violations = await collectViolations();
  if (violations.length > 0) throw new Error(`Accessibility violations (serious or critical):\n${describeViolations(violations)}`);
}

afterEach(failOnViolations);
afterAll(failOnViolations);

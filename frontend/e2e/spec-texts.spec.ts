/**
 * The journeys look for the pinned texts literally (support/spec-texts.ts). This names the
 * exact entry when the app's text drifts from the pinned wording, next to the journey that
 * then fails.
 */
import { expect, test } from './support/test';
import { SPEC_CHECKS } from './support/spec-texts';

test('the contract still says what the pinned wording says, word for word', () => {
  expect(SPEC_CHECKS.length).toBeGreaterThan(25);
  for (const check of SPEC_CHECKS) {
    expect.soft(check.contract, check.name).toBe(check.literal);
  }
});

/**
 * The journeys look for the contract's exact wording literally (support/spec-texts.ts). This names the
 * exact entry when a contract text drifts from it, next to the journey that then fails.
 */
import { expect, test } from './support/test';
import { SPEC_CHECKS } from './support/spec-texts';

test('the contract still says what the spec says, word for word', () => {
  expect(SPEC_CHECKS.length).toBeGreaterThan(100);
  for (const check of SPEC_CHECKS) {
    expect.soft(check.contract, check.name).toBe(check.literal);
  }
});

import { fromFils, toFils } from '../contract';

/** True when `aed` has at most two decimals (a whole number of fils). */
export function isWholeFils(aed: number): boolean {
  return Number.isFinite(aed) && Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6;
}
export { fromFils, toFils };

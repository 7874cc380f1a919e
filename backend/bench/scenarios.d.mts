/** Types of scenarios.mjs for the TypeScript test that uses it. */
import type { SeedInfo } from './seed.mjs';

export interface ReadScenario {
  key: string;
  name: string;
  paths: string[];
}
export interface Answer {
  status: number;
  body: unknown;
}
export interface Difference {
  url: string;
  path: string;
  shop: unknown;
  reference: unknown;
}
export function readScenarios(info: SeedInfo): ReadScenario[];
export function selfCheckPaths(info: SeedInfo, options?: { perScenario?: number }): string[];
export function firstDifference(
  a: unknown,
  b: unknown,
  path?: string,
): { path: string; a: unknown; b: unknown } | null;
export function compareAnswers(
  getShop: (path: string) => Promise<Answer>,
  getReference: (path: string) => Promise<Answer>,
  paths: string[],
): Promise<Difference[]>;
export function httpGetter(base: string): (path: string) => Promise<Answer>;

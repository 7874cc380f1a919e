/**
 * Requests that drive each numeric field of the API to the limits of the types a database or
 * JavaScript stores it in (32- and 64-bit integers, the fils of a 32-bit column, doubles): for
 * every operation of the OpenAPI document, every number in its body (nested, in lists and in
 * maps) and every numeric query parameter, one request per limit, the rest of the body valid.
 * The shop must answer each with a 4xx in the error shape or a success, never a 5xx.
 */
import type { FuzzRequest } from './fuzz';

type Schema = {
  $ref?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  required?: string[];
};

interface Doc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string; in: string; schema?: Schema }>;
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** The limits: integer and double boundaries, and the fils of a 32-bit column (21,474,836.47 AED). */
export const NUMERIC_LIMITS = [
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e308,
  -1e308,
  5e-324,
  -0,
  21_474_836.47,
  21_474_836.48,
  10_000_000.01,
  9_999_999.99,
  1e15 + 0.01,
];

type Step = string | number;

function resolve(doc: Doc, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) {
    s = doc.components?.schemas?.[s.$ref.split('/').pop() as string] ?? {};
  }
  const first = s.allOf?.[0] ?? s.oneOf?.[0] ?? s.anyOf?.[0];
  return first ? resolve(doc, first) : s;
}

/** Where the numbers of a schema are: paths into a value of it. */
function numericPaths(doc: Doc, schema: Schema | undefined, depth = 0): Step[][] {
  const s = resolve(doc, schema);
  if (depth > 5) return [];
  if (s.type === 'number' || s.type === 'integer') return [[]];
  if (s.type === 'array') return numericPaths(doc, s.items, depth + 1).map((p) => [0, ...p]);
  const out: Step[][] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    for (const p of numericPaths(doc, prop, depth + 1)) out.push([name, ...p]);
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    // Maps keyed by city (the delivery fees): a key the shop accepts.
    for (const p of numericPaths(doc, s.additionalProperties, depth + 1)) out.push(['Dubai', ...p]);
  }
  return out;
}

/** A value the schema roughly accepts, from its examples: the base of a request. */
function exampleOf(doc: Doc, schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  if (depth > 5) return null;
  if (s.type === 'array') return [exampleOf(doc, s.items, depth + 1)];
  if (s.type === 'object' || s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(doc, v, depth + 1)]),
    );
  }
  if (s.type === 'number' || s.type === 'integer') return 1;
  if (s.type === 'boolean') return false;
  return 'x';
}

function withValue(base: unknown, path: Step[], value: number): unknown {
  const copy = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  path.forEach((step, i) => {
    if (i === path.length - 1) {
      node[step] = value;
      return;
    }
    const next = path[i + 1];
    if (node[step] === null || typeof node[step] !== 'object')
      node[step] = typeof next === 'number' ? [{}] : {};
    node = node[step] as Record<string | number, unknown>;
  });
  return copy;
}

export function numericLimitRequests(
  doc: Doc,
  options: {
    /** Valid bodies by `METHOD /path`; other operations start from their schema's examples. */
    bodies: Record<string, unknown>;
    /** A path parameter's value for an operation's path (an id that exists). */
    pathValue: (path: string) => string;
  },
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const url = path.replace(/\{[^}]+\}/g, () => encodeURIComponent(options.pathValue(path)));
      for (const param of op.parameters ?? []) {
        if (param.in !== 'query') continue;
        const s = resolve(doc, param.schema);
        if (s.type !== 'number' && s.type !== 'integer') continue;
        for (const limit of NUMERIC_LIMITS) {
          requests.push({
            method: method.toUpperCase(),
            path: `${url}?${param.name}=${encodeURIComponent(String(limit))}`,
            headers: {},
            label: `${key} ?${param.name}=${limit}`,
          });
        }
      }
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      const base = options.bodies[key] ?? exampleOf(doc, schema);
      for (const field of numericPaths(doc, schema)) {
        for (const limit of NUMERIC_LIMITS) {
          requests.push({
            method: method.toUpperCase(),
            path: url,
            headers: { 'Content-Type': 'application/json' },
            body: Buffer.from(JSON.stringify(withValue(base, field, limit))),
            label: `${key} ${field.join('.')}=${limit}`,
          });
        }
      }
    }
  }
  return requests;
}

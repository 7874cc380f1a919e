/**
 * Hostile input at volume, driven by the API's own OpenAPI document: fast-check
 * generates requests for every operation it lists — public and admin, with the admin's session,
 * with none and with a forged one — whose path, query and body are built from the operation's
 * schema and then spoiled: wrong types, huge and unicode strings, deep JSON, negative and
 * enormous numbers, missing and extra fields, wrong content types, broken JSON.
 *
 * For each request: no 5xx; every 4xx in the error shape; a rejected request stores nothing
 * (the fingerprint of the shop's tables is unchanged). Accepted writes move the fingerprint on.
 */
import { appendFileSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import fc from 'fast-check';

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  example?: unknown;
  format?: string;
  nullable?: boolean;
  oneOf?: Schema[];
  allOf?: Schema[];
  anyOf?: Schema[];
};

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface FuzzTarget {
  /** Called after each answer (e.g. to sign in again after a generated logout). */
  afterEach?: (req: FuzzRequest, status: number) => Promise<void>;
  port: number;
  /** Cookie header of a signed-in admin (re-read each request: the fuzz may sign it out). */
  adminCookie: () => string;
  /** A value that changes whenever something is stored. */
  fingerprint: () => Promise<string>;
  /** Ids that exist, so some requests reach real rows. */
  ids: string[];
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Which operation and which spoiling, for the report. */
  label: string;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  operations: number;
  failures: string[];
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  '\u202e\u0645\u0631\u062d\u0628\u0627', // RTL override + Arabic
  '😀🧟‍♂️👻',
  'Z\u0351\u0360\u035b\u0300a\u036b\u0364\u0352lg\u0346\u0313o', // combining marks
  '\ud800', // lone surrogate
  '%00%ff%',
  '{{7*7}}${7*7}',
];

const numbers = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 0.1 + 0.2, 1e-320),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A string that may be huge, unicode, or a classic injection. */
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 60000 }).map((n) => 'Ω'.repeat(n)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
);

/** Any JSON value, of the wrong type more often than not. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: numbers },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 60 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 })) },
);

/** Query values: like hostileValue, but an address over 16 KB (431) only now and then. */
const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 30, arbitrary: fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), numbers) },
  { weight: 10, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 5, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hostileString },
);

/** `[[[…]]]` or `{"a":{"a":…}}` nested thousands deep, as JSON text. */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

function resolve(doc: OpenApi, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) {
    s = doc.components?.schemas?.[s.$ref.split('/').pop() as string] ?? {};
  }
  if (s.allOf?.length) return resolve(doc, s.allOf[0]);
  if (s.oneOf?.length) return resolve(doc, s.oneOf[0]);
  if (s.anyOf?.length) return resolve(doc, s.anyOf[0]);
  return s;
}

/** A value the schema would accept, roughly: the start of a near-valid request. */
function plausible(doc: OpenApi, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if (s.example !== undefined && depth > 0) return fc.oneof(fc.constant(s.example), valueOf(s));
  if (s.type === 'object' || s.properties) return objectOf(doc, s, depth + 1);
  if (s.type === 'array') return fc.array(plausible(doc, s.items, depth + 1), { maxLength: 4 });
  return valueOf(s);
}

function valueOf(s: Schema): fc.Arbitrary<unknown> {
  switch (s.type) {
    case 'integer':
      return fc.integer({ min: -5, max: 500 });
    case 'number':
      return fc.oneof(
        fc.integer({ min: 0, max: 1000 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    default:
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('FD-TEE-ABC-123', 'HOODIES', 'M'),
      );
  }
}

/** An object of the schema's properties, each plausible, spoiled, or left out; extras added. */
function objectOf(doc: OpenApi, s: Schema, depth: number): fc.Arbitrary<unknown> {
  const entries = Object.entries(s.properties ?? {});
  if (depth > 4 || entries.length === 0)
    return fc.dictionary(fc.string(), hostileValue, { maxKeys: 3 });
  const fields = entries.map(([name, prop]) =>
    fc
      .oneof(
        { weight: 6, arbitrary: plausible(doc, prop, depth).map((v) => ({ set: true, v })) },
        { weight: 2, arbitrary: hostileValue.map((v) => ({ set: true, v })) },
        { weight: 1, arbitrary: fc.constant({ set: false, v: undefined as unknown }) },
      )
      .map((f) => [name, f] as const),
  );
  return fc
    .tuple(
      fc.tuple(...fields),
      fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }),
      fc.nat(9),
    )
    .map(([chosen, extra, dice]) => {
      const out: Record<string, unknown> = dice === 0 ? { ...extra } : {};
      for (const [name, f] of chosen) if (f.set) out[name] = f.v;
      return out;
    });
}

type BodyKind = 'json' | 'raw-json' | 'deep' | 'broken' | 'form' | 'text' | 'multipart' | 'none';

/** Every byte percent-encoded (encodeURIComponent throws on a lone surrogate). */
const encodePathPart = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const encodeHeader = (s: string) =>
  Buffer.from(s, 'utf8')
    .toString('latin1')
    .replace(/[^\x20-\x7e]/g, '?');

/** Every fuzzable request of the document, as one arbitrary. */
export function requestArbitrary(doc: OpenApi, target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const operations: Array<{ method: string; path: string; op: Operation }> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method)) {
        operations.push({ method: method.toUpperCase(), path, op });
      }
    }
  }
  const idArb = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...target.ids) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.uuid() },
  );
  const perOperation = operations.map(({ method, path, op }) => {
    const params = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const bodySchema =
      op.requestBody?.content['application/json']?.schema ??
      op.requestBody?.content['multipart/form-data']?.schema;
    const query = fc.tuple(
      fc.tuple(
        ...queryParams.map((p) =>
          fc
            .oneof(
              { weight: 2, arbitrary: plausible(doc, p.schema, 1) },
              { weight: 2, arbitrary: queryValue },
              { weight: 1, arbitrary: fc.constant(undefined) },
              { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
            )
            .map((v) => [p.name, v] as const),
        ),
      ),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ unit: 'grapheme' }), { maxKeys: 2 }),
    );
    const bodyKind = fc.constantFrom<BodyKind>(
      ...((bodySchema
        ? [
            'json',
            'json',
            'json',
            'json',
            'raw-json',
            'deep',
            'broken',
            'form',
            'text',
            'multipart',
            'none',
          ]
        : ['none', 'none', 'none', 'raw-json', 'deep', 'text']) as BodyKind[]),
    );
    return fc
      .record({
        pathValues: fc.tuple(...pathParams.map(() => idArb)),
        query,
        bodyKind,
        json: bodySchema ? plausible(doc, bodySchema) : fc.constant({}),
        raw: hostileValue,
        deep: deepJson,
        text: hostileString,
        session: fc.constantFrom('admin', 'admin', 'none', 'forged'),
        idempotency: fc.option(hostileString, { nil: undefined }),
        contentType: fc.constantFrom(
          'text/plain',
          'application/xml',
          'application/octet-stream',
          'image/png',
          'application/json; charset=utf-16',
        ),
      })
      .map((g): FuzzRequest => {
        let url = path;
        pathParams.forEach((p, i) => {
          url = url.replace(`{${p.name}}`, encodePathPart(String(g.pathValues[i])));
        });
        const search = new URLSearchParams();
        for (const [name, value] of g.query[0]) {
          if (value === undefined) continue;
          if (Array.isArray(value)) value.forEach((v) => search.append(name, String(v)));
          else
            search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
        }
        for (const [name, value] of Object.entries(g.query[1])) search.append(name, value);
        const qs = search.toString();
        const headers: Record<string, string> = {};
        if (g.session === 'admin') headers.Cookie = target.adminCookie();
        if (g.session === 'forged') headers.Cookie = 'freakdrop.sid=s%3Aforged.c2lnbmF0dXJl';
        if (g.idempotency !== undefined) headers['Idempotency-Key'] = encodeHeader(g.idempotency);
        let body: Buffer | undefined;
        switch (g.bodyKind) {
          case 'json':
            headers['Content-Type'] = 'application/json';
            body = Buffer.from(JSON.stringify(g.json) ?? 'null');
            break;
          case 'raw-json':
            headers['Content-Type'] = 'application/json';
            body = Buffer.from(JSON.stringify(g.raw) ?? 'null');
            break;
          case 'deep':
            headers['Content-Type'] = 'application/json';
            body = Buffer.from(g.deep);
            break;
          case 'broken':
            headers['Content-Type'] = 'application/json';
            body = Buffer.from(JSON.stringify(g.json).slice(0, -1) + ',}');
            break;
          case 'form':
            headers['Content-Type'] = 'application/x-www-form-urlencoded';
            body = Buffer.from(new URLSearchParams({ a: g.text, items: g.text }).toString());
            break;
          case 'text':
            headers['Content-Type'] = g.contentType;
            body = Buffer.from(g.text);
            break;
          case 'multipart': {
            const boundary = 'fuzzboundary42';
            headers['Content-Type'] = `multipart/form-data; boundary=${boundary}`;
            body = Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n` +
                `Content-Type: image/png\r\n\r\n${g.text}\r\n--${boundary}--\r\n`,
            );
            break;
          }
          case 'none':
            break;
        }
        return {
          method,
          path: `/api${url.replace(/^\/api/, '')}${qs ? `?${qs}` : ''}`,
          headers,
          body,
          label: `${method} ${path} [${g.bodyKind}, ${g.session}]`,
        };
      });
  });
  return fc.oneof(...perOperation);
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

export function send(
  port: number,
  req: FuzzRequest,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolvePromise, reject) => {
    const r = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.path,
        agent,
        headers: { ...req.headers, ...(req.body ? { 'Content-Length': req.body.length } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    r.setTimeout(30_000, () => r.destroy(new Error('no answer within 30 s')));
    r.on('error', reject);
    r.end(req.body);
  });
}

/** What is wrong with an answer, or null. */
export function checkAnswer(res: {
  status: number;
  headers: Record<string, unknown>;
  text: string;
}): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 300)}`;
  if (res.status < 400) return null;
  let body: { statusCode?: unknown; message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(res.text) as typeof body;
  } catch {
    return `a ${res.status} that is not JSON: ${res.text.slice(0, 200)}`;
  }
  if (body.statusCode !== res.status)
    return `statusCode ${String(body.statusCode)} in a ${res.status}`;
  if (typeof body.message !== 'string' || body.message.length === 0)
    return `no message in a ${res.status}`;
  if (/\n\s+at |QueryFailedError|SQLITE_|ER_[A-Z_]+|SELECT |INSERT INTO/.test(res.text)) {
    return `a ${res.status} that leaks internals: ${res.text.slice(0, 200)}`;
  }
  if (body.errors !== undefined) {
    if (typeof body.errors !== 'object' || body.errors === null) return '`errors` is not an object';
    for (const [k, v] of Object.entries(body.errors)) {
      if (typeof v !== 'string') return `errors.${k} is not a string`;
    }
  }
  return null;
}

/** Sends `runs` generated requests and checks each; never stops at the first failure. */
export async function runFuzz(
  doc: OpenApi,
  target: FuzzTarget,
  runs: number,
  seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
): Promise<FuzzReport & { seed: number }> {
  const report: FuzzReport = { requests: 0, byStatus: {}, operations: 0, failures: [] };
  report.operations = Object.values(doc.paths).reduce((n, m) => n + Object.keys(m).length, 0);
  const arbitrary = requestArbitrary(doc, target);
  let fingerprint = await target.fingerprint();
  // Generated in batches so a 10,000-request run does not hold them all in memory at once.
  for (let done = 0; done < runs;) {
    const batch = fc.sample(arbitrary, { numRuns: Math.min(500, runs - done), seed: seed + done });
    for (const req of batch) {
      done += 1;
      report.requests += 1;
      let res;
      try {
        res = await send(target.port, req);
      } catch (error) {
        report.failures.push(`${req.label}: ${String(error)}`);
        continue;
      }
      report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
      const problem = checkAnswer(res);
      if (problem) {
        const body = req.body ? ` body ${req.body.toString('utf8').slice(0, 300)}` : '';
        report.failures.push(`${req.label} ${req.path.slice(0, 200)}${body}: ${problem}`);
        // FUZZ_DUMP=<file> keeps each failing request whole, to replay it.
        if (process.env.FUZZ_DUMP) {
          appendFileSync(
            process.env.FUZZ_DUMP,
            `${JSON.stringify({ ...req, body: req.body?.toString('utf8'), problem })}\n`,
          );
        }
      }
      await target.afterEach?.(req, res.status);
      const now = await target.fingerprint();
      if (now !== fingerprint && res.status >= 400) {
        report.failures.push(
          `${req.label}: rejected with ${res.status} but stored something (${fingerprint} → ${now})`,
        );
      }
      fingerprint = now;
    }
  }
  return { ...report, seed };
}

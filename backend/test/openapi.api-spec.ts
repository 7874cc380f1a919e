/**
 * The OpenAPI document and the contract's types (what the frontend compiles against) say the
 * same thing: every request and answer type of contract/types.ts is a schema of the document
 * with the same fields, the same required ones, the same kinds, options and nulls (requests come
 * from the DTOs; answers from contract-schemas.json, which must be what the types say now); each
 * route's decorator names the contract type its method returns; and every answer of every route
 * has a schema.
 */
import { join } from 'node:path';
import { ModulesContainer } from '@nestjs/core';
import ts from 'typescript';
import type { OpenAPIObject } from '@nestjs/swagger';
import { contractTypeOf } from '../src/common/contract-schema';
import { buildOpenApiDocument } from '../src/common/openapi';
import committedSchemas from '../src/common/contract-schemas.json';
import { buildContractSchemas } from '../scripts/contract-schemas';
import { useTestApp } from './support/test-app';

const TYPES_FILE = join(__dirname, '../src/contract/types.ts');

/** Request types are described by their DTO, named after it. */
const DTO_OF: Record<string, string> = {
  ProductInput: 'ProductInputDto',
  CategoryInput: 'CategoryInputDto',
  SettingsInput: 'SettingsInputDto',
  LoginRequest: 'LoginDto',
  PlaceOrderRequest: 'PlaceOrderDto',
  PlaceOrderItem: 'PlaceOrderItemDto',
  UploadUrlRequest: 'UploadUrlDto',
  UploadConfirmRequest: 'UploadConfirmDto',
  TwoFactorCodeRequest: 'TwoFactorCodeDto',
  OrderNoteRequest: 'OrderNoteDto',
  ProductBulkRequest: 'ProductBulkDto',
  PromotionInput: 'PromotionInputDto',
  PromotionCheckRequest: 'PromotionCheckDto',
  BulkOrderRequest: 'BulkOrderDto',
  OrderFilter: 'OrderFilterDto',
};
/** Query strings: the document lists them as parameters, not schemas. */
const NOT_SCHEMAS = new Set([
  'ProductListQuery',
  'AdminProductListQuery',
  'OrderListQuery',
  'OutstandingOrdersQuery',
  'ActivityListQuery',
  'MessageListQuery',
]);

/** A type reduced to what both TypeScript and a JSON schema can say. */
type Shape =
  | { kind: 'string'; enum?: string[]; nullable: boolean }
  | { kind: 'number' | 'boolean' | 'unknown'; nullable: boolean }
  | { kind: 'array'; items: Shape; nullable: boolean }
  | {
      kind: 'object';
      props: Record<string, { shape: Shape; required: boolean }>;
      values?: Shape;
      nullable: boolean;
    };

function fromTypeScript(checker: ts.TypeChecker, type: ts.Type, depth = 0): Shape {
  if (depth > 8) return { kind: 'unknown', nullable: false };
  const F = ts.TypeFlags;
  let nullable = false;
  let t = type;
  if (t.isUnion() && !(t.flags & F.Boolean)) {
    const rest = t.types.filter((p) => !(p.flags & (F.Null | F.Undefined)));
    nullable = t.types.some((p) => p.flags & F.Null);
    if (rest.length > 1 && rest.every((p) => p.isStringLiteral())) {
      const values = rest.map((p) => (p as ts.StringLiteralType).value).sort();
      return { kind: 'string', enum: values, nullable };
    }
    if (rest.length > 1 && rest.every((p) => p.flags & F.BooleanLiteral)) {
      return { kind: 'boolean', nullable };
    }
    if (rest.length !== 1) return { kind: 'unknown', nullable };
    t = rest[0];
  }
  if (t.isStringLiteral()) return { kind: 'string', enum: [t.value], nullable };
  if (t.flags & F.String) return { kind: 'string', nullable };
  if (t.flags & (F.Number | F.NumberLiteral)) return { kind: 'number', nullable };
  if (t.flags & (F.Boolean | F.BooleanLiteral)) return { kind: 'boolean', nullable };
  if (checker.isArrayType(t)) {
    const [item] = checker.getTypeArguments(t as ts.TypeReference);
    return { kind: 'array', items: fromTypeScript(checker, item, depth + 1), nullable };
  }
  if (t.flags & F.Object || t.isIntersection()) {
    const props: Record<string, { shape: Shape; required: boolean }> = {};
    for (const prop of checker.getPropertiesOfType(t)) {
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      // An optional field's type includes undefined; the union step above drops it.
      const shape = fromTypeScript(checker, checker.getTypeOfSymbol(prop), depth + 1);
      props[prop.name] = { shape, required: !optional };
    }
    const index = checker.getIndexInfosOfType(t)[0];
    const values = index ? fromTypeScript(checker, index.type, depth + 1) : undefined;
    return { kind: 'object', props, values, nullable };
  }
  return { kind: 'unknown', nullable };
}

type Schema = Record<string, unknown>;

function fromSchema(doc: OpenAPIObject, input: Schema, depth = 0): Shape {
  let s = input;
  const nullable = s.nullable === true;
  for (let hops = 0; hops < 4; hops += 1) {
    if (typeof s.$ref === 'string') s = resolve(doc, s.$ref);
    else if (Array.isArray(s.allOf) && s.allOf.length === 1) s = s.allOf[0] as Schema;
    else break;
  }
  if (depth > 8) return { kind: 'unknown', nullable };
  const type = s.type;
  if (type === 'string') {
    const values = Array.isArray(s.enum) ? (s.enum as string[]).map(String).sort() : undefined;
    return { kind: 'string', ...(values ? { enum: values } : {}), nullable };
  }
  if (type === 'number' || type === 'integer') return { kind: 'number', nullable };
  if (type === 'boolean') return { kind: 'boolean', nullable };
  if (type === 'array') {
    return { kind: 'array', items: fromSchema(doc, s.items as Schema, depth + 1), nullable };
  }
  if (type === 'object' || s.properties) {
    const required = new Set((s.required as string[] | undefined) ?? []);
    const props: Record<string, { shape: Shape; required: boolean }> = {};
    for (const [name, prop] of Object.entries((s.properties as Record<string, Schema>) ?? {})) {
      props[name] = { shape: fromSchema(doc, prop, depth + 1), required: required.has(name) };
    }
    const extra = s.additionalProperties;
    const values =
      extra && typeof extra === 'object' ? fromSchema(doc, extra as Schema, depth + 1) : undefined;
    return { kind: 'object', props, values, nullable };
  }
  return { kind: 'unknown', nullable };
}

function resolve(doc: OpenAPIObject, ref: string): Schema {
  const name = ref.replace('#/components/schemas/', '');
  const schema = doc.components?.schemas?.[name];
  if (!schema) throw new Error(`missing schema ${name}`);
  return schema as Schema;
}

/** Where two shapes differ, as `path: what`; empty when they agree. */
function differences(a: Shape, b: Shape, path: string): string[] {
  const out: string[] = [];
  if (a.kind !== b.kind) return [`${path}: ${a.kind} in the types, ${b.kind} in the document`];
  if (a.nullable !== b.nullable) out.push(`${path}: nullable ${a.nullable} vs ${b.nullable}`);
  if (a.kind === 'string' && b.kind === 'string') {
    const x = JSON.stringify(a.enum ?? null);
    const y = JSON.stringify(b.enum ?? null);
    if (x !== y) out.push(`${path}: options ${x} vs ${y}`);
  }
  if (a.kind === 'array' && b.kind === 'array') {
    out.push(...differences(a.items, b.items, `${path}[]`));
  }
  if (a.kind === 'object' && b.kind === 'object') {
    for (const name of new Set([...Object.keys(a.props), ...Object.keys(b.props)])) {
      const x = a.props[name];
      const y = b.props[name];
      if (!x) out.push(`${path}.${name}: only in the document`);
      else if (!y) out.push(`${path}.${name}: missing from the document`);
      else {
        if (x.required !== y.required) {
          out.push(`${path}.${name}: required ${x.required} vs ${y.required}`);
        }
        out.push(...differences(x.shape, y.shape, `${path}.${name}`));
      }
    }
    if (Boolean(a.values) !== Boolean(b.values)) out.push(`${path}: map vs record`);
    else if (a.values && b.values) out.push(...differences(a.values, b.values, `${path}{}`));
  }
  return out;
}

/** Handler results an interceptor turns into a contract type before they are sent. */
const ANSWERED_AS: Record<string, string> = { PlacedOrder: 'PlaceOrderResponse' };

describe('the OpenAPI document matches the contract types', () => {
  const t = useTestApp();
  let doc: OpenAPIObject;
  beforeAll(async () => {
    doc = buildOpenApiDocument(t.app);
  });

  it('describes every request and answer type of the contract, field by field', () => {
    const program = ts.createProgram([TYPES_FILE], { strict: true, skipLibCheck: true });
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(TYPES_FILE) as ts.SourceFile;
    const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(file) as ts.Symbol);
    const problems: string[] = [];
    let compared = 0;
    for (const symbol of exports) {
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
      if (NOT_SCHEMAS.has(symbol.name)) continue;
      const schemaName = DTO_OF[symbol.name] ?? symbol.name;
      const schema = doc.components?.schemas?.[schemaName];
      if (!schema) {
        problems.push(`${symbol.name}: no schema ${schemaName} in the document`);
        continue;
      }
      const fromTypes = fromTypeScript(checker, checker.getDeclaredTypeOfSymbol(symbol));
      problems.push(...differences(fromTypes, fromSchema(doc, schema as Schema), symbol.name));
      compared += 1;
    }
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(25);
  });

  it("takes the answers from the contract's types, as contract-schemas.json has them now", () => {
    // Stale after a change to src/contract: run `npm run openapi:schemas` in backend/.
    expect(committedSchemas).toEqual(buildContractSchemas());
    const empty = Object.entries(doc.components?.schemas ?? {})
      .filter(([, schema]) => JSON.stringify(schema) === '{"type":"object","properties":{}}')
      .map(([name]) => name);
    expect(empty).toEqual([]);
  });

  it('names, on every route, the contract type its method returns', () => {
    // What each route's decorator documents: Controller.method → contract type ([] for a list).
    const documented = new Map<string, string>();
    const controllers = [...t.app.get(ModulesContainer).values()].flatMap((m) => [
      ...m.controllers.values(),
    ]);
    for (const { metatype } of controllers) {
      if (!metatype) continue;
      const proto = (metatype as { prototype: Record<string, unknown> }).prototype;
      for (const method of Object.getOwnPropertyNames(proto)) {
        const answers = Reflect.getMetadata('swagger/apiResponse', proto[method] as object) as
          Record<string, { type?: unknown; isArray?: boolean }> | undefined;
        for (const [status, answer] of Object.entries(answers ?? {})) {
          const name = /^2\d\d$/.test(status) ? contractTypeOf(answer.type) : undefined;
          if (name)
            documented.set(`${metatype.name}.${method}`, name + (answer.isArray ? '[]' : ''));
        }
      }
    }
    // What each method returns, by the compiler: the awaited type's name.
    const files = ts.sys
      .readDirectory(join(__dirname, '../src'), ['.ts'])
      .filter((f) => f.endsWith('.controller.ts'));
    const program = ts.createProgram(files, {
      strict: true,
      skipLibCheck: true,
      experimentalDecorators: true,
    });
    const checker = program.getTypeChecker();
    const returned = new Map<string, string>();
    for (const file of files) {
      const source = program.getSourceFile(file);
      source?.forEachChild((node) => {
        if (!ts.isClassDeclaration(node) || !node.name) return;
        for (const member of node.members) {
          if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
          const signature = checker.getSignatureFromDeclaration(member);
          if (!signature) continue;
          let type = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature));
          // A public answer from the cache is its JSON text already (a string, or a prepared
          // CachedAnswer sent by @PublicAnswer): the compiler cannot tell.
          if (type && type.flags & ts.TypeFlags.String) continue;
          if ((type?.aliasSymbol ?? type?.getSymbol())?.name === 'CachedAnswer') continue;
          let suffix = '';
          if (type && checker.isArrayType(type)) {
            type = checker.getTypeArguments(type as ts.TypeReference)[0];
            suffix = '[]';
          }
          const symbol = type && (type.aliasSymbol ?? type.getSymbol())?.name;
          // What an interceptor answers in its place (orders/idempotent-replay.interceptor.ts).
          const name = symbol && (ANSWERED_AS[symbol] ?? symbol);
          if (name) returned.set(`${node.name.text}.${member.name.text}`, name + suffix);
        }
      });
    }
    expect(returned.size).toBeGreaterThanOrEqual(25);
    const differ = [...documented]
      .filter(([method, name]) => returned.has(method) && returned.get(method) !== name)
      .map(([method, name]) => `${method}: documents ${name}, returns ${returned.get(method)}`);
    expect(differ).toEqual([]);
  });

  it('gives every answer of every route a schema, and every error the error body', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const responses = (operation as { responses?: Record<string, Schema> }).responses ?? {};
        const success = Object.keys(responses).filter((code) => /^2\d\d$/.test(code));
        if (success.length === 0) missing.push(`${method} ${path}: no success answer`);
        for (const code of success) {
          const content = responses[code].content as Record<string, Schema> | undefined;
          const bodyless = code === '204' || path.startsWith('/api/uploads/signed');
          if (!bodyless && !content?.['application/json']?.schema) {
            missing.push(`${method} ${path} ${code}: no schema`);
          }
        }
        if (!responses.default) missing.push(`${method} ${path}: no error answer`);
      }
    }
    expect(missing).toEqual([]);
  });
});

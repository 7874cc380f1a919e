/**
 * Writes src/common/contract-schemas.json: the OpenAPI schema of every object type the contract
 * declares for the API (src/contract/types.ts, and the shared package's confirmation.ts and
 * variants.ts), read from the TypeScript types
 * themselves with their doc comments. The API document takes its answers' schemas from there
 * (common/contract-schema.ts), so an answer's shape is declared once, in the contract.
 *
 *   npm run openapi:schemas     (after changing a type of src/contract)
 *
 * test/openapi.api-spec.ts fails while the file is not what this script writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const CONTRACT_INDEX = join(__dirname, '../src/contract/index.ts');
/**
 * The files that declare the API's request and answer shapes: the backend's types.ts, and the
 * shared package's types of confirmations and of stock per variant (not its rules or SSR).
 */
const SHAPE_FILES = [
  join(__dirname, '../src/contract/types.ts'),
  ...['confirmation.ts', 'variants.ts', 'vat.ts'].map((f) =>
    join(__dirname, '../../packages/contract/src', f),
  ),
];
export const SCHEMAS_FILE = join(__dirname, '../src/common/contract-schemas.json');

type Schema = Record<string, unknown>;
const F = ts.TypeFlags;

/** Every object type the contract exports, by name, as an OpenAPI 3.0 schema. */
export function buildContractSchemas(): Record<string, Schema> {
  const program = ts.createProgram([CONTRACT_INDEX], { strict: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(CONTRACT_INDEX) as ts.SourceFile;
  const exported = checker
    .getExportsOfModule(checker.getSymbolAtLocation(index) as ts.Symbol)
    .filter((s) => s.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))
    .filter((s) => s.declarations?.some((d) => SHAPE_FILES.includes(d.getSourceFile().fileName)))
    .map((s) => ({ symbol: s, type: checker.getDeclaredTypeOfSymbol(s) }))
    .filter(({ type }) => isObject(type));
  const named = new Map<ts.Symbol, string>(exported.map(({ symbol }) => [symbol, symbol.name]));

  function isObject(type: ts.Type): boolean {
    return Boolean(type.flags & F.Object || type.isIntersection()) && !checker.isArrayType(type);
  }
  function nameOf(type: ts.Type): string | undefined {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    return symbol ? named.get(symbol) : undefined;
  }
  /** The doc comment as the description; its `@example`, `@minimum`, `@maximum` tags as such. */
  function describe(symbol: ts.Symbol | undefined, schema: Schema = {}): Schema {
    if (!symbol) return {};
    const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
    const out: Schema = text ? { description: text.replace(/\s+/g, ' ').trim() } : {};
    for (const tag of symbol.getJsDocTags(checker)) {
      if (!['example', 'minimum', 'maximum'].includes(tag.name)) continue;
      const value = ts.displayPartsToString(tag.text).trim();
      out[tag.name] = schema.type === 'number' || tag.name !== 'example' ? Number(value) : value;
    }
    return out;
  }

  /**
   * The contract's conventions (types.ts: dates are ISO 8601 strings): a string `id` is a UUID,
   * a string `at` or ending in `At` a date-time.
   */
  function formatOf(name: string, schema: Schema): Schema {
    if (schema.type !== 'string' || schema.enum) return {};
    if (name === 'id') return { format: 'uuid' };
    return /^at$|[a-z]At$/.test(name) ? { format: 'date-time' } : {};
  }

  function schemaOf(type: ts.Type, where: string, top = false): Schema {
    let t = type;
    let nullable = false;
    if (t.isUnion() && !(t.flags & F.Boolean)) {
      const rest = t.types.filter((p) => !(p.flags & (F.Null | F.Undefined)));
      nullable = t.types.some((p) => p.flags & F.Null);
      const orNull = nullable ? { nullable: true } : {};
      if (rest.length > 1 && rest.every((p) => p.isStringLiteral())) {
        const values = rest.map((p) => (p as ts.StringLiteralType).value);
        return { type: 'string', enum: values, ...orNull };
      }
      if (rest.length > 1 && rest.every((p) => p.flags & F.BooleanLiteral)) {
        return { type: 'boolean', ...orNull };
      }
      if (rest.length !== 1) throw new Error(`${where}: a union the document cannot say`);
      t = rest[0];
    }
    const orNull = nullable ? { nullable: true } : {};
    if (t.isStringLiteral()) return { type: 'string', enum: [t.value], ...orNull };
    if (t.flags & F.String) return { type: 'string', ...orNull };
    if (t.flags & (F.Number | F.NumberLiteral)) return { type: 'number', ...orNull };
    if (t.flags & (F.Boolean | F.BooleanLiteral)) return { type: 'boolean', ...orNull };
    if (checker.isArrayType(t)) {
      const [item] = checker.getTypeArguments(t as ts.TypeReference);
      return { type: 'array', items: schemaOf(item, `${where}[]`), ...orNull };
    }
    if (isObject(t)) {
      const name = top ? undefined : nameOf(t);
      if (name) {
        const ref = { $ref: `#/components/schemas/${name}` };
        return nullable ? { allOf: [ref], nullable: true } : ref;
      }
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const prop of checker.getPropertiesOfType(t)) {
        const path = `${where}.${prop.name}`;
        const schema = schemaOf(checker.getTypeOfSymbol(prop), path);
        const about = { ...describe(prop, schema), ...formatOf(prop.name, schema) };
        // A $ref takes no siblings in OpenAPI 3.0: a described reference goes through allOf.
        properties[prop.name] =
          schema.$ref && about.description
            ? { allOf: [schema], ...about }
            : { ...schema, ...about };
        if (!(prop.flags & ts.SymbolFlags.Optional)) required.push(prop.name);
      }
      const indexInfo = checker.getIndexInfosOfType(t)[0];
      return {
        type: 'object',
        ...(Object.keys(properties).length ? { properties } : {}),
        ...(required.length ? { required } : {}),
        ...(indexInfo ? { additionalProperties: schemaOf(indexInfo.type, `${where}{}`) } : {}),
        ...orNull,
      };
    }
    throw new Error(`${where}: a type the document cannot say (${checker.typeToString(t)})`);
  }

  const schemas: Record<string, Schema> = {};
  for (const { symbol, type } of exported.sort((a, b) =>
    a.symbol.name.localeCompare(b.symbol.name),
  )) {
    schemas[symbol.name] = { ...schemaOf(type, symbol.name, true), ...describe(symbol) };
  }
  return schemas;
}

if (require.main === module) {
  // Formatted as Prettier would, so `npm run lint` accepts the written file as it is.
  void import('prettier').then(async (prettier) => {
    const options = (await prettier.resolveConfig(SCHEMAS_FILE)) ?? {};
    const text = await prettier.format(JSON.stringify(buildContractSchemas()), {
      ...options,
      parser: 'json',
    });
    writeFileSync(SCHEMAS_FILE, text);
    console.log(`Wrote ${SCHEMAS_FILE}`);
  });
}

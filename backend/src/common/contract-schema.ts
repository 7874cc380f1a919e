import type { Type } from '@nestjs/common';
import { ApiSchema } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import schemas from './contract-schemas.json';

/** An object type the contract exports (src/contract), by name. */
export type ContractTypeName = keyof typeof schemas;

type Schema = Record<string, unknown>;
const CONTRACT_SCHEMAS: Record<string, Schema> = schemas;
/** The names route decorators stand for; a DTO's own schema of the same name is left alone. */
const standIns = new Set<string>();
const typeOfStandIn = new WeakMap<object, ContractTypeName>();

/** The contract type a stand-in names, or undefined for any other class. */
export function contractTypeOf(standIn: unknown): ContractTypeName | undefined {
  return typeof standIn === 'function' ? typeOfStandIn.get(standIn) : undefined;
}

/**
 * A stand-in class for a contract type in route decorators (`@ApiOkResponse({ type: X })`,
 * `getSchemaPath(X)`): it names the type and declares nothing; `withContractSchemas` puts the
 * type's schema, read from the contract itself (contract-schemas.json, written by
 * `npm run openapi:schemas`), in its place. The answer's shape is declared once, in the contract.
 */
export function contractSchema(name: ContractTypeName): Type<unknown> {
  standIns.add(name);
  @ApiSchema({ name })
  class ContractType {}
  Object.defineProperty(ContractType, 'name', { value: `${name}Schema` });
  typeOfStandIn.set(ContractType, name);
  return ContractType;
}

/**
 * Fills the document's stand-ins with the contract's schemas, and adds the contract types those
 * refer to (an Order's OrderItem…) unless the document already describes them (a DTO's own).
 */
export function withContractSchemas(document: OpenAPIObject): OpenAPIObject {
  const components = (document.components ??= {});
  const out = (components.schemas ??= {}) as Record<string, Schema>;
  const pending = Object.keys(out).filter((name) => standIns.has(name));
  for (const name of pending) delete out[name];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (out[name]) continue;
    const schema = CONTRACT_SCHEMAS[name];
    if (!schema) throw new Error(`No contract type ${name} in contract-schemas.json`);
    out[name] = schema;
    for (const [, ref] of JSON.stringify(schema).matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
      if (!out[ref]) pending.push(ref);
    }
  }
  return document;
}

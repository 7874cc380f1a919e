import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ApiErrorBodySchema } from './dto/error.response';
import { withContractSchemas } from './contract-schema';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The OpenAPI document served at /api/docs: requests from the DTOs, answers from the contract's
 * types (contract-schema.ts), and every error answer as ApiErrorBody (`default`) unless a route
 * describes its own. test/openapi.api-spec.ts checks it against the contract's types.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('FreakDrop API')
    .setDescription('Storefront and admin API of the FreakDrop shop')
    .setVersion('1.0.0')
    .addCookieAuth('freakdrop.sid')
    .build();
  const document = withContractSchemas(
    SwaggerModule.createDocument(app, config, { extraModels: [ApiErrorBodySchema] }),
  );
  const errorBody = {
    description: 'An error: {statusCode, code, message, errors?}',
    content: { 'application/json': { schema: { $ref: getSchemaPath(ApiErrorBodySchema) } } },
  };
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = path[method];
      if (operation) operation.responses = { ...operation.responses, default: errorBody };
    }
  }
  return document;
}

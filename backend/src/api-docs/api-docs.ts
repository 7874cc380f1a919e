import type { INestApplication } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '../config/config';
import { buildOpenApiDocument } from '../common/openapi';

/** Paths only staff may see listed: the console's API. */
const STAFF_PATHS = /^\/api\/admin(\/|$)/;

/** The document without the console's routes: what anyone may read. */
export function publicDocument(document: OpenAPIObject): OpenAPIObject {
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => !STAFF_PATHS.test(path)),
  );
  return { ...document, paths };
}

/** The whole OpenAPI document, kept for signed-in staff (ApiDocsController). */
@Injectable()
export class ApiDocuments {
  full?: OpenAPIObject;
}

/**
 * The API's description: the whole document for staff at /api/admin/docs-json (behind the
 * console's guard), and with API_DOCS on (the default outside production) the public one, without
 * a single admin route, at /api/docs, /api/docs-json and /api/docs-yaml. In production nothing
 * is public unless the operator turns it on.
 */
export function installApiDocs(app: INestApplication, config: AppConfig): void {
  const document = buildOpenApiDocument(app);
  app.get(ApiDocuments).full = document;
  if (config.apiDocs) SwaggerModule.setup('api/docs', app, publicDocument(document));
}

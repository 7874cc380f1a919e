import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { notFound } from '../common/api-error';
import { ApiDocuments } from './api-docs';
import { Roles } from '../common/access';

/** The whole OpenAPI document, admin routes included: signed-in staff only (under /api/admin). */
@ApiExcludeController()
@Roles('account')
@Controller('api/admin/docs-json')
export class ApiDocsController {
  constructor(private readonly documents: ApiDocuments) {}

  @Get()
  whole(): OpenAPIObject {
    if (!this.documents.full) throw notFound('The API description is not built yet');
    return this.documents.full;
  }
}

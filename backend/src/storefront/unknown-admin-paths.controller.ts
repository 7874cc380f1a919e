import { All, Controller, NotFoundException, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Roles } from '../common/access';

/**
 * Any /api/admin path no route answers, in any method. It declares no `@Public()`, so it is
 * signed-in only like every admin route: without a session the answer is the same 401 whether
 * the path exists or not, and trying paths reveals nothing. A signed-in admin gets a 404.
 * Registered after every API route (StorefrontModule is imported last) and before the
 * storefront's catch-all.
 */
@ApiExcludeController()
@Roles('account')
@Controller('api/admin')
export class UnknownAdminPathsController {
  @All(['', '*rest'])
  notFound(@Req() req: Request): never {
    // The words of the storefront's catch-all (GET) and of the framework's 404 (other methods).
    const path = req.method === 'GET' || req.method === 'HEAD' ? req.path : req.originalUrl;
    throw new NotFoundException(`Cannot ${req.method} ${path}`);
  }
}

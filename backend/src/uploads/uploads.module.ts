import {
  Global,
  Injectable,
  MiddlewareConsumer,
  Module,
  NestMiddleware,
  NestModule,
  RequestMethod,
} from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { raw } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { LIMITS, MSG } from '../contract';
import { forbidden, payloadTooLarge } from '../common/api-error';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { ImageProcessor } from './image-processor';
import { StoredImageEntity } from './stored-image.entity';
import { UploadTokenEntity } from './upload-token.entity';
import { LocalObjectStorage } from './storage/local-storage';
import { OBJECT_STORAGE } from './storage/object-storage';
import type { ObjectStorage } from './storage/object-storage';
import { S3ObjectStorage } from './storage/s3-storage';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

const rawUploadBody = raw({ type: () => true, limit: LIMITS.uploadMaxBytes });

/**
 * The raw bytes of a signed PUT, any content type, at most the upload limit (413 past it).
 * The signature is checked first, so a request without a valid URL is refused before its
 * body is read.
 */
@Injectable()
class SignedUploadBody implements NestMiddleware {
  constructor(private readonly uploads: UploadsService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const token = /\/uploads\/signed\/([^/?]+)/.exec(req.originalUrl)?.[1] ?? '';
    if (!this.uploads.isSignedUrlValid(token, req.query.expires, req.query.sig)) {
      next(forbidden(MSG.uploadUrlInvalid));
      return;
    }
    rawUploadBody(req, res, (error?: unknown) => {
      const tooLarge = (error as { status?: number } | undefined)?.status === 413;
      next(tooLarge ? payloadTooLarge(MSG.uploadTooLarge) : error);
    });
  }
}

/** Image storage (local folder or S3 bucket, by the config), the image pipeline and uploads. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StoredImageEntity, UploadTokenEntity])],
  controllers: [UploadsController],
  providers: [
    {
      provide: OBJECT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ObjectStorage =>
        config.s3 ? new S3ObjectStorage(config.s3) : new LocalObjectStorage(config.uploadDir),
    },
    ImageProcessor,
    UploadsService,
  ],
  exports: [OBJECT_STORAGE, ImageProcessor],
})
export class UploadsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(SignedUploadBody)
      .forRoutes({ path: 'api/uploads/signed/:token', method: RequestMethod.PUT });
  }
}

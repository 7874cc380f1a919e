import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { ImageProcessor } from './image-processor';
import { StoredImageEntity } from './stored-image.entity';
import { UploadTokenEntity } from './upload-token.entity';
import { LocalObjectStorage } from './storage/local-storage';
import { OBJECT_STORAGE } from './storage/object-storage';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StoredImageEntity, UploadTokenEntity])],
  providers: [
    {
      provide: OBJECT_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalObjectStorage(config.uploadDir),
    },
    ImageProcessor,
  ],
  exports: [OBJECT_STORAGE, ImageProcessor],
})
export class UploadsModule {}

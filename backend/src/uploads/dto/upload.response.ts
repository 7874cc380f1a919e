import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { UploadResponse, UploadUrlResponse } from '../../contract';

@ApiSchema({ name: 'UploadResponse' })
export class UploadResponseSchema implements UploadResponse {
  @ApiProperty({ example: '/uploads/0123456789abcdef0123456789abcdef.webp' }) url: string;
}

@ApiSchema({ name: 'UploadUrlResponse' })
export class UploadUrlResponseSchema implements UploadUrlResponse {
  @ApiProperty() uploadURL: string;
}

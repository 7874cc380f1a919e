import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { UploadConfirmRequest, UploadUrlRequest } from '../../contract';

/** POST /api/admin/uploads/url: the type decides what the browser may send; the name is ignored. */
export class UploadUrlDto implements UploadUrlRequest {
  @ApiProperty({ example: 'hoodie-front.png' })
  @IsString({ message: 'filename is required' })
  @IsNotEmpty({ message: 'filename is required' })
  @MaxLength(255, { message: 'filename is too long' })
  filename: string;

  @ApiProperty({ example: 'image/png' })
  @IsString({ message: 'contentType is required' })
  @IsNotEmpty({ message: 'contentType is required' })
  @MaxLength(64, { message: 'contentType is too long' })
  contentType: string;
}

/** POST /api/admin/uploads/confirm: the upload URL without its query string. */
export class UploadConfirmDto implements UploadConfirmRequest {
  @ApiProperty({ example: '/api/uploads/signed/3f…' })
  @IsString({ message: 'imageURL is required' })
  @IsNotEmpty({ message: 'imageURL is required' })
  @MaxLength(2048, { message: 'imageURL is too long' })
  imageURL: string;
}

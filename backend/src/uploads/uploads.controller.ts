import {
  Body,
  CallHandler,
  Controller,
  ExecutionContext,
  HttpCode,
  HttpException,
  HttpStatus,
  Injectable,
  NestInterceptor,
  Param,
  Post,
  Put,
  Query,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { LIMITS, MSG } from '../contract';
import type { UploadResponse, UploadUrlResponse } from '../contract';
import { invalidRequest, payloadTooLarge } from '../common/api-error';
import { Public, Roles } from '../common/access';
import { UploadConfirmDto, UploadUrlDto } from './dto/upload.dto';
import { UploadResponseSchema, UploadUrlResponseSchema } from './dto/upload.response';
import { UploadsService } from './uploads.service';

// Memory storage (multer's default here): the bytes go to sharp, never to disk as sent.
const MultipartImage = FileInterceptor('image', {
  limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
});

/**
 * Reads the multipart field `image` and says multer's refusals in the shop's words: a file
 * over the limit is 413 "Images must be 5 MB or smaller"; anything else multer refuses (a part
 * under another name, too many parts, a broken body) is 400 "Choose an image to upload".
 * Only the reading of the body runs inside the try: the handler's own errors pass untouched.
 */
@Injectable()
class ImageUpload implements NestInterceptor {
  private readonly multipart = new MultipartImage();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      const status = error instanceof HttpException ? error.getStatus() : undefined;
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) throw payloadTooLarge(MSG.uploadTooLarge);
      throw invalidRequest(MSG.uploadMissing);
    }
  }
}

@ApiTags('uploads')
@Controller('api')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('admin/uploads')
  @Roles('catalog')
  @ApiCreatedResponse({ type: UploadResponseSchema })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } },
  })
  @UseInterceptors(ImageUpload)
  async upload(@UploadedFile() file: { buffer: Buffer } | undefined): Promise<UploadResponse> {
    if (!file) throw invalidRequest(MSG.uploadMissing);
    return this.uploads.upload(file.buffer);
  }

  @Post('admin/uploads/url')
  @Roles('catalog')
  @ApiCreatedResponse({ type: UploadUrlResponseSchema })
  createUrl(@Body() body: UploadUrlDto): Promise<UploadUrlResponse> {
    return this.uploads.createUploadUrl(body.contentType);
  }

  @Post('admin/uploads/confirm')
  @Roles('catalog')
  @ApiCreatedResponse({ type: UploadResponseSchema })
  confirm(@Body() body: UploadConfirmDto): Promise<UploadResponse> {
    return this.uploads.confirm(body.imageURL);
  }

  /**
   * The local driver's presigned URL. It lives outside /api/admin on purpose: like an S3
   * presigned URL, the signature is the permission, not the session.
   */
  @Put('uploads/signed/:token')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The bytes are stored; confirm them next' })
  async receive(
    @Param('token') token: string,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
    @Req() req: Request,
  ): Promise<void> {
    await this.uploads.receiveSigned(token, expires, sig, req.body);
  }
}

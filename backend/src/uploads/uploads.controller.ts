import {
  ArgumentsHost,
  BadRequestException,
  Body,
  Catch,
  Controller,
  ExceptionFilter,
  HttpCode,
  HttpException,
  Param,
  PayloadTooLargeException,
  Post,
  Put,
  Query,
  Req,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LIMITS, MSG } from '../contract';
import type { UploadResponse, UploadUrlResponse } from '../contract';
import { toErrorBody } from '../common/http-exception.filter';
import { UploadConfirmDto, UploadUrlDto } from './dto/upload.dto';
import { UploadsService } from './uploads.service';

/**
 * multer's own errors in the shop's words: a file over the limit is 413 "Images must be 5 MB
 * or smaller", a part under another field name is "Choose an image to upload".
 */
const MULTER_MESSAGES = ['File too large', 'Unexpected', 'Too many', 'Multipart'];

@Catch(PayloadTooLargeException, BadRequestException)
class MulterErrorFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = toErrorBody(exception);
    if (MULTER_MESSAGES.some((m) => String(body.message).startsWith(m))) {
      body.message = status === 413 ? MSG.uploadTooLarge : MSG.uploadMissing;
    }
    res.status(status).json(body);
  }
}

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post('admin/uploads')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } },
  })
  @UseFilters(MulterErrorFilter)
  @UseInterceptors(
    // Memory storage (multer's default here): the bytes go to sharp, never to disk as sent.
    FileInterceptor('image', {
      limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
    }),
  )
  async upload(@UploadedFile() file: { buffer: Buffer } | undefined): Promise<UploadResponse> {
    if (!file) throw new BadRequestException(MSG.uploadMissing);
    return this.uploads.upload(file.buffer);
  }

  @Post('admin/uploads/url')
  createUrl(@Body() body: UploadUrlDto): Promise<UploadUrlResponse> {
    return this.uploads.createUploadUrl(body.contentType);
  }

  @Post('admin/uploads/confirm')
  confirm(@Body() body: UploadConfirmDto): Promise<UploadResponse> {
    return this.uploads.confirm(body.imageURL);
  }

  /**
   * The local driver's presigned URL. It lives outside /api/admin on purpose: like an S3
   * presigned URL, the signature is the permission, not the session.
   */
  @Put('uploads/signed/:token')
  @HttpCode(200)
  async receive(
    @Param('token') token: string,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
    @Req() req: Request,
  ): Promise<void> {
    await this.uploads.receiveSigned(token, expires, sig, req.body);
  }
}

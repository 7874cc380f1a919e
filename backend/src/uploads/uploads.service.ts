import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { LIMITS, MSG, UPLOAD_IMAGE_TYPES } from '../contract';
import type { UploadResponse, UploadUrlResponse } from '../contract';
import {
  forbidden,
  invalidRequest,
  payloadTooLarge,
  unsupportedMediaType,
} from '../common/api-error';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { storageWriteFault } from '../common/faults';
import { ImageProcessor } from './image-processor';
import { OBJECT_STORAGE } from './storage/object-storage';
import type { ObjectStorage } from './storage/object-storage';
import { UploadTokenEntity } from './upload-token.entity';

/** How long an upload URL can be used. */
export const UPLOAD_URL_TTL_SECONDS = 10 * 60;
/** After the URL expires, the bytes sent in time can still be confirmed for this long. */
const CONFIRM_GRACE_MS = 10 * 60 * 1000;
/** Unconfirmed uploads are removed once this old. */
const STALE_MS = 24 * 60 * 60 * 1000;

/** Types a browser may announce; the bytes are checked again whatever it says. */
const UPLOAD_CONTENT_TYPES: ReadonlySet<string> = new Set(UPLOAD_IMAGE_TYPES);

export const SIGNED_UPLOAD_PATH = '/api/uploads/signed';
const TOKEN = /^[a-f0-9]{48}$/;
/** The token at the end of a local signed URL or of an S3 `incoming/` object URL. */
const UPLOAD_URL_TOKEN = /(?:\/api\/uploads\/signed|\/incoming)\/([a-f0-9]{48})$/;

const invalidUrl = () => invalidRequest(MSG.uploadUrlInvalid);

/**
 * Image uploads, direct (multipart) and presigned: a signed, expiring, single-use URL the
 * browser PUTs the file to (the API itself with the local driver, the bucket with S3), then a
 * confirm that runs the bytes through the same image pipeline as a direct upload.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly images: ImageProcessor,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @InjectRepository(UploadTokenEntity) private readonly tokens: Repository<UploadTokenEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Direct upload: the bytes of the multipart field `image`. */
  upload(bytes: Buffer): Promise<UploadResponse> {
    return this.images.store(bytes).then(({ url }) => ({ url }));
  }

  async createUploadUrl(contentType: string, now = new Date()): Promise<UploadUrlResponse> {
    const type = contentType.trim().toLowerCase();
    if (!UPLOAD_CONTENT_TYPES.has(type)) throw unsupportedMediaType(MSG.uploadNotImage);
    await this.removeStale(now);
    const token = randomBytes(24).toString('hex');
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
    const objectKey = `incoming/${token}`;
    await this.tokens.insert({
      id: token,
      objectKey,
      contentType: type,
      expiresAt,
      usedAt: null,
      confirmedAt: null,
      createdAt: now,
    });
    if (this.storage.presignPut) {
      return {
        uploadURL: await this.storage.presignPut(objectKey, type, UPLOAD_URL_TTL_SECONDS),
      };
    }
    const expires = expiresAt.getTime();
    const sig = this.sign(token, expires);
    return { uploadURL: `${SIGNED_UPLOAD_PATH}/${token}?expires=${expires}&sig=${sig}` };
  }

  /**
   * PUT to a local signed URL: the signature and expiry are checked first, then the token is
   * spent by a conditional update, so a URL works once even when two requests race.
   */
  async receiveSigned(
    token: string,
    expiresRaw: unknown,
    sigRaw: unknown,
    body: unknown,
    now = new Date(),
  ): Promise<void> {
    const refused = () => forbidden(MSG.uploadUrlInvalid);
    if (!this.isSignedUrlValid(token, expiresRaw, sigRaw, now)) throw refused();
    // A JSON or form body was already parsed by the app's own parsers: not an image.
    if (!Buffer.isBuffer(body)) throw unsupportedMediaType(MSG.uploadNotImage);
    if (body.length === 0) throw invalidRequest(MSG.uploadCorrupt);
    if (body.length > LIMITS.uploadMaxBytes) throw payloadTooLarge(MSG.uploadTooLarge);
    const spent = await this.tokens.update(
      { id: token, usedAt: IsNull(), expiresAt: MoreThan(now) },
      { usedAt: now },
    );
    if (spent.affected !== 1) throw refused();
    try {
      await this.storage.put(`incoming/${token}`, body, 'application/octet-stream');
    } catch (error) {
      // Nothing was stored: the link may be used again once the storage is back.
      await this.tokens.update({ id: token }, { usedAt: null }).catch(() => undefined);
      throw storageWriteFault(error);
    }
  }

  /** Turns an uploaded object into a stored image, once; the raw upload is then removed. */
  async confirm(imageURL: string, now = new Date()): Promise<UploadResponse> {
    let path: string;
    try {
      path = new URL(imageURL, 'http://upload.invalid').pathname;
    } catch {
      throw invalidUrl();
    }
    const token = UPLOAD_URL_TOKEN.exec(path)?.[1];
    if (!token) throw invalidUrl();
    const claimed = await this.tokens.update(
      {
        id: token,
        confirmedAt: IsNull(),
        expiresAt: MoreThan(new Date(now.getTime() - CONFIRM_GRACE_MS)),
      },
      { confirmedAt: now },
    );
    if (claimed.affected !== 1) throw invalidUrl();
    const key = `incoming/${token}`;
    try {
      return await this.confirmObject(key);
    } finally {
      await this.storage.delete(key).catch((error: unknown) => {
        this.logger.warn(`Could not remove ${key}: ${String(error)}`);
      });
    }
  }

  /** Reads the uploaded object (a bucket that fails answers 507) and stores it as an image. */
  private async confirmObject(key: string): Promise<UploadResponse> {
    let object: { body: Buffer } | null;
    try {
      const size = await this.storage.size(key);
      if (size === null) throw invalidUrl();
      // A presigned S3 PUT cannot cap the size: look before downloading.
      if (size > LIMITS.uploadMaxBytes) throw payloadTooLarge(MSG.uploadTooLarge);
      object = await this.storage.get(key);
    } catch (error) {
      throw storageWriteFault(error);
    }
    if (!object) throw invalidUrl();
    const { url } = await this.images.store(object.body);
    return { url };
  }

  /** The signature matches and the URL has not expired (the token may still be spent). */
  isSignedUrlValid(token: string, expiresRaw: unknown, sigRaw: unknown, now = new Date()): boolean {
    const expires =
      typeof expiresRaw === 'string' && /^\d{1,15}$/.test(expiresRaw) ? Number(expiresRaw) : NaN;
    const sig = typeof sigRaw === 'string' ? sigRaw : '';
    return (
      TOKEN.test(token) &&
      Number.isFinite(expires) &&
      this.verify(token, expires, sig) &&
      expires > now.getTime()
    );
  }

  private sign(token: string, expires: number): string {
    return createHmac('sha256', this.config.sessionSecret)
      .update(`upload:${token}:${expires}`)
      .digest('hex');
  }

  private verify(token: string, expires: number, sig: string): boolean {
    const expected = Buffer.from(this.sign(token, expires), 'hex');
    const given = /^[a-f0-9]{64}$/.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Uploads never confirmed: a few at a time, whenever a new URL is handed out. */
  private async removeStale(now: Date): Promise<void> {
    const stale = await this.tokens.find({
      where: { expiresAt: LessThan(new Date(now.getTime() - STALE_MS)) },
      take: 20,
    });
    for (const row of stale) {
      await this.storage.delete(row.objectKey).catch(() => undefined);
      await this.tokens.delete({ id: row.id });
    }
  }
}

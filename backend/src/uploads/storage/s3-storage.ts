import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config/config';
import { assertObjectKey, ObjectStorage, StoredObject } from './object-storage';

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, …), so any number of API replicas share the
 * images. The API still serves them at /uploads/<name>.webp; the bucket can stay private.
 */
export class S3ObjectStorage implements ObjectStorage, OnModuleDestroy {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: S3-compatible servers do not all know the
      // newer default ones, and a presigned URL must not ask the browser for one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that hangs must not hang an upload: each request gives up after
      // S3_TIMEOUT_SECONDS and is tried twice in all, then the upload answers 507.
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: config.timeoutSeconds * 1000,
        requestTimeout: config.timeoutSeconds * 1000,
        // Without it the SDK only warns and goes on waiting.
        throwOnRequestTimeout: true,
      },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      if (!res.Body) return null;
      const body = Buffer.from(await res.Body.transformToByteArray());
      return { body, contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    assertObjectKey(key);
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return res.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** A presigned PUT: the browser sends the file straight to the bucket with this type. */
  presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    assertObjectKey(key);
    return getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, ContentType: contentType }),
      { expiresIn: expiresInSeconds },
    );
  }

  /** Nest calls this when the app stops: the client's sockets must not keep the process up. */
  onModuleDestroy(): void {
    this.client.destroy();
  }
}

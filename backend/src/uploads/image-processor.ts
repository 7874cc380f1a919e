import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import sharp from 'sharp';
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, LIMITS, MSG, storedImageUrl } from '../contract';
import { invalidRequest, payloadTooLarge, unsupportedMediaType } from '../common/api-error';
import { storageWriteFault } from '../common/faults';
import { IMAGE_MAX_PIXELS, IMAGE_PROCESSING_CONCURRENCY, Slots } from './image-limits';
import { StoredImageEntity } from './stored-image.entity';
import { OBJECT_STORAGE } from './storage/object-storage';
import type { ObjectStorage } from './storage/object-storage';

/** Images decoded at once, in this process (image-limits.ts). */
const processing = new Slots(IMAGE_PROCESSING_CONCURRENCY);

/** Formats accepted by their bytes (sharp reads the header itself; AVIF reports as heif). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/**
 * Turns uploaded bytes into the shop's images: checks they really are a raster image, then
 * re-encodes to WebP (at most IMAGE_MAX_WIDTH wide) with smaller variants for `srcset`.
 * Re-encoding drops metadata and anything hidden in the original file.
 */
@Injectable()
export class ImageProcessor {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @InjectRepository(StoredImageEntity) private readonly images: Repository<StoredImageEntity>,
  ) {}

  async store(bytes: Buffer): Promise<{ url: string; name: string }> {
    if (bytes.length === 0) throw invalidRequest(MSG.uploadCorrupt);
    if (bytes.length > LIMITS.uploadMaxBytes) throw payloadTooLarge(MSG.uploadTooLarge);
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(bytes).metadata();
    } catch {
      throw unsupportedMediaType(MSG.uploadNotImage);
    }
    const format = metadata.format;
    if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedMediaType(MSG.uploadNotImage);
    // From the header alone, before anything is decoded (image-limits.ts).
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_PIXELS)
      throw payloadTooLarge(MSG.uploadTooManyPixels);

    const name = randomBytes(16).toString('hex');
    let main: { data: Buffer; info: sharp.OutputInfo };
    let variants: Buffer[];
    try {
      // `animated: false` keeps the first frame of a GIF; rotate() applies EXIF orientation.
      const base = () =>
        sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
      [main, variants] = await processing.run(async () => {
        const encoded = await base()
          .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        const smaller = await Promise.all(
          IMAGE_VARIANT_WIDTHS.map((width) =>
            base().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
          ),
        );
        return [encoded, smaller] as const;
      });
    } catch {
      throw invalidRequest(MSG.uploadCorrupt);
    }
    const files: Array<[string, Buffer]> = [
      [`${name}.webp`, main.data],
      ...IMAGE_VARIANT_WIDTHS.map((width, i): [string, Buffer] => [
        `${name}-${width}.webp`,
        variants[i],
      ]),
    ];
    // The files first, the row last: a product can only reference an image whose row exists,
    // so a failed write (full disk, read-only folder, bucket down) leaves no reference behind,
    // and the files already written are removed.
    const writes = await Promise.allSettled(
      files.map(([key, body]) => this.storage.put(key, body, 'image/webp')),
    );
    const failed = writes.find((w): w is PromiseRejectedResult => w.status === 'rejected');
    if (failed) {
      await this.removeFiles(files.map(([key]) => key));
      throw storageWriteFault(failed.reason);
    }
    try {
      await this.images.insert({
        name,
        width: main.info.width,
        height: main.info.height,
        bytes: main.data.length,
        createdAt: new Date(),
      });
    } catch (error) {
      await this.removeFiles(files.map(([key]) => key));
      throw error;
    }
    return { url: storedImageUrl(name), name };
  }

  private async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.delete(key).catch(() => undefined)));
  }
}

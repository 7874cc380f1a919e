import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import sharp from 'sharp';
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, LIMITS, MSG, storedImageUrl } from '../contract';
import { invalidRequest, payloadTooLarge, unsupportedMediaType } from '../common/api-error';
import { storageWriteFault } from '../common/faults';
import { StoredImageEntity } from './stored-image.entity';
import { OBJECT_STORAGE } from './storage/object-storage';
import type { ObjectStorage } from './storage/object-storage';

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
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      throw unsupportedMediaType(MSG.uploadNotImage);
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedMediaType(MSG.uploadNotImage);

    const name = randomBytes(16).toString('hex');
    let main: { data: Buffer; info: sharp.OutputInfo };
    let variants: Buffer[];
    try {
      // `animated: false` keeps the first frame of a GIF; rotate() applies EXIF orientation.
      const base = () => sharp(bytes, { animated: false, limitInputPixels: 50_000_000 }).rotate();
      main = await base()
        .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants = await Promise.all(
        IMAGE_VARIANT_WIDTHS.map((width) =>
          base().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
        ),
      );
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

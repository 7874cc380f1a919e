import type { NextFunction, Request, Response } from 'express';
import { notFound } from '../common/api-error';
import type { ObjectStorage } from './storage/object-storage';

const SERVABLE = /^\/([a-f0-9]{32}(?:-\d{3,4})?\.webp)$/;

/**
 * GET /uploads/<name>.webp from whichever storage driver is configured. Names are content
 * addressed by a random id and never rewritten, so they are cached for a year.
 */
export function serveUploads(storage: ObjectStorage) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = SERVABLE.exec(req.path);
    const missing = () => {
      res.setHeader('Cache-Control', 'no-store');
      next(notFound('Image not found'));
    };
    if (!match) return missing();
    storage.get(match[1]).then((object) => {
      if (!object) return missing();
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Length', String(object.body.length));
      res.end(req.method === 'HEAD' ? undefined : object.body);
    }, next);
  };
}

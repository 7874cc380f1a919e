import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';

/** The built storefront (frontend/dist), served by the API process at `/`. */
export const STOREFRONT_DIR = resolve(__dirname, '../../../frontend/dist');

/**
 * Hashed assets are cached for a year; index.html is never cached; every other non-API path
 * gets index.html so the client router can answer it (including its 404 page).
 */
export function installStorefront(app: NestExpressApplication, dir = STOREFRONT_DIR): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  app.use(
    '/assets',
    express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path === '/api') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

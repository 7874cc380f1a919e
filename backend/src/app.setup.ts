import { STATUS_CODES } from 'node:http';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import compression from 'compression';
import { raw } from 'express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger as PinoLogger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config';
import { MSG } from './contract';
import type { ErrorCode } from './contract';
import { forbidden, invalidRequest } from './common/api-error';
import { HttpErrorFilter } from './common/http-exception.filter';
import {
  genericMalformedJson,
  jsonOnlyWrites,
  noStore,
  PRIVATE_API_PATHS,
} from './common/request-guards';
import { installApiDocs } from './api-docs/api-docs';
import { installAllowedHosts } from './common/allowed-hosts';
import { applyServerDeadlines, bodyDeadline, requestTimeoutBody } from './common/request-deadlines';
import { sameOrigin } from './common/same-origin';
import { createValidationPipe } from './common/validation';
import { AuthService } from './auth/auth.service';
import { FastPath } from './fast-path/fast-path.service';
import { migrateUnderLock } from './database/migrate';
import { withoutDeadlines } from './database/mysql-guard';
import {
  bindRequestLogger,
  installHttpObservation,
  servedFromCache,
} from './observability/http-observer';
import { ROOT_LOGGER } from './observability/logging';
import { WHATSAPP_WEBHOOK_PATH } from './messages/whatsapp-webhook.controller';
import { Metrics } from './observability/metrics';
import { SeedService } from './database/seed/seed.service';
import { StorefrontPages } from './storefront/storefront-pages.service';
import { serveUploads } from './uploads/uploads-serving';
import { OBJECT_STORAGE } from './uploads/storage/object-storage';
import type { ObjectStorage } from './uploads/storage/object-storage';

export const JSON_BODY_LIMIT = '100kb';
/** No request of the API nests deeper than 4; thousands of levels overflow the validators' stack. */
export const JSON_MAX_DEPTH = 32;

/**
 * Everything around the modules, shared by main.ts and the API tests so they test the real
 * thing: migrations and seed, security headers, validation, errors, docs, uploads. Who may
 * call a route is not decided here: routes declare it, one global guard enforces it (auth/).
 */
export async function configureApp(app: NestExpressApplication, config: AppConfig): Promise<void> {
  const dataSource = app.get<DataSource>(getDataSourceToken());
  await withoutDeadlines(() =>
    migrateUnderLock(dataSource, async () => {
      await app.get(AuthService).ensureFirstAdmin();
      if (config.seedDemo) await app.get(SeedService).seedDemoCatalog();
    }),
  );

  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Logs written during a request carry its id (nestjs-pino binds `req.log`).
  const rootLogger = app.get<PinoLogger>(ROOT_LOGGER);
  app.use(bindRequestLogger(rootLogger));
  // A body trickled in is cut after its deadline (408), before anything waits on it.
  app.use(bodyDeadline);
  // Writes are JSON (or an image where images are uploaded), refused with 415 before parsing.
  app.use('/api', jsonOnlyWrites);
  // The WhatsApp webhook's signature is over the bytes as sent: its body stays raw (a Buffer).
  app.use(WHATSAPP_WEBHOOK_PATH, raw({ type: () => true, limit: JSON_BODY_LIMIT }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.use(genericMalformedJson);
  app.use(limitJsonDepth);
  answerMalformedRequests(app);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // antd writes its CSS-in-JS styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'"],
          // The admin's browser PUTs presigned uploads straight to the bucket with the S3 driver.
          connectSrc: ["'self'", ...s3Origin(config)],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const metrics = app.get(Metrics);
  // The one path that answers outside Express and Nest: cached public reads, served by the HTTP
  // server before any middleware of this function runs, wherever it is installed (what it
  // bypasses and why: fast-path/README.md). Each answer it sends is counted and logged.
  app.get(FastPath).install(app.getHttpServer(), {
    served: (req, answer, cache) => servedFromCache(metrics, req, answer.route, cache),
  });
  // In front of the fast path: every request gets an id, a duration and a log line.
  installHttpObservation(app.getHttpServer(), {
    trustRequestId: trustsProxyAt(app),
    metrics: metrics.enabled ? metrics : undefined,
    log: config.logRequests ? rootLogger : undefined,
  });
  // Outermost: a Host the shop does not answer for is refused before any answer is built.
  installAllowedHosts(app.getHttpServer(), config);
  app.use('/uploads', serveUploads(app.get<ObjectStorage>(OBJECT_STORAGE)));
  app.use(compression());
  const storefront = app.get(StorefrontPages);
  if (storefront.available) app.use('/assets', storefront.assets());
  app.use('/api', sameOriginWrites);
  app.use(PRIVATE_API_PATHS, noStore);

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter());

  installApiDocs(app as INestApplication, config);
}

function s3Origin(config: AppConfig): string[] {
  if (!config.s3) return [];
  if (!config.s3.endpoint)
    return [`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`];
  return [new URL(config.s3.endpoint).origin];
}

/**
 * Cookies are SameSite=Lax; on top of that, a state-changing API call whose Origin is not this
 * shop's own (scheme, host and port: common/same-origin.ts) is refused, so a cross-site form
 * cannot act with an admin's session.
 */
function sameOriginWrites(req: Request, _res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (!origin || ['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
  next(sameOrigin(req, origin) ? undefined : forbidden('Cross-site requests are not allowed'));
}

/**
 * A JSON body nested deeper than JSON_MAX_DEPTH is refused with 400 as soon as it is parsed
 * (found by the fuzz test: thousands of levels made validation overflow the stack, a 500).
 * The walk is iterative and stops at the first level too deep.
 */
function limitJsonDepth(req: Request, _res: Response, next: NextFunction): void {
  if (req.body === null || typeof req.body !== 'object' || Buffer.isBuffer(req.body)) return next();
  const stack: Array<[object, number]> = [[req.body as object, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [object, number];
    for (const child of Object.values(node)) {
      if (child === null || typeof child !== 'object') continue;
      if (depth + 1 > JSON_MAX_DEPTH) return next(invalidRequest(MSG.bodyTooDeep));
      stack.push([child as object, depth + 1]);
    }
  }
  next();
}

/**
 * Requests Node's HTTP parser refuses before the app sees them (an address or headers over
 * 16 KB: 431; a malformed request line: 400; headers or a request past Node's deadlines: 408)
 * get the API's error shape too, code included, not an empty body.
 */
function answerMalformedRequests(app: NestExpressApplication): void {
  const server = app.getHttpServer() as Server;
  applyServerDeadlines(server);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })
      ._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
      socket.destroy();
      return;
    }
    // Node's header and request deadlines (request-deadlines.ts): 408, not a malformed request.
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const tooLong = error.code === 'HPE_HEADER_OVERFLOW';
    const status = timedOut ? 408 : tooLong ? 431 : 400;
    const code: ErrorCode = tooLong ? 'REQUEST_HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
    const body = timedOut
      ? requestTimeoutBody()
      : JSON.stringify({
          statusCode: status,
          code,
          message: tooLong ? 'The request address or headers are too long' : 'Bad request',
        });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** Express's compiled TRUST_PROXY test of a peer's address (false for every peer when unset). */
function trustsProxyAt(app: NestExpressApplication): (address: string | undefined) => boolean {
  const express = app.getHttpAdapter().getInstance() as {
    get(setting: 'trust proxy fn'): (address: string, hop: number) => boolean;
  };
  const trust = express.get('trust proxy fn');
  return (address) => address !== undefined && trust(address, 0);
}

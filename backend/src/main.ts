import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger as JsonLogger } from 'nestjs-pino';
import { ConfigError, loadConfig } from './config/config';
import type { AppConfig } from './config/config';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { Readiness } from './health/readiness';
import { BootLogger, createRootLogger } from './observability/logging';

async function bootstrap(config: AppConfig): Promise<void> {
  // JSON lines from the first one (LOG_FORMAT, LOG_LEVEL); framework errors are held back
  // while booting.
  const logger = new BootLogger(createRootLogger(config.observability));
  // Until the app is up, a failure is reported by the catch below as one line, not as the
  // framework's stack traces (abortOnError would also exit before that line is printed).
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    abortOnError: false,
    logger,
  });
  await configureApp(app, config);
  logger.booting = false;
  app.useLogger(app.get(JsonLogger));
  await app.listen(config.port);
  const db =
    config.database.type === 'sqlite'
      ? `SQLite ${config.database.path}`
      : `MySQL ${config.database.host}`;
  const log = new Logger('FreakDrop');
  log.log(`Shop running at http://localhost:${config.port} (${db})`);

  // Graceful stop: /api/health/ready answers 503 from now on (draining), the requests in
  // flight finish, the database closes, exit 0 (10 s at most).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.get(Readiness).drain();
    log.log(`${signal}: draining and shutting down`);
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
bootstrap(config).catch((error: unknown) => {
  const e = error as { code?: string; message?: string };
  // A database that cannot be reached is an operator problem: one clear line, exit 1.
  console.error(
    `FreakDrop failed to start: ${e.code ? `${e.code} ` : ''}${e.message ?? String(error)}`,
  );
  process.exit(1);
});

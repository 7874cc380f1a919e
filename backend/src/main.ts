import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigError, loadConfig } from './config/config';
import type { AppConfig } from './config/config';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { installStorefront } from './storefront/storefront';

async function bootstrap(config: AppConfig): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    bufferLogs: false,
  });
  await configureApp(app, config);
  installStorefront(app);
  await app.listen(config.port);
  const db =
    config.database.type === 'sqlite'
      ? `SQLite ${config.database.path}`
      : `MySQL ${config.database.host}`;
  new Logger('FreakDrop').log(`Shop running at http://localhost:${config.port} (${db})`);
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

#!/usr/bin/env node
/**
 * Browser journeys runner (`npm run test:e2e -w frontend`, part of the root `npm test`).
 *
 * 1. Needs the production build (backend/dist, frontend/dist): the root `npm test` builds first.
 * 2. Needs Debian's Chromium (never a Playwright browser download). Missing: with CI=true that is
 *    a failure; elsewhere it prints how to install it and skips the browser part (exit 0).
 * 3. Starts `node backend/dist/main.js` from the repo root on a free port with a fresh temporary
 *    data folder and SQLite database (demo catalog seeded, a known admin password), waits for
 *    /api/health, runs Playwright against it, and stops it.
 * 4. With a MySQL/MariaDB server (E2E_MYSQL_URL, else TEST_MYSQL_URL, which CI sets for the API
 *    suite too) the journeys run a second time on a fresh database created and dropped here.
 *    E2E_MYSQL_URL=off keeps them on SQLite only.
 *
 * Extra arguments go to `playwright test` (e.g. `npm run test:e2e -w frontend -- --project=staff`).
 */
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const frontendDir = resolve(here, '..');
const repoRoot = resolve(frontendDir, '..');
const artifactsDir = join(frontendDir, 'e2e-artifacts');
const require = createRequire(join(repoRoot, 'package.json'));

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD = 'e2e-admin-pass-123';
const HEALTH_TIMEOUT_MS = 120_000;
const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');

function log(message) {
  console.log(`e2e: ${message}`);
}

function fail(message) {
  console.error(`e2e: ${message}`);
  process.exit(1);
}

function preflight() {
  const missing = [
    ['backend/dist/main.js', 'npm run build -w backend'],
    ['frontend/dist/index.html', 'npm run build -w frontend'],
  ].filter(([file]) => !existsSync(join(repoRoot, file)));
  if (missing.length > 0) {
    fail(
      `the production build is missing (${missing.map(([f]) => f).join(', ')}).\n` +
        `     Build first: ${missing.map(([, cmd]) => cmd).join(' && ')}  (the root \`npm test\` does).`,
    );
  }
  if (!existsSync(CHROMIUM)) {
    const hint = `Chromium not found at ${CHROMIUM}. Install it with:  apt-get install -y chromium  (or set CHROMIUM_PATH).`;
    if (ci) fail(`${hint}\n     CI=true: the browser journeys cannot be skipped.`);
    console.warn(`e2e: ${hint}\ne2e: SKIPPING the browser journeys (not a CI run).`);
    process.exit(0);
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** The MySQL/MariaDB server to run on as well, if any (its database name is not used). */
function mysqlServerUrl() {
  const url = process.env.E2E_MYSQL_URL || process.env.TEST_MYSQL_URL || '';
  return url && url !== 'off' ? url : undefined;
}

/** A fresh MySQL/MariaDB database for one run; returns its URL and a function that drops it. */
async function createMysqlDatabase(serverUrl) {
  const mysql = require('mysql2/promise');
  const url = new URL(serverUrl);
  const name = `freakdrop_e2e_${process.pid}_${Date.now().toString(36)}`;
  const connect = () =>
    mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username || 'root'),
      password: decodeURIComponent(url.password),
    });
  const conn = await connect();
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await connect();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function stopServer(server) {
  return new Promise((done) => {
    if (server.exitCode !== null || server.signalCode !== null) return done();
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    server.kill('SIGTERM');
  });
}

function runPlaywright(env, args) {
  const cli = join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
  return new Promise((done) => {
    const config = join(here, 'playwright.config.ts');
    const child = spawn(process.execPath, [cli, 'test', `--config=${config}`, ...args], {
      cwd: frontendDir,
      env,
      stdio: 'inherit',
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

/** One full pass: fresh database and data folder, server up, journeys, server down. */
async function runOn(database, args) {
  const dataDir = mkdtempSync(join(tmpdir(), `freakdrop-e2e-${database}-`));
  let mysqlDb;
  let server;
  try {
    let databaseUrl = `sqlite:${join(dataDir, 'db.sqlite')}`;
    if (database === 'mysql') {
      mysqlDb = await createMysqlDatabase(mysqlServerUrl());
      databaseUrl = mysqlDb.url;
    }
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const serverEnv = { ...process.env };
    // Never let a developer's own storage or database settings leak into the test server.
    for (const key of Object.keys(serverEnv)) {
      if (/^(S3_|UPLOAD_DIR$|SESSION_SECRET$|TRUST_PROXY$|CONTACT_)/.test(key))
        delete serverEnv[key];
    }
    Object.assign(serverEnv, {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      LOG_REQUESTS: 'false',
      TRACK_RATE_LIMIT: '10000',
      LOGIN_RATE_LIMIT: '100',
      // Every journey comes from 127.0.0.1 (SECURITY.md: the limits a shared address needs raised).
      LOGIN_IP_RATE_LIMIT: '1000',
      ORDER_RATE_LIMIT_PHONE: '10000',
      ORDER_RATE_LIMIT_IP: '10000',
      NODE_ENV: 'production',
    });
    // This run's screenshots only (the folder is ignored by git, CI keeps it as an artifact).
    rmSync(join(artifactsDir, 'screenshots', database), { recursive: true, force: true });
    mkdirSync(artifactsDir, { recursive: true });
    const logFile = join(artifactsDir, `server-${database}.log`);
    const serverLog = createWriteStream(logFile);
    log(`starting the app on ${baseUrl} (${database}, data in ${dataDir})`);
    server = spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: repoRoot,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.pipe(serverLog);
    server.stderr.pipe(serverLog);
    const started = Date.now();
    if (!(await waitForHealth(baseUrl, server))) {
      await stopServer(server);
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
      log(`the app did not become healthy at ${baseUrl}/api/health.\n--- ${logFile} ---\n${tail}`);
      return 1;
    }
    log(`app healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const code = await runPlaywright(
      {
        ...process.env,
        E2E_BASE_URL: baseUrl,
        E2E_DATABASE: database,
        E2E_ADMIN_USERNAME: ADMIN_USERNAME,
        E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
        CHROMIUM_PATH: CHROMIUM,
      },
      args,
    );
    if (server.exitCode !== null) {
      log(`the app exited during the run (code ${server.exitCode}); see ${logFile}`);
      return 1;
    }
    return code;
  } finally {
    if (server) await stopServer(server);
    if (mysqlDb) await mysqlDb.drop().catch((e) => log(`could not drop the database: ${e}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  preflight();
  const args = process.argv.slice(2);
  const databases = ['sqlite'];
  if (mysqlServerUrl()) databases.push('mysql');
  let failed = false;
  for (const database of databases) {
    const code = await runOn(database, args).catch((error) => {
      log(error?.stack ?? String(error));
      return 1;
    });
    if (code !== 0) {
      failed = true;
      log(`journeys FAILED on ${database} (exit ${code}); artifacts in ${artifactsDir}`);
    } else {
      log(`journeys passed on ${database}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => fail(error?.stack ?? String(error)));

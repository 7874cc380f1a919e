import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminCli } from '../src/cli/admin';
import { ADMIN, createTestApp, freshDatabase, signIn } from './support/test-app';

const main = join(__dirname, '../src/main.ts');
const register = join(__dirname, 'support/swc-register.js');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['-r', register, main], {
    env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(tmpdir(), 'fd-start-')), ...env },
    encoding: 'utf8',
    timeout: 30000,
  });
}

describe('start-up checks', () => {
  it.each([
    [
      { DATABASE_URL: 'postgres://nope/db' },
      'Configuration error: DATABASE_URL must start with sqlite: or mysql://',
    ],
    [
      { PORT: 'eighty' },
      'Configuration error: PORT must be a whole number from 1 to 65535, got "eighty"',
    ],
  ])('%j → one clear line and exit code 1', (env, line) => {
    const run = start(env);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(line);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('an unreachable database is one line and exit code 1 too', () => {
    const run = start({ DATABASE_URL: 'mysql://root@127.0.0.1:1/none', DB_CONNECT_RETRIES: '0' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/FreakDrop failed to start: ECONNREFUSED/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('graceful shutdown', () => {
  it('serves, then closes and exits 0 on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-term-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['-r', register, main], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dir,
        PORT: String(port),
        DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'term-password-1',
        LOG_REQUESTS: 'false',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    let healthy = false;
    for (let i = 0; i < 100 && !healthy; i++) {
      await new Promise((r) => setTimeout(r, 200));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(healthy).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('admin CLI', () => {
  it('creates admins, resets passwords, lists, and refuses bad input', async () => {
    const db = await freshDatabase();
    const env = { DATABASE_URL: db.url, DATA_DIR: db.dir };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runAdminCli(['create', 'ops', 'ops-password-1'], env)).toBe(0);
      expect(await runAdminCli(['create', 'ops', 'ops-password-1'], env)).toBe(1);
      expect(await runAdminCli(['create', 'x', 'short'], env)).toBe(1);
      expect(await runAdminCli(['reset-password', 'ghost', 'whatever-123'], env)).toBe(1);
      expect(await runAdminCli(['reset-password', 'ops', 'new-password-2'], env)).toBe(0);
      expect(await runAdminCli(['list'], env)).toBe(0);
      expect(log.mock.calls.flat().join('\n')).toMatch(/^ops\t/m);
      expect(await runAdminCli(['frobnicate'], env)).toBe(2);
      // The server then accepts the new password (and creates no second admin).
      const t = await createTestApp({
        DATABASE_URL: db.url,
        DATA_DIR: db.dir,
        ADMIN_USERNAME: ADMIN.username,
      });
      try {
        await signIn(t, 'ops', 'new-password-2').expect(200);
        await signIn(t, 'ops', 'ops-password-1').expect(401);
        await signIn(t, ADMIN.username, ADMIN.password).expect(401);
      } finally {
        await t.app.close();
      }
    } finally {
      log.mockRestore();
      error.mockRestore();
      await db.drop();
    }
  });
});

/**
 * The real server as a child process that a crash run can SIGKILL and start again on the same
 * database and port (shared by crash-run.ts and messages-crash-run.ts). `up` is true between a
 * start that answered /api/health and the next kill, so clients wait instead of counting a
 * refused connection as an answer.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const backend = join(__dirname, '../..');

export interface KillableServerOptions {
  port: number;
  dataDir: string;
  databaseUrl: string;
  adminPassword: string;
  /** Run `dist/main.js` (the build) instead of the TypeScript sources. */
  built?: boolean;
  /** Settings added to the common ones (no demo data, no request log, no order rate limit). */
  env?: Record<string, string>;
}

export interface KillableServer {
  readonly base: string;
  readonly up: boolean;
  /** Starts the server and waits (up to 30 s) until its health answers; throws with its stderr. */
  start(): Promise<void>;
  /** SIGKILLs the server, if running, and waits for it to exit. */
  kill(): Promise<void>;
}

export function killableServer(options: KillableServerOptions): KillableServer {
  const base = `http://127.0.0.1:${options.port}`;
  let server: ChildProcess | null = null;
  let up = false;

  const start = async () => {
    const args = options.built
      ? [join(backend, 'dist/main.js')]
      : ['-r', join(backend, 'test/support/swc-register.js'), join(backend, 'src/main.ts')];
    const child = spawn(process.execPath, args, {
      cwd: backend,
      env: {
        PATH: process.env.PATH,
        PORT: String(options.port),
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: options.adminPassword,
        LOG_REQUESTS: 'false',
        // One address and phone for every synthetic order (SECURITY.md).
        ORDER_RATE_LIMIT_PHONE: '1000000',
        ORDER_RATE_LIMIT_IP: '1000000',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = child;
    let stderr = '';
    child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
    for (let i = 0; i < 300; i++) {
      if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        up = true;
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not become healthy: ${stderr}`);
  };

  const kill = async () => {
    const child = server;
    if (!child) return;
    up = false;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    server = null;
  };

  return {
    base,
    get up() {
      return up;
    },
    start,
    kill,
  };
}

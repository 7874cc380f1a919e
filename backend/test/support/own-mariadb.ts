/**
 * A MariaDB server of the test's own — its own data folder, socket and spare port — that the
 * test may stop, kill, freeze and start again. The machine's shared server (3306) is never
 * touched. Needs Debian's mariadb-server (`mariadbd`, `mariadb-install-db`); .ci/run installs it.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

function which(names: string[], extra: string[] = []): string | null {
  for (const name of names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
    if (found) return found;
  }
  return extra.find((p) => existsSync(p)) ?? null;
}

export function mariadbBinaries(): { server: string; install: string } | null {
  const server = which(['mariadbd', 'mysqld'], ['/usr/sbin/mariadbd', '/usr/sbin/mysqld']);
  const install = which(['mariadb-install-db', 'mysql_install_db']);
  return server && install ? { server, install } : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export class OwnMariadb {
  private child: ChildProcess | null = null;
  readonly dir = mkdtempSync(join(tmpdir(), 'fd-own-mariadb-'));

  private constructor(
    private readonly bin: { server: string; install: string },
    readonly port: number,
  ) {}

  /** Initialises a data folder and starts the server on a spare port. */
  static async create(): Promise<OwnMariadb> {
    const bin = mariadbBinaries();
    if (!bin)
      throw new Error('mariadbd / mariadb-install-db not found (apt-get install mariadb-server)');
    const db = new OwnMariadb(bin, await freePort());
    const asRoot = process.getuid?.() === 0;
    const install = spawnSync(
      bin.install,
      [
        '--no-defaults',
        `--datadir=${join(db.dir, 'data')}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        ...(asRoot ? ['--user=root'] : []),
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    if (install.status !== 0) {
      throw new Error(`mariadb-install-db failed: ${install.stderr || install.stdout}`);
    }
    await db.start();
    return db;
  }

  /** root over TCP, no password (the server runs with --skip-grant-tables). */
  url(database: string): string {
    return `mysql://root@127.0.0.1:${this.port}/${database}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    const asRoot = process.getuid?.() === 0;
    this.child = spawn(
      this.bin.server,
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--socket=${join(this.dir, 'sock')}`,
        `--pid-file=${join(this.dir, 'pid')}`,
        `--log-error=${join(this.dir, 'error.log')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        '--skip-grant-tables',
        '--skip-name-resolve',
        '--skip-log-bin',
        '--performance-schema=OFF',
        '--innodb-buffer-pool-size=32M',
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        ...(asRoot ? ['--user=root'] : []),
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        const c = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
        await c.end();
        return;
      } catch (error) {
        if (!this.running) throw new Error(`mariadbd exited: ${this.log().slice(-2000)}`);
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /** Stops the server: SIGTERM is a clean shutdown, SIGKILL a crash (InnoDB recovers at start). */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = null;
  }

  /** SIGSTOP: the port still accepts connections but nothing answers (a hung server). */
  freeze(): void {
    this.child?.kill('SIGSTOP');
  }

  thaw(): void {
    this.child?.kill('SIGCONT');
  }

  async query(sql: string): Promise<unknown> {
    const c = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    try {
      return (await c.query(sql))[0];
    } finally {
      await c.end();
    }
  }

  log(): string {
    try {
      return readFileSync(join(this.dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  }

  async destroy(): Promise<void> {
    this.thaw();
    await this.stop('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

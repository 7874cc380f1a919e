import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, parseDatabaseUrl } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'fd-config-'));

describe('loadConfig', () => {
  it('defaults to the embedded SQLite on port 3000 with the demo seed', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({
      type: 'sqlite',
      path: expect.stringMatching(/data[/\\]freakdrop\.sqlite$/),
    });
    expect(config.seedDemo).toBe(true);
    expect(config.adminUsername).toBe('admin');
    expect(config.uploadDir).toBe(join(dir, 'uploads'));
  });

  it('generates the session secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ DATABASE_URL: 'postgres://x/y' }, /DATABASE_URL must start with sqlite: or mysql:\/\//],
    [{ DATABASE_URL: 'sqlite:' }, /needs a file path/],
    [{ DATABASE_URL: 'mysql://host-only' }, /must name a host and a database/],
    [{ SEED_DEMO: 'sometimes' }, /SEED_DEMO must be true or false/],
    [{ SESSION_SECRET: 'short' }, /at least 16/],
    [{ ADMIN_PASSWORD: 'short' }, /at least 8/],
    [{ ADMIN_USERNAME: 'a b' }, /ADMIN_USERNAME/],
    [{ TRACK_RATE_LIMIT: '0' }, /TRACK_RATE_LIMIT/],
    [{ PUBLIC_URL: 'freakdrop.ae' }, /PUBLIC_URL must be an absolute URL/],
    [{ PUBLIC_URL: 'ftp://freakdrop.ae' }, /PUBLIC_URL must start with https:\/\//],
  ])('%j → one clear ConfigError', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('turns the catalog cache off with CATALOG_CACHE=off and refuses other words', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).catalogCache).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), CATALOG_CACHE: 'off' }).catalogCache).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), CATALOG_CACHE: 'ON' }).catalogCache).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CATALOG_CACHE: 'maybe' })).toThrow(
      'CATALOG_CACHE must be on or off, got "maybe"',
    );
  });

  it('reads MySQL URLs and does not seed on MySQL by default', () => {
    expect(parseDatabaseUrl('mysql://u:p@db:3306/shop')).toEqual({
      type: 'mysql',
      url: 'mysql://u:p@db:3306/shop',
      host: 'db',
      database: 'shop',
    });
    expect(parseDatabaseUrl('mariadb://db/shop')).toMatchObject({
      type: 'mysql',
      host: 'db',
      database: 'shop',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://db/shop' }).seedDemo).toBe(
      false,
    );
  });
});

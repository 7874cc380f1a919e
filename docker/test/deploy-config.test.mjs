// Issue 7 §3: the compose file and the Dockerfiles, checked without a Docker engine.
// - docker-compose.yml through Debian's docker-compose (v1) `config`, then what the topology
//   needs from it (scalable API, healthy MySQL first, shared image storage, port 8080...).
// - docker/*.Dockerfile through dockerfilelint, plus the rules this project cares about that it
//   does not know (build stages, non-root user, HEALTHCHECK, no secrets, .dockerignore).
// Run: node --test docker/test/deploy-config.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COMPOSE = join(ROOT, 'docker-compose.yml');
const DOCKER_DIR = join(ROOT, 'docker');
const require = createRequire(join(ROOT, 'package.json'));

/** `docker-compose config` as an object (YAML read by the PyYAML docker-compose ships with). */
function composeConfig(extraArgs = []) {
  const yaml = execFileSync('docker-compose', [...extraArgs, '-f', COMPOSE, 'config'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const json = execFileSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: yaml, encoding: 'utf8' },
  );
  return JSON.parse(json);
}

/** A service's mounts as {source, target, named}, from v1's short or v2's long syntax. */
function mounts(config, service) {
  return (service.volumes ?? []).map((v) => {
    const { source, target } =
      typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v;
    return { source, target, named: Object.hasOwn(config.volumes ?? {}, source) };
  });
}

function envFileKeys(path) {
  return new Map(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('docker-compose.yml', () => {
  test('is valid for docker-compose (v1) `config -q`', () => {
    execFileSync('docker-compose', ['-f', COMPOSE, 'config', '-q'], { cwd: ROOT, stdio: 'pipe' });
  });

  const config = composeConfig();
  const { mysql, api, web } = config.services;

  test('MySQL 8.4 with a named volume, a TCP healthcheck and a restart policy', () => {
    assert.equal(mysql.image, 'mysql:8.4');
    assert.ok(
      mounts(config, mysql).some((v) => v.target === '/var/lib/mysql' && v.named),
      'data on a named volume',
    );
    assert.match(mysql.healthcheck.test.join(' '), /mysqladmin ping -h 127\.0\.0\.1/);
    assert.equal(mysql.restart, 'unless-stopped');
    assert.equal(mysql.ports, undefined, 'MySQL is not published on the host');
  });

  test('the API scales: no container name, no host port, starts once MySQL is healthy', () => {
    assert.equal(api.build.dockerfile, 'docker/api.Dockerfile');
    assert.equal(api.container_name, undefined);
    assert.equal(api.ports, undefined);
    assert.deepEqual(api.depends_on, { mysql: { condition: 'service_healthy' } });
    assert.equal(api.restart, 'unless-stopped');
    const env = api.environment;
    assert.match(env.DATABASE_URL, /^mysql:\/\/[^:]+:[^@]+@mysql:3306\/\w+$/);
    assert.ok(env.SESSION_SECRET.length >= 16, 'one SESSION_SECRET shared by every replica');
    assert.equal(env.TRUST_PROXY, '1', 'behind nginx');
  });

  test('every replica mounts the same image storage', () => {
    const env = api.environment;
    const mount = mounts(config, api).find((v) => env.UPLOAD_DIR.startsWith(`${v.target}/`));
    assert.ok(mount, `UPLOAD_DIR ${env.UPLOAD_DIR} is on a volume`);
    assert.equal(
      mount.named,
      true,
      'a named volume, shared by all replicas (not a per-container path)',
    );
    assert.ok(env.DATA_DIR.startsWith(mount.target));
  });

  test('nginx on port 8080 in front of the API, with restart policies everywhere', () => {
    assert.equal(web.build.dockerfile, 'docker/web.Dockerfile');
    assert.deepEqual(
      web.ports.map((p) => [String(p.published), p.target]),
      [['8080', 8080]],
    );
    assert.ok(web.depends_on.api, 'starts after the API');
    for (const [name, service] of Object.entries(config.services)) {
      assert.ok(service.restart, `${name} has a restart policy`);
    }
    const nginxConf = readFileSync(join(DOCKER_DIR, 'nginx.conf'), 'utf8');
    assert.match(nginxConf, /listen 8080 /, 'nginx listens where compose publishes');
    // Docker's DNS, asked again while nginx runs (any nginx version; docker/nginx.conf says why).
    assert.match(nginxConf, /^\s*resolver 127\.0\.0\.11 /m, "nginx asks Docker's DNS");
    assert.match(
      nginxConf,
      /^\s*set \$api_upstream http:\/\/api:3000;/m,
      'nginx proxies to the `api` service',
    );
    assert.doesNotMatch(nginxConf, /proxy_pass http:\/\/api\b/, 'through the variable only');
  });

  test('.env.example documents every variable the compose file reads, and they are used', () => {
    const used = new Set(
      [...readFileSync(COMPOSE, 'utf8').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]),
    );
    const documented = envFileKeys(join(ROOT, '.env.example'));
    assert.deepEqual(
      [...used].filter((v) => !documented.has(v)),
      [],
      'missing from .env.example',
    );
    assert.deepEqual(
      [...documented.keys()].filter((v) => !used.has(v)),
      [],
      'not used',
    );

    const dir = mkdtempSync(join(tmpdir(), 'fd-compose-'));
    try {
      const envFile = join(dir, '.env');
      writeFileSync(
        envFile,
        'MYSQL_PASSWORD=s3cretPw42\nMYSQL_DATABASE=shopdb\nSESSION_SECRET=0123456789abcdef0123\nWEB_PORT=9090\n',
      );
      const custom = composeConfig(['--env-file', envFile]);
      assert.equal(
        custom.services.api.environment.DATABASE_URL,
        'mysql://freakdrop:s3cretPw42@mysql:3306/shopdb',
      );
      assert.equal(custom.services.mysql.environment.MYSQL_PASSWORD, 's3cretPw42');
      assert.equal(custom.services.api.environment.SESSION_SECRET, '0123456789abcdef0123');
      assert.equal(String(custom.services.web.ports[0].published), '9090');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Instructions of a Dockerfile, continuation lines joined, with their first line number. */
function instructions(text) {
  const result = [];
  let current = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) return;
    if (current && line.startsWith('#')) return;
    const joined = current ? `${current.text} ${line}` : line;
    const start = current ? current.line : index + 1;
    if (line.endsWith('\\')) {
      current = { text: joined.slice(0, -1).trim(), line: start };
      return;
    }
    current = null;
    const [keyword, ...rest] = joined.split(/\s+/);
    result.push({ keyword: keyword.toUpperCase(), args: rest.join(' '), line: start });
  });
  return result;
}

/** Docker's .dockerignore patterns as tests on a context-relative path. */
function dockerignore() {
  const rules = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((pattern) => {
      const negate = pattern.startsWith('!');
      const glob = pattern.replace(/^!/, '').replace(/^\/+/, '');
      const source = glob
        .split('/')
        .map((part) =>
          part === '**'
            ? '(?:.*)'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
      return { negate, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (path) =>
    rules.reduce((excluded, rule) => (rule.regex.test(path) ? !rule.negate : excluded), false);
}

const dockerfilelint = require('dockerfilelint');
const isIgnored = dockerignore();
const dockerfiles = readdirSync(DOCKER_DIR).filter((f) => f.endsWith('.Dockerfile'));

describe('Dockerfiles', () => {
  test('there are the API and web images', () => {
    assert.deepEqual(dockerfiles.sort(), ['api.Dockerfile', 'web.Dockerfile']);
  });

  for (const file of dockerfiles) {
    const text = readFileSync(join(DOCKER_DIR, file), 'utf8');
    const steps = instructions(text);
    const froms = steps.filter((s) => s.keyword === 'FROM');
    const stages = froms.map((s) => /\bAS\s+(\S+)/i.exec(s.args)?.[1]).filter(Boolean);
    const lastFrom = steps.lastIndexOf(froms.at(-1));
    const finalStage = steps.slice(lastFrom);

    test(`${file}: dockerfilelint finds nothing`, () => {
      const issues = dockerfilelint.run(DOCKER_DIR, text).filter((issue) => {
        const step = steps.find((s) => s.line === issue.line);
        // dockerfilelint 1.8 predates two Dockerfile features; these checks are done below:
        // `FROM <earlier stage>` is not an image without a tag, and `--start-period` is a
        // valid HEALTHCHECK option (its option pattern stops at the hyphen).
        if (issue.rule === 'missing_tag' && step && stages.includes(step.args.split(/\s+/)[0])) {
          return false;
        }
        if (issue.rule === 'invalid_format' && step?.keyword === 'HEALTHCHECK') {
          const options = step.args.split(/\s+CMD\s+/)[0].split(/\s+/);
          return !options.every((o) => /^--(interval|timeout|start-period|retries)=\w+$/.test(o));
        }
        return true;
      });
      assert.deepEqual(
        issues.map((i) => `line ${i.line}: ${i.rule} (${i.title})`),
        [],
      );
    });

    test(`${file}: pinned bases, a current Node LTS, no secrets, no remote ADD`, () => {
      for (const from of froms) {
        const image = from.args.split(/\s+/)[0];
        if (stages.includes(image)) continue;
        assert.match(image, /^[\w./-]+:[\w.-]+$/, `line ${from.line}: ${image} names a tag`);
        assert.doesNotMatch(image, /:(latest|lts|current|stable|mainline)\b/, `${image} is pinned`);
        const node = /^node:(\d+)/.exec(image);
        if (node) {
          const major = Number(node[1]);
          assert.ok(
            major >= 22 && major % 2 === 0,
            `${image}: an even (LTS) Node line, 22 or newer`,
          );
        }
      }
      for (const s of steps) {
        assert.notEqual(s.keyword, 'ADD', `line ${s.line}: use COPY`);
        if (s.keyword === 'ENV' || s.keyword === 'ARG') {
          assert.doesNotMatch(
            s.args,
            /\b\w*(PASSWORD|SECRET|TOKEN|ACCESS_KEY)\w*\s*=\s*\S/i,
            `line ${s.line}: secrets come from the environment at run time`,
          );
        }
        if (s.keyword === 'RUN' && /apt-get install/.test(s.args)) {
          assert.match(s.args, /--no-install-recommends/, `line ${s.line}`);
          assert.match(
            s.args,
            /rm -rf \/var\/lib\/apt\/lists/,
            `line ${s.line}: apt lists removed`,
          );
        }
      }
    });

    test(`${file}: the final image runs as a non-root user with a HEALTHCHECK`, () => {
      const user = finalStage.filter((s) => s.keyword === 'USER').at(-1);
      assert.ok(user, 'the final stage sets USER');
      assert.doesNotMatch(user.args, /^(root|0)(:|$)/, 'not root');
      const health = finalStage.find((s) => s.keyword === 'HEALTHCHECK');
      assert.ok(health && / CMD /.test(` ${health.args} `), 'a HEALTHCHECK with a command');
      assert.ok(
        finalStage.some((s) => s.keyword === 'EXPOSE'),
        'EXPOSE',
      );
      assert.ok(
        finalStage.some((s) => s.keyword === 'CMD'),
        'CMD',
      );
    });

    test(`${file}: every COPY source is in the build context`, () => {
      for (const s of steps.filter((x) => x.keyword === 'COPY' && !/--from=/.test(x.args))) {
        const parts = s.args.split(/\s+/).filter((p) => !p.startsWith('--'));
        for (const source of parts.slice(0, -1)) {
          assert.ok(existsSync(join(ROOT, source)), `line ${s.line}: ${source} exists`);
          assert.ok(!isIgnored(source), `line ${s.line}: ${source} is excluded by .dockerignore`);
        }
      }
    });
  }

  test('the API image health check calls /api/health, the web one nginx', () => {
    assert.match(
      readFileSync(join(DOCKER_DIR, 'api.Dockerfile'), 'utf8'),
      /HEALTHCHECK[\s\S]*\/api\/health/,
    );
    assert.match(
      readFileSync(join(DOCKER_DIR, 'web.Dockerfile'), 'utf8'),
      /HEALTHCHECK[\s\S]*\/nginx-health/,
    );
  });

  test('.dockerignore keeps dependencies, builds, data and git out of the context', () => {
    for (const path of [
      'node_modules',
      'backend/node_modules',
      'frontend/dist',
      'backend/dist',
      '.git',
      'data',
      '.env',
    ]) {
      assert.ok(isIgnored(path), `${path} is excluded`);
    }
    for (const path of ['package-lock.json', 'backend/src', 'frontend/src', 'docker/nginx.conf']) {
      assert.ok(!isIgnored(path), `${path} is in the context`);
    }
  });
});

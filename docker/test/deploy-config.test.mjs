// The compose file and the Dockerfiles, checked without a Docker engine.
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

/** The secrets compose refuses to start without (`${VAR:?…}`), as an operator's .env sets them. */
const REQUIRED_SECRETS = {
  MYSQL_PASSWORD: 'dbPassw0rdFromEnv',
  MYSQL_ROOT_PASSWORD: 'rootPassw0rdFromEnv',
  SESSION_SECRET: 'a-real-session-secret-of-forty-characters',
  ADMIN_PASSWORD: 'admin-password-from-env',
};

/**
 * `docker-compose config` as an object (YAML read by the PyYAML docker-compose ships with).
 * The base-image variables and the secrets are unset unless `env` sets them, so their
 * defaults (or refusals) show.
 */
function composeConfig(extraArgs = [], env = REQUIRED_SECRETS, defaultFile = true) {
  const clean = withoutSecrets({ ...process.env });
  for (const name of ['MYSQL_IMAGE', 'NODE_IMAGE', 'NGINX_IMAGE']) delete clean[name];
  const files = defaultFile ? ['-f', COMPOSE] : [];
  const yaml = execFileSync('docker-compose', [...extraArgs, ...files, 'config'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...clean, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const json = execFileSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: yaml, encoding: 'utf8' },
  );
  return JSON.parse(json);
}

/** A YAML file as an object (PyYAML, as docker-compose's own). */
function yamlFile(path) {
  return JSON.parse(
    execFileSync(
      'python3',
      ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
      { input: readFileSync(path, 'utf8'), encoding: 'utf8' },
    ),
  );
}

/** A service's mounts as {source, target, named}, from v1's short or v2's long syntax. */
function mounts(config, service) {
  return (service.volumes ?? []).map((v) => {
    const { source, target } =
      typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v;
    return { source, target, named: Object.hasOwn(config.volumes ?? {}, source) };
  });
}

function withoutSecrets(env) {
  return Object.fromEntries(Object.entries(env).filter(([k]) => !(k in REQUIRED_SECRETS)));
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
    execFileSync('docker-compose', ['-f', COMPOSE, 'config', '-q'], {
      cwd: ROOT,
      stdio: 'pipe',
      env: { ...process.env, ...REQUIRED_SECRETS },
    });
  });

  test('refuses to start without each secret: no default passwords or session secret', () => {
    for (const name of Object.keys(REQUIRED_SECRETS)) {
      const env = { ...withoutSecrets(process.env), ...REQUIRED_SECRETS, [name]: '' };
      let stderr = '';
      try {
        execFileSync('docker-compose', ['-f', COMPOSE, 'config', '-q'], {
          cwd: ROOT,
          stdio: 'pipe',
          encoding: 'utf8',
          env,
        });
      } catch (error) {
        stderr = String(error.stderr);
      }
      assert.match(stderr, new RegExp(`set ${name} in \\.env`), `${name} empty is refused`);
    }
    const text = readFileSync(COMPOSE, 'utf8');
    assert.doesNotMatch(text, /change-me/, 'no placeholder secrets left in the compose file');
    for (const name of Object.keys(REQUIRED_SECRETS)) {
      assert.doesNotMatch(text, new RegExp(`\\$\\{${name}:-`), `${name} has no default`);
    }
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
    assert.equal(env.SESSION_SECRET, REQUIRED_SECRETS.SESSION_SECRET, 'from .env, no default');
    assert.equal(env.ADMIN_PASSWORD, REQUIRED_SECRETS.ADMIN_PASSWORD);
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

  test('the API container runs on a read-only file system with /data and /tmp writable', () => {
    assert.equal(api.read_only, true);
    assert.deepEqual(api.tmpfs, ['/tmp']);
    assert.ok(mounts(config, api).some((v) => v.target === '/data' && v.named));
  });

  test('the bases are parameters whose defaults are the official images', () => {
    assert.equal(mysql.image, 'mysql:8.4');
    assert.deepEqual(api.build.args, { NODE_IMAGE: 'node:24-trixie-slim' });
    assert.deepEqual(web.build.args, {
      NODE_IMAGE: 'node:24-trixie-slim',
      NGINX_IMAGE: 'nginx:1.28-alpine',
    });
    const standIns = composeConfig([], {
      ...REQUIRED_SECRETS,
      MYSQL_IMAGE: 'freakdrop/mariadb:11.8-trixie',
      NODE_IMAGE: 'freakdrop/node:24-trixie',
      NGINX_IMAGE: 'freakdrop/nginx:1.26-trixie',
    });
    assert.equal(standIns.services.mysql.image, 'freakdrop/mariadb:11.8-trixie');
    assert.equal(standIns.services.api.build.args.NODE_IMAGE, 'freakdrop/node:24-trixie');
    assert.equal(standIns.services.web.build.args.NGINX_IMAGE, 'freakdrop/nginx:1.26-trixie');
    assert.equal(config.services.prometheus.image, 'prom/prometheus:v3.5.0');
  });

  test('Prometheus scrapes every API replica inside the network, its UI on localhost only', () => {
    const { prometheus } = config.services;
    assert.equal(prometheus.image, 'prom/prometheus:v3.5.0', 'the official image by default');
    assert.equal(prometheus.restart, 'unless-stopped');
    assert.equal(prometheus.read_only, true);
    // docker-compose v1 prints a port with a host address as its short form.
    const ports = prometheus.ports.map((p) =>
      typeof p === 'string' ? p.replace(/\/tcp$/, '') : `${p.host_ip}:${p.published}:${p.target}`,
    );
    assert.deepEqual(ports, ['127.0.0.1:9090:9090'], 'never on a public address');
    assert.ok(
      mounts(config, prometheus).some((v) => v.target === '/prometheus' && v.named),
      'its data on a named volume',
    );
    const rules = mounts(config, prometheus).find((v) => v.target === '/etc/freakdrop/prometheus');
    assert.ok(rules && rules.source.endsWith('docker/prometheus'), 'the config is mounted');
    const scrape = yamlFile(join(DOCKER_DIR, 'prometheus/prometheus.yml'));
    const job = scrape.scrape_configs.find((j) => j.job_name === 'freakdrop-api');
    assert.deepEqual(job.dns_sd_configs[0].names, ['api'], "every replica, by compose's DNS");
    assert.equal(job.dns_sd_configs[0].type, 'A');
    assert.equal(String(job.dns_sd_configs[0].port), api.environment.METRICS_PORT);
    assert.deepEqual(scrape.rule_files, ['/etc/freakdrop/prometheus/alerts.yml']);
    assert.equal(prometheus.environment.METRICS_TOKEN, '', 'the same (optional) token as the API');
    assert.equal(api.environment.METRICS_TOKEN, '');
    assert.match(prometheus.command.join(' '), /metrics-token/);
    assert.equal(job.authorization.credentials_file, '/tmp/metrics-token');
    // The metrics port is the API's alone: no host port, nothing in nginx.
    assert.equal(api.ports, undefined);
    const nginxConf = readFileSync(join(DOCKER_DIR, 'nginx.conf'), 'utf8');
    assert.doesNotMatch(nginxConf, /9464|\/metrics/, 'nginx never proxies the metrics');
    const standIn = composeConfig([], {
      ...REQUIRED_SECRETS,
      PROMETHEUS_IMAGE: 'freakdrop/prometheus:2-trixie',
    });
    assert.equal(standIn.services.prometheus.image, 'freakdrop/prometheus:2-trixie');
  });

  test('a replica is healthy when ready; nginx hands its request id to the API', () => {
    assert.match(api.healthcheck.test.join(' '), /\/api\/health\/ready/);
    assert.deepEqual(web.depends_on.api, { condition: 'service_healthy' });
    const nginxConf = readFileSync(join(DOCKER_DIR, 'nginx.conf'), 'utf8');
    const proxied = nginxConf.match(/proxy_pass \$api_upstream;/g).length;
    assert.equal(
      nginxConf.match(/proxy_set_header X-Request-Id \$request_id;/g)?.length,
      proxied,
      'every proxied location passes $request_id on',
    );
    assert.match(nginxConf, /log_format main [^;]*rid=\$request_id/);
  });

  test('docker/compose.prebuilt.yml runs the images `npm run docker:images` builds', () => {
    const prebuilt = composeConfig(
      ['-f', COMPOSE, '-f', join(DOCKER_DIR, 'compose.prebuilt.yml')],
      REQUIRED_SECRETS,
      false,
    );
    assert.equal(prebuilt.services.api.image, 'freakdrop-api:local');
    assert.equal(prebuilt.services.web.image, 'freakdrop-web:local');
    assert.equal(prebuilt.services.api.read_only, true, 'the rest is docker-compose.yml');
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
        'MYSQL_PASSWORD=s3cretPw42\nMYSQL_ROOT_PASSWORD=r00tPw42\nMYSQL_DATABASE=shopdb\n' +
          'SESSION_SECRET=0123456789abcdef0123456789abcdef\nADMIN_PASSWORD=adminPw42\nWEB_PORT=9090\n',
      );
      const custom = composeConfig(['--env-file', envFile], {});
      assert.equal(
        custom.services.api.environment.DATABASE_URL,
        'mysql://freakdrop:s3cretPw42@mysql:3306/shopdb',
      );
      assert.equal(custom.services.mysql.environment.MYSQL_PASSWORD, 's3cretPw42');
      assert.equal(
        custom.services.api.environment.SESSION_SECRET,
        '0123456789abcdef0123456789abcdef',
      );
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
const BASES_DIR = join(DOCKER_DIR, 'bases');
const baseDockerfiles = readdirSync(BASES_DIR).filter((f) => f.endsWith('.Dockerfile'));

/** A Dockerfile's instructions, its stage names, and its FROM images with ARG defaults filled in. */
function parseDockerfile(path) {
  const text = readFileSync(path, 'utf8');
  const steps = instructions(text);
  const froms = steps.filter((s) => s.keyword === 'FROM');
  const globalArgs = new Map(
    steps
      .slice(0, steps.indexOf(froms[0]))
      .filter((s) => s.keyword === 'ARG')
      .map((s) => s.args.split('='))
      .map(([name, ...value]) => [name, value.join('=')]),
  );
  const image = (from) =>
    from.args
      .split(/\s+/)[0]
      .replace(/\$\{?(\w+)\}?/g, (_, name) => globalArgs.get(name) ?? `<no default for ${name}>`);
  const stages = froms.map((s) => /\bAS\s+(\S+)/i.exec(s.args)?.[1]).filter(Boolean);
  return { text, steps, froms, stages, globalArgs, image };
}

/** dockerfilelint's findings, less what it cannot know (checked by the tests instead). */
function lint(dir, { text, steps, stages, image }) {
  return dockerfilelint
    .run(dir, text)
    .filter((issue) => {
      const step = steps.find((s) => s.line === issue.line);
      // dockerfilelint 1.8 predates three Dockerfile features: `FROM <earlier stage>` is not an
      // image without a tag, `FROM ${ARG}` takes the tag of the ARG's default, and
      // `--start-period` is a valid HEALTHCHECK option (its option pattern stops at the hyphen).
      if (issue.rule === 'missing_tag' && step) {
        const name = step.args.split(/\s+/)[0];
        if (stages.includes(name)) return false;
        if (name.startsWith('$') && /:[\w.-]+$/.test(image(step))) return false;
      }
      if (issue.rule === 'invalid_format' && step?.keyword === 'HEALTHCHECK') {
        const options = step.args.split(/\s+CMD\s+/)[0].split(/\s+/);
        return !options.every((o) => /^--(interval|timeout|start-period|retries)=\w+$/.test(o));
      }
      return true;
    })
    .map((i) => `line ${i.line}: ${i.rule} (${i.title})`);
}

/** Rules for every Dockerfile: no ADD, no baked-in secrets, lean apt, BuildKit without pulls. */
function commonRules({ text, steps }) {
  assert.doesNotMatch(text, /^#\s*syntax\s*=/im, 'no `# syntax=` line: it would pull an image');
  for (const s of steps) {
    assert.notEqual(s.keyword, 'ADD', `line ${s.line}: use COPY`);
    if (s.keyword === 'ENV' || s.keyword === 'ARG') {
      assert.doesNotMatch(
        s.args,
        /\b\w*(PASSWORD|SECRET|TOKEN|ACCESS_KEY)\w*\s*=\s*\S/i,
        `line ${s.line}: secrets come from the environment at run time`,
      );
      assert.doesNotMatch(s.args, /NODE_EXTRA_CA_CERTS|npm_config_cafile/i, `line ${s.line}`);
    }
    if (s.keyword === 'COPY') {
      assert.doesNotMatch(s.args, /\.npmrc|\.crt\b|\.pem\b|ca_bundle/, `line ${s.line}`);
    }
    if (s.keyword === 'RUN' && /ca_bundle/.test(s.args)) {
      assert.match(
        s.args,
        /^--mount=type=secret,id=ca_bundle\b/,
        `line ${s.line}: the CA bundle only as a BuildKit secret mount`,
      );
    }
    if (s.keyword === 'RUN' && /apt-get\b.*\binstall/.test(s.args)) {
      assert.match(s.args, /--no-install-recommends/, `line ${s.line}`);
      assert.match(s.args, /rm -rf \/var\/lib\/apt\/lists/, `line ${s.line}: apt lists removed`);
    }
    if (s.keyword === 'RUN' && /\bnpm ci\b/.test(s.args)) {
      assert.match(s.args, /--mount=type=secret,id=ca_bundle/, `line ${s.line}: npm gets the CA`);
    }
  }
}

describe('Dockerfiles', () => {
  test('there are the API and web images, and the stand-in bases', () => {
    assert.deepEqual(dockerfiles.sort(), ['api.Dockerfile', 'web.Dockerfile']);
    assert.deepEqual(baseDockerfiles.sort(), [
      'mariadb.Dockerfile',
      'nginx.Dockerfile',
      'node.Dockerfile',
      'prometheus.Dockerfile',
    ]);
  });

  for (const file of dockerfiles) {
    const parsed = parseDockerfile(join(DOCKER_DIR, file));
    const { steps, froms, stages, image } = parsed;
    const lastFrom = steps.lastIndexOf(froms.at(-1));
    const finalStage = steps.slice(lastFrom);

    test(`${file}: dockerfilelint finds nothing`, () => {
      assert.deepEqual(lint(DOCKER_DIR, parsed), []);
    });

    test(`${file}: pinned official bases by default, a current Node LTS, no secrets`, () => {
      for (const from of froms) {
        if (stages.includes(from.args.split(/\s+/)[0])) continue;
        const base = image(from);
        assert.match(base, /^[\w./-]+:[\w.-]+$/, `line ${from.line}: ${base} names a tag`);
        assert.doesNotMatch(base, /:(latest|lts|current|stable|mainline)\b/, `${base} is pinned`);
        assert.match(base, /^(node|nginx):/, `line ${from.line}: ${base} is an official image`);
        const node = /^node:(\d+)/.exec(base);
        if (node) {
          const major = Number(node[1]);
          assert.ok(
            major >= 22 && major % 2 === 0,
            `${base}: an even (LTS) Node line, 22 or newer`,
          );
        }
      }
      commonRules(parsed);
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
      assert.ok(
        !finalStage.some((s) => /--mount=type=secret/.test(s.args)),
        'no secret is mounted in the final stage',
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

  for (const file of baseDockerfiles) {
    const parsed = parseDockerfile(join(BASES_DIR, file));
    test(`bases/${file}: dockerfilelint finds nothing, lean apt, the CA only as a secret`, () => {
      assert.deepEqual(lint(BASES_DIR, parsed), []);
      assert.deepEqual(
        parsed.froms.map((f) => parsed.image(f)),
        ['freakdrop/debian:trixie'],
        'one stage on the debootstrapped Debian (docker/build.mjs)',
      );
      commonRules(parsed);
    });
  }

  test('the API and web images share their build stages word for word (one npm ci, one build)', () => {
    const shared = (file) => {
      const { steps } = parseDockerfile(join(DOCKER_DIR, file));
      const end = steps.findIndex((s) => s.keyword === 'RUN' && s.args === 'npm run build:dist');
      assert.ok(end > 0, `${file} runs npm run build:dist`);
      return steps.slice(0, end + 1).map((s) => `${s.keyword} ${s.args}`);
    };
    const api = shared('api.Dockerfile');
    const web = shared('web.Dockerfile').filter((s) => !/^ARG NGINX_IMAGE=/.test(s));
    assert.deepEqual(web, api);
  });

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
    for (const path of [
      'package-lock.json',
      'packages/contract/src',
      'backend/src',
      'frontend/src',
      'docker/nginx.conf',
    ]) {
      assert.ok(!isIgnored(path), `${path} is in the context`);
    }
  });
});

describe('Prometheus alert rules and the Grafana dashboard (docker/prometheus)', () => {
  const dir = join(DOCKER_DIR, 'prometheus');
  const alerts = yamlFile(join(dir, 'alerts.yml'));
  const rules = alerts.groups.flatMap((g) => g.rules);
  const dashboard = JSON.parse(readFileSync(join(dir, 'grafana-dashboard.json'), 'utf8'));
  // The metrics live in observability/, the outbox's beside its sender (messages/).
  const source = ['backend/src/observability', 'backend/src/messages']
    .flatMap((folder) =>
      readdirSync(join(ROOT, folder))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
        .map((f) => readFileSync(join(ROOT, folder, f), 'utf8')),
    )
    .join('\n');
  /** The series the API registers: `${METRIC_PREFIX}name` and `gauge('name'` in its source. */
  const registered = new Set([
    ...[...source.matchAll(/\$\{METRIC_PREFIX\}(\w+)/g)].map((m) => `freakdrop_${m[1]}`),
    ...[...source.matchAll(/gauge\(\s*'(\w+)'/g)].map((m) => `freakdrop_${m[1]}`),
  ]);

  test('one rule per condition operators asked for, each with a runbook in docs/operations.md', () => {
    const names = rules.map((r) => r.alert);
    for (const name of [
      'FreakDropServerErrors',
      'FreakDropCheckoutSlow',
      'FreakDropOutboxBacklog',
      'FreakDropReplicaDown',
      'FreakDropDatabaseNotReady',
    ]) {
      assert.ok(names.includes(name), `${name} is a rule`);
    }
    const docs = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');
    for (const rule of rules) {
      const anchor = rule.annotations.runbook.split('#')[1];
      assert.match(
        docs,
        new RegExp(`^#+ \`?${anchor}\`?$`, 'mi'),
        `${rule.alert}: runbook heading`,
      );
    }
  });

  test('the rules and the dashboard name only series the API registers', () => {
    const exprs = [
      ...rules.map((r) => r.expr),
      ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)),
    ];
    const named = new Set(
      exprs.flatMap((e) => [...e.matchAll(/\bfreakdrop_\w+/g)].map((m) => m[0])),
    );
    const base = (name) => name.replace(/_(bucket|sum|count)$/, '');
    const unknown = [...named].filter((n) => !registered.has(base(n)));
    assert.deepEqual(unknown, [], 'series no code registers');
    assert.ok(named.has('freakdrop_orders_placed_total'));
    assert.ok(named.has('freakdrop_outbox_oldest_message_age_seconds'));
  });

  test('the checkout p99 rule reads the placing route, over 1 s', () => {
    const rule = rules.find((r) => r.alert === 'FreakDropCheckoutSlow');
    assert.match(rule.expr, /route="\/api\/orders"/);
    assert.match(rule.expr, /method="POST"/);
    assert.match(rule.expr, /histogram_quantile\(0\.99/);
    assert.match(rule.expr, /> 1\s*$/);
  });

  test('the dashboard imports into Grafana: a datasource input, unique panel ids', () => {
    assert.equal(dashboard.__inputs[0].pluginId, 'prometheus');
    const ids = dashboard.panels.map((p) => p.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const p of dashboard.panels.filter((x) => x.type !== 'row')) {
      assert.equal(p.datasource.uid, '${DS_PROMETHEUS}', `${p.title}: the imported datasource`);
    }
  });

  test('promtool accepts the rules and the configuration (when installed)', (t) => {
    const promtool = ['/usr/bin/promtool', '/bin/promtool'].find((p) => existsSync(p));
    if (!promtool) {
      // Under CI a missing tool is a failure (.ci/run installs it), elsewhere a skip.
      assert.notEqual(
        process.env.CI,
        'true',
        'CI=true: promtool is missing (apt-get install prometheus)',
      );
      t.skip('promtool not installed (apt-get install prometheus)');
      return;
    }
    execFileSync(promtool, ['check', 'rules', join(dir, 'alerts.yml')], { stdio: 'pipe' });
    const tmp = mkdtempSync(join(tmpdir(), 'fd-prom-'));
    try {
      // The paths the container sees, here.
      writeFileSync(join(tmp, 'metrics-token'), '');
      writeFileSync(
        join(tmp, 'prometheus.yml'),
        readFileSync(join(dir, 'prometheus.yml'), 'utf8')
          .replace('/etc/freakdrop/prometheus/alerts.yml', join(dir, 'alerts.yml'))
          .replace('/tmp/metrics-token', join(tmp, 'metrics-token')),
      );
      execFileSync(promtool, ['check', 'config', join(tmp, 'prometheus.yml')], { stdio: 'pipe' });
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});

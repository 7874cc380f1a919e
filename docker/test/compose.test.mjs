// The compose stack for real. Builds the stand-in bases from Debian's packages and
// the project's images on them, then runs docker-compose.yml (with docker/compose.prebuilt.yml
// naming those images) with two API replicas, and checks it through nginx over HTTP on a spare
// port: the storefront, both replicas, sign-in, uploads, orders, a replica killed, `down` and
// `up` again, and the API image's hardening. Removes its containers, networks and volumes at the
// end, on failure too.
//
// Run it through `npm run test:compose` (docker/test/compose-proof.mjs), which provides the
// engine (DOCKER_HOST) and stops it afterwards. Needs root for debootstrap, docker-compose
// (Debian's v1), and the repository's node_modules (sharp makes the test image).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  APP_IMAGES,
  ROOT,
  STAND_INS,
  buildAppImages,
  buildBases,
  caBundle,
  dockerClient,
  imageSizes,
  run,
  slowestSteps,
} from '../build.mjs';

const backendRequire = createRequire(join(ROOT, 'backend/package.json'));
const sharp = backendRequire('sharp');

const WORK = process.env.FREAKDROP_PROOF_DIR || mkdtempSync(join(tmpdir(), 'fd-proof-'));
const LOGS = join(WORK, 'logs');
/** The images the stack runs (the Debian base only builds them). */
const STACK_IMAGES = [
  APP_IMAGES.api,
  APP_IMAGES.web,
  STAND_INS.node,
  STAND_INS.nginx,
  STAND_INS.mariadb,
  STAND_INS.prometheus,
];
mkdirSync(LOGS, { recursive: true });
const PROJECT = `fdproof${randomBytes(3).toString('hex')}`;
const ADMIN_PASSWORD = `proof-${randomBytes(6).toString('hex')}`;
const summary = { sizes: {}, timings: {} };
const timing = (what, ms) => {
  summary.timings[what] = Math.round(ms / 100) / 10;
};
const saveSummary = () => {
  if (process.env.FREAKDROP_PROOF_SUMMARY) {
    writeFileSync(process.env.FREAKDROP_PROOF_SUMMARY, JSON.stringify(summary, null, 2));
  }
};

const docker = (args, options = {}) => run(dockerClient(), args, { quiet: true, ...options });
const dockerOut = async (args) => (await docker(args)).trim();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Requests carry the session cookie and, for writes, a same-site Origin like a browser. */
async function call(base, path, { method = 'GET', cookie, json, body, headers = {} } = {}) {
  const h = { ...headers };
  if (cookie) h.cookie = cookie;
  if (method !== 'GET' && method !== 'HEAD') h.origin ??= base;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const res = await fetch(`${base}${path}`, {
    method,
    headers: h,
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const type = res.headers.get('content-type') ?? '';
  const data = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, data };
}

function show(res) {
  const body = Buffer.isBuffer(res.data)
    ? res.data.toString('utf8', 0, 300)
    : JSON.stringify(res.data).slice(0, 300);
  return `${res.status} ${body}`;
}

const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');

/** A GET made inside an API container, straight to that replica (not through nginx). */
async function fetchInside(container, path, cookie = '') {
  const script =
    "fetch('http://127.0.0.1:3000'+process.argv[1],{headers:process.argv[2]?{cookie:process.argv[2]}:{}})" +
    '.then(async r=>{const b=Buffer.from(await r.arrayBuffer());' +
    "console.log(JSON.stringify({status:r.status,sha:require('crypto').createHash('sha256').update(b).digest('hex'),text:b.length<500000?b.toString('utf8'):''}))})" +
    '.catch(e=>{console.log(JSON.stringify({status:0,error:String(e)}))})';
  return JSON.parse(await dockerOut(['exec', container, 'node', '-e', script, path, cookie]));
}

describe(
  'docker compose for real: stand-in bases, two API replicas behind nginx, MariaDB',
  {
    timeout: 40 * 60_000,
  },
  () => {
    let failed = false;
    let WEB;
    let PROMETHEUS;
    let composeEnv;
    let envFile;
    let stackUp = false;
    let cookie;
    let imageUrl;
    let imageSha;
    let product;
    let order;
    let deliveryAED;
    let builtImages = false;
    /** A cash-on-delivery order of one `product` to Dubai, totalled as the shop would. */
    const oneOfProduct = () => ({
      customerName: 'Layla Haddad',
      phone: '+971 50 123 4567',
      city: 'Dubai',
      addressLine1: 'Villa 12, Street 4, Al Barsha',
      items: [{ productId: product.id, size: 'N/A', qty: 1 }],
      subtotalAED: product.priceAED,
      deliveryAED,
      totalAED: product.priceAED + deliveryAED,
    });

    const compose = (args, options = {}) =>
      run(
        'docker-compose',
        [
          '--env-file',
          envFile,
          '-p',
          PROJECT,
          '-f',
          join(ROOT, 'docker-compose.yml'),
          '-f',
          join(ROOT, 'docker/compose.prebuilt.yml'),
          ...args,
        ],
        { env: composeEnv, log: join(LOGS, 'compose.log'), ...options },
      );

    /** The project's containers of one service, inspected, in a stable order. */
    async function containers(service) {
      const ids = (
        await dockerOut([
          'ps',
          '-aq',
          '--filter',
          `label=com.docker.compose.project=${PROJECT}`,
          '--filter',
          `label=com.docker.compose.service=${service}`,
        ])
      )
        .split('\n')
        .filter(Boolean);
      if (ids.length === 0) return [];
      const inspected = JSON.parse(await dockerOut(['inspect', ...ids]));
      return inspected
        .map((c) => ({
          id: c.Id,
          name: c.Name.replace(/^\//, ''),
          ip: Object.values(c.NetworkSettings.Networks)[0]?.IPAddress,
          pid: c.State.Pid,
          running: c.State.Running,
          health: c.State.Health?.Status,
          restarts: c.RestartCount,
          readOnly: c.HostConfig.ReadonlyRootfs,
          tmpfs: c.HostConfig.Tmpfs,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    }

    /** Until mysql, both API replicas and web run and report healthy. */
    async function waitHealthy(timeoutMs = 240_000) {
      const deadline = Date.now() + timeoutMs;
      let last = '';
      while (Date.now() < deadline) {
        const all = [
          ...(await containers('mysql')),
          ...(await containers('api')),
          ...(await containers('web')),
        ];
        last = all.map((c) => `${c.name}:${c.running ? c.health : 'stopped'}`).join(' ');
        if (all.length === 4 && all.every((c) => c.running && c.health === 'healthy')) return;
        await sleep(1000);
      }
      throw new Error(`the stack did not become healthy: ${last}`);
    }

    /** nginx's access log lines for requests to `path`: { status, upstreams: [{ addr, status }] }. */
    async function accessLog(web, path, since) {
      const args = ['logs'];
      if (since) args.push('--since', since);
      const out = await dockerOut([...args, web]);
      return out
        .split('\n')
        .filter((line) => line.includes(`"GET ${path}`) || line.includes(`"POST ${path}`))
        .map((line) => {
          const [, status] = / (\d{3}) \d+ [\d.]+ upstream=/.exec(line) ?? [];
          // `upstream=A1, A2 S1, S2 T1, T2` when nginx tried more than one replica.
          const rest = line.split('upstream=')[1] ?? '';
          const addrs = [...rest.matchAll(/\d+\.\d+\.\d+\.\d+:\d+/g)].map((m) => m[0]);
          const afterAddrs = addrs.length ? rest.slice(rest.lastIndexOf(addrs.at(-1))) : '';
          const statuses = [...afterAddrs.slice(addrs.at(-1)?.length).matchAll(/\b\d{3}\b/g)]
            .slice(0, addrs.length)
            .map((m) => Number(m[0]));
          return {
            status: Number(status),
            upstreams: addrs.map((addr, i) => ({ addr, status: statuses[i] })),
          };
        });
    }

    const step = (name, fn) =>
      test(name, async (t) => {
        try {
          await fn(t);
        } catch (error) {
          failed = true;
          throw error;
        }
      });

    before(async () => {
      WEB = `http://127.0.0.1:${await freePort()}`;
      PROMETHEUS = `http://127.0.0.1:${await freePort()}`;
      envFile = join(WORK, 'compose.env');
      // Our own settings file, so a developer's .env in the repository is not read.
      writeFileSync(envFile, '# docker/test/compose.test.mjs\n');
      composeEnv = {
        ...process.env,
        COMPOSE_HTTP_TIMEOUT: '180',
        MYSQL_IMAGE: STAND_INS.mariadb,
        NODE_IMAGE: STAND_INS.node,
        NGINX_IMAGE: STAND_INS.nginx,
        PROMETHEUS_IMAGE: STAND_INS.prometheus,
        PROMETHEUS_PORT: PROMETHEUS.replace('http://', ''),
        MYSQL_DATABASE: 'freakdrop',
        MYSQL_USER: 'freakdrop',
        MYSQL_PASSWORD: randomBytes(12).toString('hex'),
        MYSQL_ROOT_PASSWORD: randomBytes(12).toString('hex'),
        SESSION_SECRET: randomBytes(24).toString('hex'),
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD,
        SEED_DEMO: 'true',
        WEB_PORT: WEB.replace('http://', ''),
        TRUST_PROXY: '1',
        LOG_REQUESTS: 'false',
      };
      console.log(`compose proof: project ${PROJECT}, nginx at ${WEB}, logs in ${LOGS}`);
    });

    after(async () => {
      if (composeEnv) {
        if (failed) {
          await compose(['logs', '--no-color', '--tail=60'], {
            log: undefined,
            quiet: false,
          }).catch(() => undefined);
        }
        await compose(['down', '--volumes', '--remove-orphans', '--timeout', '5']).catch((e) =>
          console.error(`compose down failed: ${e.message}`),
        );
        // The stand-in network of the project, should `down` have left it.
        await docker(['network', 'rm', `${PROJECT}_default`]).catch(() => undefined);
      }
      saveSummary();
      if (!process.env.FREAKDROP_PROOF_DIR) rmSync(WORK, { recursive: true, force: true });
    });

    step('the stand-in bases build from Debian packages (debootstrap trixie)', async (t) => {
      const t0 = performance.now();
      const done = await buildBases({ log: join(LOGS, 'bases.log'), say: (m) => t.diagnostic(m) });
      timing(
        'stand-in bases (debootstrap + node, nginx, mariadb, prometheus)',
        performance.now() - t0,
      );
      for (const d of done) {
        timing(`  ${d.image}`, d.seconds * 1000);
        t.diagnostic(`${d.image}: ${d.reused ? 'reused' : `built in ${d.seconds} s`}`);
      }
      const node = await dockerOut([
        'run',
        '--rm',
        STAND_INS.node,
        'sh',
        '-c',
        'node --version; npm --version; id -u node; id -g node',
      ]);
      const [nodeVersion, npmVersion, uid, gid] = node.split('\n');
      assert.match(nodeVersion, /^v24\./);
      assert.match(npmVersion, /^11\./);
      assert.deepEqual([uid, gid], ['1000', '1000'], 'the official image contract: node is 1000');
    });

    step(
      'the project images build on them, the CA bundle handed in as a BuildKit secret',
      async (t) => {
        const ca = caBundle();
        t.diagnostic(`CA bundle: ${ca ?? 'none'}`);
        const t0 = performance.now();
        const done = await buildAppImages({
          log: join(LOGS, 'images.log'),
          nodeImage: STAND_INS.node,
          nginxImage: STAND_INS.nginx,
          say: (m) => t.diagnostic(m),
        });
        timing('project images (api, then web from its cache)', performance.now() - t0);
        for (const d of done) timing(`  ${d.image}`, d.seconds * 1000);
        for (const { step, seconds } of slowestSteps(join(LOGS, 'images.log'), 4)) {
          summary.timings[`    ${step.slice(0, 60)}`] = seconds;
        }
        builtImages = true;
        Object.assign(summary.sizes, await imageSizes([...STACK_IMAGES, STAND_INS.debian]));
        for (const [image, mb] of Object.entries(summary.sizes)) t.diagnostic(`${image}: ${mb} MB`);
        saveSummary();
      },
    );

    step('the API image: non-root, no dev dependencies, no compilers, no sources', async () => {
      assert.ok(builtImages, 'needs the images');
      const user = await dockerOut([
        'image',
        'inspect',
        '--format',
        '{{.Config.User}}',
        APP_IMAGES.api,
      ]);
      assert.equal(user, 'node');
      const script = [
        'id -u',
        'for c in gcc cc g++ c++ clang make python3 node-gyp; do command -v $c; done',
        'cd /app/node_modules && ls -d typescript jest webpack react react-dom antd supertest eslint prettier @playwright/test @nestjs/testing @swc/core @types/jest s3rver autocannon html-webpack-plugin swc-loader 2>/dev/null',
        "find /app -path /app/node_modules -prune -o \\( -name '*.ts' -not -name '*.d.ts' -o -name '*.tsx' -o -name 'tsconfig*.json' \\) -print",
        'ls -d /app/backend/src /app/frontend/src 2>/dev/null',
        'true',
      ].join('; echo ---; ');
      const out = await dockerOut([
        'run',
        '--rm',
        '--entrypoint',
        'sh',
        APP_IMAGES.api,
        '-c',
        script,
      ]);
      const [uid, compilers, devDeps, sources, srcDirs] = out.split('---').map((s) => s.trim());
      assert.notEqual(uid, '0', 'runs as a non-root user');
      assert.equal(compilers, '', 'no compiler or build tool');
      assert.equal(devDeps, '', 'no dev dependency');
      assert.equal(sources, '', 'no TypeScript sources');
      assert.equal(srcDirs, '', 'no source folders');
    });

    step('no image keeps the CA bundle or an .npmrc in any of its layers', async (t) => {
      assert.ok(builtImages, 'needs the images');
      const ca = caBundle();
      const caBytes = ca ? readFileSync(ca) : null;
      for (const image of STACK_IMAGES) {
        const env = await dockerOut([
          'image',
          'inspect',
          '--format',
          '{{json .Config.Env}}',
          image,
        ]);
        assert.doesNotMatch(env, /NODE_EXTRA_CA_CERTS|npm_config_cafile|ca_bundle/i, image);
        const dir = mkdtempSync(join(WORK, 'layers-'));
        try {
          await docker(['save', '-o', join(dir, 'image.tar'), image]);
          const extracted = spawnSync('tar', ['-xf', 'image.tar', '--wildcards', '*/layer.tar'], {
            cwd: dir,
          });
          assert.equal(extracted.status, 0, String(extracted.stderr));
          const layers = readdirSync(dir).filter((d) => d !== 'image.tar');
          assert.ok(layers.length > 0, `${image} has layers`);
          for (const layer of layers) {
            const listing = spawnSync('tar', ['-tvf', join(dir, layer, 'layer.tar')], {
              encoding: 'utf8',
              maxBuffer: 256 * 1024 * 1024,
            });
            assert.equal(listing.status, 0, listing.stderr);
            for (const line of listing.stdout.split('\n').filter(Boolean)) {
              const fields = line.split(/\s+/);
              const path = fields.slice(5).join(' ');
              const isFile = line.startsWith('-');
              assert.doesNotMatch(path, /(^|\/)\.npmrc$/, `${image}: ${path}`);
              if (isFile) {
                assert.doesNotMatch(path, /(^|\/)run\/secrets\/./, `${image}: ${path}`);
                assert.doesNotMatch(path, /ca_bundle/, `${image}: ${path}`);
              }
              // A file as long as the bundle is read and compared with it.
              if (caBytes && isFile && Number(fields[2]) === caBytes.length) {
                const file = spawnSync('tar', ['-xOf', join(dir, layer, 'layer.tar'), path], {
                  maxBuffer: 64 * 1024 * 1024,
                });
                assert.notEqual(
                  sha256(file.stdout),
                  sha256(caBytes),
                  `${image}: ${path} is the CA bundle`,
                );
              }
            }
          }
          t.diagnostic(`${image}: ${layers.length} layers, no CA bundle, no .npmrc`);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    });

    step(
      'compose up: the MariaDB stand-in, two API replicas and nginx become healthy',
      async (t) => {
        assert.ok(builtImages, 'needs the images');
        const t0 = performance.now();
        await compose(['up', '-d', '--no-build', '--scale', 'api=2']);
        const upDone = performance.now();
        await waitHealthy();
        timing('compose up (until `up -d` returns)', upDone - t0);
        timing('compose up (until every container is healthy)', performance.now() - t0);
        stackUp = true;
        const apis = await containers('api');
        assert.equal(apis.length, 2, 'two API replicas');
        const health = await call(WEB, '/api/health');
        assert.equal(health.status, 200, show(health));
        assert.deepEqual(health.data, { status: 'ok', database: 'up' });
        t.diagnostic(`replicas: ${apis.map((a) => `${a.name} ${a.ip}`).join(', ')}`);
      },
    );

    step(
      'the API containers run as non-root on a read-only root, /data and /tmp writable',
      async () => {
        assert.ok(stackUp, 'needs the stack');
        for (const api of await containers('api')) {
          assert.equal(api.readOnly, true, `${api.name}: read_only`);
          assert.ok(Object.hasOwn(api.tmpfs ?? {}, '/tmp'), `${api.name}: /tmp is a tmpfs`);
          const probe = await dockerOut([
            'exec',
            api.id,
            'sh',
            '-c',
            'id -u; touch /app/probe 2>/dev/null && echo app-writable; touch /probe 2>/dev/null && echo root-writable; ' +
              'touch /data/probe && rm /data/probe && echo data-ok; touch /tmp/probe && rm /tmp/probe && echo tmp-ok',
          ]);
          assert.deepEqual(
            probe.split('\n'),
            ['1000', 'data-ok', 'tmp-ok'],
            `${api.name}: ${probe}`,
          );
        }
      },
    );

    step(
      'nginx serves the storefront HTML and its assets; /api/health answers from both replicas',
      async () => {
        assert.ok(stackUp, 'needs the stack');
        const home = await call(WEB, '/');
        assert.equal(home.status, 200);
        assert.match(home.headers.get('content-type'), /^text\/html/);
        assert.equal(home.headers.get('cache-control'), 'no-cache');
        const html = home.data.toString('utf8');
        const assets = [...html.matchAll(/(?:src|href)=["']?(\/assets\/[^"'\s>]+)/g)].map(
          (m) => m[1],
        );
        assert.ok(assets.length >= 2, `index.html names its assets: ${assets.join(', ')}`);
        for (const asset of assets) {
          const res = await call(WEB, asset, { headers: { 'accept-encoding': 'gzip' } });
          assert.equal(res.status, 200, asset);
          assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
          // Scripts, styles and what the rendered page preloads (face, poster, hero video): real
          // files, never the HTML a missing path would fall back to.
          const type = res.headers.get('content-type') ?? '';
          assert.match(
            type,
            /^(application\/javascript|text\/(javascript|css)|font\/|image\/|video\/)/,
            asset,
          );
        }
        const shop = await call(WEB, '/shop');
        assert.equal(shop.status, 200, 'the API renders /shop behind nginx');
        assert.match(shop.data.toString(), /<title>[^<]*Shop[^<]*<\/title>/);

        const apis = await containers('api');
        const [web] = await containers('web');
        for (let i = 0; i < 20; i += 1) assert.equal((await call(WEB, '/api/health')).status, 200);
        await sleep(300);
        const answered = new Set(
          (await accessLog(web.id, '/api/health'))
            .flatMap((l) => l.upstreams)
            .filter((u) => u.status === 200)
            .map((u) => u.addr),
        );
        for (const api of apis) {
          assert.ok(
            answered.has(`${api.ip}:3000`),
            `${api.name} (${api.ip}) answered /api/health: ${[...answered]}`,
          );
        }
      },
    );

    step(
      'admin sign-in; a product created with an uploaded image that both replicas serve',
      async () => {
        assert.ok(stackUp, 'needs the stack');
        const login = await call(WEB, '/api/auth/login', {
          method: 'POST',
          json: { email: 'admin', password: ADMIN_PASSWORD },
        });
        assert.equal(login.status, 200, show(login));
        cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
        assert.match(cookie, /^freakdrop\.sid=/);

        const png = await sharp({
          create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 200, b: 90 } },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        form.append('image', new Blob([png], { type: 'image/png' }), 'proof.png');
        const uploaded = await call(WEB, '/api/admin/uploads', {
          method: 'POST',
          cookie,
          body: form,
        });
        assert.equal(uploaded.status, 201, show(uploaded));
        imageUrl = uploaded.data.url;
        assert.match(imageUrl, /^\/uploads\/[a-f0-9]{32}\.webp$/);

        const category = await call(WEB, '/api/admin/categories', {
          method: 'POST',
          cookie,
          json: { name: 'Compose proof', slug: 'COMPOSE-PROOF' },
        });
        assert.equal(category.status, 201, show(category));
        const created = await call(WEB, '/api/admin/products', {
          method: 'POST',
          cookie,
          json: {
            sku: 'COMPOSE-PROOF-1',
            slug: 'compose-proof-tee',
            title: 'Compose proof tee',
            description: 'A product made by the compose proof.',
            category: 'COMPOSE-PROOF',
            images: [imageUrl],
            priceAED: 150,
            stockQuantity: 7,
            sizes: [],
            colors: [],
          },
        });
        assert.equal(created.status, 201, show(created));
        product = created.data;

        const viaNginx = await call(WEB, imageUrl);
        assert.equal(viaNginx.status, 200);
        assert.equal(viaNginx.headers.get('content-type'), 'image/webp');
        assert.match(viaNginx.headers.get('cache-control'), /immutable/);
        imageSha = sha256(viaNginx.data);
        for (const api of await containers('api')) {
          const direct = await fetchInside(api.id, imageUrl);
          assert.equal(direct.status, 200, `${api.name} serves the image`);
          assert.equal(direct.sha, imageSha, `${api.name} serves the same bytes`);
          const page = await fetchInside(api.id, `/api/products/${product.slug}`);
          assert.equal(page.status, 200, `${api.name} knows the product`);
        }
      },
    );

    step(
      'an order placed by a shopper is seen in the admin through the other replica; stock taken once',
      async (t) => {
        assert.ok(product, 'needs the product');
        deliveryAED = (await call(WEB, '/api/settings')).data.deliveryAED;
        const [web] = await containers('web');
        const since = new Date(Date.now() - 1000).toISOString();
        const placed = await call(WEB, '/api/orders', {
          method: 'POST',
          headers: { 'idempotency-key': `compose-proof-${PROJECT}` },
          json: oneOfProduct(),
        });
        assert.equal(placed.status, 201, show(placed));
        order = placed.data;
        await sleep(300);
        const [line] = (await accessLog(web.id, '/api/orders', since)).filter(
          (l) => l.status === 201,
        );
        const placedOn = line?.upstreams.at(-1)?.addr;
        const apis = await containers('api');
        const other = apis.find((a) => `${a.ip}:3000` !== placedOn);
        assert.ok(placedOn && other, `the replica that took the order (${placedOn}) and another`);
        t.diagnostic(
          `order ${order.orderNumber} placed through ${placedOn}, read through ${other.name}`,
        );

        const list = await fetchInside(other.id, '/api/admin/orders', cookie);
        assert.equal(list.status, 200, 'the other replica accepts the session');
        assert.ok(list.text.includes(order.orderNumber), 'and lists the order');
        for (const api of apis) {
          const seen = await fetchInside(api.id, `/api/products/${product.slug}`);
          assert.equal(JSON.parse(seen.text).stockQuantity, 6, `${api.name}: 7 - 1 in stock`);
        }
        const viaNginx = await call(WEB, `/api/products/${product.slug}`);
        assert.equal(viaNginx.data.stockQuantity, 6);
      },
    );

    step(
      'Prometheus scrapes both replicas through compose DNS and counts the orders placed',
      async (t) => {
        assert.ok(order, 'needs the order');
        // Three more orders, so the count is more than one.
        for (let i = 0; i < 3; i += 1) {
          const more = await call(WEB, '/api/orders', {
            method: 'POST',
            json: oneOfProduct(),
          });
          assert.equal(more.status, 201, show(more));
        }
        const apis = await containers('api');
        const query = async (promql) => {
          const res = await fetch(`${PROMETHEUS}/api/v1/query?query=${encodeURIComponent(promql)}`);
          const body = await res.json();
          assert.equal(body.status, 'success', JSON.stringify(body));
          return body.data.result;
        };
        // Scraped every 15 s; found again through DNS every 5 s.
        const deadline = Date.now() + 90_000;
        let targets = [];
        let placed = NaN;
        while (Date.now() < deadline) {
          const res = await fetch(`${PROMETHEUS}/api/v1/targets`).catch(() => null);
          if (res?.ok) {
            targets = (await res.json()).data.activeTargets.filter(
              (x) => x.labels.job === 'freakdrop-api',
            );
            const sum = await query('sum(freakdrop_orders_placed_total)');
            placed = Number(sum[0]?.value[1] ?? NaN);
            if (targets.length === 2 && targets.every((x) => x.health === 'up') && placed === 4) {
              break;
            }
          }
          await sleep(2000);
        }
        t.diagnostic(
          `targets: ${targets.map((x) => `${x.labels.instance} ${x.health} ${x.lastError}`).join(', ')}; orders placed: ${placed}`,
        );
        assert.deepEqual(
          targets.map((x) => x.labels.instance).sort(),
          apis.map((a) => `${a.ip}:9464`).sort(),
          'one target per replica, found through DNS',
        );
        assert.ok(
          targets.every((x) => x.health === 'up'),
          'both replicas up',
        );
        assert.equal(
          placed,
          4,
          'the four orders the proof placed, in freakdrop_orders_placed_total',
        );
        const up = await query('up{job="freakdrop-api"}');
        assert.deepEqual(
          up.map((r) => r.value[1]),
          ['1', '1'],
        );
        const rules = await (await fetch(`${PROMETHEUS}/api/v1/rules`)).json();
        const names = rules.data.groups.flatMap((g) => g.rules.map((r) => r.name));
        assert.ok(names.includes('FreakDropCheckoutSlow'), 'the alert rules are loaded');
        // The metrics port is not published and nginx does not serve it.
        const viaNginx = await call(WEB, '/metrics');
        assert.doesNotMatch(String(viaNginx.data), /freakdrop_orders_placed_total/);
      },
    );

    step(
      'one API container killed: requests keep succeeding, and compose brings it back',
      async (t) => {
        assert.ok(product && imageUrl, 'needs the product');
        const [victim, survivor] = await containers('api');
        const [web] = await containers('web');
        const started = Date.now();
        let killedAt = 0;
        let restartedAt = 0;
        let healthyAt = 0;
        let done = false;
        const results = [];
        const paths = [
          '/api/health',
          '/api/products?limit=5',
          `/api/products/${product.slug}`,
          imageUrl,
        ];

        const worker = async (path) => {
          while (!done) {
            const at = Date.now();
            const res = await call(WEB, path).catch((e) => ({ status: `error ${e.message}` }));
            results.push({ path, at, ms: Date.now() - at, status: res.status });
          }
        };
        const watcher = async () => {
          await sleep(1500);
          // Like a crash: the process dies, not `docker kill` (which counts as a manual stop).
          process.kill(victim.pid, 'SIGKILL');
          killedAt = Date.now();
          const deadline = killedAt + 150_000;
          while (Date.now() < deadline) {
            await sleep(250);
            const now = (await containers('api')).find((c) => c.id === victim.id);
            if (!restartedAt && now?.running && now.restarts > victim.restarts)
              restartedAt = Date.now();
            if (restartedAt && now?.health === 'healthy') {
              healthyAt = Date.now();
              break;
            }
          }
          await sleep(2000);
          done = true;
        };
        await Promise.all([...paths.map(worker), ...paths.map(worker), watcher()]);

        const afterKill = results.filter((r) => r.at >= killedAt);
        const bad = results.filter((r) => r.status !== 200);
        const slowest = Math.max(...afterKill.map((r) => r.ms));
        const note =
          `${results.length} requests (${afterKill.length} after the kill), ${bad.length} failed, ` +
          `slowest after the kill ${slowest} ms; back after ${((restartedAt - killedAt) / 1000).toFixed(1)} s, ` +
          `healthy after ${((healthyAt - killedAt) / 1000).toFixed(1)} s`;
        t.diagnostic(note);
        summary.replicaKilled = note;
        timing('killed replica: restarted by compose after', restartedAt - killedAt);
        timing('killed replica: healthy again after', healthyAt - killedAt);
        assert.ok(restartedAt, 'the restart policy brought the container back');
        assert.ok(healthyAt, 'and it became healthy');
        assert.deepEqual(bad.slice(0, 10), [], 'every request through nginx succeeded');
        assert.ok(afterKill.length > 20, 'requests went on after the kill');
        assert.ok(started < killedAt);

        // nginx sends traffic to the restarted replica again.
        const since = new Date(Date.now() - 500).toISOString();
        const back = (await containers('api')).find((c) => c.id === victim.id);
        const survivorNow = (await containers('api')).find((c) => c.id === survivor.id);
        for (let i = 0; i < 30; i += 1) assert.equal((await call(WEB, '/api/health')).status, 200);
        await sleep(300);
        const used = new Set(
          (await accessLog(web.id, '/api/health', since))
            .flatMap((l) => l.upstreams)
            .map((u) => u.addr),
        );
        assert.ok(
          used.has(`${back.ip}:3000`),
          `the restarted replica gets traffic again (${[...used]})`,
        );
        assert.ok(used.has(`${survivorNow.ip}:3000`));
      },
    );

    step(
      'down, then up again: products, orders, sessions and uploads are still there',
      async () => {
        assert.ok(order, 'needs the order');
        await compose(['down', '--timeout', '10']);
        assert.equal((await containers('api')).length, 0, 'the containers are gone');
        const t0 = performance.now();
        await compose(['up', '-d', '--no-build', '--scale', 'api=2']);
        await waitHealthy();
        timing('compose up again on the volumes (until healthy)', performance.now() - t0);

        const again = await call(WEB, `/api/products/${product.slug}`);
        assert.equal(again.status, 200, show(again));
        assert.equal(again.data.stockQuantity, 3, '7, less the four orders placed');
        const image = await call(WEB, imageUrl);
        assert.equal(image.status, 200);
        assert.equal(sha256(image.data), imageSha, 'the uploaded image survived (api-data volume)');
        const orders = await call(WEB, '/api/admin/orders', { cookie });
        assert.equal(orders.status, 200, 'the admin session survived (MySQL volume)');
        assert.ok(JSON.stringify(orders.data).includes(order.orderNumber), 'the order survived');
        const tracked = await call(
          WEB,
          `/api/orders/track?orderNumber=${encodeURIComponent(order.orderNumber)}&phone=${encodeURIComponent('+971 50 123 4567')}`,
        );
        assert.equal(tracked.status, 200, show(tracked));
      },
    );
  },
);

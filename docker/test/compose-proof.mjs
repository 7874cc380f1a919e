#!/usr/bin/env node
// `npm run test:compose`: the docker compose stack built and run for real.
// Finds or starts a Docker engine (docker/test/engine.mjs), runs docker/test/compose.test.mjs
// against it, prints the image sizes and timings, and stops the engine it started, on failure
// too.
//   --if-ci   (how `npm test` calls it) run only when CI=true, else say so in one line.
// Outside CI, a machine where no engine answers and none can be started is skipped with one
// line; under CI=true that is a failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cannotStart, useEngine } from './engine.mjs';
import { engineVersion } from '../build.mjs';

const TEST_FILE = fileURLToPath(new URL('./compose.test.mjs', import.meta.url));
const inCi = process.env.CI === 'true';

if (process.argv.includes('--if-ci') && !inCi) {
  console.log(
    'test:compose: skipped outside CI (the Docker proof takes ~12 min); run `npm run test:compose`',
  );
  process.exit(0);
}

const unavailable = (await engineVersion()) ? null : cannotStart();
if (unavailable) {
  const line = `test:compose: no Docker engine answers and none can be started here (${unavailable})`;
  if (inCi) {
    console.error(`${line}: FAILED (CI=true)`);
    process.exit(1);
  }
  console.log(`${line}: SKIPPED`);
  process.exit(0);
}

const started = performance.now();
const engine = await useEngine({ say: (m) => console.log(`test:compose: ${m}`) });
const work = mkdtempSync(join(tmpdir(), 'fd-proof-'));
const summaryFile = join(work, 'summary.json');
let code = 1;
const stopChild = [];
const onSignal = (signal) => {
  for (const kill of stopChild) kill(signal);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
try {
  code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--test', '--test-reporter=spec', '--test-concurrency=1', TEST_FILE],
      {
        stdio: 'inherit',
        env: { ...engine.env, FREAKDROP_PROOF_SUMMARY: summaryFile, FREAKDROP_PROOF_DIR: work },
      },
    );
    stopChild.push((signal) => child.kill(signal));
    child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
} finally {
  if (engine.own) {
    const t0 = performance.now();
    await engine.stop();
    const s = Math.round((performance.now() - t0) / 100) / 10;
    console.log(`test:compose: stopped the engine it started and removed its folder (${s} s)`);
  }
  const total = Math.round((performance.now() - started) / 1000);
  if (existsSync(summaryFile)) {
    const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
    console.log('\ntest:compose: images (size as `docker images` counts it, uncompressed)');
    for (const [image, mb] of Object.entries(summary.sizes ?? {})) {
      console.log(`  ${image.padEnd(32)} ${String(mb).padStart(7)} MB`);
    }
    console.log('test:compose: timings');
    for (const [what, s] of Object.entries(summary.timings ?? {})) {
      console.log(`  ${what.padEnd(64)} ${String(s).padStart(7)} s`);
    }
  }
  console.log(`test:compose: whole proof ${total} s (${Math.round(total / 6) / 10} min)`);
  if (code === 0) rmSync(work, { recursive: true, force: true });
  else console.log(`test:compose: build and compose logs kept in ${join(work, 'logs')}`);
}
process.exit(code);

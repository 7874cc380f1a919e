/**
 * Self time per function and per package/file from a V8 .cpuprofile (node --cpu-prof),
 * optionally only over time windows ([start, end] in µs of the monotonic clock, which V8's
 * profile timestamps and process.hrtime share on Linux).
 *
 *   node bench/profile-summary.mjs CPU.123.cpuprofile [--top 25]
 */
import { readFileSync } from 'node:fs';

function area(url) {
  if (!url) return '(native / V8)';
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('/node_modules/');
  if (nm !== -1) {
    const rest = path.slice(nm + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (path.startsWith('node:')) return 'node internals';
  const dist = path.indexOf('/backend/dist/');
  if (dist !== -1) return `app ${path.slice(dist + '/backend/dist/'.length)}`;
  return path;
}

/** A short file name: `package/path/in/package.js`, `app/<path in dist>`, or node's own. */
function shortFile(url) {
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('/node_modules/');
  if (nm !== -1) return path.slice(nm + '/node_modules/'.length);
  const dist = path.indexOf('/backend/dist/');
  if (dist !== -1) return `app/${path.slice(dist + '/backend/dist/'.length)}`;
  return path;
}

export function summarizeProfile(file, windows = [], { top = 25 } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const inWindow = (t) => windows.length === 0 || windows.some(([a, b]) => t >= a && t <= b);
  const selfByNode = new Map();
  let t = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (!inWindow(t)) continue;
    selfByNode.set(profile.samples[i], (selfByNode.get(profile.samples[i]) ?? 0) + dt);
    total += dt;
  }
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (id) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const where = url ? `${shortFile(url)}:${lineNumber + 1}` : '';
    return `${functionName || '(anonymous)'} ${where}`.trim();
  };
  const byFunction = new Map();
  const byArea = new Map();
  const inclusive = new Map();
  let idle = 0;
  for (const [id, us] of selfByNode) {
    const { functionName, url } = nodes.get(id).callFrame;
    if (functionName === '(idle)') idle += us;
    const key = keyOf(id);
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    // Inclusive: once per distinct function on the sampled stack (the synchronous part only).
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) seen.add(keyOf(n));
    for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    const a = functionName.startsWith('(') ? functionName : area(url);
    byArea.set(a, (byArea.get(a) ?? 0) + us);
  }
  const busy = total - idle;
  const pct = (us) => `${((100 * us) / (busy || 1)).toFixed(1)}%`;
  const sorted = (m) =>
    [...m.entries()].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]);
  const functions = sorted(byFunction).slice(0, top);
  const areas = sorted(byArea).slice(0, 15);
  // Where the time is spent, seen from our code and from TypeORM's query builder.
  const ours = sorted(inclusive)
    .filter(([k]) => / (app\/|typeorm\/(query-builder|entity-manager|repository|driver))/.test(k))
    .slice(0, top);
  const text = [
    `Sampled ${(total / 1e6).toFixed(1)} s in the load windows, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / (total || 1)).toFixed(0)}%); shares below are of the busy time.`,
    '',
    '| self time | package / file |',
    '|---:|---|',
    ...areas.map(([k, us]) => `| ${pct(us)} | ${k} |`),
    '',
    '| self time | function (file:line) |',
    '|---:|---|',
    ...functions.map(([k, us]) => `| ${pct(us)} | \`${k}\` |`),
    '',
    '| inclusive (sync part) | app and TypeORM functions |',
    '|---:|---|',
    ...ours.map(([k, us]) => `| ${pct(us)} | \`${k}\` |`),
  ].join('\n');
  return {
    totalUs: total,
    busyUs: busy,
    areas: areas.map(([name, us]) => ({ name, us })),
    functions: functions.map(([name, us]) => ({ name, us })),
    inclusive: ours.map(([name, us]) => ({ name, us })),
    text,
  };
}

if (process.argv[1]?.endsWith('profile-summary.mjs')) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node profile-summary.mjs <file.cpuprofile> [--top N]');
    process.exit(2);
  }
  const i = process.argv.indexOf('--top');
  console.log(
    summarizeProfile(file, [], { top: i === -1 ? 25 : Number(process.argv[i + 1]) }).text,
  );
}

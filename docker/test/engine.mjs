// A Docker engine for the compose proof: the one that answers already (DOCKER_HOST, or the
// default socket), used as it is and never stopped; otherwise one of our own, started in a
// temporary folder with its own data root, exec root, pid file and socket, so it touches no
// daemon and no state of anyone else on the machine. Ours is stopped by its pid and its folder
// removed, on failure too.
//
// Our engine's data root is a tmpfs mounted in that folder (up to FREAKDROP_DOCKER_TMPFS_SIZE,
// default 12g; memory is only used as it fills, ~3 GB for the proof): builds write ~100k small
// files, which on a busy disk cost minutes, and removing the engine is then one umount instead
// of a long delete. FREAKDROP_DOCKER_TMPFS=0 keeps it on disk. FREAKDROP_DOCKER_DATA_ROOT=/dir
// keeps the data root (images and build cache) there between runs, to iterate faster.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { engineVersion } from '../build.mjs';

function findDockerd() {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin']) {
    if (existsSync(join(dir, 'dockerd'))) return join(dir, 'dockerd');
  }
  return null;
}

/** Why no engine of our own can be started here, or null when one can. */
export function cannotStart() {
  if (!findDockerd()) return 'dockerd is not installed (apt-get install docker.io)';
  if (process.getuid?.() !== 0) return 'starting dockerd needs root';
  return null;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Mount points under `dir`, deepest first (what a killed engine can leave behind). */
function mountsUnder(dir) {
  return readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((point) => point && (point === dir || point.startsWith(`${dir}/`)))
    .sort((a, b) => b.length - a.length);
}

/**
 * The engine to use: { env (with DOCKER_HOST), version, own, stop() }.
 * Throws when none answers and none can be started (the message says why).
 */
export async function useEngine({ say = console.log } = {}) {
  const version = await engineVersion(process.env);
  if (version) {
    say(`engine: using the Docker engine that answers (${version}); it is left running`);
    return { env: { ...process.env }, version, own: false, stop: async () => {} };
  }
  const why = cannotStart();
  if (why) throw new Error(`no Docker engine answers and none can be started: ${why}`);

  const dir = mkdtempSync(join(tmpdir(), 'fd-dockerd-'));
  const keptRoot = process.env.FREAKDROP_DOCKER_DATA_ROOT;
  const dataRoot = keptRoot || join(dir, 'root');
  mkdirSync(dataRoot, { recursive: true });
  let storage = keptRoot ? `kept data root ${keptRoot}` : 'data root on disk';
  if (!keptRoot && process.env.FREAKDROP_DOCKER_TMPFS !== '0') {
    const size = process.env.FREAKDROP_DOCKER_TMPFS_SIZE || '12g';
    const mounted = spawnSync(
      'mount',
      ['-t', 'tmpfs', '-o', `size=${size},mode=0711`, 'fd-dockerd', dataRoot],
      {
        encoding: 'utf8',
      },
    );
    storage =
      mounted.status === 0
        ? `data root on a tmpfs (up to ${size})`
        : `data root on disk (tmpfs: ${mounted.stderr.trim()})`;
  }
  const socket = join(dir, 'sock');
  const logFile = join(dir, 'dockerd.log');
  const out = openSync(logFile, 'a');
  const child = spawn(
    findDockerd(),
    [
      '--storage-driver=overlay2',
      '--iptables=false',
      '--bridge=none',
      '--data-root',
      dataRoot,
      '--exec-root',
      join(dir, 'exec'),
      '--pidfile',
      join(dir, 'pid'),
      '-H',
      `unix://${socket}`,
    ],
    { stdio: ['ignore', out, out] },
  );
  const pid = child.pid;
  const env = { ...process.env, DOCKER_HOST: `unix://${socket}` };
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (alive(pid)) {
      process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 60 && alive(pid); i += 1) await sleep(500);
      if (alive(pid)) process.kill(pid, 'SIGKILL');
      for (let i = 0; i < 20 && alive(pid); i += 1) await sleep(250);
    }
    // dockerd leaves its network namespace mounted (and a hard stop more); then our tmpfs.
    for (const point of mountsUnder(dir)) spawnSync('umount', ['-l', point]);
    if (keptRoot) for (const point of mountsUnder(keptRoot)) spawnSync('umount', ['-l', point]);
    if (spawnSync('rm', ['-rf', '--one-file-system', dir]).status !== 0) {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Ctrl-C or a crash of this process must not leave the engine behind.
  const onExit = () => {
    if (!stopped && alive(pid)) process.kill(pid, 'SIGKILL');
  };
  process.once('exit', onExit);

  for (let i = 0; i < 120; i += 1) {
    const answered = await engineVersion(env);
    if (answered) {
      say(`engine: started dockerd ${answered} (pid ${pid}) in ${dir}, ${storage}`);
      return { env, version: answered, own: true, pid, dir, logFile, stop };
    }
    if (child.exitCode !== null) break;
    await sleep(500);
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20) : [];
  await stop();
  throw new Error(`dockerd did not start:\n${log.join('\n')}`);
}

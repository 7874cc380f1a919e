/**
 * What the bench scripts share to start a server and wait for it: a free port, and polling
 * its /api/health until it answers.
 */
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * Polls `${base}/api/health` every 200 ms: true once it answers 2xx, false when the child
 * process exited or `seconds` passed first.
 */
export async function becameHealthy(child, base, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

// Renders docker/nginx.conf for a run outside Docker (the topology test): only the lines
// marked `template:` and the /tmp/nginx/ runtime folder change, so everything else under
// test is the production file. Each marker must be found exactly once.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NGINX_CONF = fileURLToPath(new URL('../nginx.conf', import.meta.url));

function replaceOnce(text, pattern, replacement, what) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (!matches || matches.length !== 1) {
    throw new Error(
      `docker/nginx.conf: expected exactly one ${what}, found ${matches?.length ?? 0}`,
    );
  }
  return text.replace(pattern, replacement);
}

/**
 * @param {{ servers: string[], root: string, port: number, runtimeDir: string }} options
 *   servers: `host:port` of each API process; they take the production server parameters
 *   (max_fails, fail_timeout) but not `resolve`, which needs Docker's DNS. The access log goes
 *   to `<runtimeDir>/access.log` (/dev/stdout cannot be opened on the socket Node's
 *   child_process gives its children).
 */
export function renderNginxConf({ servers, root, port, runtimeDir }, source = NGINX_CONF) {
  let conf = readFileSync(source, 'utf8');

  const block = /( *)# template:upstream-begin\n([\s\S]*?)\n *# template:upstream-end\n/;
  const found = block.exec(conf);
  if (!found) throw new Error('docker/nginx.conf: the template:upstream markers are missing');
  const indent = found[1];
  const serverLine = /^\s*server\s+(\S+)((?:\s+[^;]+?)?);/m.exec(found[2]);
  if (!serverLine) throw new Error('docker/nginx.conf: no server line between the markers');
  const params = serverLine[2]
    .trim()
    .split(/\s+/)
    .filter((p) => p && p !== 'resolve');
  const lines = servers.map((s) => `${indent}server ${[s, ...params].join(' ')};`);
  conf = replaceOnce(conf, block, `${lines.join('\n')}\n`, 'template:upstream block');

  conf = replaceOnce(
    conf,
    /^(\s*)root\s+\S+;\s*# template:root$/m,
    `$1root ${root};`,
    'template:root line',
  );
  conf = replaceOnce(
    conf,
    /^(\s*)listen\s+\d+(.*?);\s*# template:listen$/m,
    `$1listen 127.0.0.1:${port}$2;`,
    'template:listen line',
  );
  conf = replaceOnce(
    conf,
    /^(\s*)access_log\s+\S+(.*?);\s*# template:access_log$/m,
    `$1access_log ${runtimeDir}/access.log$2;`,
    'template:access_log line',
  );
  if (!conf.includes('/tmp/nginx/')) throw new Error('docker/nginx.conf: no /tmp/nginx/ paths');
  conf = conf.replaceAll('/tmp/nginx/', `${runtimeDir}/`);
  return conf;
}

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
 *   servers: `host:port` of each API process. In Docker, nginx finds the replicas through
 *   Docker's DNS (`resolver 127.0.0.11` and `set $api_upstream http://api:3000`); here they
 *   become a static upstream `freakdrop_api` that the same proxy_pass lines use, with passive
 *   health checks (a replica that fails is left out for 10 s). The access log goes to
 *   `<runtimeDir>/access.log` (/dev/stdout cannot be opened on the socket Node's child_process
 *   gives its children).
 */
export function renderNginxConf({ servers, root, port, runtimeDir }, source = NGINX_CONF) {
  let conf = readFileSync(source, 'utf8');

  const block = /( *)# template:upstream-begin\n([\s\S]*?)\n *# template:upstream-end\n/;
  const found = block.exec(conf);
  if (!found) throw new Error('docker/nginx.conf: the template:upstream markers are missing');
  if (!/^\s*resolver\s/m.test(found[2])) {
    throw new Error('docker/nginx.conf: no resolver between the template:upstream markers');
  }
  const indent = found[1];
  const upstream = [
    `${indent}upstream freakdrop_api {`,
    ...servers.map((s) => `${indent}    server ${s} max_fails=1 fail_timeout=10s;`),
    `${indent}}`,
  ];
  conf = replaceOnce(conf, block, `${upstream.join('\n')}\n`, 'template:upstream block');
  conf = replaceOnce(
    conf,
    /^(\s*)set\s+\$api_upstream\s+\S+;\s*# template:api_upstream$/m,
    '$1set $api_upstream http://freakdrop_api;',
    'template:api_upstream line',
  );

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

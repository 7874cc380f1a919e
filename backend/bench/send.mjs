/**
 * One JSON request over a given keep-alive agent (node:http, no fetch: the benches control
 * their connections), shared by the drop and the order benches. Resolves, never rejects:
 * `{ status, body, cookie, ms }`, the body parsed when it is JSON (else null), status 0 with the
 * error's message when the connection failed; `ms` from the call to the end of the answer.
 */
import { request } from 'node:http';

export function send(agent, base, method, path, body, headers = {}) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolveSend) => {
    const started = performance.now();
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: {
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': payload.length }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON: counted by its status
          }
          resolveSend({
            status: res.statusCode,
            body: json,
            cookie: res.headers['set-cookie'],
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', (error) =>
      resolveSend({ status: 0, body: { message: error.message }, ms: performance.now() - started }),
    );
    req.end(payload);
  });
}

import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { JSON_BODY_LIMIT } from '../src/app.setup';
import { useTestApp, expectError } from './support/test-app';

describe('errors, headers and docs', () => {
  const t = useTestApp();

  it('answers unknown API routes with JSON 404', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.body).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: expect.any(String),
    });
  });

  it('answers malformed JSON with 400 and an oversize body with 413, never a stack trace', async () => {
    const admin = await t.admin();
    const bad = await admin
      .post('/api/admin/categories')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expectError(bad, 400, 'VALIDATION_FAILED', expect.any(String));
    expect(JSON.stringify(bad.body)).not.toMatch(/\bat \w|node_modules/);
    expect(JSON_BODY_LIMIT).toBe('100kb');
    const big = await admin
      .post('/api/admin/categories')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(200_000), slug: 'X' }))
      .expect(413);
    expectError(big, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  });

  it("answers what Node's HTTP parser refuses with a coded error body, then closes", async () => {
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    /** Writes raw bytes and reads until the server closes the connection. */
    const raw = (bytes: string) =>
      new Promise<{ status: number; body: unknown }>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', fail);
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const [head, body] = text.split('\r\n\r\n');
          done({ status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown });
        });
      });
    expect(await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n')).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'MALFORMED_REQUEST', message: 'Bad request' },
    });
    const long = `GET /api/products?search=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`;
    expect(await raw(long)).toEqual({
      status: 431,
      body: {
        statusCode: 431,
        code: 'REQUEST_HEADERS_TOO_LARGE',
        message: 'The request address or headers are too long',
      },
    });
  });

  it('sends security headers and no X-Powered-By', async () => {
    const res = await t.http().get('/api/settings').expect(200);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('refuses state-changing calls from another site', async () => {
    const admin = await t.admin();
    await admin
      .post('/api/admin/categories')
      .set('Origin', 'https://evil.example')
      .send({ name: 'Evil', slug: 'EVIL' })
      .expect(403);
    await admin
      .post('/api/admin/categories')
      .set('Origin', 'http://127.0.0.1')
      .send({ name: 'Nice', slug: 'NICE' })
      .expect(403);
  });

  it('serves the OpenAPI document built from the DTOs', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/categories',
        '/api/settings',
        '/api/auth/login',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'ProductInputDto',
        'CategoryInputDto',
        'SettingsInputDto',
        'LoginDto',
      ]),
    );
  });

  it('answers health', async () => {
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
    });
  });
});

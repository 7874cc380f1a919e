import { generate } from 'otplib';
import type TestAgent from 'supertest/lib/agent';
import { SECURITY_MSG } from '../src/contract';
import type { ActivityListResponse, TwoFactorEnabledResponse } from '../src/contract';
import { upsertAdmin } from '../src/auth/passwords';
import { User } from '../src/auth/user.entity';
import { expectError, useTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const OWNER = { username: 'owner2', password: 'owner-password-2' };

/** The base32 secret an otpauth:// URL carries. */
function secretOf(otpauthUrl: string): string {
  const secret = new URL(otpauthUrl).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUrl}`);
  return secret;
}

/** The code of the 30-second step `steps` away from now (the server takes ±1 step). */
function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

async function addAccount(t: TestApp, account = OWNER): Promise<void> {
  await upsertAdmin(t.dataSource.getRepository(User), account.username, account.password, 'create');
}

async function signedIn(t: TestApp, account = OWNER): Promise<TestAgent> {
  const agent = t.http();
  await agent
    .post('/api/auth/login')
    .send({ email: account.username, password: account.password })
    .expect(200);
  return agent;
}

/** Enrols the agent's account; answers its secret and recovery codes. */
async function enrol(agent: TestAgent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/admin/me/two-factor').expect(200);
  const secret = secretOf(setup.body.otpauthUrl as string);
  const confirmed = await agent
    .post('/api/admin/me/two-factor/confirm')
    .send({ code: await codeAt(secret) })
    .expect(200);
  return { secret, recoveryCodes: (confirmed.body as TwoFactorEnabledResponse).recoveryCodes };
}

describe('two-step sign-in (TOTP)', () => {
  const t = useTestApp();
  let secret = '';
  let recoveryCodes: string[] = [];
  let firstCode = '';

  beforeAll(async () => {
    await addAccount(t);
  });

  it('enrols: an otpauth URL and its QR code, on only once a code from the app is confirmed', async () => {
    const agent = await signedIn(t);
    expect((await agent.get('/api/admin/me/two-factor').expect(200)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // Not started: nothing to confirm.
    const early = await agent
      .post('/api/admin/me/two-factor/confirm')
      .send({ code: '123456' })
      .expect(409);
    expect(early.body.code).toBe('TWO_FACTOR_STATE');

    const setup = await agent.post('/api/admin/me/two-factor').expect(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/FreakDrop:owner2\?secret=[A-Z2-7]+/);
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    secret = secretOf(setup.body.otpauthUrl as string);

    const wrong = await agent
      .post('/api/admin/me/two-factor/confirm')
      .send({ code: '000000' === (await codeAt(secret)) ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ code: SECURITY_MSG.twoFactorCodeWrong });
    // Still off: a sign-in needs only the password.
    await signedIn(t);

    firstCode = await codeAt(secret);
    const on = await agent
      .post('/api/admin/me/two-factor/confirm')
      .send({ code: firstCode })
      .expect(200);
    recoveryCodes = (on.body as TwoFactorEnabledResponse).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await agent.get('/api/admin/me/two-factor').expect(200);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // On: a new enrolment is refused, and the secret is never answered again.
    const again = await agent.post('/api/admin/me/two-factor').expect(409);
    expect(again.body.code).toBe('TWO_FACTOR_STATE');
  });

  it('asks for the code after the password, without a session until it is right', async () => {
    const agent = t.http();
    const first = await agent
      .post('/api/auth/login')
      .send({ email: OWNER.username, password: OWNER.password })
      .expect(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    await agent.get('/api/auth/me').expect(401);
    await agent.get('/api/admin/system').expect(401);

    const wrong = await agent.post('/api/auth/two-factor').send({ code: '12345' }).expect(401);
    expectError(wrong, 401, 'INVALID_TWO_FACTOR_CODE', SECURITY_MSG.twoFactorCodeWrong);
    // The code that turned it on was used: it does not sign in.
    await agent.post('/api/auth/two-factor').send({ code: firstCode }).expect(401);

    const done = await agent
      .post('/api/auth/two-factor')
      .send({ code: await codeAt(secret, 1) })
      .expect(200);
    expect(done.body).toEqual({
      success: true,
      user: { id: expect.any(String), username: OWNER.username },
    });
    await agent.get('/api/admin/system').expect(200);
    // The pending step is gone with the new session: the code cannot be sent again.
    await t.http().post('/api/auth/two-factor').send({ code: '123456' }).expect(401);
  });

  it('a code without a password step first is refused', async () => {
    const res = await t.http().post('/api/auth/two-factor').send({ code: '123456' }).expect(401);
    expectError(res, 401, 'INVALID_TWO_FACTOR_CODE', SECURITY_MSG.twoFactorSignInExpired);
    const empty = await t.http().post('/api/auth/two-factor').send({}).expect(400);
    expect(empty.body.errors).toHaveProperty('code');
  });

  it('signs in with a recovery code, once', async () => {
    const code = recoveryCodes[0];
    const agent = t.http();
    await agent
      .post('/api/auth/login')
      .send({ email: OWNER.username, password: OWNER.password })
      .expect(200);
    await agent.post('/api/auth/two-factor').send({ code: code.toUpperCase() }).expect(200);
    await agent.get('/api/admin/system').expect(200);

    const other = t.http();
    await other
      .post('/api/auth/login')
      .send({ email: OWNER.username, password: OWNER.password })
      .expect(200);
    await other.post('/api/auth/two-factor').send({ code }).expect(401);
    const status = await agent.get('/api/admin/me/two-factor').expect(200);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('logs sign-ins, failed ones and the switch, with no secret or code in any entry', async () => {
    await t
      .http()
      .post('/api/auth/login')
      .send({ email: OWNER.username, password: 'wrong-password' })
      .expect(401);
    const admin = await t.admin();
    const res = await admin
      .get('/api/admin/activity')
      .query({ actor: OWNER.username, entity: 'account' })
      .expect(200);
    const { entries } = res.body as ActivityListResponse;
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['sign-in', 'sign-in-failed', 'two-factor-failed', 'two-factor-on']),
    );
    expect(entries[0].action).toBe('sign-in-failed');
    expect(entries.find((e) => e.action === 'two-factor-on')?.changes).toEqual({
      twoFactorEnabled: ['false', 'true'],
    });
    const all = JSON.stringify((await admin.get('/api/admin/activity').expect(200)).body);
    expect(all).not.toContain(secret);
    expect(all).not.toContain(firstCode);
    expect(all).not.toContain(OWNER.password);
    expect(all).not.toContain('wrong-password');
    for (const code of recoveryCodes) expect(all).not.toContain(code);
    expect(all).not.toMatch(/argon|\$2[aby]\$/);
  });

  it('turns off with a code, and the password alone signs in again', async () => {
    const agent = t.http();
    await agent
      .post('/api/auth/login')
      .send({ email: OWNER.username, password: OWNER.password })
      .expect(200);
    await agent.post('/api/auth/two-factor').send({ code: recoveryCodes[1] }).expect(200);
    const wrong = await agent
      .delete('/api/admin/me/two-factor')
      .send({ code: '99999x' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ code: SECURITY_MSG.twoFactorCodeWrong });
    await agent.delete('/api/admin/me/two-factor').send({ code: recoveryCodes[2] }).expect(204);
    const off = await agent.delete('/api/admin/me/two-factor').send({ code: '123456' }).expect(409);
    expect(off.body.code).toBe('TWO_FACTOR_STATE');
    const plain = await signedIn(t);
    expect((await plain.get('/api/admin/me/two-factor').expect(200)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // The old recovery codes went with it.
    const activity = await plain
      .get('/api/admin/activity')
      .query({ entity: 'account', actor: OWNER.username })
      .expect(200);
    expect((activity.body as ActivityListResponse).entries[0].action).toBe('sign-in');
    expect((activity.body as ActivityListResponse).entries.map((e) => e.action)).toContain(
      'two-factor-off',
    );
  });
});

describe('two-step sign-in: wrong codes are throttled like passwords', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '3' });

  it('refuses even the right code past the limit, per account whatever the client', async () => {
    await addAccount(t);
    const { secret } = await enrol(await signedIn(t));
    const attempt = async (code: string): Promise<number> => {
      const agent = t.http();
      // Each sign-in gets a new pending step: the limit is the account's, not the session's.
      await agent
        .post('/api/auth/login')
        .send({ email: OWNER.username, password: OWNER.password })
        .expect(200);
      return (await agent.post('/api/auth/two-factor').send({ code })).status;
    };
    const right = await codeAt(secret, 1);
    const wrongCode = right === '000000' ? '111111' : '000000';
    expect([await attempt(wrongCode), await attempt(wrongCode), await attempt(wrongCode)]).toEqual([
      401, 401, 401,
    ]);
    const refused = t.http();
    await refused
      .post('/api/auth/login')
      .send({ email: OWNER.username, password: OWNER.password })
      .expect(200);
    const res = await refused.post('/api/auth/two-factor').send({ code: right }).expect(429);
    expect(res.body.code).toBe('THROTTLED');
    expect(res.body.message).toBe(SECURITY_MSG.tooManyTwoFactorCodes);
    await refused.get('/api/admin/system').expect(401);
  });
});

describe('owners must enrol when the shop requires it', () => {
  const t = useTestApp();

  it('signs an owner in limited to enrolling until two-step sign-in is on', async () => {
    await addAccount(t);
    const admin = await t.admin();
    const settings = (await admin.get('/api/admin/settings').expect(200)).body as Record<
      string,
      unknown
    >;
    expect(settings.requireTwoFactorForOwners).toBe(false);
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 20, brandTagline: 'Tagline', requireTwoFactorForOwners: true })
      .expect(200);
    expect(
      (await admin.get('/api/admin/settings').expect(200)).body.requireTwoFactorForOwners,
    ).toBe(true);

    const agent = t.http();
    const login = await agent
      .post('/api/auth/login')
      .send({ email: OWNER.username, password: OWNER.password })
      .expect(200);
    expect(login.body).toEqual({
      success: true,
      user: { id: expect.any(String), username: OWNER.username },
      twoFactorEnrolmentRequired: true,
    });
    const refused = await agent.get('/api/admin/system').expect(403);
    expectError(
      refused,
      403,
      'TWO_FACTOR_ENROLMENT_REQUIRED',
      SECURITY_MSG.twoFactorEnrolmentRequired,
    );
    await agent.get('/api/auth/me').expect(200);

    const setup = await agent.post('/api/admin/me/two-factor').expect(200);
    await agent
      .post('/api/admin/me/two-factor/confirm')
      .send({ code: await codeAt(secretOf(setup.body.otpauthUrl as string)) })
      .expect(200);
    await agent.get('/api/admin/system').expect(200);
  });
});

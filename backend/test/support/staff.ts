import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { StaffMember, StaffRole } from '../../src/contract';
import type { TestApp } from './test-app';

export const STAFF_PASSWORD = 'staff-password-1';

/** A staff account made by an owner through the API (201). */
export async function createStaff(
  owner: TestAgent,
  username: string,
  role: StaffRole,
  password = STAFF_PASSWORD,
): Promise<StaffMember> {
  const res = await owner
    .post('/api/admin/staff')
    .send({ username, displayName: `${role} ${username}`, role, password })
    .expect(201);
  return res.body as StaffMember;
}

/** A client signed in as `username` (cookies kept); `userAgent` names its browser. */
export async function signedIn(
  t: TestApp,
  username: string,
  password = STAFF_PASSWORD,
  userAgent = 'jest',
): Promise<TestAgent> {
  const agent = request.agent(t.app.getHttpServer()).set('User-Agent', userAgent);
  await agent.post('/api/auth/login').send({ email: username, password }).expect(200);
  return agent;
}

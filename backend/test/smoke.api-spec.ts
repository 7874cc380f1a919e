import { useTestApp } from './support/test-app';

describe('app smoke', () => {
  const t = useTestApp();

  it('answers health with the database up', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });
});

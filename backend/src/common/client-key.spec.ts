import { clientKey } from './client-key';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
    ['not-an-ip', 'not-an-ip'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('one /64 is one key, the next /64 another', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) => clientKey(`2001:db8:1:2::${(i + 1).toString(16)}`)),
    );
    expect(keys.size).toBe(1);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});

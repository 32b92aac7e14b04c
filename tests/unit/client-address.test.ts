import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../worker/middleware/client';

describe('rate-limit key of a client address', () => {
  it('keeps IPv4 as it is', () => {
    expect(rateLimitKey('190.24.3.77')).toBe('190.24.3.77');
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const key = '2800:e2:4a80:1f3::/64';
    for (const address of [
      '2800:e2:4a80:1f3:1:2:3:4',
      '2800:00e2:4a80:01f3:ffff:ffff:ffff:ffff',
      '2800:E2:4A80:1F3::1',
      '2800:e2:4a80:1f3::',
      '2800:e2:4a80:1f3:a::b%eth0',
    ]) {
      expect(rateLimitKey(address)).toBe(key);
    }
    expect(rateLimitKey('2800:e2:4a80:1f4::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 one', () => {
    expect(rateLimitKey('::ffff:190.24.3.77')).toBe('190.24.3.77');
    expect(rateLimitKey('::ffff:be18:34d')).toBe('190.24.3.77');
  });

  it('passes malformed input through as text instead of failing the request', () => {
    expect(rateLimitKey('1:2:3::4::5')).toBe('1:2:3::4::5');
    expect(rateLimitKey('zz::1')).toBe('zz::1');
  });
});

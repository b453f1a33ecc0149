import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when written as an IPv4-mapped IPv6 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts the addresses of one IPv6 /64 network as one', () => {
    const key = addressKey('2001:db8:85a3:12::8a2e:370:7334');
    expect(key).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:0DB8:85A3:0012:ffff:ffff:ffff:1')).toBe(key);
    expect(addressKey('2001:db8:85a3:13::1')).not.toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { budgetAddress } from './budget-address';

describe('the address a rate budget is charged to', () => {
  it('is the whole address for IPv4, also written IPv4-mapped', () => {
    expect(budgetAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddress('203.0.113.8')).not.toBe(budgetAddress('203.0.113.7'));
  });

  it('is the /64 for IPv6, however the address is written', () => {
    expect(budgetAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(budgetAddress('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(budgetAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(budgetAddress('::1')).toBe('0:0:0:0::/64');
    expect(budgetAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(budgetAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(budgetAddress('2001:db8:1:3::1')).not.toBe(budgetAddress('2001:db8:1:2::1'));
  });

  it('is what open connections are counted by too: an IPv4 address as itself, an IPv4-mapped one as the IPv4 one, and an IPv6 address by its /64', () => {
    expect(budgetAddress('127.0.0.2')).toBe('127.0.0.2');
    expect(budgetAddress('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(budgetAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(budgetAddress('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(budgetAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(budgetAddress('::1')).toBe('0:0:0:0::/64');
    expect(budgetAddress('2001:db8:1:3::1')).not.toBe(budgetAddress('2001:db8:1:2::1'));
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressShare, connectionTotal, descriptorLimit, trustsPeer } from './connection-caps';

describe('connection caps', () => {
  it('keeps the total below the descriptor limit with room for the rest, and at most 10,000', () => {
    expect(connectionTotal(40_000)).toBe(10_000);
    expect(connectionTotal(20_000)).toBe(9488);
    expect(connectionTotal(4096)).toBe(1536);
    expect(connectionTotal(1024)).toBe(384);
    expect(connectionTotal(null)).toBe(10_000);
    expect(connectionTotal(20_000, 500)).toBe(500);
    expect(connectionTotal(1024, 5000)).toBe(384);
  });

  it('lets one address hold a quarter of the total, at least 512 and never more than the total, unless configured', () => {
    expect(addressShare(9_488)).toBe(2_372);
    expect(addressShare(1_536)).toBe(512);
    expect(addressShare(300)).toBe(300);
    expect(addressShare(9_488, 100)).toBe(100);
    expect(addressShare(300, 1_000)).toBe(300);
  });

  it('reads the soft descriptor limit from a limits file', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-limits-')), 'limits');
    fs.writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n',
    );
    expect(descriptorLimit(file)).toBe(1024);
    expect(descriptorLimit(path.join(path.dirname(file), 'missing'))).toBeNull();
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it('treats as a proxy only a peer TRUST_PROXY names by address; with a hop count, none', () => {
    expect(trustsPeer(false)('10.0.0.1')).toBe(false);
    expect(trustsPeer(1)('203.0.113.9')).toBe(false);
    expect(trustsPeer(2)('127.0.0.1')).toBe(false);
    const listed = trustsPeer(['10.0.0.0/8', '192.168.1.5', '2001:db8::/32']);
    expect(['10.1.2.3', '::ffff:10.1.2.3', '192.168.1.5', '192.168.1.6', '2001:db8::7', '2001:db9::7'].map(listed)).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
  });
});

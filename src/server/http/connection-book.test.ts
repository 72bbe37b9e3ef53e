import { describe, expect, it } from 'vitest';
import { createConnectionBook, PENDING_GRACE_MS, PENDING_SETTLE_MS } from './connection-book';

describe('the connection book', () => {
  it("at an address's cap, closes that address's oldest connection without a complete request once it has settled, and counts no other", () => {
    let clock = 0;
    const book = createConnectionBook<string>({ pending: 2, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 }, () => clock);
    const a1 = book.open('a1', 'a');
    book.open('a2', 'a');
    book.completed(a1);
    // a1 is being answered, so it is not counted: a3 fits.
    expect(book.makeRoom('a', 100)).toEqual({ admitted: true, close: [] });
    book.open('a3', 'a');
    expect(book.pendingFor('a')).toBe(2);
    clock += PENDING_SETTLE_MS;
    expect(book.makeRoom('a', 100)).toEqual({ admitted: true, close: ['a2'] });
    expect(book.makeRoom('b', 100)).toEqual({ admitted: true, close: [] });
  });

  it("admits a newcomer past an address's pending cap while its oldest is just opened, and closes the oldest past the cap once the rest have been read", () => {
    let clock = 0;
    const book = createConnectionBook<number>({ pending: 2, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 }, () => clock);
    // A class's devices opening together: accepted in one turn, before any request is read.
    const devices = [0, 1, 2, 3].map((n) => {
      expect(book.makeRoom('school', 100)).toEqual({ admitted: true, close: [] });
      return book.open(n, 'school');
    });
    expect(book.pendingFor('school')).toBe(4);
    clock += PENDING_SETTLE_MS;
    // Three sent their requests meanwhile: the one still silent is within the cap.
    for (const device of devices.slice(0, 3)) book.completed(device);
    expect(book.pastPendingCap('school')).toEqual([]);
    // Three stalled ones past a cap of two: the oldest goes.
    for (const n of [4, 5]) book.open(n, 'school');
    expect(book.pastPendingCap('school')).toEqual([3]);
    expect(book.pendingFor('school')).toBe(2);
  });

  it('serves a school behind one address: answered and idle connections never count against its cap', () => {
    const book = createConnectionBook<number>({ pending: 4, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 });
    for (let n = 0; n < 1200; n++) {
      expect(book.makeRoom('school', 10_000)).toEqual({ admitted: true, close: [] });
      const connection = book.open(n, 'school');
      book.completed(connection);
      if (n % 2 === 0) book.idle(connection);
    }
    expect(book.size).toBe(1200);
    expect([book.count('pending'), book.count('busy'), book.count('idle')]).toEqual([0, 600, 600]);
  });

  it("at an address's cap of open connections, closes its oldest idle one, then its oldest pending one, and refuses it while all are answered", () => {
    const book = createConnectionBook<string>({ pending: 10, open: 3, pacedFrom: 0, burst: Infinity, perSecond: 0 });
    const a1 = book.open('a1', 'a');
    const a2 = book.open('a2', 'a');
    const a3 = book.open('a3', 'a');
    for (const c of [a1, a2, a3]) book.completed(c);
    book.idle(a2);
    expect(book.makeRoom('a', 100)).toEqual({ admitted: true, close: ['a2'] });
    book.open('a4', 'a');
    expect(book.makeRoom('a', 100)).toEqual({ admitted: true, close: ['a4'] });
    const a5 = book.open('a5', 'a');
    book.completed(a5);
    // Three downloads being answered: the address holds its share, however slowly they are read.
    expect(book.makeRoom('a', 100)).toEqual({ admitted: false, close: [] });
    expect(book.openFor('a')).toBe(3);
    // Another address is not held back by it.
    expect(book.makeRoom('b', 100)).toEqual({ admitted: true, close: [] });
    // A trusted proxy's connections carry many clients: no share caps them.
    for (let n = 0; n < 5; n++) {
      expect(book.makeRoom(null, 100)).toEqual({ admitted: true, close: [] });
      book.completed(book.open(`p${n}`, null));
    }
  });

  it('admits an address a burst of new connections and then so many a second, refusing the rest at once, whatever other addresses do', () => {
    let clock = 0;
    const book = createConnectionBook<string>({ pending: 100, open: 100, pacedFrom: 0, burst: 3, perSecond: 2 }, () => clock);
    for (let n = 0; n < 3; n++) {
      expect(book.makeRoom('a', 1000).admitted).toBe(true);
      book.completed(book.open(`a${n}`, 'a'));
    }
    expect(book.makeRoom('a', 1000)).toEqual({ admitted: false, close: [] });
    expect(book.makeRoom('b', 1000).admitted).toBe(true);
    clock += 500;
    expect(book.makeRoom('a', 1000).admitted).toBe(true);
    book.open('a3', 'a');
    expect(book.makeRoom('a', 1000).admitted).toBe(false);
    clock += 10_000;
    // Refilled to the burst, no further.
    for (let n = 0; n < 3; n++) book.completed(book.open(`late${n}`, 'a'));
    expect(book.makeRoom('a', 1000).admitted).toBe(false);
  });

  it('never paces an address holding fewer than it is paced from: a proxy opening a connection per request', () => {
    let clock = 0;
    const book = createConnectionBook<string>({ pending: 100, open: 100, pacedFrom: 2, burst: 3, perSecond: 2 }, () => clock);
    // A thousand requests in one second, each on its own connection, closed when answered.
    for (let n = 0; n < 1000; n++) {
      expect(book.makeRoom('proxy', 1000).admitted).toBe(true);
      book.close(book.open(`c${n}`, 'proxy'));
    }
    // Holding two at once, it is paced: the burst of three, counted from its first open connection.
    book.completed(book.open('held1', 'proxy'));
    book.completed(book.open('held2', 'proxy'));
    expect(book.makeRoom('proxy', 1000).admitted).toBe(true);
    book.completed(book.open('held3', 'proxy'));
    expect(book.makeRoom('proxy', 1000).admitted).toBe(false);
    clock += 500;
    expect(book.makeRoom('proxy', 1000).admitted).toBe(true);
  });

  it('owes nothing later for the opens an address made while it held too few to be paced', () => {
    let clock = 0;
    const book = createConnectionBook<string>({ pending: 100, open: 100, pacedFrom: 2, burst: 3, perSecond: 2 }, () => clock);
    // A proxy keeping one connection open while it opens and closes a thousand others.
    book.completed(book.open('kept', 'proxy'));
    for (let n = 0; n < 1000; n++) book.close(book.open(`c${n}`, 'proxy'));
    book.completed(book.open('second', 'proxy'));
    expect(book.makeRoom('proxy', 1000).admitted).toBe(false);
    // Holding two, it is paced: half a second brings it one open, not a thousand seconds.
    clock += 500;
    expect(book.makeRoom('proxy', 1000).admitted).toBe(true);
  });

  it('counts an idle connection whose next request is under way as pending again, until it is complete', () => {
    const book = createConnectionBook<string>({ pending: 1, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 });
    const c = book.open('c', 'a');
    book.completed(c);
    book.idle(c);
    book.started(c);
    expect(book.pendingFor('a')).toBe(1);
    book.completed(c);
    expect(book.pendingFor('a')).toBe(0);
  });

  it('at the total, closes a connection without a complete request once it has had its grace, then the oldest of an address holding more idle ones, and refuses only when all are answered', () => {
    let clock = 0;
    const book = createConnectionBook<string>({ pending: 10, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 }, () => clock);
    const x = book.open('x', 'a');
    book.open('y', 'b');
    const z = book.open('z', 'c');
    book.completed(x);
    book.idle(x);
    book.completed(z);
    // y has just connected: a client that sends its request at once keeps its connection.
    expect(book.makeRoom('d', 3)).toEqual({ admitted: false, close: [] });
    clock += PENDING_GRACE_MS;
    expect(book.makeRoom('d', 3)).toEqual({ admitted: true, close: ['y'] });
    expect(book.size).toBe(2);
    const w = book.open('w', 'd');
    book.completed(w);
    book.idle(w);
    const w2 = book.open('w2', 'd');
    book.completed(w2);
    book.idle(w2);
    // d holds two idle connections to the newcomer's none: its oldest gives way.
    expect(book.makeRoom('f', 4)).toEqual({ admitted: true, close: ['w'] });
    book.completed(book.open('v', 'e'));
    expect(book.makeRoom('f', 4)).toEqual({ admitted: false, close: [] });
    expect(book.count('busy')).toBe(2);
  });

  it('when every connection is being answered, closes the oldest of the address holding the most for a newcomer holding fewer', () => {
    const book = createConnectionBook<string>({ pending: 128, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 });
    // One address's slow downloads fill the server, every one of them being answered.
    for (let n = 0; n < 10; n++) book.completed(book.open(`slow${n}`, 'greedy'));
    book.completed(book.open('mine', 'school'));
    expect(book.makeRoom('client', 11)).toEqual({ admitted: true, close: ['slow0'] });
    book.completed(book.open('client-1', 'client'));
    // The greedy address opening more only refuses itself: it holds the most.
    expect(book.makeRoom('greedy', 11)).toEqual({ admitted: false, close: [] });
    expect([book.openFor('greedy'), book.openFor('client'), book.openFor('school')]).toEqual([9, 1, 1]);
    // Another newcomer holding fewer is let in too, at the greedy address's cost.
    expect(book.makeRoom('school', 11)).toEqual({ admitted: true, close: ['slow1'] });
  });

  it('never lets two addresses holding about as many take turns closing each other’s', () => {
    const book = createConnectionBook<string>({ pending: 128, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 });
    for (let n = 0; n < 3; n++) book.completed(book.open(`a${n}`, 'a'));
    for (let n = 0; n < 2; n++) book.completed(book.open(`b${n}`, 'b'));
    expect(book.makeRoom('b', 5)).toEqual({ admitted: false, close: [] });
    expect(book.makeRoom('a', 5)).toEqual({ admitted: false, close: [] });
  });

  it('finds the address holding the most however connections come and go', () => {
    const book = createConnectionBook<string>({ pending: 1000, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 });
    const a = Array.from({ length: 5 }, (_, n) => book.open(`a${n}`, 'a'));
    const b = Array.from({ length: 3 }, (_, n) => book.open(`b${n}`, 'b'));
    for (const c of [...a, ...b]) book.completed(c);
    for (const c of a.slice(0, 3)) book.close(c);
    // Now b holds 3 and a holds 2: b gives way.
    expect(book.makeRoom('c', 5)).toEqual({ admitted: true, close: ['b0'] });
    expect([book.openFor('a'), book.openFor('b'), book.keys]).toEqual([2, 2, 2]);
  });

  it("exempts a trusted proxy's connections from the address cap but not from the total", () => {
    const book = createConnectionBook<number>({ pending: 1, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 });
    for (let n = 0; n < 5; n++) {
      expect(book.makeRoom(null, 5).close).toEqual([]);
      book.open(n, null);
    }
    expect(book.makeRoom(null, 5)).toEqual({ admitted: true, close: [0] });
    // A direct client holding none is let in at the proxy's cost: it holds the most.
    expect(book.makeRoom('client', 4)).toEqual({ admitted: true, close: [1] });
  });

  it('forgets an address once its connections are closed', () => {
    const book = createConnectionBook<string>({ pending: 2, open: Infinity, pacedFrom: 0, burst: Infinity, perSecond: 0 });
    const c = book.open('c', 'a');
    book.close(c);
    book.close(c);
    expect([book.size, book.keys, book.pendingFor('a')]).toEqual([0, 0, 0]);
  });
});

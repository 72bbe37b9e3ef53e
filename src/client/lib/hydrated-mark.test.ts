import { beforeEach, describe, expect, it, vi } from 'vitest';

// The mark lives on <html>; a bare dataset stands in for it, and each test loads the module afresh.
let dataset: Record<string, string>;
async function freshMark() {
  vi.resetModules();
  dataset = {};
  vi.stubGlobal('document', { documentElement: { dataset } });
  return import('./hydrated-mark');
}

describe('the page-ready mark', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('is set as soon as the root has hydrated when no page holds it', async () => {
    const mark = await freshMark();
    expect(mark.isHydrated()).toBe(false);
    mark.markHydrated();
    expect('hydrated' in dataset).toBe(true);
    expect(mark.isHydrated()).toBe(true);
  });

  it('waits for every hold taken before the root hydrated, and a second release changes nothing', async () => {
    const mark = await freshMark();
    const reader = mark.holdHydratedMark();
    const print = mark.holdHydratedMark();
    mark.markHydrated();
    expect('hydrated' in dataset).toBe(false);
    reader();
    reader();
    expect('hydrated' in dataset).toBe(false);
    print();
    expect('hydrated' in dataset).toBe(true);
  });

  it('a release before the root hydrated does not set it early', async () => {
    const mark = await freshMark();
    mark.holdHydratedMark()();
    expect('hydrated' in dataset).toBe(false);
    mark.markHydrated();
    expect('hydrated' in dataset).toBe(true);
  });
});

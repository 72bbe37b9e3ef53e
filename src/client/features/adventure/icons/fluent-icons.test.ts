import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adventureIconNames } from './icon-names';
import { ICON_CELL, renderFluentIconSheet } from './render-fluent-icons';

const onDisk = readFileSync(new URL('./fluent-icons.svg', import.meta.url), 'utf8');

describe('the shipped icon sheet', () => {
  it('is up to date with the icons the adventure names', () => {
    expect(onDisk, 'run: npx tsx src/client/features/adventure/icons/write-fluent-icons.ts').toBe(renderFluentIconSheet());
  });

  it('has a view per icon, each over its own square', () => {
    const views = [...onDisk.matchAll(/<view id="([a-z0-9-]+)" viewBox="0 (\d+) 32 32"\/>/g)];
    expect(views.map((view) => view[1])).toEqual(adventureIconNames());
    expect(views.map((view) => Number(view[2]))).toEqual(adventureIconNames().map((_, index) => index * ICON_CELL));
  });
});

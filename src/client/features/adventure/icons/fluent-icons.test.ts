import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fluentIcons } from './fluent-icons';
import { adventureIconNames } from './icon-names';
import { renderFluentIconsModule } from './render-fluent-icons';

describe('the shipped icon subset', () => {
  it('holds exactly the icons the adventure names, and is up to date', () => {
    expect(Object.keys(fluentIcons).sort()).toEqual(adventureIconNames());
    const onDisk = readFileSync(new URL('./fluent-icons.ts', import.meta.url), 'utf8');
    expect(onDisk, 'run: npx tsx src/client/features/adventure/icons/write-fluent-icons.ts').toBe(renderFluentIconsModule());
  });

  it('every icon is a whole SVG document', () => {
    for (const svg of Object.values(fluentIcons)) expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+">.+<\/svg>$/);
  });
});

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderFluentIconsModule } from './render-fluent-icons';

const target = fileURLToPath(new URL('./fluent-icons.ts', import.meta.url));
writeFileSync(target, renderFluentIconsModule());
console.log(`Wrote ${target}`);

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderFluentIconSheet } from './render-fluent-icons';

const target = fileURLToPath(new URL('./fluent-icons.svg', import.meta.url));
writeFileSync(target, renderFluentIconSheet());
console.log(`Wrote ${target}`);

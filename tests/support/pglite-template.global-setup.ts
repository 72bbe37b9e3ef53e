import type { TestProject } from 'vitest/node';
import { migratedTemplate } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/**
 * A new PGlite data directory takes ~5 s and ~1 GB to initialise, so it is made once (and kept between
 * runs until the migrations change): every test copies this migrated template instead.
 */
export default async function setup(project: TestProject) {
  project.provide('pgliteTemplateDir', await migratedTemplate());
}

import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { tinyClientBuild } from './server-process';
import { pgliteCopy, type OwnedStorage, type Storage } from './storage';

/**
 * What a test that runs the real server process needs, made before its tests and removed after them
 * (call it inside a describe): a small client build and a copy of the migrated embedded database.
 */
export function serverUnderTest(): { readonly buildDir: string; readonly storage: Storage } {
  let buildDir = '';
  let owned: OwnedStorage | undefined;
  beforeAll(() => {
    buildDir = tinyClientBuild();
    owned = pgliteCopy(inject('pgliteTemplateDir'));
  });
  afterAll(async () => {
    await owned?.remove();
    fs.rmSync(buildDir, { recursive: true, force: true });
  });
  return {
    get buildDir() {
      return buildDir;
    },
    get storage() {
      if (!owned) throw new Error('serverUnderTest() is read before its beforeAll ran');
      return owned.storage;
    },
  };
}

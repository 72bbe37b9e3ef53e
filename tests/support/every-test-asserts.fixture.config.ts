import { defineConfig } from 'vitest/config';
import { everyTestAsserts } from '../../vitest.config';

/** Runs every-test-asserts.fixture.ts under the guard both tiers use; every-test-asserts.test.ts reads the outcome. */
export default defineConfig({ test: { include: ['tests/support/every-test-asserts.fixture.ts'], ...everyTestAsserts } });

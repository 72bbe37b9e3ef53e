import { configDefaults } from 'vitest/config';
import { systemTests, tier } from './vitest.config';

/**
 * The system tier: the tests that start processes, soak, crash or cut databases (see vitest.config.ts).
 * Each file gets fresh modules, since these tests break things on purpose.
 */
export default tier({ include: systemTests, exclude: [...configDefaults.exclude], isolate: true });

import { configDefaults } from 'vitest/config';
import { systemTests, tier } from './vitest.config';

/** The system tier: the tests that start processes, soak, crash or cut databases (see vitest.config.ts). */
export default tier({ include: systemTests, exclude: [...configDefaults.exclude] });

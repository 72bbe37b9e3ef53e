/** The program text the level files use, for tests: see src/content/adventure/program-text.ts. */
export { programFromText } from '@/content/adventure/program-text';

/**
 * Draws every picture once (or finds them kept from an earlier run) and prints the folder that holds them, for the
 * test runner's global setup: in its own process, as the build draws them.
 * Run: npx tsx scripts/draw-pictures.ts
 */
import { drawnPictures } from './lib/drawn-pictures';

try {
  console.log((await drawnPictures()).dir);
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

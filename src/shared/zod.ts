import { z } from 'zod';

// Zod probes `new Function` to compile fast validators. In browsers our Content-Security-Policy forbids
// eval, and the probe alone files a CSP report, so there zod is told not to try. The server keeps it.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };

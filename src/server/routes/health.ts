import { z } from 'zod';
import type { AppInstance, RouteDeps } from '../http/types';

export async function healthRoutes(app: AppInstance, { ping }: RouteDeps) {
  app.get('/api/health', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => {
    await ping();
    return { ok: true };
  });
}

import type { AppInstance, RouteDeps } from '../http/types';

export async function healthRoutes(app: AppInstance, { ping }: RouteDeps) {
  app.get('/api/health', async () => {
    await ping();
    return { ok: true };
  });
}

import { pingDatabase } from '../db/database';
import type { AppInstance, RouteDeps } from '../http/types';

export async function healthRoutes(app: AppInstance, { db }: RouteDeps) {
  app.get('/api/health', async () => {
    await pingDatabase(db);
    return { ok: true };
  });
}

import { onlineManager } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import { createQueryClient } from './query-provider';

afterEach(() => onlineManager.setOnline(true));

test('a read still runs while the device is offline, so the page shows what was saved or says it has nothing', async () => {
  onlineManager.setOnline(false);
  const client = createQueryClient();
  const saved = client.fetchQuery({ queryKey: ['saved'], queryFn: async () => ['기차'] });
  await expect(saved).resolves.toEqual(['기차']);
  const missing = client.fetchQuery({ queryKey: ['missing'], queryFn: async () => Promise.reject(new Error('nothing saved on this device')), retry: false });
  await expect(missing).rejects.toThrow('nothing saved on this device');
});

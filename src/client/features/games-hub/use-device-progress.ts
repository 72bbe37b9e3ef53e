import { useEffect, useState } from 'react';
import { browserProgressStore, readProgress, type DeviceProgress } from '../../lib/device-progress';

/** This device's progress, read after the page has loaded (the prerendered page has no storage to read). */
export function useDeviceProgress(): DeviceProgress {
  const [progress, setProgress] = useState<DeviceProgress>({});
  useEffect(() => setProgress(readProgress(browserProgressStore)), []);
  return progress;
}

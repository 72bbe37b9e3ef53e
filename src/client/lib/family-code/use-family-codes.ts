import { useDeviceValue } from '../use-device-value';
import type { FamilyCodeList } from './family-code-list';
import { familyCodes, subscribeFamilyCodes } from './family-code-store';

/** The device's family codes; null while the page is prerendered or hydrating, when storage cannot be read. */
export function useFamilyCodes(): FamilyCodeList | null {
  return useDeviceValue(subscribeFamilyCodes, familyCodes);
}

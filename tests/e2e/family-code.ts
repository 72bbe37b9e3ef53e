import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { FAMILY_CODE_RANDOM_BYTES, familyCodeFromBytes, familyCodeHeaders, formatFamilyCode } from '../../src/shared/family-code';

/** A fresh family code, so each test's records are its own on the shared server. */
export const newFamilyCode = () => formatFamilyCode(familyCodeFromBytes(randomBytes(FAMILY_CODE_RANDOM_BYTES)));

export const familyHeaders = (code: string) => familyCodeHeaders(code.replace(/-/g, ''));

/** The code the page shows for this device (on the quiz result or the report). */
export async function shownFamilyCode(page: Page): Promise<string> {
  return (await page.getByTestId('family-code').first().innerText()).trim();
}

/**
 * A family's (or a class's) code: the only key to its quiz records. Sixteen characters of Crockford's
 * base 32 (80 random bits) in four groups, e.g. "7K2M-QX9P-RT4B-W3HN": letters and digits a parent can
 * read aloud or type, with no I, L, O or U to mistake for 1, 0 or V.
 */
export const FAMILY_CODE_HEADER = 'x-family-code';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 16;
const GROUP = 4;
export const FAMILY_CODE_RANDOM_BYTES = (LENGTH * 5) / 8;

/** The canonical form (sixteen upper-case characters, no dashes) of a typed code, or null if it is not one. */
export function parseFamilyCode(typed: string): string | null {
  const canonical = typed
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s-]/g, '')
    // Crockford's reading rules: the letters people type for the digits they saw.
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (canonical.length !== LENGTH) return null;
  for (const c of canonical) if (!ALPHABET.includes(c)) return null;
  return canonical;
}

/** A canonical code as people see it: four groups of four joined by dashes. */
export function formatFamilyCode(canonical: string): string {
  const groups: string[] = [];
  for (let i = 0; i < canonical.length; i += GROUP) groups.push(canonical.slice(i, i + GROUP));
  return groups.join('-');
}

/** A new canonical code from ten random bytes (80 bits, five bits per character). */
export function familyCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== FAMILY_CODE_RANDOM_BYTES) throw new Error(`a family code needs ${FAMILY_CODE_RANDOM_BYTES} random bytes`);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    // Fewer than 5 bits wait between bytes, so 13 bits hold everything still to be spelled.
    value = ((value << 8) | byte) & 0x1fff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += ALPHABET[(value >> bits) & 31];
    }
  }
  return code;
}

/** The request headers that carry a canonical code. */
export function familyCodeHeaders(canonical: string): Record<string, string> {
  return { [FAMILY_CODE_HEADER]: formatFamilyCode(canonical) };
}

import { formatFamilyCode, parseFamilyCode } from '@/shared/family-code';

// In the fragment, so the code never reaches a server log or another site's Referer.
const FRAGMENT = /(?:^#|&)code=([^&]*)/;

/** The link that opens a family's report on another device. */
export function shareLink(origin: string, code: string): string {
  return `${origin}/quiz-scores#code=${formatFamilyCode(code)}`;
}

/** The code a share link carries: 'none' without one, 'bad' when it is there but not a code. */
export function codeFromFragment(hash: string): string | 'none' | 'bad' {
  const match = FRAGMENT.exec(hash);
  if (!match) return 'none';
  try {
    return parseFamilyCode(decodeURIComponent(match[1] ?? '')) ?? 'bad';
  } catch {
    return 'bad';
  }
}

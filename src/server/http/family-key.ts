import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FAMILY_CODE_HEADER, parseFamilyCode } from '@/shared/family-code';
import { ApiError } from './api-error';

/** The stored key of a canonical family code (see parseFamilyCode). */
export function familyKeyOfCode(canonical: string): string {
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The stored key of the family code a request carries: SHA-256 of its canonical form, so the database
 * never holds a code that could be read back and used. Records are looked up by this digest; how long
 * an index lookup takes can at most hint at a digest's first bytes, which leads nowhere near a code
 * (docs/decisions/012-family-codes.md).
 */
export function familyKeyOf(request: FastifyRequest): string {
  const sent = request.headers[FAMILY_CODE_HEADER];
  if (sent === undefined) {
    throw new ApiError(400, 'A family code is required: send it in the X-Family-Code header (the quiz page makes one on its first save).');
  }
  const code = typeof sent === 'string' ? parseFamilyCode(sent) : null;
  if (!code) throw new ApiError(400, 'X-Family-Code is not a family code: it has 16 letters and digits, such as 7K2M-QX9P-RT4B-W3HN.');
  return familyKeyOfCode(code);
}

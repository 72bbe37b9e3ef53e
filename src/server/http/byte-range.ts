/** The bytes a `Range` header asks for, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header for a body of `size` bytes (RFC 9110 §14.1.2): one range, `bytes=a-b`, `bytes=a-` or
 * `bytes=-n`. Answers null when the whole body should be sent (no header, another unit, several ranges, or a
 * header that does not parse: a server may ignore those), and 'unsatisfiable' when the range lies past the end.
 * Media players ask for one range at a time, so several are answered whole rather than as multipart.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

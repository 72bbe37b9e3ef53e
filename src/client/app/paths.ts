/** '/stories/' and '/stories' are the same page; the root stays '/'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

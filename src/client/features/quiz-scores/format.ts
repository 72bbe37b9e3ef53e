const oneDecimal = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/** 7 → '7', 7.66 → '7.7': averages read better without a trailing '.0'. */
export function formatNumber(value: number): string {
  return oneDecimal.format(value);
}

export function formatSeconds(seconds: number): string {
  return `${formatNumber(seconds)}초`;
}

/** '3월 4일 19:05' in the reader's own time zone; a 24-hour clock reads the same in every ICU build. */
export function formatCompletedAt(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
}

/** '3/4' for chart ticks, where space is short. */
export function formatShortDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('ko-KR', { month: 'numeric', day: 'numeric', timeZone }).format(date).replace(/\.\s?/g, '/').replace(/\/$/, '');
}

/**
 * A friendly loading indicator with its message announced to screen readers. It holds most of a screen, so
 * the footer below does not jump when the content arrives.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-[60svh] flex-col items-center justify-center gap-4 py-16 text-center">
      <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-reduce:animate-pulse" />
      <p className="text-lg font-semibold text-slate-700">{label}</p>
    </div>
  );
}

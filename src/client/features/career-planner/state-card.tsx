import type { ReactNode } from 'react';

/** A friendly message in a card, with the one thing the child can do next. */
export function StateCard({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-lg shadow-slate-200/70 sm:p-10">
      <h2 className="text-2xl font-extrabold text-slate-900">{title}</h2>
      {children && <p className="mt-3 text-lg leading-relaxed text-slate-700">{children}</p>}
      {action && <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div>}
    </section>
  );
}

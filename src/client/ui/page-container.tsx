import type { ReactNode } from 'react';

/** The page body: a centred column whose children enter one after another. */
export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`stagger mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 ${className}`}>{children}</div>;
}

/** A page's heading; `intro` says in a sentence or two what the page is for, before any data arrives. */
export function PageTitle({ children, kicker, intro }: { children: ReactNode; kicker?: ReactNode; intro?: ReactNode }) {
  return (
    <header className="mb-8">
      {kicker && <p className="mb-2 font-semibold text-indigo-700">{kicker}</p>}
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{children}</h1>
      {intro && <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p>}
    </header>
  );
}

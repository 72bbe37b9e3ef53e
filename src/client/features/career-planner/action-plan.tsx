import { plannerText } from './planner-text';

/** The numbered 3-month activities, or a waiting message while they are on their way. */
export function ActionPlan({ steps }: { steps: readonly string[] }) {
  return (
    <section className="rounded-3xl bg-white p-6 shadow-md shadow-slate-200/70 ring-1 ring-slate-100">
      <h3 className="text-lg font-extrabold text-slate-900">{plannerText.actionsHeading}</h3>
      {steps.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step} className="flex items-start gap-3 leading-relaxed text-slate-700">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p role="status" className="mt-4 text-slate-600">
          {plannerText.actionsWaiting}
        </p>
      )}
    </section>
  );
}

import { displayMatchScore, splitReasons, type CareerRecommendation } from '@/shared/career';
import { Button, ButtonLink } from '../../ui/button-link';
import { plannerText } from './planner-text';
import { useOnline } from '../../lib/offline/use-online';

interface CareerListProps {
  careers: CareerRecommendation[];
  selectedTitle: string | undefined;
  onSelect: (career: CareerRecommendation) => void;
  onOtherJobs: () => void;
}

/** The left column: recommended careers, the chosen one marked, and 'see other jobs'. */
export function CareerList({ careers, selectedTitle, onSelect, onOtherJobs }: CareerListProps) {
  const online = useOnline();
  return (
    <section aria-labelledby="career-list-heading" className="flex flex-col gap-4">
      <h2 id="career-list-heading" tabIndex={-1} className="flex items-center gap-3 text-2xl font-extrabold text-slate-900">
        {plannerText.listHeading}
        <span className="rounded-full bg-amber-300 px-3 py-0.5 text-base font-bold text-amber-950">{plannerText.count(careers.length)}</span>
      </h2>
      <ul className="flex flex-col gap-3">
        {careers.map((career) => {
          const selected = career.title === selectedTitle;
          return (
            <li key={career.title}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(career)}
                className={`w-full rounded-3xl bg-white p-5 text-left shadow-md shadow-slate-200/70 transition hover:-translate-y-0.5 hover:shadow-lg ${
                  selected ? 'ring-4 ring-indigo-600' : 'ring-1 ring-slate-200'
                }`}
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="text-xl font-extrabold text-slate-900">{career.title}</span>
                  {selected && <span className="shrink-0 rounded-full bg-indigo-600 px-3 py-1 text-sm font-bold text-white">{plannerText.selected}</span>}
                </span>
                <span className="mt-2 block leading-relaxed text-slate-700">{career.description}</span>
                {career.dayToDay && (
                  <span className="mt-2 block rounded-2xl bg-amber-50 px-3 py-2 text-slate-800">
                    <span className="font-bold">{plannerText.dayToDay}: </span>
                    {career.dayToDay}
                  </span>
                )}
                <MatchBar percent={displayMatchScore(career)} />
                <WhyLine label={plannerText.subjects} items={splitReasons(career.reasons).subjects} tone="bg-emerald-50 text-emerald-900" />
                <WhyLine label={plannerText.reasons} items={splitReasons(career.reasons).cards} tone="bg-indigo-50 text-indigo-800" />
              </button>
            </li>
          );
        })}
      </ul>
      {!online && <p className="rounded-2xl bg-slate-100 p-3 font-semibold text-slate-800">{plannerText.needsNetwork}</p>}
      <div className="flex flex-wrap gap-3">
        <Button tone="secondary" onClick={onOtherJobs} disabled={!online}>
          {plannerText.otherJobs}
        </Button>
        <ButtonLink to="/quadrant-board" tone="quiet">
          {plannerText.editBoard}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Which of the child's cards led here: school subjects on one line, the other cards on the next. */
function WhyLine({ label, items, tone }: { label: string; items: readonly string[]; tone: string }) {
  if (items.length === 0) return null;
  return (
    <span className="mt-2 flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-semibold text-slate-600">{label}</span>
      {items.map((item) => (
        <span key={item} className={`rounded-full px-2.5 py-0.5 font-semibold ${tone}`}>
          {item}
        </span>
      ))}
    </span>
  );
}

function MatchBar({ percent }: { percent: number }) {
  return (
    <span className="mt-3 flex items-center gap-3">
      <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
        <span className="block h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
      </span>
      <span className="text-sm font-bold text-emerald-800">{plannerText.match(percent)}</span>
    </span>
  );
}

import { careerStages, careerStageTitles, type CareerRoadmap } from '@/shared/career';
import { plannerText } from './planner-text';

const stageTone = [
  'bg-sky-100 text-sky-900',
  'bg-emerald-100 text-emerald-900',
  'bg-amber-100 text-amber-900',
  'bg-violet-100 text-violet-900',
  'bg-rose-100 text-rose-900',
];

/** Five stage cards in order, Korea now to a first job in the US; a missing stage says it is being prepared. */
export function RoadmapStages({ roadmap }: { roadmap: CareerRoadmap }) {
  return (
    <ol className="flex flex-col gap-4">
      {careerStages.map((stage, index) => {
        const items = roadmap[stage];
        return (
          <li key={stage} className="rounded-3xl bg-white p-5 shadow-md shadow-slate-200/70 ring-1 ring-slate-100">
            <h3 className="flex items-center gap-3 text-lg font-extrabold text-slate-900">
              <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full text-base ${stageTone[index]}`}>{index + 1}</span>
              {careerStageTitles[stage]}
            </h3>
            {items.length > 0 ? (
              <ul className="mt-3 flex list-disc flex-col gap-1.5 pl-14 leading-relaxed text-slate-700 marker:text-indigo-400">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 pl-12 text-slate-600">{plannerText.stagePreparing}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

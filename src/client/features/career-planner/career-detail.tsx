import { useId, useState } from 'react';
import type { CareerRecommendation } from '@/shared/career';
import { Button } from '../../ui/button-link';
import { TabList, TabPanel } from '../../ui/tabs';
import { ActionPlan } from './action-plan';
import { plannerText } from './planner-text';
import { RoadmapStages } from './roadmap-stages';

interface CareerDetailProps {
  career: CareerRecommendation;
  nextSteps: readonly string[];
  savingPdf: boolean;
  onSavePdf: () => void;
}

const tabClass =
  'min-h-11 flex-1 rounded-full px-5 text-lg font-bold text-slate-700 transition data-[state=active]:bg-indigo-600 data-[state=active]:text-white data-[state=active]:shadow-md';

/** The right column once a career is chosen: its title, 'save PDF', and the roadmap and actions tabs. */
export function CareerDetail({ career, nextSteps, savingPdf, onSavePdf }: CareerDetailProps) {
  const [tab, setTab] = useState<'roadmap' | 'actions'>('roadmap');
  const tabIds = useId();
  return (
    <section aria-labelledby="career-detail-heading" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-indigo-50 p-5 ring-1 ring-indigo-100">
        <div>
          <p className="text-sm font-semibold text-indigo-800">나의 꿈의 직업</p>
          <h2 id="career-detail-heading" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {career.title}
          </h2>
        </div>
        <Button onClick={onSavePdf} disabled={savingPdf} aria-busy={savingPdf}>
          {savingPdf ? plannerText.savingPdf : plannerText.savePdf}
        </Button>
      </div>
      <div>
        <TabList
          ids={tabIds}
          label={`${career.title} 계획`}
          value={tab}
          onChange={setTab}
          className="mb-5 flex gap-2 rounded-full bg-white p-1.5 shadow-md shadow-slate-200/70 ring-1 ring-slate-100"
          tabClassName={tabClass}
          tabs={[
            { value: 'roadmap', label: plannerText.roadmapTab },
            { value: 'actions', label: plannerText.actionsTab },
          ]}
        />
        <TabPanel ids={tabIds} value={tab}>
          {tab === 'roadmap' ? <RoadmapStages roadmap={career.roadmap} /> : <ActionPlan steps={nextSteps} />}
        </TabPanel>
      </div>
    </section>
  );
}

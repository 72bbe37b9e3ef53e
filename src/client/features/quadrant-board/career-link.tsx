import { ButtonLink } from '../../ui/button-link';

/** Shown once the board has at least one card: the career planner needs something to work with. */
export function CareerLink() {
  return (
    <aside className="mt-8 flex flex-col items-center gap-4 rounded-3xl bg-indigo-50 p-6 text-center ring-1 ring-indigo-100 sm:flex-row sm:justify-between sm:text-left">
      <p className="text-lg font-semibold text-indigo-950">카드를 나눠 담았나요? 이제 나에게 어울리는 직업을 알아봐요!</p>
      <ButtonLink to="/career-planner" tone="primary" className="shrink-0">
        <span aria-hidden="true">🚀</span> 꿈의 직업 찾으러 가기
      </ButtonLink>
    </aside>
  );
}

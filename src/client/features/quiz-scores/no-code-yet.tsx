import { JoinCodeForm } from '../../lib/family-code/join-code-form';
import { StartQuizLink } from './empty-state';
import { PrivacyPromise } from './privacy-promise';

/** What the report shows on a device with no family code: how records get here, and nobody's data. */
export function NoCodeYet() {
  return (
    <section
      aria-labelledby="no-code-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 rounded-3xl bg-white px-5 py-10 text-center shadow-md ring-1 ring-slate-100 sm:px-10"
    >
      <span aria-hidden="true" className="text-5xl">
        🔒
      </span>
      <h2 id="no-code-title" className="text-2xl font-extrabold text-slate-900">
        이 기기에는 아직 볼 수 있는 기록이 없어요
      </h2>
      <p className="text-lg text-slate-700">
        성적표는 가족 코드로 지켜져요. 이 기기에서 구구단 퀴즈를 풀면 코드가 저절로 생기고, 그 코드를 가진 기기에서만 기록을 볼 수 있어요.
      </p>
      <StartQuizLink />
      <div className="w-full rounded-2xl bg-slate-50 p-4 sm:p-5">
        <p className="mb-3 text-left text-slate-700">다른 기기에서 푼 기록을 보려면 가족이 보내 준 링크를 열거나, 그 기기에 나온 코드를 입력해 주세요.</p>
        <JoinCodeForm />
      </div>
      <PrivacyPromise />
    </section>
  );
}

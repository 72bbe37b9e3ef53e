import { Button } from '../../ui/button-link';
import { STATIC_PAGE_PARTS } from '../static-page';

/**
 * A small card on the home page, shown only where the browser offers to install the site as an app. It is
 * prerendered hidden; the home page's own script (static-page.ts) shows it and answers its buttons.
 */
export function InstallHint() {
  return (
    <aside
      id={STATIC_PAGE_PARTS.installHintId}
      hidden
      aria-labelledby="install-hint-title"
      className="mt-8 flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-100 sm:flex-row sm:items-center"
    >
      <span aria-hidden="true" className="text-4xl">
        📲
      </span>
      <div className="flex-1">
        <h2 id="install-hint-title" className="text-lg font-extrabold text-slate-900">
          이야기를 앱처럼 설치해 보세요
        </h2>
        <p className="text-slate-700">설치하면 홈 화면에서 바로 열리고, 인터넷이 없는 차 안이나 비행기에서도 그림책과 놀이를 즐길 수 있어요.</p>
      </div>
      <div className="flex gap-2">
        <Button id={STATIC_PAGE_PARTS.installButtonId}>설치하기</Button>
        <Button id={STATIC_PAGE_PARTS.dismissButtonId} tone="quiet">
          괜찮아요
        </Button>
      </div>
    </aside>
  );
}

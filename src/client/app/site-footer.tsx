import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-amber-200/70 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:px-6 md:flex-row md:justify-between">
        <div>
          <p className="font-bold text-slate-800">이야기 Iyagi</p>
          <p className="mt-1">아이와 가족이 함께 읽고, 놀고, 꿈꾸는 곳. 로그인 없이 누구나 무료로 써요.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-2">
            {[
              ['/stories', '이야기'],
              ['/games', '게임'],
              ['/quiz-scores', '성적표'],
              ['/quadrant-board', '나를 알아보는 보드'],
            ].map(([href, label]) => (
              <li key={href}>
                <Link to={href!} className="inline-flex min-h-11 min-w-11 items-center justify-center px-2 underline-offset-4 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="max-w-sm">
          코딩 모험의 그림과 그림책 속 작은 그림: Microsoft <span lang="en">Fluent Emoji</span> (MIT). 글꼴: Pretendard (SIL OFL 1.1). 그림책의 사람, 동물,
          배경은 이야기 팀이 직접 그렸어요.
        </p>
      </div>
    </footer>
  );
}

import { shelfStories } from '@/content/stories/shelf-stories';
import type { ChildProgress } from '@/shared/family-progress';
import { useFamilyProgress } from '../../lib/family-progress/use-family-progress';
import { readingWeeks } from './reading-weeks';

const WEEKDAYS = ['월', '화', '수', '목', '금', '토', '일'];
const titleOf = (bookId: string) => shelfStories.find((s) => s.id === bookId)?.title ?? bookId;

function BookList({ ids, empty }: { ids: string[]; empty: string }) {
  if (ids.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {ids.map((id) => (
        <li key={id} className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
          {titleOf(id)}
        </li>
      ))}
    </ul>
  );
}

/** One child's reading: books finished, minutes this week and last, the days read, the book in progress, the books read aloud. */
function ChildReading({ child, today }: { child: ChildProgress; today: Date }) {
  const weeks = readingWeeks(child, today);
  const rows = [
    { label: '지난주', days: weeks.days.slice(0, 7), minutes: weeks.minutesLastWeek },
    { label: '이번 주', days: weeks.days.slice(7), minutes: weeks.minutesThisWeek },
  ];
  return (
    <article data-child-reading={child.name} className="rounded-3xl bg-white p-5 shadow-md ring-1 ring-slate-100">
      <h3 className="text-xl font-extrabold text-slate-900">{child.name}</h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-2xl bg-indigo-50 p-3">
          <dt className="text-sm font-bold text-slate-600">다 읽은 책</dt>
          <dd className="text-2xl font-extrabold text-indigo-700">{weeks.finished.length}권</dd>
        </div>
        <div className="rounded-2xl bg-indigo-50 p-3">
          <dt className="text-sm font-bold text-slate-600">이번 주</dt>
          <dd data-minutes-this-week className="text-2xl font-extrabold text-indigo-700">
            {weeks.minutesThisWeek}분
          </dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-sm font-bold text-slate-600">지난주</dt>
          <dd className="text-2xl font-extrabold text-slate-700">{weeks.minutesLastWeek}분</dd>
        </div>
      </dl>
      <h4 className="mt-4 font-bold text-slate-800">읽은 날</h4>
      <table className="mt-2 w-full table-fixed text-center text-sm">
        <thead>
          <tr>
            <th scope="col" className="w-16 text-left font-semibold text-slate-600">
              <span className="sr-only">주</span>
            </th>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="font-semibold text-slate-600">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-1 text-left font-semibold text-slate-700">
                {row.label}
              </th>
              {row.days.map(({ day, read, future }) => (
                <td key={day} className="py-1">
                  <span
                    title={day}
                    className={`mx-auto flex size-7 items-center justify-center rounded-full ${read ? 'bg-emerald-500 text-white' : future ? 'bg-transparent ring-1 ring-slate-200' : 'bg-slate-100'}`}
                  >
                    {read ? <span aria-label={`${day} 읽었어요`}>✓</span> : <span className="sr-only">{future ? `${day} 아직` : `${day} 안 읽었어요`}</span>}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="mt-4 mb-2 font-bold text-slate-800">
        <span aria-hidden="true">📖 </span>읽고 있는 책
      </h4>
      {weeks.reading.length === 0 ? (
        <p className="text-slate-600">지금 읽고 있는 책이 없어요.</p>
      ) : (
        <ul data-reading-now className="flex flex-wrap gap-2">
          {weeks.reading.map(({ bookId, page, pageCount }) => (
            <li key={bookId} className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-950">
              {titleOf(bookId)}{' '}
              <span className="whitespace-nowrap text-indigo-800">
                · {page} / {pageCount}쪽
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-4 mb-2 font-bold text-slate-800">다 읽은 책</h4>
      <BookList ids={weeks.finished} empty="아직 끝까지 읽은 책이 없어요." />
      <h4 className="mt-4 mb-2 font-bold text-slate-800">
        <span aria-hidden="true">🔊 </span>소리 내어 들은 책
      </h4>
      <BookList ids={weeks.readAloud} empty="읽어 주기를 쓴 책이 없어요." />
    </article>
  );
}

/**
 * The report's reading section: per child, never averaged across children. Loaded with the report only
 * when the family's code is on the device; it reads the family's progress by itself.
 */
export default function ReadingReport({ code }: { code: string }) {
  const { progress, failed } = useFamilyProgress(code);
  const readers = progress?.children.filter((c) => c.books.length > 0) ?? [];
  const today = new Date();
  return (
    <section aria-labelledby="reading-report-title" data-reading-report className="mt-10 space-y-4">
      <h2 id="reading-report-title" className="text-2xl font-extrabold text-slate-900">
        <span aria-hidden="true">📖 </span>읽기 기록
      </h2>
      <p className="text-slate-700">
        아이마다 따로 모았어요. 이번 주와 지난주에 읽은 시간, 책을 읽은 날, 읽고 있는 책과 끝까지 읽은 책, 읽어 주기로 들은 책이에요.
      </p>
      {failed && progress === null && <p className="text-slate-700">읽기 기록을 불러오지 못했어요. 인터넷 연결을 확인해 주세요.</p>}
      {progress && readers.length === 0 && (
        <p className="rounded-3xl bg-white p-5 text-slate-700 shadow-md ring-1 ring-slate-100">
          아직 읽기 기록이 없어요. 서재에서 “누가 하나요?”를 고르고 책을 읽으면 여기에 모여요.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {readers.map((child) => (
          <ChildReading key={child.name} child={child} today={today} />
        ))}
      </div>
    </section>
  );
}

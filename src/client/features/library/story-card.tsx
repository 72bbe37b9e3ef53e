import { Link } from 'react-router';
import { storyWords, type BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';
import { ScenePicture } from '../../ui/scene-picture';
import { emojiForTheme } from './theme-emoji';

const MAX_THEMES = 2;

/**
 * One book on the shelf. The title is the link; its ::after stretches over the card so the whole card is clickable.
 * `edition`: the language its words are shown in (the home page, Korean first, shows every book's Korean words and
 * the book's own title beside them); by default the book's own.
 */
export function StoryCard({ story, eager, finished = false, edition }: { story: Story; eager: boolean; finished?: boolean; edition?: BookLang }) {
  const lang = story.language === 'English' ? 'en' : 'ko';
  const shown = edition ?? lang;
  const words = storyWords(story, shown);
  return (
    <article
      lang={shown}
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-amber-100 transition hover:-translate-y-1 hover:shadow-xl focus-within:ring-4 focus-within:ring-indigo-600 motion-reduce:hover:translate-y-0"
    >
      <div className="relative">
        <ScenePicture src={story.coverImage} alt={words.coverAlt} load={eager ? 'first' : 'lazy'} />
        {finished && (
          <span
            data-finished-sticker
            lang="ko"
            className="absolute top-3 left-3 rotate-[-8deg] rounded-full bg-amber-300 px-3 py-1 text-sm font-extrabold text-amber-950 shadow-md"
          >
            🏅 다 읽었어요 <span lang="en">· Read!</span>
          </span>
        )}
        <span aria-hidden="true" className="absolute right-3 bottom-3 flex size-14 items-center justify-center rounded-full bg-white text-3xl shadow-md">
          {emojiForTheme(story.themes[0])}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-2 text-sm font-semibold">
          <span lang={lang} className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-700">
            {story.readingLevel}
          </span>
          <span lang={lang === 'en' ? 'ko' : 'en'} className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
            {lang === 'en' ? `한국어 ${story.levels.ko}단계` : `English Level ${story.levels.en}`}
          </span>
        </p>
        <h3 className="mt-3 text-xl font-bold text-slate-900">
          <Link to={story.route} className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-indigo-700">
            {words.title}
          </Link>
        </h3>
        {shown !== lang && (
          <p lang={lang} className="text-sm font-semibold text-slate-500">
            {story.title}
          </p>
        )}
        <p className="mt-2 flex-1 text-slate-700">{words.description}</p>
        <ul aria-label={shown === 'en' ? 'Themes' : '주제'} className="mt-4 flex flex-wrap gap-2">
          {words.themes.slice(0, MAX_THEMES).map((theme) => (
            <li key={theme} className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
              #{theme}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

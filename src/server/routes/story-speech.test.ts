import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryClipSchema } from '@/shared/story-speech';
import { bookWords } from '@/content/stories/shelf-words';
import { panelKey } from '@/shared/book-words';
import { createDbClipStore } from '../services/speech/db-clip-store';
import { EspeakSpeechProvider } from '../services/speech/espeak-speech-provider';
import { readMp3Info } from '../services/speech/mp3-frames';
import { ENGLISH_VOICE } from '../services/speech/story-speech';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

/** The birthday book's chapters, each ending with an activity. */
function birthdayChapters() {
  const birthday = bookWords('charlotte-birthday')!;
  if (birthday.format !== 'framed-panels') throw new Error('the birthday book has framed panels');
  return birthday.chapters;
}

/** The birthday book's panels in order, each with its key and chapter. */
const birthdayPanels = () =>
  birthdayChapters().flatMap((chapter) => chapter.panels.map((panel, i) => ({ key: panelKey(chapter, panel, i), chapterId: chapter.id, panel })));

describe.each(testDatabaseKinds())('story read-aloud API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SPEECH_PRERENDER: 'false' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('gives a page’s narration with word times that span its audio, and the audio itself', async () => {
    const res = await get('/api/tts/story/charlotte-christmas/c1-p1/text?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const clip = StoryClipSchema.parse(res.json());
    expect(clip.lang).toBe('en');
    expect(clip.text).toMatch(/^Snow fell all night long/);
    expect(clip.words[0]).toMatchObject({ start: 0, charIndex: 0 });
    expect(clip.words.at(-1)!.end).toBeCloseTo(clip.duration, 2);
    expect(clip.words).toHaveLength(clip.text.split(/\s+/).length);

    const audio = await get(clip.audioUrl);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(readMp3Info(audio.rawPayload)!.durationSeconds).toBeCloseTo(clip.duration, 1);
    expect((await get(clip.audioUrl, { 'if-none-match': String(audio.headers.etag) })).statusCode).toBe(304);
  });

  it('answers byte ranges, as media players ask for them (WebKit starts with bytes=0-1)', async () => {
    const url = '/api/tts/story/charlotte-christmas/c1-p2/text/audio?lang=ko';
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;

    const first = await get(url, { range: 'bytes=0-1' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-1/${size}`);
    expect(first.headers['content-length']).toBe('2');
    expect(first.rawPayload.equals(whole.rawPayload.subarray(0, 2))).toBe(true);

    const tail = await get(url, { range: `bytes=${size - 100}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 100}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 100))).toBe(true);

    const past = await get(url, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json().error).toMatch(/past its end/);

    // A range of another version of the clip gets the whole clip as it is now.
    const stale = await get(url, { range: 'bytes=0-1', 'if-range': '"an-older-clip"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
    expect((await get(url, { range: 'bytes=0-1', 'if-range': String(whole.headers.etag) })).statusCode).toBe(206);
  });

  it('speaks a speech bubble, in Korean for a Korean book', async () => {
    const res = await get('/api/tts/story/korean-charlotte-birthday/c1-p1/bubble-0?lang=ko');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lang: 'ko', text: '비스킷, 나 오늘 아홉 살이야!' });
  });

  it('says who speaks a bubble, in the language asked for', async () => {
    const en = await get('/api/tts/story/charlotte-birthday/c1-p1/speaker-0?lang=en');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ lang: 'en', text: 'Charlotte' });
    expect((await get('/api/tts/story/charlotte-birthday/c1-p1/speaker-0?lang=ko')).json()).toMatchObject({ lang: 'ko', text: '샬럿' });
    expect((await get('/api/tts/story/charlotte-birthday/c1-p1/speaker-1?lang=en')).statusCode).toBe(404);
  });

  it('reads a chapter’s activity on its last page only, and the end page’s three questions', async () => {
    const [first, second, third] = birthdayPanels();
    const chapter = birthdayChapters()[0]!;
    expect(third!.chapterId).toBe(chapter.id);
    expect((await get(`/api/tts/story/charlotte-birthday/${third!.key}/activity-title?lang=en`)).json()).toMatchObject({ text: chapter.activityTitle });
    expect((await get(`/api/tts/story/charlotte-birthday/${third!.key}/activity?lang=ko`)).json()).toMatchObject({
      lang: 'ko',
      text: chapter.translation.activityDescription,
    });
    for (const early of [first!, second!]) expect((await get(`/api/tts/story/charlotte-birthday/${early.key}/activity?lang=en`)).statusCode).toBe(404);
    expect((await get('/api/tts/story/forest-adventure/c1-p3/activity?lang=en')).statusCode).toBe(404);

    // Written here from the book, not read from the code that speaks it.
    expect((await get('/api/tts/story/charlotte-birthday/end/talk-happened?lang=en')).json()).toMatchObject({
      lang: 'en',
      text: 'What happened to the first cake? How did the family make a new one?',
    });
    expect((await get('/api/tts/story/charlotte-birthday/end/talk-myLife?lang=ko')).json()).toMatchObject({
      lang: 'ko',
      text: '가족과 함께 무언가를 만들었는데 조금 삐뚤빼뚤하게 된 적이 있나요? 그때 기분이 어땠나요?',
    });
    expect((await get('/api/tts/story/forest-adventure/end/talk-wishes?lang=ko')).statusCode).toBe(400);
    expect((await get('/api/tts/story/forest-adventure/end/text?lang=en')).statusCode).toBe(404);
    expect((await get(`/api/tts/story/charlotte-birthday/${first!.key}/talk-feeling?lang=en`)).statusCode).toBe(404);
  });

  it('renders a part once: the second request is answered from the store with the same ETag', async () => {
    const first = await get('/api/tts/story/forest-adventure/c1-p1/text?lang=en');
    const second = await get('/api/tts/story/forest-adventure/c1-p1/text?lang=en');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get('/api/tts/story/forest-adventure/c1-p1/text?lang=en', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('speaks a page whose words an editor changed afresh, never from the clip stored for its old words', async () => {
    // A short clip, stored under the name the page's narration had before its words were part of it: what a
    // database kept from an earlier release holds after the editor rewrote the page.
    const short = await get((await get('/api/tts/story/korean-charlotte-birthday/c1-p1/bubble-0?lang=ko')).json().audioUrl);
    const { voiceId } = new EspeakSpeechProvider(ENGLISH_VOICE);
    await createDbClipStore(t.database.db).put(`${voiceId}/story/charlotte-christmas/c2-p2/text/en`, short.rawPayload);

    const clip = StoryClipSchema.parse((await get('/api/tts/story/charlotte-christmas/c2-p2/text?lang=en')).json());
    const audio = await get(clip.audioUrl);
    expect(audio.rawPayload.equals(short.rawPayload)).toBe(false);
    // The narration's two dozen words take several seconds; the planted bubble, about one.
    expect(readMp3Info(audio.rawPayload)!.durationSeconds).toBeGreaterThan(2 * readMp3Info(short.rawPayload)!.durationSeconds);
  });

  it('refuses a page, part or language that does not exist', async () => {
    expect((await get('/api/tts/story/charlotte-christmas/nope/text?lang=en')).statusCode).toBe(404);
    expect((await get('/api/tts/story/charlotte-christmas/c1-p1/bubble-9?lang=en')).statusCode).toBe(404);
    expect((await get('/api/tts/story/no-such-book/c1-p1/text?lang=en')).statusCode).toBe(404);
    expect((await get('/api/tts/story/charlotte-christmas/c1-p1/text?lang=fr')).statusCode).toBe(400);
    expect((await get('/api/tts/story/charlotte-christmas/c1-p1/title?lang=en')).statusCode).toBe(400);
  });

  it('accepts one spelling per part: a bubble number with a leading zero is refused, not rendered and stored again', async () => {
    expect((await get('/api/tts/story/korean-charlotte-birthday/c1-p1/bubble-0?lang=ko')).statusCode).toBe(200);
    for (const part of ['bubble-00', 'bubble-01', 'bubble-007']) {
      const res = await get(`/api/tts/story/korean-charlotte-birthday/c1-p1/${part}?lang=ko`);
      expect(res.statusCode, part).toBe(400);
      expect(res.json().error, part).toMatch(/no leading zero/);
      expect((await get(`/api/tts/story/korean-charlotte-birthday/c1-p1/${part}/audio?lang=ko`)).statusCode, part).toBe(400);
    }
  });
});

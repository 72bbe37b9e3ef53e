import { expect, systemTier, test, type APIRequestContext, type Page } from './test';
import { seriousAccessibilityViolations } from './accessibility';
import { familyHeaders, newFamilyCode } from './family-code';

// All spec files share one server; each test saves under its own family code, so it sees only its own records.
const openReport = (page: Page, code: string) => page.goto(`/quiz-scores#code=${code}`);

type Miss = readonly [question: string, userAnswer: number | null];

/** A valid POST body: the given wrong answers, then correct answers to fill the ten questions. */
function scoreBody(playerName: string, misses: readonly Miss[], timeTaken: number) {
  const wrong = misses.map(([question, userAnswer]) => {
    const [a, b] = question.split(' × ').map(Number) as [number, number];
    return { question, correctAnswer: a * b, userAnswer, isCorrect: false, timeSpent: userAnswer === null ? 10 : 6 };
  });
  const right = Array.from({ length: 10 - wrong.length }, () => ({ question: '2 × 2', correctAnswer: 4, userAnswer: 4, isCorrect: true, timeSpent: 3 }));
  const score = right.length;
  return { playerName, score, totalQuestions: 10, accuracy: score * 10, timeTaken, questions: [...wrong, ...right] };
}

async function seed(request: APIRequestContext, code: string, rows: ReadonlyArray<readonly [string, readonly Miss[], number]>) {
  for (const [name, misses, time] of rows) {
    const res = await request.post('/api/quiz-scores', { data: scoreBody(name, misses, time), headers: familyHeaders(code) });
    expect(res.status(), await res.text()).toBe(201);
  }
}

const stat = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');
const ratings = (page: Page) => page.getByTestId('quiz-record').getByTestId('rating');
const trendScores = (page: Page) => page.getByTestId('trend-point').locator('td:nth-child(3)');
const problemRows = (page: Page, heading: RegExp) => page.getByRole('region', { name: heading }).getByTestId('problem-row').locator('span.text-lg');

async function expectStats(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(stat(page, label)).toHaveText(value);
}

// Posted in this order, so ids and completion times rise down the list.
const CLASS = [
  [
    '해님',
    [
      ['7 × 6', 41],
      ['6 × 7', null],
      ['3 × 4', 13],
    ],
    62,
  ],
  ['달님', [['7 × 6', 48]], 40],
  [
    '별님',
    [
      ['6 × 7', 43],
      ['4 × 6', 20],
      ['3 × 4', 7],
      ['5 × 5', 20],
      ['5 × 4', 21],
    ],
    90,
  ],
  [
    '해님',
    [
      ['7 × 6', null],
      ['4 × 6', 26],
    ],
    48,
  ],
  ['달님', [], 30],
  ['해님', [], 35],
  ['별님', [['6 × 7', 40]], 50],
  ['달님', [['2 × 3', 5]], 44],
  ['해님', [], 30],
] as const;

test('the report shows hand-checked statistics, ratings, trend and wrong-answer analysis, and the filter narrows them', async ({ page, request }) => {
  const code = newFamilyCode();
  await seed(request, code, CLASS);
  await openReport(page, code);

  await expect(page.getByText('부모님과 보호자를 위한 평가 페이지')).toBeVisible();
  await expect(page.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: '구구단 퀴즈 하러 가기' })).toHaveAttribute('href', '/multiplication-table');
  await expect(page.getByRole('group', { name: '누구의 기록을 볼까요?' }).getByRole('button')).toHaveText(['전체', '달님', '별님', '해님']);

  // Each child's own figures side by side, never one average over siblings:
  // 달님 9 10 9 in 114 s, 별님 5 9 in 140 s, 해님 7 8 10 10 in 175 s.
  const comparison = page.getByTestId('player-comparison');
  await expect(comparison.getByRole('columnheader')).toHaveText(['달님', '별님', '해님']);
  const figures = (label: string) =>
    comparison
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label }) })
      .getByRole('cell');
  await expect(figures('평균 점수')).toHaveText(['9.3점', '7점', '8.8점']);
  await expect(figures('최고 점수')).toHaveText(['10점', '9점', '10점']);
  await expect(figures('평균 걸린 시간')).toHaveText(['38초', '70초', '43.8초']);
  await expect(figures('문제당 평균 시간')).toHaveText(['3.8초', '7초', '4.4초']);
  await expect(figures('정답률')).toHaveText(['93%', '70%', '88%']);
  await expect(figures('퀴즈 횟수')).toHaveText(['3번', '2번', '4번']);
  await expect(page.getByText('8.6점')).toHaveCount(0);
  await expect(ratings(page)).toHaveText(['완벽!', '완벽!', '완벽!', '완벽!', '완벽!', '우수!', '노력!', '완벽!', '좋음!']);
  // One line per child, the most recently active first: 해님 7 8 10 10, 달님 9 10 9, 별님 5 9.
  await expect(trendScores(page)).toHaveText(['7/10점', '8/10점', '10/10점', '10/10점', '9/10점', '10/10점', '9/10점', '5/10점', '9/10점']);
  await expect(page.getByTestId('trend-plot').getByTestId('trend-line')).toHaveCount(3);
  await expect(page.getByTestId('trend-plot').getByTestId('trend-dot')).toHaveCount(9);

  const oldest = page.getByTestId('quiz-record').last();
  await oldest.getByRole('button', { name: '자세히 보기' }).click();
  const details = oldest.getByRole('list', { name: /문제 10개/ });
  await expect(details.getByRole('listitem')).toHaveCount(10);
  await expect(details.getByRole('listitem').nth(1)).toContainText('6 × 7 = 42답: 시간 초과❌ 오답');
  await expect(details).toHaveCSS('max-height', '256px');
  await expect(details).toHaveCSS('overflow-y', 'auto');
  await oldest.getByRole('button', { name: '접기' }).click();
  await expect(details).toBeHidden();

  const haenimLoad = page.waitForResponse((r) => r.url().endsWith(`/api/quiz-scores/${encodeURIComponent('해님')}`));
  await page.getByRole('button', { name: '해님' }).click();
  await haenimLoad;
  await expect(page.getByRole('button', { name: '해님' })).toHaveAttribute('aria-pressed', 'true');
  // 7 8 10 10 = 35 of 40 in 175 s.
  await expectStats(page, {
    '평균 점수': '8.8점',
    '최고 점수': '10점',
    '평균 걸린 시간': '43.8초',
    '문제당 평균 시간': '4.4초',
    정답률: '88%',
    '퀴즈 횟수': '4번',
  });
  await expect(ratings(page)).toHaveText(['완벽!', '완벽!', '우수!', '좋음!']);
  await expect(trendScores(page)).toHaveText(['7/10점', '8/10점', '10/10점', '10/10점']);

  await page.getByRole('tab', { name: '오답 분석' }).click();
  // 7 × 6 and 6 × 7 are one fact, named smaller factor first: 해님 missed it three times (twice out of time).
  await expect(problemRows(page, /해님의 자주 틀린 문제/)).toHaveText(['6 × 7 = 42', '3 × 4 = 12', '4 × 6 = 24']);
  await expect(page.getByTestId('problem-row').first()).toContainText('3번 틀렸어요 (시간 초과 2번)');
  // Ranked by children who missed (3, 2, 2, 1, 1, 1), then misses, then table and multiplier.
  const classOrder = ['6 × 7 = 42', '3 × 4 = 12', '4 × 6 = 24', '2 × 3 = 6', '4 × 5 = 20', '5 × 5 = 25'];
  await expect(problemRows(page, /아이들이 함께 어려워한 문제/)).toHaveText(classOrder);
  await expect(
    page
      .getByRole('region', { name: /아이들이 함께/ })
      .getByTestId('problem-row')
      .first(),
  ).toContainText('3명 중 3명이 틀렸어요 · 모두 6번');
  // A missed fact counts toward both its tables, as the heat map colours both of its cells.
  await expect(page.getByTestId('practice-table')).toHaveText([/^6단.*6 × 7 = 42.*6 × 4 = 24$/, /^7단.*7 × 6 = 42$/, /^4단.*4 × 3 = 12.*4 × 6 = 24$/]);
  // The practice button opens the quiz on those tables, for this child.
  await expect(page.getByRole('link', { name: '구구단 연습하러 가기' })).toHaveAttribute(
    'href',
    `/multiplication-table?tables=6%2C7%2C4&player=${encodeURIComponent('해님')}`,
  );
  // 해님's heat map: the missed fact in both of its cells, a fact never asked in grey.
  const haenimMap = page.getByRole('region', { name: '해님의 구구단 지도' });
  await expect(haenimMap.getByTestId('heat-7x6')).toHaveAttribute('data-level', 'missed');
  await expect(haenimMap.getByTestId('heat-6x7')).toHaveAttribute('data-level', 'missed');
  await expect(haenimMap.getByTestId('heat-7x6')).toContainText('자주 틀려요: 최근 3번 중 3번 틀림');
  await expect(haenimMap.getByTestId('heat-9x9')).toHaveAttribute('data-level', 'unasked');
  await expect(haenimMap.getByTestId('heat-2x2')).toHaveAttribute('data-level', 'known');

  await page.getByRole('button', { name: '별님' }).click();
  await expect(page.getByTestId('practice-table')).toHaveText([
    /^4단.*4 × 3 = 12.*4 × 5 = 20$/,
    /^6단.*6 × 7 = 42.*6 × 4 = 24$/,
    /^5단.*5 × 4 = 20.*5 × 5 = 25$/,
  ]);

  const allReload = page.waitForResponse((r) => r.url().endsWith('/api/quiz-scores?limit=100'));
  await page.getByRole('button', { name: '전체' }).click();
  await allReload;
  await expect(problemRows(page, /^자주 틀린 문제/)).toHaveText(classOrder);
  await expect(page.getByTestId('practice-table')).toHaveText([/^6단/, /^7단/, /^4단/]);
  // Every child gets their own map; none is pooled.
  await expect(page.getByTestId('child-practice')).toHaveCount(3);

  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a family whose children all score perfectly is celebrated instead of analysed', systemTier, async ({ page, request }) => {
  const code = newFamilyCode();
  await seed(request, code, [
    ['꽃님', [], 33],
    ['풀님', [], 41],
  ]);
  await openReport(page, code);
  await expect(ratings(page)).toHaveText(['완벽!', '완벽!']);
  await page.getByRole('tab', { name: '오답 분석' }).click();
  await expect(page.getByText('모든 아이가 모든 문제를 맞혔어요!')).toBeVisible();
  await expect(page.getByText('틀린 문제가 하나도 없어요!')).toBeVisible();
  await expect(page.getByTestId('practice-table')).toHaveCount(0);
});

test('one child alone gets no shared list, only their own', systemTier, async ({ page, request }) => {
  const code = newFamilyCode();
  await seed(request, code, [['솔님', [['3 × 7', 24]], 50]]);
  await openReport(page, code);
  await page.getByRole('tab', { name: '오답 분석' }).click();
  await expect(page.getByText('아이 2명 이상의 기록이 모이면')).toBeVisible();
  await expect(problemRows(page, /자주 틀린 문제/)).toHaveText(['3 × 7 = 21']);
});

test(
  '3 × 7 and 7 × 3 missed are one fact, shown on the heat map, and "practise what I missed" opens the calm quiz, which asks every missed fact and no other',
  systemTier,
  async ({ page, request }) => {
    const code = newFamilyCode();
    await seed(request, code, [
      [
        '솔님',
        [
          ['3 × 7', 24],
          ['7 × 3', null],
          ['6 × 8', 40],
        ],
        50,
      ],
    ]);
    await openReport(page, code);
    await page.getByRole('tab', { name: '오답 분석' }).click();
    await expect(problemRows(page, /자주 틀린 문제/)).toHaveText(['3 × 7 = 21', '6 × 8 = 48']);
    await expect(page.getByTestId('problem-row').first()).toContainText('2번 틀렸어요 (시간 초과 1번)');
    const map = page.getByRole('region', { name: '솔님의 구구단 지도' });
    for (const cell of ['3x7', '7x3', '6x8', '8x6']) await expect(map.getByTestId(`heat-${cell}`)).toHaveAttribute('data-level', 'missed');
    await expect(map.getByRole('row', { name: /×7/ }).getByRole('cell').nth(1)).toContainText('3 × 7 = 21, 자주 틀려요');

    await page.getByRole('link', { name: '🌱 틀리거나 느린 2문제 천천히 연습하기' }).click();
    await expect(page).toHaveURL(/\/multiplication-table\?facts=3x7%2C6x8&calm=1&player=/);
    await expect(page.getByRole('list', { name: '다시 풀 문제' }).getByRole('listitem')).toHaveText(['3 × 7', '6 × 8']);
    // The missed facts open the calm quiz, which asks every fact it lists.
    await expect(page.getByRole('button', { name: '🌱 천천히 풀기' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('아래 2문제를 한 번씩 모두 풀고')).toBeVisible();
    // The report's device holds the code: the child it names is the one playing.
    await expect(page.locator('[data-who-is-playing]').getByRole('button', { name: '솔님' })).toHaveAttribute('aria-pressed', 'true');
    await page.clock.install();
    await page.getByRole('button', { name: /연습 시작/ }).click();
    const asked = new Set<string>();
    for (let i = 0; i < 10; i++) {
      await expect(page.getByText(`문제 ${i + 1} / 10`)).toBeVisible();
      const [a, b] = ((await page.getByTestId('quiz-question').innerText()).match(/\d+/g) ?? []).map(Number) as [number, number];
      asked.add(`${Math.min(a, b)} × ${Math.max(a, b)}`);
      await page.getByLabel('답', { exact: true }).fill(String(a * b));
      await page.getByLabel('답', { exact: true }).press('Enter');
      await page.clock.runFor(1500);
    }
    expect([...asked].sort()).toEqual(['3 × 7', '6 × 8']);
  },
);

test('a code with no records yet invites the child to a first quiz', systemTier, async ({ page }) => {
  await openReport(page, newFamilyCode());
  await expect(page.getByText('아직 퀴즈 기록이 없어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '첫 퀴즈 시작하기' })).toHaveAttribute('href', '/multiplication-table');
  await page.getByRole('tab', { name: '오답 분석' }).click();
  await expect(page.getByText('오답 분석에 쓸 기록이 아직 없어요')).toBeVisible();
});

test('a failed load is logged and the loading state ends', systemTier, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/api/quiz-scores?limit=100', (route) => route.fulfill({ status: 503, json: { error: 'Database unavailable' } }));
  await openReport(page, newFamilyCode());
  await expect(page.getByText('기록을 불러오지 못했어요', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '불러오고 있어요' })).toHaveCount(0);
  expect(errors.some((e) => e.includes('Could not load quiz scores'))).toBe(true);
});

test('more than 20 records come a page at a time, with a button for the rest', systemTier, async ({ page, request }) => {
  const code = newFamilyCode();
  await seed(
    request,
    code,
    Array.from({ length: 25 }, () => ['페이지', [], 30] as const),
  );
  await openReport(page, code);
  await expect(page.getByTestId('quiz-record')).toHaveCount(20);
  await expect(page.getByText('25개 중 20개를 보고 있어요.')).toBeVisible();
  await page.getByRole('button', { name: '5개 더 보기' }).click();
  await expect(page.getByTestId('quiz-record')).toHaveCount(25);
  await expect(page.getByRole('button', { name: /더 보기/ })).toHaveCount(0);
});

test('a device without a code shows no one’s records, explains how records appear, and joins a typed code', async ({ page, request }) => {
  const code = newFamilyCode();
  await seed(request, code, [['이웃집', [], 30]]);
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/quiz-scores') && calls.push(r.url()));
  await page.goto('/quiz-scores');
  await expect(page.getByRole('heading', { name: '이 기기에는 아직 볼 수 있는 기록이 없어요' })).toBeVisible();
  await expect(page.getByText('이웃집')).toHaveCount(0);
  expect(calls).toEqual([]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto('/quiz-scores#code=1234');
  await expect(page.getByRole('alert')).toContainText('링크에 든 가족 코드를 읽지 못했어요');
  await page.getByLabel('가족 코드 입력하기').fill('1234');
  await page.getByRole('button', { name: '이 코드로 보기' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '16자리' })).toHaveText('코드를 다시 확인해 주세요. 영어와 숫자 16자리예요.');
  await page.getByLabel('가족 코드 입력하기').fill(code.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: '이 코드로 보기' }).click();
  await expect(page.getByTestId('quiz-record')).toHaveText([/이웃집/]);
  await expect(page.getByTestId('family-code').first()).toHaveText(code);
});

test('the API answers 400 without a code and never lists another code’s records', systemTier, async ({ request }) => {
  const mine = newFamilyCode();
  await seed(request, mine, [['내아이', [], 30]]);
  const none = await request.get('/api/quiz-scores?limit=100');
  expect(none.status()).toBe(400);
  expect((await none.json()).error).toMatch(/family code is required/);
  const other = await request.get(`/api/quiz-scores/${encodeURIComponent('내아이')}`, { headers: familyHeaders(newFamilyCode()) });
  expect(await other.json()).toEqual([]);
});

test('a device holds several codes and switches between them; forgetting one leaves its records on the server', systemTier, async ({ page, request }) => {
  const home = newFamilyCode();
  const school = newFamilyCode();
  await seed(request, home, [['집아이', [], 30]]);
  await seed(request, school, [
    ['반아이', [], 30],
    ['반친구', [], 40],
  ]);
  await openReport(page, home);
  await expect(page.getByRole('status').filter({ hasText: '링크로 받은 가족 코드를 이 기기에 추가했어요' })).toBeVisible();
  await expect(page).toHaveURL(/\/quiz-scores$/);
  await openReport(page, school);
  await expect(page.getByTestId('quiz-record')).toHaveCount(2);

  const codes = page.getByRole('group', { name: '어느 코드의 기록을 볼까요?' });
  await codes.getByRole('button', { name: home }).click();
  await expect(page.getByTestId('quiz-record')).toHaveText([/집아이/]);
  await expect(codes.getByRole('button', { name: home })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: '이 기기에서 코드 빼기' }).click();
  await expect(page.getByTestId('quiz-record')).toHaveCount(2);
  await expect(page.getByTestId('family-code').first()).toHaveText(school);
  await page.getByRole('button', { name: '이 기기에서 코드 빼기' }).click();
  await expect(page.getByRole('heading', { name: '이 기기에는 아직 볼 수 있는 기록이 없어요' })).toBeVisible();
  const kept = await request.get('/api/quiz-scores', { headers: familyHeaders(home) });
  expect(await kept.json()).toHaveLength(1);
});

test('deleting our records asks first, then clears the report on every device', systemTier, async ({ page, request }) => {
  const code = newFamilyCode();
  await seed(request, code, [
    ['지울아이', [], 30],
    ['지울친구', [['2 × 3', 5]], 40],
  ]);
  // The question's code is fetched while the report shows, not after the tap, so a tap asks at once.
  const questionCode = page.waitForResponse((response) => /\/delete-records-dialog-[\w-]+\.js$/.test(new URL(response.url()).pathname) && response.ok());
  await openReport(page, code);
  await expect(page.getByTestId('quiz-record')).toHaveCount(2);
  await questionCode;

  await page.getByRole('button', { name: '우리 기록 모두 지우기' }).click();
  const dialog = page.getByRole('alertdialog', { name: '기록을 모두 지울까요?' });
  await expect(dialog).toContainText('퀴즈 기록 2개가 읽기 기록, 게임 기록과 함께 지워져요');
  await expect(dialog).toContainText('코드를 가진 다른 기기에서는 다음에 인터넷에 연결될 때 사라져요');
  await dialog.getByRole('button', { name: '그만두기' }).click();
  await expect(page.getByTestId('quiz-record')).toHaveCount(2);

  await page.getByRole('button', { name: '우리 기록 모두 지우기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '모두 지우기' }).click();
  await expect(page.getByText('기록을 모두 지웠어요', { exact: true })).toBeVisible();
  await expect(page.getByText('아직 퀴즈 기록이 없어요')).toBeVisible();
  expect(await (await request.get('/api/quiz-scores', { headers: familyHeaders(code) })).json()).toEqual([]);
});

test('practice quizzes (no clock) are listed apart and never counted in the timed statistics; each child’s facts are counted known, slow, not yet or never asked, as the map colours them', async ({
  page,
  request,
}) => {
  const code = newFamilyCode();
  await seed(request, code, [['소라', [['6 × 8', 40]], 40]]);
  const practice = { ...scoreBody('소라', [['7 × 8', 50]], 300), mode: 'practice' };
  practice.questions[0] = { ...practice.questions[0]!, timeSpent: 45 };
  const saved = await request.post('/api/quiz-scores', { data: practice, headers: familyHeaders(code) });
  expect(saved.status(), await saved.text()).toBe(201);

  await openReport(page, code);
  // The statistics count the one timed quiz: 9 points in 40 s, not the practice's 9 in 300 s.
  await expectStats(page, { '퀴즈 횟수': '1번', '평균 걸린 시간': '40초' });
  await expect(page.getByTestId('timed-records').getByTestId('quiz-record')).toHaveCount(1);
  const practiceList = page.getByTestId('practice-records');
  await expect(practiceList.getByRole('heading', { name: /천천히 풀기 기록/ })).toBeVisible();
  await expect(practiceList.getByTestId('quiz-record')).toHaveCount(1);
  await expect(practiceList.getByTestId('quiz-record')).toContainText('🌱 연습');
  await expect(page.getByTestId('trend-point')).toHaveCount(1);

  await page.getByRole('tab', { name: '오답 분석' }).click();
  const progress = page.getByTestId('fact-progress');
  const count = (key: string) => progress.locator(`[data-count="${key}"] dd`);
  // 2 × 2 answered fast; 6 × 8 and 7 × 8 missed, told apart from the 33 facts never asked.
  await expect(count('known')).toHaveText('1개');
  await expect(count('slow')).toHaveText('0개');
  await expect(count('not-yet')).toHaveText(/^2개/);
  await expect(count('unasked')).toHaveText('33개');
  // The same rule colours the map: its cells say what the counts say, and the page says the rule.
  const map = page.getByRole('region', { name: '소라의 구구단 지도' });
  await expect(map.locator('td[data-level="known"]')).toHaveCount(1);
  await expect(map.locator('td[data-level="missed"]')).toHaveCount(4);
  await expect(page.getByTestId('fact-rule')).toContainText('최근 3번');
  // The child first played this week: no earlier week says 36 facts were unknown.
  await expect(progress.getByRole('row')).toHaveCount(2);
  await expect(progress.getByRole('row', { name: /이번 주/ })).toContainText('1');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

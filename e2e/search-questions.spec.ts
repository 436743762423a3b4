import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { QUESTIONS } from './search-questions.ts';

/**
 * The question set (`search-questions.ts`): readers' questions, measured as the first-result and
 * top-3 rates of the merged list. Figures go to the console and to
 * `node_modules/.cache/search-questions.json`; the answer must come first for at least 9 in 10.
 */
test('questions: the page that answers comes first', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/docs/introduction');
  const report: { question: string; rank: number; got: string[] }[] = [];
  for (const q of QUESTIONS) {
    const results = await page.evaluate(([query]) => (window as unknown as { docsSearch: (q: string) => Promise<{ url: string }[]> }).docsSearch(query!), [q.question]);
    const routes = results.map((r) => r.url.split('#')[0]!);
    const rank = routes.findIndex((route) => q.answers.includes(route));
    report.push({ question: q.question, rank: rank === -1 ? -1 : rank + 1, got: results.slice(0, 3).map((r) => r.url) });
  }
  const first = report.filter((r) => r.rank === 1).length;
  const top3 = report.filter((r) => r.rank >= 1 && r.rank <= 3).length;
  const summary = { questions: report.length, first, top3, firstRate: first / report.length, top3Rate: top3 / report.length };
  mkdirSync('node_modules/.cache', { recursive: true });
  writeFileSync('node_modules/.cache/search-questions.json', JSON.stringify({ ...summary, report }, null, 2));
  console.log(`questions: ${report.length}, answer first for ${first} (${Math.round(summary.firstRate * 100)}%), in the top 3 for ${top3} (${Math.round(summary.top3Rate * 100)}%)`);
  for (const r of report.filter((x) => x.rank !== 1)) console.log(`  ${r.rank === -1 ? 'miss' : `#${r.rank}`}  ${r.question}  →  ${r.got.join(' , ')}`);
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(50);
  expect(summary.firstRate).toBeGreaterThanOrEqual(0.9);
  expect(summary.top3Rate).toBeGreaterThanOrEqual(0.95);
});

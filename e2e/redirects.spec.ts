import { expect, test } from '@playwright/test';

const OLD = '/docs/saas';
const TARGET = '/docs/managed-datahub/managed-datahub-overview';

test('an old path lands on its new page', async ({ page }) => {
  await page.goto(OLD);
  await expect(page).toHaveURL(TARGET);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataHub Cloud overview');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the redirect still lands (meta refresh)', async ({ page }) => {
    await page.goto('/docs/managed-datahub/saas-slack-setup');
    await expect(page).toHaveURL('/docs/managed-datahub/slack/saas-slack-setup');
  });
});

test('the redirect page has a canonical link, noindex and a plain link', async ({ request }) => {
  const response = await request.get(OLD, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${TARGET}"/>`);
  expect(html).toContain(`<link rel="canonical" href="https://docs.datahub.com${TARGET}"/>`);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain(`<a href="${TARGET}">`);
});

test('/_redirects lists every redirect in Netlify’s format', async ({ request }) => {
  const lines = (await (await request.get('/_redirects')).text()).split('\n');
  expect(lines).toContain(`${OLD} ${TARGET} 301`);
  expect(lines).toContain('/docs /docs/introduction 301');
  for (const line of lines.filter((l) => l && !l.startsWith('#'))) expect(line).toMatch(/^\/\S* \/\S* 301$/);
});

test('redirect pages stay out of the sitemap and the page index', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`${OLD}<`);
  const index = (await (await request.get('/page-index.json')).json()) as { route: string }[];
  expect(index.some((r) => r.route === OLD)).toBe(false);
});

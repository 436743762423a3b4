import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe.ts';

const PAGE = '/docs/quickstart';

function issueFields(href: string): { title: string; body: string; path: string } {
  const url = new URL(href);
  return { path: url.pathname, title: url.searchParams.get('title') ?? '', body: url.searchParams.get('body') ?? '' };
}

async function open(page: Page, answer: 'Yes' | 'No'): Promise<void> {
  await page.goto(PAGE);
  await page.locator('.feedback').getByRole('button', { name: answer }).click();
}

test.describe('issue mode (the default)', () => {
  test('the Send link carries the page route, title, version, answer and typed comment', async ({ page }) => {
    await open(page, 'No');
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    await expect(feedback.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    const comment = feedback.getByLabel('What was missing, wrong or unclear? (optional)');
    await expect(comment).toBeFocused();
    await comment.fill('Step 2 fails on Windows & WSL.');
    const send = feedback.getByRole('link', { name: /Send on GitHub/ });
    let fields = issueFields((await send.getAttribute('href'))!);
    expect(fields.path).toBe('/datahub-project/datahub-docs/issues/new');
    expect(fields.title).toBe('Docs: "Quickstart" (not helpful)');
    expect(fields.body).toContain('Page: https://docs.datahub.com/docs/quickstart');
    expect(fields.body).toContain('Title: Quickstart');
    expect(fields.body).toContain('Version: Next');
    expect(fields.body).toContain('Helpful: no');
    expect(fields.body).toContain('Step 2 fails on Windows & WSL.');

    // Changing the answer keeps the comment and updates the link.
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await expect(feedback.getByLabel('What helped? (optional)')).toHaveValue('Step 2 fails on Windows & WSL.');
    fields = issueFields((await send.getAttribute('href'))!);
    expect(fields.body).toContain('Helpful: yes');
    expect(fields.title).toBe('Docs: "Quickstart" (helpful)');
  });

  test('Send opens the issue in a new tab and thanks the reader', async ({ page, context }) => {
    await context.route('https://github.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>GitHub stand-in</title>' }));
    await open(page, 'Yes');
    await page.getByLabel('What helped? (optional)').fill('Clear steps.');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Send on GitHub/ }).click()]);
    expect(issueFields(popup.url()).body).toContain('Clear steps.');
    await expect(page.locator('.feedback').getByRole('status')).toHaveText(/Thank you\. The issue opened on GitHub/);
  });

  test('works by keyboard, with a visible focus ring', async ({ page }) => {
    await page.goto(PAGE);
    const yes = page.locator('.feedback').getByRole('button', { name: 'Yes' });
    await yes.focus();
    await page.keyboard.press('Tab');
    const no = page.locator('.feedback').getByRole('button', { name: 'No' });
    await expect(no).toBeFocused();
    expect(await no.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    const comment = page.getByLabel(/missing, wrong or unclear/);
    await expect(comment).toBeFocused();
    await page.keyboard.type('Typed by keyboard');
    await page.keyboard.press('Tab');
    const send = page.getByRole('link', { name: /Send on GitHub/ });
    await expect(send).toBeFocused();
    expect(await send.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    expect(issueFields((await send.getAttribute('href'))!).body).toContain('Typed by keyboard');
  });

  test('the first page load does not fetch the form code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('feedback-form'))).toBe(false);
    await page.locator('.feedback').getByRole('button', { name: 'No' }).click();
    await expect(page.getByLabel(/missing, wrong or unclear/)).toBeVisible();
    expect(scripts.some((url) => url.includes('feedback-form'))).toBe(true);
  });
});

test.describe('endpoint mode', () => {
  /** Switches the page's widget to endpoint mode, as `feedback: { kind: 'endpoint', url }` renders it. */
  async function useEndpoint(page: Page): Promise<string> {
    await page.goto(PAGE);
    const endpoint = new URL('/__feedback', page.url()).href;
    await page.locator('[data-feedback]').evaluate((el, url) => {
      const settings = JSON.parse((el as HTMLElement).dataset.feedback!);
      (el as HTMLElement).dataset.feedback = JSON.stringify({ ...settings, kind: 'endpoint', url });
    }, endpoint);
    return endpoint;
  }

  test('posts the route, version, answer and comment as JSON', async ({ page }) => {
    const endpoint = await useEndpoint(page);
    const posted: unknown[] = [];
    await page.route(endpoint, async (route) => {
      posted.push({ method: route.request().method(), type: route.request().headers()['content-type'], body: route.request().postDataJSON() });
      await route.fulfill({ status: 204 });
    });
    await page.locator('.feedback').getByRole('button', { name: 'No' }).click();
    await page.getByLabel(/missing, wrong or unclear/).fill('The port is wrong.');
    await page.locator('.feedback').getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.feedback').getByRole('status')).toHaveText('Thank you, your feedback was sent.');
    expect(posted).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        body: { route: '/docs/quickstart', url: 'https://docs.datahub.com/docs/quickstart', title: 'Quickstart', version: 'Next', helpful: false, comment: 'The port is wrong.' },
      },
    ]);
  });

  test('a failed POST says so and offers the issue link instead', async ({ page }) => {
    const endpoint = await useEndpoint(page);
    await page.route(endpoint, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.locator('.feedback').getByRole('button', { name: 'Yes' }).click();
    await page.getByLabel('What helped? (optional)').fill('Good page.');
    await page.locator('.feedback').getByRole('button', { name: 'Send' }).click();
    const status = page.locator('.feedback').getByRole('status');
    await expect(status).toContainText('Your feedback could not be sent (the server answered 500).');
    const fallback = status.getByRole('link', { name: /Open an issue on GitHub instead/ });
    expect(issueFields((await fallback.getAttribute('href'))!).body).toContain('Good page.');
    await expect(page.locator('.feedback').getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain link opens a prefilled issue about this page', async ({ page }) => {
    await page.goto(PAGE);
    const feedback = page.getByRole('region', { name: 'Was this page helpful?' });
    // Yes / No need the script: they are in the page but not shown.
    await expect(feedback.locator('[data-feedback-answer]')).toHaveCount(2);
    for (const button of await feedback.locator('[data-feedback-answer]').all()) await expect(button).toBeHidden();
    const link = feedback.getByRole('link', { name: 'open an issue about this page' });
    await expect(link).toBeVisible();
    const fields = issueFields((await link.getAttribute('href'))!);
    expect(fields.body).toContain('Page: https://docs.datahub.com/docs/quickstart');
    expect(fields.body).toContain('Version: Next');
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open widget has no axe violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await open(page, 'No');
    await page.getByLabel(/missing, wrong or unclear/).fill('Something');
    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id), describeViolations(violations)).toEqual([]);
  });
}

test('generated reference pages have the widget too', async ({ page }) => {
  await page.goto('/docs/graphql/enums');
  await expect(page.getByRole('region', { name: 'Was this page helpful?' })).toBeVisible();
});

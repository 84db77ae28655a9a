import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { networkSettled, test } from './support/network';
import { closeNewsletterPopup, PASSWORD, uniqueEmail } from './support/customers';

/**
 * The journal (issue 14, spec §2, §3 "Blog comment", §6): listings and headings, the post page,
 * SEO, the feed, the Journal link, comments with moderation, and blog code staying out of other
 * pages' first download.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The e2e server's database (playwright.config.ts): `npm run admin` reaches it through its socket.
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${process.env.E2E_RUN_ID ?? 'local'}`);

function admin(...args: string[]): string {
  return execFileSync('node', [path.join(repoRoot, 'apps/commerce-api/dist/admin/cli.js'), ...args], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await networkSettled(page);
  return response;
}

async function expectNoAxeViolations(page: Page, selector = 'main') {
  await injectAxe(page);
  const violations = await getViolations(page, selector);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W*$`));

async function createCustomer(request: APIRequestContext, email: string, firstname: string) {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', store: 'en' },
    data: {
      query: `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      variables: { input: { email, firstname, lastname: 'Ozola', password: PASSWORD } },
    },
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors ?? []).toEqual([]);
}

const postCards = (page: Page) => page.getByRole('main').locator('article');

// Spec §4's newsletter pop-up follows each sign-in; these journeys close it (support/customers.ts).
test.beforeEach(({ page }) => closeNewsletterPopup(page));

test.describe('the journal in /de/', () => {
  test('lists every post with paging, by category, tag, author and search, with the spec’s headings', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, '/de/blog');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(postCards(page)).toHaveCount(6);
    await expect(page).toHaveTitle(/Blog/);
    await main.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/\/de\/blog\?page=2$/);
    await expect(postCards(page)).toHaveCount(2);

    await open(page, '/de/blog/category/rituale');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Rituale');
    await expect(postCards(page)).toHaveCount(3);

    await open(page, '/de/blog/tag/lsf');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Beiträge mit dem Schlagwort „LSF“');
    await expect(postCards(page)).toHaveCount(1);

    await open(page, '/de/blog/author/lena-berg');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mehr von Dr. Lena Berg');
    await expect(postCards(page)).toHaveCount(3);

    // Search inside the blog, through its form.
    await main.getByRole('searchbox', { name: 'Im Blog suchen' }).fill('Sauna');
    await main.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/de\/blog\/search\?q=Sauna$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Sauna“');
    await expect(postCards(page).first()).toContainText('Sauna');

    await open(page, '/de/blog/search?q=zzzzqq');
    await expect(main.getByText('Keine Beiträge passen zu Ihrer Suche.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a post: title, author, date, reading time, hero, content with blog product cards, tags, related, SEO', async ({
    page,
  }) => {
    const response = await open(page, '/de/blog/winter-hautpflege-routine');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    const article = main.locator('article').first();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'So baust du deine Winter-Pflegeroutine auf',
    );
    await expect(article).toContainText('Aino Virtanen');
    await expect(article).toContainText('Min. Lesezeit');
    await expect(article.locator('time').first()).toHaveAttribute('datetime', /^2025-/);
    const hero = article.getByRole('img', { name: 'Verschneite Fjells unter grünem Polarlicht' });
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('srcset', /640w/);
    // Spec §2: blog product cards have no price, cart button, wishlist or visible name.
    const products = article.locator('a[href$=".html"]');
    await expect(products.first()).toBeVisible();
    await expect(article.getByRole('button', { name: /Warenkorb|In die Tasche/i })).toHaveCount(0);
    await expect(article.getByText('€')).toHaveCount(0);
    await expect(article.getByRole('link', { name: 'Rituale' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Winterpflege' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Ähnliche Beiträge' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Auf Facebook teilen' })).toHaveAttribute(
      'href',
      /facebook\.com\/sharer/,
    );

    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/de\/blog\/winter-hautpflege-routine$/,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      'href',
      /[^/]\/blog\/winter-skincare-routine$/,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute(
      'href',
      /\/fr\/blog\/routine-soin-hiver$/,
    );
    await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/de\/blog\/rss\.xml$/,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'So baust du deine Winter-Pflegeroutine auf',
      author: { name: 'Aino Virtanen' },
      inLanguage: 'de-DE',
    });
    await expectNoAxeViolations(page);
  });

  test('old post URLs redirect with 301; unknown posts are 404', async ({ request }) => {
    const old = await request.get('/blog/post/vitamin-c-explained.html', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toMatch(/\/blog\/vitamin-c-explained$/);
    expect((await request.get('/de/blog/no-such-post')).status()).toBe(404);
  });

  test('the feed per store view, linked from the head; none in the store without a blog', async ({
    request,
  }) => {
    const feed = await request.get('/de/blog/rss.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml).toContain('<language>de-DE</language>');
    expect(xml).toContain('/de/blog/winter-hautpflege-routine</link>');
    expect((await request.get('/blog/rss.xml')).status()).toBe(200);
    expect((await request.get('/mc/blog/rss.xml')).status()).toBe(404);
    expect((await request.get('/mc/blog')).status()).toBe(404);
  });
});

test.describe('journal link and first download', () => {
  test('the Journal link shows where the blog is active, not in the store without one', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, '/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Journal' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');

    await open(page, '/mc/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Journal' })).toHaveCount(0);
    // The mobile panel's links neither.
    await page.setViewportSize({ width: 375, height: 800 });
    // The staff store's texts are Latvian ("Open menu").
    await page.getByRole('button', { name: 'Atvērt izvēlni' }).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Journal' })).toHaveCount(0);
  });

  test('blog code is not in the first download of other pages', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await open(page, '/');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes('BlogNavigation') || s.includes('AmBlogLeaveComment'))).toEqual(
      [],
    );
  });
});

test.describe('comments', () => {
  test('a post is fully readable with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await closeNewsletterPopup(page);
    const response = await page.goto('/blog/vitamin-c-explained');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('article p').first()).toBeVisible();
    expect(((await main.locator('article').first().textContent()) ?? '').length).toBeGreaterThan(600);
    await expect(main.getByRole('img').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /\/sign-in\?returnTo=/);
    await context.close();
  });

  test('a customer comments → pending note → admin approves → a guest sees it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('blogger');
    await createCustomer(request, email, 'Mara');
    const postPath = '/blog/sauna-ritual';
    await open(page, `/sign-in?returnTo=${encodeURIComponent(postPath)}`);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath}$`), { timeout: 20_000 });
    await networkSettled(page);

    const message = `Lovely ritual, thank you! See https://example.com/sauna ${Date.now()}`;
    const form = page.getByRole('main');
    // The spec's texts for an empty or too long comment.
    await form.getByRole('button', { name: 'Post comment' }).click();
    await expect(form.getByText('Is required')).toBeVisible();
    await field(form, 'Your comment').fill(message);
    await form.getByRole('button', { name: 'Post comment' }).click();
    const mine = form.locator('article').filter({ hasText: message });
    await expect(mine.getByRole('note')).toHaveText(
      'Your comment is awaiting approval. Only you can see it until then.',
    );
    await expect(mine.getByRole('link', { name: 'https://example.com/sauna' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener noreferrer',
    );

    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await closeNewsletterPopup(guestPage);
    await guestPage.goto(postPath);
    await expect(guestPage.getByRole('main').getByRole('heading', { name: 'Comments' })).toBeVisible();
    await expect(guestPage.getByText(message)).toHaveCount(0);

    const listed = admin('comments', 'list');
    const id = new RegExp(
      `#(\\d+) PENDING[^\\n]*\\n[^\\n]*\\n\\s*${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ).exec(listed)?.[1];
    expect(id).toBeTruthy();
    expect(admin('comments', 'approve', id!)).toContain(`Comment #${id} is APPROVED.`);

    await guestPage.goto(postPath);
    await expect(guestPage.getByText(message)).toBeVisible();
    await expect(guestPage.locator('article').filter({ hasText: message }).getByRole('note')).toHaveCount(0);
    await guest.close();
  });

  test('a guest is led from the comment form to create an account (authentication dialog, CreateAccount)', async ({
    page,
  }) => {
    await open(page, '/blog/spf-under-grey-skies');
    const main = page.getByRole('main');
    await expect(main.getByText('Sign in or create an account to join the conversation.')).toBeVisible();
    await expect(main.getByRole('textbox', { name: /Your comment/ })).toHaveCount(0);
    await main.getByRole('link', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an Account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/spf-under-grey-skies$/);
  });
});

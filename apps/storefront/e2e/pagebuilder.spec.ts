import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { networkSettled, test } from './support/network';
import { cmsContentOf, hydratedControl } from './support/hydration';

/** What the API says, so the page is checked against real data, not copies of it. */
async function gql<T>(request: APIRequestContext, store: string, query: string): Promise<T> {
  const response = await request.post('/graphql', { data: { query }, headers: { Store: store } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T };
  return body.data;
}

const FEATURED = ['AB-SE-002', 'AB-SE-003', 'AB-CL-001', 'AB-CL-003'];

async function productNames(request: APIRequestContext, store: string): Promise<string[]> {
  const data = await gql<{ products: { items: { sku: string; name: string }[] } }>(
    request,
    store,
    `{ products(filter: { sku: { in: ${JSON.stringify(FEATURED)} } }) { items { sku name } } }`,
  );
  return FEATURED.map((sku) => data.products.items.find((p) => p.sku === sku)?.name ?? sku);
}

for (const { path, store, hero, picker, faq, newsletter, thanks } of [
  {
    path: '/',
    store: 'en',
    hero: 'The strength of the far north',
    picker: 'Shop by category',
    faq: 'Are your products vegan?',
    newsletter: 'Join the Aurora circle',
    thanks: 'Thank you for subscribing!',
  },
  {
    path: '/de/',
    store: 'de',
    hero: 'Die Kraft des hohen Nordens',
    picker: 'Nach Kategorie einkaufen',
    faq: 'Sind Ihre Produkte vegan?',
    newsletter: 'Werden Sie Teil des Aurora-Kreises',
    thanks: 'Vielen Dank für Ihre Anmeldung!',
  },
]) {
  test.describe(`the ${store} home page from Page Builder content`, () => {
    test('is rendered on the server with the blocks and the API data', async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // The slider's first slide is the page's h1 and its LCP image: eager, high priority, srcset.
      expect(html).toContain(`<h1>${hero}</h1>`);
      const hero_img = /<img[^>]*hero-aurora\.png[^>]*>/.exec(html)?.[0] ?? '';
      expect(hero_img).toContain('loading="eager"');
      expect(hero_img).toMatch(/fetchpriority="high"/i);
      expect(hero_img).toMatch(/srcset="[^"]*hero-aurora\.png\?width=1280 1280w/i);
      // The shell's stylesheet (shell, guest routes, block views) is the page's only render-blocking CSS.
      expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
        expect.stringMatching(/href="\/assets\/shell-[\w-]+\.css"/),
      ]);
      // The other slides send their text but no image: nothing is fetched for them before
      // they are about to be shown.
      const slideHtml = html.split('aria-roledescription="slide"');
      expect(slideHtml).toHaveLength(4);
      expect(slideHtml[1]).toContain('hero-aurora.png');
      expect(slideHtml[2]).not.toContain('<img');
      expect(slideHtml[2]).toMatch(/<h2>[^<]+<\/h2>/);
      // Only one image of the page is eager.
      expect(html.match(/<img[^>]*loading="eager"/g)).toHaveLength(1);
      // FAQ structured data in the HTML for crawlers.
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
        .map((m) => JSON.parse(m[1]!) as { '@type'?: string; mainEntity?: { name: string }[] })
        .find((d) => d['@type'] === 'FAQPage');
      expect(jsonLd?.mainEntity?.map((q) => q.name)).toContain(faq);
      // Product cards carry the API's names.
      for (const name of await productNames(request, store)) expect(html).toContain(name);
    });

    test('shows every section and hydrates its blocks', async ({ page, request }) => {
      const names = await productNames(request, store);
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: hero })).toBeVisible();
      // Slider: three slides, arrows work after hydration.
      const slides = main.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(3);
      const next = main.getByRole('button', { name: /Next slide|Nächste Folie/ });
      await hydratedControl(next);
      await next.click();
      await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden', 'true');
      // The shown slide has its image now.
      await expect(slides.nth(1).locator('img')).toHaveCount(1);
      // Embedded CMS block (home-usp), category tiles from the API, bestsellers, featured products.
      await expect(main).toContainText(/Free samples|Gratisproben/);
      const tiles = main.getByRole('region', { name: picker });
      await expect(tiles.getByRole('link')).toHaveCount(4);
      await expect(tiles.getByRole('link').first()).toHaveAttribute(
        'href',
        store === 'de' ? '/de/hautpflege.html' : '/skincare.html',
      );
      for (const name of names)
        await expect(main.getByRole('heading', { name, exact: true }).first()).toBeVisible();
      await expect(
        main
          .getByRole('region', { name: /Bestseller/ })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      // Quiz promo, journal posts, FAQ accordion.
      await expect(main.getByRole('link', { name: /Take The Test|Zum Test/ })).toHaveAttribute(
        'href',
        store === 'de' ? '/de/skin-quiz' : '/skin-quiz',
      );
      const question = main.getByRole('button', { name: faq });
      await hydratedControl(question);
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      // Newsletter: the terms and e-mail rules, then the spec's thank-you.
      const form = main.getByRole('region', { name: newsletter });
      await hydratedControl(form.getByRole('textbox'));
      await form.getByRole('textbox').fill(`pagebuilder-${store}-${Date.now()}@example.com`);
      await form.getByRole('checkbox').check();
      await form.getByRole('button').click();
      await expect(form).toContainText(thanks);
    });
  });
}

test.describe('content below the fold on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('hydrates when the shopper comes near it, keeping the server HTML, and works then', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    // The hero (the LCP image's row) hydrates with the page.
    await hydratedControl(main.getByRole('button', { name: 'Pause slide show' }));
    // React's idle pass, which hydrates what was left, has had its turn.
    await networkSettled(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const isHydrated = (element: Element) =>
      Object.keys(element).some((key) => key.startsWith('__reactProps$'));

    // A tap on a part still waiting works at once (React hydrates it for the event).
    const question = main.getByRole('button', { name: 'Are your products vegan?' });
    expect(await question.evaluate(isHydrated)).toBe(false);
    await question.tap();
    await expect(question).toHaveAttribute('aria-expanded', 'true');

    // Far above where the shopper is now: still the server's HTML, until scrolled to.
    const add = main
      .getByRole('region', { name: /Bestsellers/ })
      .getByRole('button', { name: /Add to bag/ })
      .first();
    expect(await add.evaluate(isHydrated)).toBe(false);
    await add.evaluate((element) => ((element as HTMLElement & { __server?: true }).__server = true));
    await add.scrollIntoViewIfNeeded();
    await expect.poll(() => add.evaluate(isHydrated)).toBe(true);
    // The same element the server sent: hydrated, not rendered anew.
    expect(await add.evaluate((element) => (element as HTMLElement & { __server?: true }).__server)).toBe(
      true,
    );
    await add.tap();
    await expect(page.getByText(/was added to your shopping bag/).first()).toBeVisible();
  });
});

test('content chunks are preloaded at low priority, the page route chunks at the default', async ({
  page,
}) => {
  // Issue 18: hydration does not wait for the Page Builder's chunks (the server's HTML stays), so
  // they must not take bandwidth from the styles, the scripts hydration waits for and the hero.
  // These pages ask for their chunks after their first paint (scriptsAfterPaint.ts).
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('../dist/client/.vite/manifest.json', import.meta.url)), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = (key: string) => `/${manifest[key]!.file}`;
  for (const [path, route] of [
    ['/', 'src/features/content/routes/home/route.tsx'],
    ['/about', 'src/features/content/routes/cms/route.tsx'],
  ] as const) {
    await page.goto(path);
    const head = page.locator(`head > link[rel="modulepreload"][href="${file(route)}"]`);
    await expect(head).toHaveCount(1);
    const preloads = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => ({
        href: link.getAttribute('href'),
        low: link.getAttribute('fetchpriority') === 'low',
      })),
    );
    expect(preloads, path).toContainEqual({
      href: file('src/features/content/pagebuilder/render/handle.ts'),
      low: true,
    });
    expect(preloads, path).toContainEqual({ href: file(route), low: false });
  }
});

test('a product card adds to the bag from the home page', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByRole('main').getByRole('region', { name: /Bestsellers/ });
  const add = grid.getByRole('button', { name: /Add to bag/ }).first();
  await hydratedControl(add);
  await add.click();
  await expect(page.getByText(/was added to your shopping bag/).first()).toBeVisible();
});

test('/about has columns, an image with caption, a video and the store map', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Aurora Botanica');
  await expect(
    main.getByRole('figure').filter({ hasText: 'The fells of Lapland in late summer' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Wild, not farmed' })).toBeVisible();
  // The video loads from YouTube only when asked: a link to it until then.
  await expect(main.getByRole('link', { name: /Play video/ })).toHaveAttribute('href', /youtube\.com/);
  const map = main.getByRole('region', { name: 'Our stores' });
  await expect(map).toContainText('Aurora Botanica Rovaniemi');
  await expect(map.getByRole('link', { name: /Open in maps: Aurora Botanica Helsinki/ })).toHaveAttribute(
    'href',
    /zoom=8|#map=8\//,
  );
});

test('/business has the business inquiry form, bulk buy, a set and the contact form', async ({ page }) => {
  await page.goto('/business');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Nordic skincare for your business');
  await expect(main.getByRole('table', { name: 'Products to order in quantity' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Treatment room starter set' })).toBeVisible();
  const inquiry = main.getByRole('region', { name: 'Become a stockist' });
  // Its button is enabled once the form has hydrated, which happens as the shopper scrolls to it.
  await hydratedControl(inquiry.getByRole('button', { name: 'Send inquiry' }));
  await inquiry.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(inquiry.getByText('Is required').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Questions first?' })).toBeVisible();
});

test('the footer is Page Builder content whose links stay in the store view', async ({ page }) => {
  await page.goto('/fr/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Service client' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await hydratedControl(cmsContentOf(footer.getByRole('link', { name: 'À propos' })));
  await footer.getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('the CMS preview is not served unless enabled', async ({ request }) => {
  const response = await request.get('/cms-preview');
  expect(response.status()).toBe(404);
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { networkSettled, test } from './support/network';
import { color } from '../../../packages/ui/src/themes/tokens/color';
import { closeNewsletterPopup, PASSWORD, storeApi, uniqueEmail } from './support/customers';

// Spec §4's newsletter pop-up follows each sign-in; these journeys close it (support/customers.ts).
test.beforeEach(({ page }) => closeNewsletterPopup(page));

/**
 * Installable and offline-tolerant (issue 17 "Shown by"): the first visit installs the worker; a
 * visited product opens offline from its cache; an unvisited page shows the offline page in the
 * store view's language; the offline and online notices last 3 s; add to bag and checkout say they
 * need the network, keep what was entered and send the order once back online; a new deployment's
 * worker brings "A new version is available" with a reload.
 */
test.use({ serviceWorkers: 'allow' });
// One shop server and its worker's files on disk: these tests run one after another.
test.describe.configure({ mode: 'serial' });

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const PRODUCT = '/fr/arctic-cloudberry-day-cream.html';

/** Waits until the worker is active and controls the page. */
async function controlled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active && navigator.serviceWorker.controller);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The worker has been told this store view's offline texts. */
async function offlineTextsKept(page: Page, code: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async (key) => Boolean(await (await caches.open('shop-offline-v1')).match(key)),
          `/__offline/texts/${code}`,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Chromium 150 (Debian's 150.0.7871.100) keeps a context's emulated offline state for the network
 * but not for a document loaded while it is on: there `navigator.onLine` is true and no `offline`
 * event comes, unlike on a device that is really offline. While offline, each new document gets the
 * state again through the page's DevTools session (the command Playwright itself sends).
 */
async function offlineSwitch(page: Page): Promise<(offline: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  let offline = false;
  page.on('framenavigated', (frame) => {
    if (!offline || frame !== page.mainFrame()) return;
    void cdp
      .send('Network.emulateNetworkConditions', {
        offline: true,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      .catch(() => undefined);
  });
  return async (on) => {
    offline = on;
    await page.context().setOffline(on);
  };
}

/** A toast's text in the notifications region. */
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: false });

type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;
function api(request: APIRequestContext): Gql {
  return async (query, variables = {}) => {
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', store: 'fr' },
      data: { query, variables },
    });
    const body = (await response.json()) as { data: never; errors?: { message: string }[] };
    expect(body.errors ?? []).toEqual([]);
    return body.data;
  };
}

test('the worker installs on the first visit; visited pages open offline, unvisited ones show the offline page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const setOffline = await offlineSwitch(page);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(await sw.text()).toContain('shop-pages-v1');

  await page.goto('/fr/');
  await controlled(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(new URL('/', page.url()).href);
  await offlineTextsKept(page, 'fr');
  // No "You are online." on a page that was never offline (hasBeenOffline).
  await expect(toast(page, 'Vous êtes en ligne.')).toHaveCount(0);

  // The second visit goes through the worker, which keeps the page.
  await page.goto(PRODUCT);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const name = (await title.textContent())!.trim();

  await setOffline(true);
  const offlineNotice = toast(
    page,
    'Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles.',
  );
  await expect(offlineNotice).toBeVisible();
  const shownAt = Date.now();
  await expect(offlineNotice).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);

  // Offline, the product opens from the worker's cache.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Opened offline, the page says so at once.
  await expect(offlineNotice).toBeVisible({ timeout: 10_000 });

  // Add to bag says it needs the network and sends nothing.
  const cartCalls: string[] = [];
  page.on('request', (r) => {
    if (/addProductsToCart|createGuestCart|createEmptyCart/.test(r.postData() ?? '')) cartCalls.push(r.url());
  });
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(
    toast(
      page,
      'Vous êtes hors ligne. L’ajout au panier nécessite une connexion ; votre panier est conservé.',
    ),
  ).toBeVisible();
  expect(cartCalls).toEqual([]);

  // A page never visited: the worker's offline page, in the store view's language.
  const response = await page.goto('/fr/never-visited-page-xyz');
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible();

  // Back online on a shop page: "You are online." for 3 s.
  await setOffline(false);
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await controlled(page);
  await setOffline(true);
  await expect(offlineNotice).toBeVisible();
  await setOffline(false);
  const onlineNotice = toast(page, 'Vous êtes en ligne.');
  await expect(onlineNotice).toBeVisible();
  const onlineAt = Date.now();
  await expect(onlineNotice).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - onlineAt).toBeGreaterThan(2_000);
});

/**
 * The page has hydrated (its page view is sent then): from now on links navigate in the app. Going
 * back offline may load the document a second time (the category's loader cannot run offline), so
 * a check made while that document replaces the last one simply counts as "not yet".
 */
async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page
        .evaluate(
          () =>
            ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
              (e) => e.event === 'page_view',
            ).length,
        )
        .catch(() => 0),
    )
    .toBeGreaterThan(0);
}

/** Marks the current document: the mark survives navigations inside the app, not a document load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { documentMark?: boolean }).documentMark = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { documentMark?: boolean }).documentMark));

test('links followed offline: pages seen in the app render from the client cache, pages opened before from the worker, others show the offline page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const setOffline = await offlineSwitch(page);
  const CATEGORY = '/fr/corps.html';
  await page.goto(CATEGORY);
  await controlled(page);
  const productLinks = page.getByRole('main').getByRole('article').getByRole('link');
  const hrefs = [...new Set(await productLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))];
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  const [openedBefore, seenInApp, neverSeen] = hrefs as [string, string, string];
  const linkTo = (href: string) => page.locator(`main a[href="${href}"]`).first();
  const heading = page.getByRole('heading', { level: 1 });
  const categoryName = (await heading.textContent())!.trim();

  // One product opened as a document (the worker keeps the page) …
  await page.goto(openedBefore);
  await expect(heading).toBeVisible();
  const openedBeforeName = (await heading.textContent())!.trim();
  // … and one reached through a link (its data comes through Apollo into the persisted cache).
  await page.goto(CATEGORY);
  await hydrated(page);
  await linkTo(seenInApp).click();
  await expect(page).toHaveURL(seenInApp);
  // The URL changes before the product renders: the category's heading can still be there.
  await expect(heading).not.toHaveText(categoryName);
  const seenInAppName = (await heading.textContent())!.trim();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('shop');
            open.onsuccess = () => {
              const get = open.result
                .transaction('apollo-cache')
                .objectStore('apollo-cache')
                .get('apollo-cache:fr');
              get.onsuccess = () => resolve(JSON.stringify(get.result ?? null));
            };
          }),
      ),
    )
    .toContain(seenInAppName);

  // A new visit of the category (a document load: the app's memory is gone), then the network goes.
  await page.goto(CATEGORY);
  await hydrated(page);
  await controlled(page);
  await setOffline(true);
  await markDocument(page);
  const graphql: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    // The page's own data (its loaders' queries); parts such as "recently viewed" ask for theirs.
    if (
      url.pathname === '/graphql' &&
      /^(?:ResolveRoute|ProductPage)$/.test(url.searchParams.get('operationName') ?? '')
    )
      graphql.push(r.url());
  });

  // Seen in the app before: rendered by the app from the restored Apollo cache — no document
  // load, and its loaders send no request, not even to the worker.
  await linkTo(seenInApp).click();
  await expect(heading).toHaveText(seenInAppName);
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
  expect(await sameDocument(page)).toBe(true);
  expect(graphql).toEqual([]);

  // Opened as a document before: the worker's kept copy, not the error view or an endless wait.
  // (Back to the category as a document, from the worker's copy: the next click starts from a
  // settled page.)
  await page.goto(CATEGORY);
  await expect(heading).toHaveText(categoryName);
  await hydrated(page);
  await markDocument(page);
  await linkTo(openedBefore).click();
  await expect(heading).toHaveText(openedBeforeName, { timeout: 10_000 });
  await expect(page).toHaveURL(openedBefore);
  expect(await sameDocument(page)).toBe(false);

  // Never visited: the offline page in the store view's language.
  await page.goto(CATEGORY);
  await expect(heading).toHaveText(categoryName);
  await hydrated(page);
  await linkTo(neverSeen).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(neverSeen);
  await setOffline(false);
});

/** The persisted Apollo cache of every store view, as stored in IndexedDB (key → JSON). */
const persisted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve) => {
        const open = indexedDB.open('shop');
        open.onsuccess = () => {
          const store = open.result.transaction('apollo-cache').objectStore('apollo-cache');
          const out: Record<string, string> = {};
          const cursor = store.openCursor();
          cursor.onsuccess = () => {
            const c = cursor.result;
            if (!c) return resolve(out);
            out[String(c.key)] = JSON.stringify(c.value);
            c.continue();
          };
        };
      }),
  );

test('the client cache kept on the device: catalogue data only, one store view at a time, wiped at sign-out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const heading = page.getByRole('heading', { level: 1 });

  // A guest opens a product through a link and puts it in the bag.
  await page.goto('/fr/corps.html');
  await controlled(page);
  await hydrated(page);
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(heading).toBeVisible();
  const product = (await heading.textContent())!.trim();
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart_id_fr'))).toMatch(/^\w{32}$/);
  const cartId = (await page.evaluate(() => localStorage.getItem('cart_id_fr')))!;
  // The product's data is kept for the next visit; the bag (cart id, lines) never is.
  await expect.poll(async () => (await persisted(page))['apollo-cache:fr'] ?? '').toContain(product);
  const guestCopy = JSON.parse((await persisted(page))['apollo-cache:fr']!) as {
    data: Record<string, Record<string, unknown>>;
  };
  expect(JSON.stringify(guestCopy)).not.toContain(cartId);
  expect(Object.keys(guestCopy.data).filter((id) => /^(?:Cart|Customer)/.test(id))).toEqual([]);
  expect(Object.keys(guestCopy.data['ROOT_QUERY']!).filter((f) => /^(?:cart|customer)/.test(f))).toEqual([]);

  // Switching to another store view removes the first one's copy.
  await page.goto('/de/');
  await hydrated(page);
  await expect.poll(async () => Object.keys(await persisted(page))).toEqual(['apollo-cache:de']);

  // A customer: nothing of theirs is kept, and signing out wipes what was kept while signed in.
  const email = uniqueEmail('offline-cache');
  await storeApi('en')(
    request,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, firstname: 'Saana', lastname: 'Kivi', password: PASSWORD } },
  );
  await page.goto('/sign-in');
  await networkSettled(page);
  await page.getByLabel(/^Email\W*$/).fill(email);
  await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/skincare.html');
  await hydrated(page);
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(heading).toBeVisible();
  const seenSignedIn = (await heading.textContent())!.trim();
  await expect.poll(async () => (await persisted(page))['apollo-cache:en'] ?? '').toContain(seenSignedIn);
  const signedInCopy = (await persisted(page))['apollo-cache:en']!;
  expect(signedInCopy).not.toContain(email);
  expect(signedInCopy).not.toContain('Saana');
  expect(Object.keys(await persisted(page))).toEqual(['apollo-cache:en']);

  await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
  const signedOutAt = Date.now();
  // Spec §4: sign-out ends with a reload; read the device's copy from the reloaded page.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  // The signed-out page starts a new copy; nothing written before the sign-out is in it.
  await expect
    .poll(async () => {
      const copy = (await persisted(page))['apollo-cache:en'];
      return copy ? (JSON.parse(copy) as { savedAt: number }).savedAt > signedOutAt : true;
    })
    .toBe(true);
  expect((await persisted(page))['apollo-cache:en'] ?? '').not.toContain(seenSignedIn);
});

test('installable: Chromium reports no installability errors; manifest per store view with icons from the build', async ({
  page,
  request,
}) => {
  await page.goto('/de/');
  await controlled(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/de/manifest.webmanifest');
  const manifestResponse = await request.get(href!);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    display: string;
    lang: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/de/', display: 'standalone', lang: 'de-DE' });
  // One theme colour, the design tokens' brand colour: the manifest's and the page's are the same.
  expect(manifest.theme_color).toBe(color.brand);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', color.brand);
  expect(manifest.name.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // The PNG header's width and height are the size the manifest announces.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  // The tab's icon is a PNG of the size it announces (an SVG one costs the page's main thread a
  // document of its own, issue 18).
  const favicon = page.locator('link[rel="icon"]');
  await expect(favicon).toHaveCount(1);
  await expect(favicon).toHaveAttribute('type', 'image/png');
  const faviconBody = await (await request.get((await favicon.getAttribute('href'))!)).body();
  expect(`${faviconBody.readUInt32BE(16)}x${faviconBody.readUInt32BE(20)}`).toBe(
    await favicon.getAttribute('sizes'),
  );
  // Chromium's own installability check (what Lighthouse's former installable-manifest audit used).
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
  expect(parsed.errors).toEqual([]);
  expect(parsed.url).toMatch(/\/de\/manifest\.webmanifest$/);
  // Playwright's contexts are incognito profiles, where Chromium never offers installing
  // ("in-incognito"); every other check (manifest, icons, start URL, worker) must pass.
  await expect
    .poll(
      async () =>
        (
          (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string }[];
          }
        ).installabilityErrors.map((e) => e.errorId),
      { timeout: 15_000 },
    )
    .toEqual(['in-incognito']);
});

test('a checkout filled offline keeps its values and is sent once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const gql = api(request);
  const { createGuestCart } = await gql<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  const cartId = createGuestCart.cart.id;
  await gql(
    `mutation($id: String!) {
      addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-002", quantity: 1 }]) { user_errors { message } }
      setGuestEmailOnCart(input: { cart_id: $id, email: "offline@example.com" }) { cart { id } }
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: {
        firstname: "Jonas", lastname: "Müller", street: ["Hauptstraße 5"], city: "Berlin",
        postcode: "10115", country_code: "DE", telephone: "+49 30 1234567" } }] }) { cart { id } }
    }`,
    { id: cartId },
  );
  await gql(
    `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id,
      shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    { id: cartId },
  );
  await page.addInitScript((id) => localStorage.setItem('cart_id_fr', id), cartId);
  const orders: string[] = [];
  page.on('request', (r) => {
    if ((r.postData() ?? '').includes('placeOrder')) orders.push(r.url());
  });

  await page.goto('/fr/checkout');
  await page.getByRole('button', { name: 'Continuer en tant qu’invité' }).click();
  await expect(page.getByText('Étape 3 sur 3')).toBeVisible();
  // The worker has the shop's code by now: chunks the page still needs load offline.
  await controlled(page);

  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Chèque / mandat' }).check();
  await page.getByRole('checkbox', { name: /J'accepte les conditions/ }).check();
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Vous êtes hors ligne. La commande nécessite une connexion' }),
  ).toBeVisible();
  // A second try while still offline sends nothing either.
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page.getByRole('radio', { name: 'Chèque / mandat' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /J'accepte les conditions/ })).toBeChecked();
  expect(orders).toEqual([]);

  await context.setOffline(false);
  await expect(toast(page, 'Vous êtes en ligne.')).toBeVisible();
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/success$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toBeVisible();
  expect(orders).toHaveLength(1);
});

test('signing in offline says it needs the network, keeps what was entered and signs in once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('offline-signin');
  await storeApi('fr')(
    request,
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { email, firstname: 'Aino', lastname: 'Lumi', password: PASSWORD } },
  );
  const signIns: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/customer/session' && r.method() === 'POST') signIns.push(r.url());
  });
  await page.goto('/fr/sign-in');
  await controlled(page);
  await hydrated(page);
  await context.setOffline(true);
  await page
    .getByRole('main')
    .getByLabel(/^E-mail\W*$/)
    .fill(email);
  await page
    .getByRole('main')
    .getByLabel(/^Mot de passe\W*$/)
    .fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(
    page.getByText('Vous êtes hors ligne. La connexion à votre compte nécessite un accès au réseau', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByLabel(/^E-mail\W*$/)).toHaveValue(email);
  await expect(page.getByRole('main').getByLabel(/^Mot de passe\W*$/)).toHaveValue(PASSWORD);
  expect(signIns).toEqual([]);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Compte', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  expect(signIns).toHaveLength(1);
});

test('a new deployment shows "A new version is available" and reloads into it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/fr/');
  await controlled(page);
  // The shopper has used the page before the prompt comes: their first interaction loads the
  // captcha script (www.google.com, which does not resolve on a test machine). When that request
  // starts in the same moment as "Recharger", Chromium keeps the new worker waiting and the reload
  // hangs (found here, left as described in the closing note of 2026-11-28).
  await page.mouse.move(10, 10);
  await networkSettled(page);
  const file = path.join(clientDir, 'sw.js');
  const original = readFileSync(file, 'utf8');
  // A new build: same worker, one precache revision changed (same length, so the server's file
  // list, read at start-up, still fits).
  const revision = /"revision":"([0-9a-f]{32})"/.exec(original)![1]!;
  const changed = revision.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
  try {
    writeFileSync(file, original.replace(`"revision":"${revision}"`, `"revision":"${changed}"`));
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = toast(page, 'Une nouvelle version est disponible');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Nothing was swapped under the page: the old worker still controls it until the shopper reloads.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Recharger' }).click();
    await reloaded;
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active && !registration.waiting && navigator.serviceWorker.controller);
        }),
      )
      .toBe(true);
    await expect(toast(page, 'Une nouvelle version est disponible')).toHaveCount(0);
  } finally {
    writeFileSync(file, original);
  }
});

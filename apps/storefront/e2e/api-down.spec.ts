import { expect, test } from '@playwright/test';
import { DOWN_PORT } from '../playwright.config';

test('when the API is down, pages answer 503 with the error view', async ({ page }) => {
  const response = await page.goto(`http://127.0.0.1:${DOWN_PORT}/`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong. Sorry about that.');
  // The shell stays: a shopper can still find the way home.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
});

test('the API proxy reports an unreachable API as JSON, never a stack trace', async ({ request }) => {
  const response = await request.get(
    `http://127.0.0.1:${DOWN_PORT}/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D`,
  );
  expect(response.status()).toBe(502);
  const body = await response.json();
  expect(body.errors[0].message).toBe('The commerce API is unavailable.');
  expect(JSON.stringify(body)).not.toMatch(/at \w+ \(/);
});

test('load balancers see a live, ready shop, and a live but unready one whose API is down', async ({
  request,
}) => {
  const live = await request.get('/healthz');
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: 'ok' });
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });

  expect((await request.get(`http://127.0.0.1:${DOWN_PORT}/healthz`)).status()).toBe(200);
  const unready = await request.get(`http://127.0.0.1:${DOWN_PORT}/readyz`);
  expect(unready.status()).toBe(503);
  expect(await unready.json()).toEqual({ status: 'unavailable' });
});

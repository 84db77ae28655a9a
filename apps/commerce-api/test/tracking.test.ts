import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers.js';

/** Issue 15, spec §7: tracking mutations record the event server side and return pixelID and eventId. */
let t: TestApi;
const saved = { fb: process.env.FB_PIXEL_ID, tt: process.env.TIKTOK_PIXEL_ID };
beforeAll(async () => {
  process.env.FB_PIXEL_ID = '1234567890';
  process.env.TIKTOK_PIXEL_ID = 'TT-PIXEL';
  t = await startApi();
});
afterAll(async () => {
  process.env.FB_PIXEL_ID = saved.fb;
  process.env.TIKTOK_PIXEL_ID = saved.tt;
  if (saved.fb === undefined) delete process.env.FB_PIXEL_ID;
  if (saved.tt === undefined) delete process.env.TIKTOK_PIXEL_ID;
  await t?.cleanup();
});

type Out = { pixelID: string | null; eventId: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function rows() {
  const r = await t.api.db.query<{
    event_id: string;
    provider: string;
    event_name: string;
    pixel_id: string;
    payload: unknown;
  }>(
    'SELECT event_id, provider, event_name, pixel_id, payload FROM tracking_event ORDER BY created_at, event_id',
  );
  return r;
}

describe('tracking mutations', () => {
  it('record each event with a fresh event id and answer with the pixel', async () => {
    const r = await t.gql<{ a: Out; b: Out; c: Out; d: Out }>(
      `mutation {
        a: fbAddToCart(sku: "AB-SE-002", quantity: 2) { pixelID eventId }
        b: tikTokAddToCart(sku: "AB-SE-002", quantity: "2") { pixelID eventId }
        c: fbPageView(url: "/de/face.html?email=someone@example.com") { pixelID eventId }
        d: fbUserRegister { pixelID eventId }
      }`,
      {},
      'de',
    );
    expect(r.body.errors).toBeUndefined();
    const { a, b, c, d } = r.body.data!;
    expect(a.pixelID).toBe('1234567890');
    expect(b.pixelID).toBe('TT-PIXEL');
    for (const out of [a, b, c, d]) expect(out.eventId).toMatch(UUID);
    expect(new Set([a.eventId, b.eventId, c.eventId, d.eventId]).size).toBe(4);
    const stored = await rows();
    expect(stored.find((s) => s.event_id === a.eventId)).toMatchObject({
      provider: 'facebook',
      event_name: 'AddToCart',
      pixel_id: '1234567890',
      payload: { sku: 'AB-SE-002', quantity: 2 },
    });
    expect(stored.find((s) => s.event_id === b.eventId)).toMatchObject({
      provider: 'tiktok',
      payload: { sku: 'AB-SE-002', quantity: 2 },
    });
    // Only the path of a page is kept: a query string may carry personal data.
    expect(stored.find((s) => s.event_id === c.eventId)?.payload).toEqual({ path: '/de/face.html' });
  });

  it('FBPixelId and storeConfig.fbPixelConfig name the pixel', async () => {
    const r = await t.gql<{ FBPixelId: string; storeConfig: { fbPixelConfig: { pixelID: string } } }>(
      '{ FBPixelId storeConfig { fbPixelConfig { pixelID } } }',
    );
    expect(r.body.data).toEqual({
      FBPixelId: '1234567890',
      storeConfig: { fbPixelConfig: { pixelID: '1234567890' } },
    });
  });

  it.each([
    ['tikTokAddToCart(sku: "A", quantity: "two")', 'must be a number written as a string'],
    ['tikTokAddToCart(sku: "A", quantity: "-1")', 'must be a number written as a string'],
    ['fbAddToCart(sku: "A", quantity: 0)', '"quantity" must be a positive number.'],
    ['fbAddToCart(sku: "  ", quantity: 1)', '"sku" is required.'],
    ['fbSearch(searchQuery: "")', '"searchQuery" is required.'],
  ])('refuses %s and records nothing', async (call, message) => {
    const before = (await rows()).length;
    const r = await t.gql(`mutation { ${call} { eventId } }`);
    expect(r.body.errors?.[0]?.message).toContain(message);
    expect(r.body.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect((await rows()).length).toBe(before);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { widgetSettingsFromEnv } from '../src/domain/widgets.js';
import { startApi, type TestApi } from './helpers.js';

/** Issue 15 "Third-party widgets": the product page's providers, configured per deployment. */
let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(async () => t?.cleanup());
afterEach(() => {
  delete process.env.REVIEW_WIDGET_SCRIPT_URL;
  delete process.env.REVIEW_WIDGET_INSTANCE_ID;
  delete process.env.SHADE_FINDER_SCRIPT_URL;
});

const QUERY = `{ storeConfig { shade_finder_enabled shade_finder_client_id shade_finder_brand
  shade_finder_script_url review_widget_script_url review_widget_instance_id } }`;
type Answer = { storeConfig: Record<string, string | boolean | null> };

describe('third-party widget settings', () => {
  it('are off (null) until a deployment sets them; the shade finder keeps its store settings', async () => {
    const r = await t.gql<Answer>(QUERY);
    expect(r.body.data?.storeConfig).toEqual({
      shade_finder_enabled: true,
      shade_finder_client_id: 'aurora-botanica-demo',
      shade_finder_brand: 'aurora-botanica',
      shade_finder_script_url: null,
      review_widget_script_url: null,
      review_widget_instance_id: null,
    });
  });

  it('come from the environment at call time', async () => {
    process.env.REVIEW_WIDGET_SCRIPT_URL = 'https://cdn-widgetsrepository.yotpo.com/v1/loader/AppKey123';
    process.env.REVIEW_WIDGET_INSTANCE_ID = '512345';
    process.env.SHADE_FINDER_SCRIPT_URL = ' https://shades.example.com/sdk.js ';
    const r = await t.gql<Answer>(QUERY, {}, 'de');
    expect(r.body.data?.storeConfig).toMatchObject({
      shade_finder_script_url: 'https://shades.example.com/sdk.js',
      review_widget_script_url: 'https://cdn-widgetsrepository.yotpo.com/v1/loader/AppKey123',
      review_widget_instance_id: '512345',
    });
  });

  it('drop what is not an http(s) URL or a plain id', () => {
    expect(
      widgetSettingsFromEnv({
        REVIEW_WIDGET_SCRIPT_URL: 'javascript:alert(1)',
        REVIEW_WIDGET_INSTANCE_ID: '"><script>',
        SHADE_FINDER_SCRIPT_URL: '//no-scheme.example/sdk.js',
      }),
    ).toEqual({
      review_widget_script_url: null,
      review_widget_instance_id: null,
      shade_finder_script_url: null,
    });
  });
});

/**
 * Third-party widgets of the product page (issue 15; spec §1 "reviews" and "Virtual try-on for
 * shades and a shade finder", spec §7 "Third-party: … review widget, … a makeup-matching widget"):
 * where the browser loads each provider's script from, set per deployment. Unset (or not an
 * http(s) URL): that widget is off and the storefront loads nothing for it.
 *
 * - `REVIEW_WIDGET_SCRIPT_URL`: the review provider's loader (Yotpo's
 *   `https://cdn-widgetsrepository.yotpo.com/v1/loader/{app key}`), and `REVIEW_WIDGET_INSTANCE_ID`
 *   the widget instance it renders for a product.
 * - `SHADE_FINDER_SCRIPT_URL`: the shade finder / virtual try-on SDK; its client id and brand are
 *   the store view's `shade_finder_client_id` / `shade_finder_brand`.
 */
export interface WidgetSettings {
  review_widget_script_url: string | null;
  review_widget_instance_id: string | null;
  shade_finder_script_url: string | null;
}

function scriptUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function widgetId(value: string | undefined): string | null {
  const text = value?.trim();
  return text && /^[A-Za-z0-9_-]{1,64}$/.test(text) ? text : null;
}

/** Read at call time, as the captcha's settings are. */
export function widgetSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): WidgetSettings {
  return {
    review_widget_script_url: scriptUrl(env.REVIEW_WIDGET_SCRIPT_URL),
    review_widget_instance_id: widgetId(env.REVIEW_WIDGET_INSTANCE_ID),
    shade_finder_script_url: scriptUrl(env.SHADE_FINDER_SCRIPT_URL),
  };
}

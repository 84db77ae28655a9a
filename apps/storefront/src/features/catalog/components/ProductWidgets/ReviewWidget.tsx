import { useEffect, useRef, useState } from 'react';
import { loadThirdPartyScript } from './thirdPartyScript';
import { useAnalyticsConsent } from './useAnalyticsConsent';
import { useWidgetSettings } from './widgetSettings';

/**
 * The review provider's widget under our own reviews (which the page always shows, with or without
 * it). Its loader is asked for only once the widget's place nears the viewport.
 */
export function ReviewWidget({ sku }: { sku: string }) {
  const allowed = useAnalyticsConsent();
  const { config, product } = useWidgetSettings(sku, allowed);
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const src = config?.review_widget_script_url;
  const instance = config?.review_widget_instance_id;
  const on = Boolean(src && instance && product && allowed && !failed);

  useEffect(() => {
    const element = host.current;
    if (!on || !src || !element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        loadThirdPartyScript(src).then(
          () => {
            // A loader already on the page (another product) renders new elements when asked.
            if (live) window.yotpoWidgetsContainer?.initWidgets?.();
          },
          () => live && setFailed(true),
        );
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [on, src]);

  if (!on || !product) return null;
  const price = product.price_range.minimum_price.final_price;
  return (
    <div
      ref={host}
      // Yotpo's product-page contract: the element its loader fills, with the product's details.
      className="yotpo-widget-instance"
      data-yotpo-instance-id={instance ?? undefined}
      data-yotpo-product-id={sku}
      data-yotpo-name={product.name ?? sku}
      data-yotpo-url={location.origin + location.pathname}
      data-yotpo-image-url={product.small_image?.url ?? undefined}
      data-yotpo-price={price.value ?? undefined}
      data-yotpo-currency={price.currency ?? undefined}
    />
  );
}

import { Button, Inline, Stack, Text } from '@shop/ui';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStoreView } from '../../../../platform/store/store-context';
import { loadThirdPartyScript } from './thirdPartyScript';
import { useAnalyticsConsent } from './useAnalyticsConsent';
import { useWidgetSettings, type ShadeFinderMode } from './widgetSettings';

/**
 * Spec §1's shade finder and virtual try-on for make-up products (`is_makeup`), where the store
 * enables it (`shade_finder_enabled`, `shade_finder_client_id`, `shade_finder_brand`). The SDK
 * loads when a button is pressed; if it cannot, the shopper is told and the page goes on.
 */
export function ShadeFinder({ sku }: { sku: string }) {
  const intl = useIntl();
  const store = useStoreView();
  const allowed = useAnalyticsConsent();
  const { config, product } = useWidgetSettings(sku, allowed);
  const [busy, setBusy] = useState<ShadeFinderMode | null>(null);
  const [failed, setFailed] = useState(false);
  const buttons = useRef<Partial<Record<ShadeFinderMode, HTMLButtonElement | null>>>({});
  const src = config?.shade_finder_script_url;
  const clientId = config?.shade_finder_client_id;
  const brand = config?.shade_finder_brand ?? '';
  if (!config?.shade_finder_enabled || !src || !clientId || product?.is_makeup !== true || !allowed)
    return null;

  const open = async (mode: ShadeFinderMode) => {
    setBusy(mode);
    setFailed(false);
    try {
      await loadThirdPartyScript(src);
      if (!window.ShadeFinder) throw new Error('the shade finder SDK did not start');
      window.ShadeFinder.open({
        clientId,
        brand,
        sku,
        locale: store.locale,
        mode,
        onClose: () => buttons.current[mode]?.focus(),
      });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack space="small">
      <Inline space="small">
        {(['shade-finder', 'try-on'] as const).map((mode) => (
          <Button
            key={mode}
            ref={(el: HTMLButtonElement | null) => {
              buttons.current[mode] = el;
            }}
            variant="secondary"
            size="small"
            loading={busy === mode}
            onClick={() => void open(mode)}
          >
            {t(mode === 'shade-finder' ? 'pdp.shadeFinder.find' : 'pdp.shadeFinder.tryOn')}
          </Button>
        ))}
      </Inline>
      <div role="alert">
        {failed ? (
          <Text size="small" tone="critical">
            {t('pdp.shadeFinder.failed')}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}

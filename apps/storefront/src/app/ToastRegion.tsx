import { ToastProvider, Toaster } from '@shop/ui/components/Toast';
import { useIntl } from 'react-intl';
import { appToasts } from '../platform/toasts';

/** The toast region with translated labels, showing the app's toast store. */
export default function ToastRegion() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <ToastProvider store={appToasts} label={t('toast.label')}>
      <Toaster
        closeLabel={t('toast.close')}
        // Radix fills in the shortcut: keep its placeholder through ICU formatting.
        viewportLabel={intl.formatMessage({ id: 'toast.viewport' }, { hotkey: '{hotkey}' })}
        typeLabels={{
          success: t('toast.type.success'),
          warning: t('toast.type.warning'),
          error: t('toast.type.error'),
          info: t('toast.type.info'),
        }}
      />
    </ToastProvider>
  );
}

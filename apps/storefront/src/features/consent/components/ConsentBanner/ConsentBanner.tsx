import { CookieBanner, type CookieCategory, type CookieConsent } from '@shop/ui/components/CookieBanner';
import { useIntl } from 'react-intl';
import type { Consent } from '../../../../platform/consent';

export interface ConsentBannerProps {
  /** The stored choice (null before the first one): the manage view starts from it. */
  initial: Consent | null;
  /** Opened from the "Cookie settings" link: straight to the categories, with focus. */
  openedOnRequest: boolean;
  onChoice: (consent: Consent) => void;
  /** Escape closes a banner opened on request without changing anything. */
  onDismiss?: () => void;
}

/**
 * Spec §1's cookie banner, "Allow All" and "Manage Cookies", with the categories of spec §6:
 * necessary (always on), analytics and advertising, each explained.
 */
export function ConsentBanner({ initial, openedOnRequest, onChoice, onDismiss }: ConsentBannerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const categories: CookieCategory[] = [
    {
      id: 'necessary',
      label: t('consent.necessary'),
      description: t('consent.necessary.description'),
      required: true,
    },
    { id: 'analytics', label: t('consent.analytics'), description: t('consent.analytics.description') },
    {
      id: 'advertising',
      label: t('consent.advertising'),
      description: t('consent.advertising.description'),
    },
  ];
  const choose = (consent: CookieConsent) =>
    onChoice({ analytics: consent.analytics === true, advertising: consent.advertising === true });
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onDismiss) {
          event.stopPropagation();
          onDismiss();
        }
      }}
    >
      <CookieBanner
        categories={categories}
        defaultValue={
          initial
            ? { necessary: true, analytics: initial.analytics, advertising: initial.advertising }
            : undefined
        }
        defaultView={openedOnRequest ? 'manage' : 'summary'}
        focusOnMount={openedOnRequest}
        onAllowAll={choose}
        onSave={choose}
        title={t('consent.title')}
        message={t('consent.message')}
        allowAllLabel={t('consent.allowAll')}
        manageLabel={t('consent.manage')}
        saveLabel={t('consent.save')}
        manageTitle={t('consent.manageTitle')}
        requiredNote={t('consent.alwaysOn')}
      />
    </div>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { Button } from '../Button';
import * as styles from './CookieBanner.css';

export const cookieBannerPositions = styles.cookieBannerPositions;
export type CookieBannerPosition = (typeof cookieBannerPositions)[number];
export const cookieBannerViews = ['summary', 'manage'] as const;
export type CookieBannerView = (typeof cookieBannerViews)[number];

export interface CookieCategory {
  id: string;
  label: string;
  description?: string;
  /** Always on and cannot be switched off (necessary cookies). */
  required?: boolean;
}

/** Consent per category id. */
export type CookieConsent = Record<string, boolean>;

/** Spec §6: analytics consent gates tracking pixels; advertising consent gates advertising ones. */
export const defaultCookieCategories: CookieCategory[] = [
  {
    id: 'necessary',
    label: 'Necessary',
    description: 'Keep the shop working: your shopping bag, sign-in and security.',
    required: true,
  },
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'Help us understand how the shop is used so we can improve it.',
  },
  { id: 'advertising', label: 'Advertising', description: 'Show you relevant offers on other sites.' },
];

/** Consent with every category on (Allow All) or only the required ones. */
export function consentFor(categories: CookieCategory[], all: boolean): CookieConsent {
  return Object.fromEntries(categories.map((c) => [c.id, all || Boolean(c.required)]));
}

export interface CookieBannerProps {
  categories?: CookieCategory[];
  /** Current choices (required categories are always true). */
  value?: CookieConsent;
  defaultValue?: CookieConsent;
  onValueChange?: (consent: CookieConsent) => void;
  /** `summary` (text + buttons) or `manage` (category switches + Save). */
  view?: CookieBannerView;
  defaultView?: CookieBannerView;
  onViewChange?: (view: CookieBannerView) => void;
  /** Every category accepted. */
  onAllowAll?: (consent: CookieConsent) => void;
  /** The choices made in the manage view. */
  onSave?: (consent: CookieConsent) => void;
  /** `fixed` to the bottom of the window (default) or `inline` in the flow. */
  position?: CookieBannerPosition;
  title?: string;
  message?: ReactNode;
  /** Slot after the message, e.g. a link to the cookie policy. */
  policyLink?: ReactNode;
  allowAllLabel?: string;
  manageLabel?: string;
  saveLabel?: string;
  manageTitle?: string;
  requiredNote?: string;
  /**
   * Move focus to the title when the banner appears — for a banner opened on request (a "cookie
   * settings" link), not for one that appears by itself. Switching views always moves focus to
   * the new view's title, so keyboard and screen-reader users land on what changed.
   */
  focusOnMount?: boolean;
}

/** Cookie consent with "Allow All" and "Manage Cookies" (spec §1); managing shows switches and Save. */
export function CookieBanner({
  categories = defaultCookieCategories,
  value,
  defaultValue,
  onValueChange,
  view,
  defaultView = 'summary',
  onViewChange,
  onAllowAll,
  onSave,
  position = 'fixed',
  title = 'We value your privacy',
  message = 'We use cookies to run this shop and, with your consent, to measure traffic and show you relevant offers.',
  policyLink,
  allowAllLabel = 'Allow All',
  manageLabel = 'Manage Cookies',
  saveLabel = 'Save',
  manageTitle = 'Manage Cookies',
  requiredNote = 'Always on',
  focusOnMount = false,
}: CookieBannerProps) {
  const [current, setCurrent] = useControllableState(
    value,
    defaultValue ?? consentFor(categories, false),
    onValueChange,
  );
  const [currentView, setView] = useControllableState(view, defaultView, onViewChange);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef<CookieBannerView | null>(null);
  useEffect(() => {
    const first = shownView.current === null;
    const changed = shownView.current !== currentView;
    shownView.current = currentView;
    if (first ? focusOnMount : changed) titleRef.current?.focus();
  }, [currentView, focusOnMount]);
  const consent = { ...consentFor(categories, false), ...current };
  for (const c of categories) if (c.required) consent[c.id] = true;

  const allowAll = () => {
    const all = consentFor(categories, true);
    setCurrent(all);
    onAllowAll?.(all);
  };

  return (
    <section
      className={styles.root({ position })}
      aria-labelledby={titleId}
      data-state={currentView}
      data-position={position}
    >
      <div className={styles.card}>
        {currentView === 'summary' ? (
          <div className={styles.summary}>
            <div className={styles.textBlock}>
              <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
                {title}
              </h2>
              <p className={styles.message}>
                {message} {policyLink}
              </p>
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setView('manage')}>
                {manageLabel}
              </Button>
              <Button onClick={allowAll}>{allowAllLabel}</Button>
            </div>
          </div>
        ) : (
          <>
            <div className={styles.textBlock}>
              <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
                {manageTitle}
              </h2>
              <p className={styles.message}>
                {message} {policyLink}
              </p>
            </div>
            <ul className={styles.categories}>
              {categories.map((category) => {
                const inputId = `${titleId}-${category.id}`;
                return (
                  <li key={category.id} className={styles.category}>
                    <div className={styles.categoryText}>
                      <label htmlFor={inputId} className={styles.categoryLabel}>
                        {category.label}
                      </label>
                      {category.description ? (
                        <span id={`${inputId}-d`} className={styles.message}>
                          {category.description}
                        </span>
                      ) : null}
                      {category.required ? <span className={styles.categoryNote}>{requiredNote}</span> : null}
                    </div>
                    <input
                      id={inputId}
                      type="checkbox"
                      role="switch"
                      className={styles.switchInput}
                      checked={consent[category.id] ?? false}
                      disabled={category.required}
                      aria-describedby={category.description ? `${inputId}-d` : undefined}
                      onChange={(event) => setCurrent({ ...consent, [category.id]: event.target.checked })}
                    />
                  </li>
                );
              })}
            </ul>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => onSave?.(consent)}>
                {saveLabel}
              </Button>
              <Button onClick={allowAll}>{allowAllLabel}</Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

import { Slot } from '../../private/Slot';
import type { ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { inlineVars } from '../../private/inlineVars';
import { Icon } from '../Icon';
import * as styles from './PromoBar.css';

export interface PromoBarProps {
  /** One or more short messages ("Free shipping over €50"). Phones show the first only. */
  messages: ReactNode[];
  /** Optional link after the messages; pass a router link or `<a>` (styled by the bar). */
  action?: ReactNode;
  /** Shows a × button. */
  dismissable?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Accessible name of the bar's region. */
  label?: string;
  /** A CSS colour from content (e.g. a CMS promo bar); default the brand colour. */
  backgroundColor?: string;
  /** Text colour for that background: `light` (default) or `dark`. */
  textTone?: PromoBarTextTone;
}

export const promoBarTextTones = ['light', 'dark'] as const;
export type PromoBarTextTone = (typeof promoBarTextTones)[number];

/** Thin announcement bar at the very top of the header (spec §2: promo bar). */
export function PromoBar({
  messages,
  action,
  dismissable = false,
  open,
  defaultOpen = true,
  onOpenChange,
  closeLabel = 'Close promotion',
  label = 'Promotion',
  backgroundColor,
  textTone = 'light',
}: PromoBarProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  if (!isOpen) return null;
  return (
    <section
      className={styles.bar}
      aria-label={label}
      data-state="open"
      data-text={textTone}
      style={backgroundColor ? inlineVars({ [styles.backgroundVar]: backgroundColor }) : undefined}
    >
      <ul className={styles.messages}>
        {messages.map((message, i) => (
          <li key={i} className={styles.message}>
            {message}
            {action && i === messages.length - 1 ? <Slot className={styles.action}>{action}</Slot> : null}
          </li>
        ))}
      </ul>
      {dismissable ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => setOpen(false)}>
          <Icon name="close" size="small" />
        </button>
      ) : null}
    </section>
  );
}

import { Button, type ButtonSize, type ButtonVariant } from '../../components/Button';
import { RegisteredLink } from '../../components/LinkProvider';
import * as css from './LoginPopupButton.css';

export const loginPopupButtonAligns = ['left', 'center', 'right'] as const;
export type LoginPopupButtonAlign = (typeof loginPopupButtonAligns)[number];

export interface LoginPopupButtonProps {
  /** The author's text, e.g. "Sign in for PRO prices". */
  label?: string;
  /** The app opens its sign-in dialog (the block only asks). */
  onOpenSignIn: () => void;
  /** A signed-in shopper needs no sign-in button. */
  signedIn?: boolean;
  /** Shown instead while signed in, e.g. "My account"; nothing when absent. */
  accountLabel?: string;
  accountHref?: string;
  variant?: Extract<ButtonVariant, 'primary' | 'secondary'>;
  size?: ButtonSize;
  align?: LoginPopupButtonAlign;
}

/**
 * Login pop-up button block: a call to action that asks the app to open the sign-in dialog
 * (`aria-haspopup="dialog"`). Signed in, it becomes a link to the account or disappears.
 */
export function LoginPopupButton({
  label = 'Sign in',
  onOpenSignIn,
  signedIn = false,
  accountLabel,
  accountHref,
  variant = 'primary',
  size = 'medium',
  align = 'left',
}: LoginPopupButtonProps) {
  if (signedIn && !(accountLabel && accountHref)) return null;
  return (
    <div className={css.root[align]} data-state={signedIn ? 'signed-in' : 'signed-out'}>
      {signedIn && accountLabel && accountHref ? (
        <Button asChild variant="secondary" size={size}>
          <RegisteredLink href={accountHref}>{accountLabel}</RegisteredLink>
        </Button>
      ) : (
        <Button variant={variant} size={size} aria-haspopup="dialog" onClick={onOpenSignIn}>
          {label}
        </Button>
      )}
    </div>
  );
}

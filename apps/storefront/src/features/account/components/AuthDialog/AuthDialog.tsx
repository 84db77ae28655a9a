import { Dialog } from '@shop/ui';
import { useIntl } from 'react-intl';
import { AuthScreen, authScreenTitleIds, type AuthScreenName } from '../AuthScreen/AuthScreen';

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  screen: AuthScreenName;
  onScreenChange: (screen: AuthScreenName) => void;
  onSignedIn: () => void;
  reset?: { token: string | null; email: string | null };
}

/**
 * The authentication dialog (spec §2): SignIn, CreateAccount, ForgotPassword and ResetPassword
 * switch in place. The opener owns the screen, so closing can reset it to SignIn.
 */
export function AuthDialog({
  open,
  onOpenChange,
  screen,
  onScreenChange,
  onSignedIn,
  reset,
}: AuthDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content size="small" closeLabel={intl.formatMessage({ id: 'account.close' })}>
        <Dialog.Header>
          <Dialog.Title>{intl.formatMessage({ id: authScreenTitleIds[screen] })}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          {/* A new screen starts with empty fields. */}
          <AuthScreen
            key={screen}
            screen={screen}
            mode="dialog"
            onScreenChange={onScreenChange}
            onSignedIn={onSignedIn}
            {...(reset ? { reset } : {})}
          />
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

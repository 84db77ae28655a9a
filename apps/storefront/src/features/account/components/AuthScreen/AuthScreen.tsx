import { useApolloClient } from '@apollo/client/react';
import { Button, Checkbox, Inline, Link as UiLink, Stack, Text, TextField, PasswordField } from '@shop/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CreateCustomerDocument } from '../../__generated__/CreateCustomer';
import { RequestPasswordResetDocument } from '../../__generated__/RequestPasswordReset';
import { ResetPasswordDocument } from '../../__generated__/ResetPassword';
import { useStoreView } from '../../../../platform/store/store-context';
import {
  ErrorNote,
  failure,
  NewPasswordFields,
  passwordToggle,
  SubmitButton,
  useFocusFirstError,
  useForm,
  useTexts,
} from '../../forms';
import { signIn } from '../../session';
import { SocialButtons } from '../SocialSignIn/SocialButtons';
import { isOffline, needsNetworkMessage } from '../../../offline';
import { emitShopEvent } from '../../../../platform/analytics/emit';

/** Spec §2 screens of the authentication dialog (and the pages that show them full size). */
export const authScreens = ['signIn', 'createAccount', 'forgotPassword', 'resetPassword'] as const;
export type AuthScreenName = (typeof authScreens)[number];

/** The page of each screen: a page links to the others, the dialog switches screens in place. */
export const authScreenPaths: Record<AuthScreenName, string> = {
  signIn: '/sign-in',
  createAccount: '/create-account',
  forgotPassword: '/forgot-password',
  resetPassword: '/customer/account/createPassword',
};

export const authScreenTitleIds: Record<AuthScreenName, string> = {
  signIn: 'account.signIn.title',
  createAccount: 'account.create.title',
  forgotPassword: 'account.forgot.title',
  resetPassword: 'account.reset.title',
};

export interface AuthScreenProps {
  screen: AuthScreenName;
  /** `dialog`: the links to other screens switch screens in place; `page`: they go to their pages. */
  mode: 'dialog' | 'page';
  onScreenChange?: (screen: AuthScreenName) => void;
  /** After signing in (or creating an account, which signs in). */
  onSignedIn: () => void;
  /** The reset link's `token` and `email` (ResetPassword). */
  reset?: { token: string | null; email: string | null };
}

function SwitchTo({
  screen,
  mode,
  onScreenChange,
  children,
}: Pick<AuthScreenProps, 'mode' | 'onScreenChange'> & { screen: AuthScreenName; children: ReactNode }) {
  if (mode === 'page')
    return (
      <UiLink asChild>
        <Link to={authScreenPaths[screen]}>{children}</Link>
      </UiLink>
    );
  return (
    <Button variant="link" size="small" onClick={() => onScreenChange?.(screen)}>
      {children}
    </Button>
  );
}

function SignInForm({ mode, onScreenChange, onSignedIn }: AuthScreenProps) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const store = useStoreView();
  const form = useForm({ email: '', password: '' });
  const formRef = useFocusFirstError(form.attempt);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    // Issue 17: signing in needs the network; the form keeps what was typed.
    if (isOffline()) {
      setFailed(t(needsNetworkMessage.signIn));
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      await signIn(apollo, store.code, form.values);
      onSignedIn();
    } catch (error) {
      setFailed(failure(error, t('account.failed')));
      setBusy(false);
    }
  };
  return (
    <form ref={formRef} method="post" noValidate onSubmit={(e) => void submit(e)}>
      <Stack space="medium">
        <Text>{t('account.signIn.intro')}</Text>
        <TextField {...form.field('email')} label={t('account.email')} type="email" autoComplete="email" />
        <PasswordField
          {...form.field('password')}
          label={t('account.password')}
          autoComplete="current-password"
          {...passwordToggle(t)}
        />
        <ErrorNote>{failed}</ErrorNote>
        <SubmitButton busy={busy}>{t('account.signIn.submit')}</SubmitButton>
        <SwitchTo screen="forgotPassword" mode={mode} onScreenChange={onScreenChange}>
          {t('account.signIn.forgot')}
        </SwitchTo>
        <SocialButtons />
        <Inline space="xsmall" alignY="center">
          <Text>{t('account.signIn.noAccount')}</Text>
          <SwitchTo screen="createAccount" mode={mode} onScreenChange={onScreenChange}>
            {t('account.signIn.toCreate')}
          </SwitchTo>
        </Inline>
      </Stack>
    </form>
  );
}

function CreateAccountForm({ mode, onScreenChange, onSignedIn }: AuthScreenProps) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const store = useStoreView();
  const form = useForm({ firstname: '', lastname: '', email: '', newPassword: '', passwordRepeat: '' });
  const formRef = useFocusFirstError(form.attempt);
  const [newsletter, setNewsletter] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    setFailed(null);
    const { firstname, lastname, email, newPassword } = form.values;
    // Spec §1 friend referral: an account created through a referral link names the link's code.
    const referral = new URLSearchParams(window.location.search).get('referral')?.trim().slice(0, 64);
    try {
      await apollo.mutate({
        mutation: CreateCustomerDocument,
        variables: {
          input: {
            firstname: firstname.trim(),
            lastname: lastname.trim(),
            email: email.trim(),
            password: newPassword,
            is_subscribed: newsletter,
            ...(referral ? { referral_code: referral } : {}),
          },
        },
      });
      // Spec §7 data layer "register".
      emitShopEvent({ event: 'sign_up', method: 'email' });
      await signIn(apollo, store.code, { email, password: newPassword });
      onSignedIn();
    } catch (error) {
      setFailed(failure(error, t('account.failed')));
      setBusy(false);
    }
  };
  return (
    <form ref={formRef} method="post" noValidate onSubmit={(e) => void submit(e)}>
      <Stack space="medium">
        <TextField {...form.field('firstname')} label={t('account.firstname')} autoComplete="given-name" />
        <TextField {...form.field('lastname')} label={t('account.lastname')} autoComplete="family-name" />
        <TextField {...form.field('email')} label={t('account.email')} type="email" autoComplete="email" />
        <NewPasswordFields field={form.field} label={t('account.password')} />
        <Checkbox
          name="is_subscribed"
          label={t('account.newsletter')}
          checked={newsletter}
          onCheckedChange={setNewsletter}
        />
        <ErrorNote>{failed}</ErrorNote>
        <SubmitButton busy={busy}>{t('account.create.submit')}</SubmitButton>
        <Inline space="xsmall" alignY="center">
          <Text>{t('account.create.haveAccount')}</Text>
          <SwitchTo screen="signIn" mode={mode} onScreenChange={onScreenChange}>
            {t('account.create.toSignIn')}
          </SwitchTo>
        </Inline>
      </Stack>
    </form>
  );
}

function ForgotPasswordForm({ mode, onScreenChange }: AuthScreenProps) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const form = useForm({ email: '' });
  const formRef = useFocusFirstError(form.attempt);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ sent: string } | { failed: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    setBusy(true);
    setResult(null);
    const email = form.values.email.trim();
    try {
      const { data } = await apollo.mutate({ mutation: RequestPasswordResetDocument, variables: { email } });
      setResult(
        data?.requestPasswordResetEmail
          ? { sent: t('account.forgot.sent', { email }) }
          : { failed: t('account.forgot.notSent') },
      );
    } catch {
      setResult({ failed: t('account.forgot.notSent') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={formRef} method="post" noValidate onSubmit={(e) => void submit(e)}>
      <Stack space="medium">
        <Text>{t('account.forgot.intro')}</Text>
        <TextField {...form.field('email')} label={t('account.email')} type="email" autoComplete="email" />
        {result && 'sent' in result ? (
          <div role="status">
            <Text tone="positive">{result.sent}</Text>
          </div>
        ) : null}
        <ErrorNote>{result && 'failed' in result ? result.failed : null}</ErrorNote>
        <SubmitButton busy={busy}>{t('account.forgot.submit')}</SubmitButton>
        <SwitchTo screen="signIn" mode={mode} onScreenChange={onScreenChange}>
          {t('account.forgot.back')}
        </SwitchTo>
      </Stack>
    </form>
  );
}

function ResetPasswordForm({ mode, onScreenChange, reset }: AuthScreenProps) {
  const { t } = useTexts();
  const apollo = useApolloClient();
  const form = useForm({ newPassword: '', passwordRepeat: '' });
  const formRef = useFocusFirstError(form.attempt);
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<'form' | 'done' | 'badLink'>(
    reset?.token && reset.email ? 'form' : 'badLink',
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || !reset?.token || !reset.email) return;
    setBusy(true);
    try {
      const { data } = await apollo.mutate({
        mutation: ResetPasswordDocument,
        variables: { email: reset.email, token: reset.token, password: form.values.newPassword },
      });
      setState(data?.resetPassword ? 'done' : 'badLink');
    } catch {
      // Spec §8: a mismatched, used or expired link gets one text.
      setState('badLink');
    } finally {
      setBusy(false);
    }
  };
  if (state !== 'form')
    return (
      <Stack space="medium">
        {state === 'done' ? (
          <div role="status">
            <Text tone="positive">{t('account.reset.done')}</Text>
          </div>
        ) : (
          <ErrorNote>{t('account.reset.badLink')}</ErrorNote>
        )}
        <SwitchTo
          screen={state === 'done' ? 'signIn' : 'forgotPassword'}
          mode={mode}
          onScreenChange={onScreenChange}
        >
          {t(state === 'done' ? 'account.create.toSignIn' : 'account.reset.again')}
        </SwitchTo>
      </Stack>
    );
  return (
    <form ref={formRef} method="post" noValidate onSubmit={(e) => void submit(e)}>
      <Stack space="medium">
        <NewPasswordFields field={form.field} label={t('account.newPassword')} />
        <SubmitButton busy={busy}>{t('account.reset.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}

/**
 * One screen of the authentication flow (spec §2): sign in, create an account (with the
 * newsletter choice), ask for a reset link, set a new password from the link.
 */
export function AuthScreen(props: AuthScreenProps) {
  switch (props.screen) {
    case 'signIn':
      return <SignInForm {...props} />;
    case 'createAccount':
      return <CreateAccountForm {...props} />;
    case 'forgotPassword':
      return <ForgotPasswordForm {...props} />;
    case 'resetPassword':
      return <ResetPasswordForm {...props} />;
  }
}

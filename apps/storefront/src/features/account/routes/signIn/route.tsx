import { AuthPage } from '../../components/AuthPage/AuthPage';

/** /login and /sign-in: spec §2 authentication screen as a page. */
export function Component() {
  return <AuthPage screen="signIn" />;
}

import { AuthPage } from '../../components/AuthPage/AuthPage';

/** /forgot-password: spec §2 authentication screen as a page. */
export function Component() {
  return <AuthPage screen="forgotPassword" />;
}

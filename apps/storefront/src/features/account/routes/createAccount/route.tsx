import { AuthPage } from '../../components/AuthPage/AuthPage';

/** /create-account: spec §2 authentication screen as a page. */
export function Component() {
  return <AuthPage screen="createAccount" />;
}

import { AuthPage } from '../../components/AuthPage/AuthPage';

/** /customer/account/createPassword?token=…&email=… (the link of the reset e-mail): spec §2 authentication screen as a page. */
export function Component() {
  return <AuthPage screen="resetPassword" />;
}

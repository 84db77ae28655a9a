import { SocialLoginCallback } from '../../components/SocialSignIn/SocialLoginCallback';

/** /amsociallogin/social/login: spec §2 social login callback (after the shop server's part). */
export function Component() {
  return <SocialLoginCallback />;
}

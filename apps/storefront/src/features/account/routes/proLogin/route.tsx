import { ProLogin } from '../../components/ProLogin/ProLogin';

/** /prologin: spec §2 PRO login — the PRO registration and the PRO customers' sign-in. */
export function Component() {
  return <ProLogin />;
}

import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Db, Queryable } from '../db/client.js';
import { shopperError } from './errors.js';
import { FIELD_MAX, isEmail, queueEmail } from './forms.js';
import { customerByEmail, issueToken, type AuthSettings } from './customer.js';
import { proStatus } from './pro-accounts.js';

/**
 * Social sign-in (spec §2 `/amsociallogin/social/login`, the social login callback): any OpenID
 * Connect provider configured by environment, through openid-client's authorization code flow
 * with PKCE, state and nonce. The shop server starts a sign-in (`startSocialLogin`: the
 * authorization URL, with state, verifier and nonce kept here) and hands the provider's answer
 * back (`finishSocialLogin`), which creates or links the customer and issues the customer token.
 *
 * Linking rules:
 * - an identity (issuer + subject) seen before signs in to the account it is linked to;
 * - otherwise only an e-mail the provider says is verified (`email_verified: true`) links to the
 *   account with that address, or creates one (without a password: "Forgot password" sets one);
 * - an unverified or missing e-mail never links to an existing account and creates none.
 */

export interface SocialProvider {
  /** `type` in Amasty's `amSocialLoginButtonConfig` and in the start URL. */
  type: string;
  /** The button's provider name ("Continue with {label}"). */
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the shopper back: the shop's `/amsociallogin/social/login`. */
  redirectUri: string;
  scope: string;
}

/** A started sign-in lives 10 minutes (the provider's login page included). */
const REQUEST_MINUTES = 10;
export const SOCIAL_LOGIN_PATH = '/amsociallogin/social/login';
/** Spec §8: what the shopper reads when social sign-in fails, whatever the reason. */
export const SOCIAL_LOGIN_FAILED = 'Something went wrong. Please try again later';

/**
 * `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET` (all three, or no social sign-in),
 * `OIDC_PROVIDER_NAME` (default: the issuer's host), `OIDC_SCOPES` (default `openid email
 * profile`), `OIDC_REDIRECT_URI` (default `SHOP_URL` + `/amsociallogin/social/login`).
 */
export function socialProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): SocialProvider[] {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!issuer || !clientId || !clientSecret) return [];
  const shopUrl = env.SHOP_URL ?? `http://localhost:${env.PORT ?? 8080}`;
  return [
    {
      type: 'oidc',
      label: env.OIDC_PROVIDER_NAME?.trim() || new URL(issuer).host,
      issuer,
      clientId,
      clientSecret,
      redirectUri: env.OIDC_REDIRECT_URI?.trim() || new URL(SOCIAL_LOGIN_PATH, shopUrl).toString(),
      scope: env.OIDC_SCOPES?.trim() || 'openid email profile',
    },
  ];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Every failure the shopper sees is the spec's one text; the reason goes to the log only. */
export class SocialLoginError extends Error {}
const failed = (reason: string) => new SocialLoginError(reason);

/**
 * The provider's discovered configuration, fetched on first use and kept; a failed discovery is
 * tried again next time. Plain http is allowed for a provider on this machine only (tests, dev).
 */
export class SocialLogin {
  private readonly configs = new Map<string, Promise<oidc.Configuration>>();

  constructor(readonly providers: SocialProvider[]) {}

  provider(type: string): SocialProvider {
    const provider = this.providers.find((p) => p.type === type);
    if (!provider) throw failed(`unknown provider type "${type.slice(0, 40)}"`);
    return provider;
  }

  private config(provider: SocialProvider): Promise<oidc.Configuration> {
    let config = this.configs.get(provider.type);
    if (!config) {
      const url = new URL(provider.issuer);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      config = oidc.discovery(url, provider.clientId, provider.clientSecret, undefined, {
        timeout: 10,
        ...(loopback && url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      config.catch(() => this.configs.delete(provider.type));
      this.configs.set(provider.type, config);
    }
    return config;
  }

  /** Keeps state, PKCE verifier and nonce for this sign-in and answers the provider's URL. */
  async start(db: Db, type: string, storeId: number): Promise<{ authorizationUrl: string; state: string }> {
    const provider = this.provider(type);
    const config = await this.config(provider).catch((err: unknown) => {
      throw failed(`discovery failed: ${(err as Error).message}`);
    });
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    const challenge = await oidc.calculatePKCECodeChallenge(verifier);
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM social_login_request WHERE expires_at < now()');
      await tx.query(
        `INSERT INTO social_login_request (state_hash, provider, code_verifier, nonce, store_id, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6::int))`,
        [sha256(state), provider.type, verifier, nonce, storeId, REQUEST_MINUTES],
      );
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: provider.redirectUri,
      scope: provider.scope,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { authorizationUrl: url.toString(), state };
  }

  /**
   * The provider's answer (`code`, `state`, and `iss` where the provider sends it): exchanges the
   * code with the kept verifier, checks the ID token (issuer, audience, nonce, signature), then
   * finds, links or creates the customer and issues a customer token. A started sign-in is used once.
   */
  async finish(
    db: Db,
    answer: { state: string; code: string; iss?: string | null },
    settings: AuthSettings,
  ): Promise<{ token: string; customerId: number; created: boolean }> {
    const [request] = await db.query<{
      provider: string;
      code_verifier: string;
      nonce: string;
      store_id: number;
    }>(
      `DELETE FROM social_login_request WHERE state_hash = $1 AND expires_at > now()
       RETURNING provider, code_verifier, nonce, store_id`,
      [sha256(answer.state)],
    );
    if (!request) throw failed('unknown, used or expired state');
    const provider = this.provider(request.provider);
    const config = await this.config(provider);
    const callback = new URL(provider.redirectUri);
    callback.searchParams.set('code', answer.code);
    callback.searchParams.set('state', answer.state);
    if (answer.iss) callback.searchParams.set('iss', answer.iss);
    let claims: oidc.IDToken;
    let accessToken: string;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: request.code_verifier,
        expectedState: answer.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims()!;
      accessToken = tokens.access_token;
    } catch (err) {
      throw failed(`code exchange failed: ${(err as Error).message}`);
    }
    let profile: Record<string, unknown> = { ...claims };
    if (typeof profile.email !== 'string') {
      // Providers that keep the e-mail out of the ID token give it at the userinfo endpoint.
      const info = await oidc.fetchUserInfo(config, accessToken, claims.sub).catch(() => null);
      if (info) profile = { ...info, ...claims };
    }
    return linkIdentity(db, request.store_id, config.serverMetadata().issuer, profile, settings);
  }
}

const text = (value: unknown) =>
  typeof value === 'string' ? [...value.trim()].slice(0, FIELD_MAX).join('') : '';

/**
 * The linking rules above, in one transaction: identity first, then a verified e-mail. Accounts
 * that cannot sign in with a password cannot sign in this way either (a PRO application pending
 * or rejected).
 */
export async function linkIdentity(
  db: Db,
  storeId: number,
  issuer: string,
  profile: Record<string, unknown>,
  settings: AuthSettings,
): Promise<{ token: string; customerId: number; created: boolean }> {
  const subject = text(profile.sub);
  if (!subject) throw failed('no subject');
  const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : '';
  const verified = profile.email_verified === true && isEmail(email);
  const result = await db.transaction(async (tx) => {
    const [linked] = await tx.query<{ customer_id: number }>(
      `UPDATE customer_social_identity SET last_login_at = now()
        WHERE issuer = $1 AND subject = $2 RETURNING customer_id`,
      [issuer, subject],
    );
    if (linked) return { customerId: linked.customer_id, created: false };
    if (!verified) throw failed('no verified e-mail for a new identity');
    const existing = await customerByEmail(tx, email, true);
    let customerId = existing?.entity_id;
    const created = !existing;
    if (!customerId) customerId = await createSocialCustomer(tx, storeId, email, profile);
    await tx.query(
      'INSERT INTO customer_social_identity (issuer, subject, customer_id) VALUES ($1, $2, $3)',
      [issuer, subject, customerId],
    );
    return { customerId, created };
  });
  const pro = await proStatus(db, result.customerId);
  if (pro === 'PENDING' || pro === 'REJECTED') throw failed(`PRO application ${pro}`);
  const token = await issueToken(db, result.customerId, settings);
  return { token, ...result };
}

async function createSocialCustomer(
  tx: Queryable,
  storeId: number,
  email: string,
  profile: Record<string, unknown>,
): Promise<number> {
  const [fromName = '', ...rest] = text(profile.name).split(/\s+/);
  const firstname = text(profile.given_name) || fromName || email.split('@')[0]!.slice(0, FIELD_MAX);
  const lastname = text(profile.family_name) || rest.join(' ') || '-';
  // No password: '!' never verifies (see verifyPassword); "Forgot password" sets one.
  const [row] = await tx.query<{ entity_id: number }>(
    `INSERT INTO customer (email, firstname, lastname, password_hash, store_id)
     VALUES ($1, $2, $3, '!', $4) RETURNING entity_id`,
    [email, firstname, lastname, storeId],
  );
  await queueEmail(tx, storeId, 'customer_create_account_welcome', email, { firstname, lastname });
  return row!.entity_id;
}

/** What the GraphQL layer says of any failure: the spec §8 text, as an authentication error. */
export const socialLoginFailure = () => shopperError(SOCIAL_LOGIN_FAILED, 'graphql-authentication');

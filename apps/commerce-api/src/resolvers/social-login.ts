import type { Db } from '../db/client.js';
import {
  SOCIAL_LOGIN_PATH,
  SocialLogin,
  SocialLoginError,
  socialLoginFailure,
  socialProvidersFromEnv,
} from '../domain/social-login.js';
import { requestMail } from '../mail/outbox.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import { processLogger } from '../server/log.js';

/** One configured social sign-in per database (read from the environment on first use). */
const instances = new WeakMap<Db, SocialLogin>();
const socialLogin = (db: Db) => {
  let instance = instances.get(db);
  if (!instance) instances.set(db, (instance = new SocialLogin(socialProvidersFromEnv())));
  return instance;
};

/** Every failure is the spec's one text for the shopper; the reason goes to the log, never a token. */
async function orFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const reason = err instanceof SocialLoginError ? err.message : (err as Error).message;
    processLogger().warn({ reason }, 'social sign-in failed');
    throw socialLoginFailure();
  }
}

export const socialLoginResolvers: Resolvers = {
  Query: {
    amSocialLoginButtonConfig: (_, __, ctx) =>
      socialLogin(ctx.db).providers.map((p) => ({
        type: p.type,
        label: p.label,
        url: `${SOCIAL_LOGIN_PATH}?type=${encodeURIComponent(p.type)}`,
      })),
  },
  Mutation: {
    createSocialLoginRequest: (_, args, ctx) =>
      orFailure(async () => {
        const started = await socialLogin(ctx.db).start(ctx.db, args.type, ctx.store.store_id);
        return { authorization_url: started.authorizationUrl, state: started.state };
      }),
    generateCustomerTokenWithSocialLogin: (_, args, ctx) =>
      orFailure(async () => {
        const { token, created } = await socialLogin(ctx.db).finish(
          ctx.db,
          { state: args.state, code: args.code, iss: args.iss ?? null },
          ctx.auth.settings,
        );
        // A new account's welcome e-mail.
        if (created) requestMail(ctx.db);
        return { token };
      }),
  },
};

import { recaptchaV3Config } from '../domain/captcha.js';
import { PASSWORD_RULE } from '../domain/customer.js';
import { toStoreConfig, type StoreView } from '../domain/store.js';
import { widgetSettingsFromEnv } from '../domain/widgets.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import type { ResolverContext } from './context.js';

const defaultGroup = (ctx: ResolverContext) =>
  ctx.stores.find((s) => s.code === 'en')?.group_id ?? ctx.store.group_id;

/**
 * The StoreConfig flags a Magento client reads before it shows a feature, taken from the code that
 * enforces each rather than from stored config that could say otherwise.
 */
function featureFlags(ctx: ResolverContext) {
  return {
    // subscribeEmailToNewsletter and contactUs are served in every store view.
    newsletter_enabled: true,
    contact_enabled: true,
    // Magento gives the lifetime in hours; the bearer tokens last tokenLifetimeSeconds.
    customer_access_token_lifetime: ctx.auth.settings.tokenLifetimeSeconds / 3600,
    minimum_password_length: String(PASSWORD_RULE.minLength),
    required_character_classes_number: String(PASSWORD_RULE.characterClasses),
  };
}

const storeConfig = (s: StoreView, ctx: ResolverContext) => ({
  ...toStoreConfig(s, defaultGroup(ctx)),
  ...featureFlags(ctx),
  ...widgetSettingsFromEnv(),
});

export const storeResolvers: Resolvers = {
  Query: {
    storeConfig: (_, __, ctx) => storeConfig(ctx.store, ctx),
    availableStores: (_, args, ctx) =>
      ctx.stores
        .filter((s) => !args.useCurrentGroup || s.group_id === ctx.store.group_id)
        .map((s) => storeConfig(s, ctx)),
    recaptchaV3Config: (_, __, ctx) => recaptchaV3Config(ctx.store),
  },
};

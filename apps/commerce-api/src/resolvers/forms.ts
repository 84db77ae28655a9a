import { assertCaptcha } from '../domain/captcha.js';
import { INQUIRY_REPLY_DAYS, submitBusinessInquiry, submitContactRequest } from '../domain/forms.js';
import { subscribeToNewsletter } from '../domain/newsletter.js';
import { requestMail } from '../mail/outbox.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

/** The reCAPTCHA v3 action the storefront's newsletter form executes (spec §7). */
const NEWSLETTER_CAPTCHA_ACTION = 'subscribe_newsletter';

export const formResolvers: Resolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (_, args, ctx) => {
      await assertCaptcha(ctx.store, ctx.headers, NEWSLETTER_CAPTCHA_ACTION);
      // Every subscription mails the address it is given: limited per client address (rate-limit.ts).
      await ctx.auth.takeRateLimit('newsletter');
      const customerId = await ctx.auth.customerId();
      const status = await subscribeToNewsletter(ctx.db, ctx.store.store_id, args.email, customerId);
      requestMail(ctx.db);
      return { status };
    },
    contactUs: async (_, args, ctx) => {
      await ctx.auth.takeRateLimit('form');
      await submitContactRequest(ctx.db, ctx.store.store_id, args.input);
      return { status: true };
    },
    submitBusinessInquiry: async (_, args, ctx) => {
      await ctx.auth.takeRateLimit('form');
      const id = await submitBusinessInquiry(ctx.db, ctx.store.store_id, args.input);
      return {
        status: true,
        inquiry_id: String(id),
        reply_min_working_days: INQUIRY_REPLY_DAYS.min,
        reply_max_working_days: INQUIRY_REPLY_DAYS.max,
      };
    },
  },
};

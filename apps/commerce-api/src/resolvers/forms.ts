import { assertCaptcha } from '../domain/captcha.js';
import {
  INQUIRY_REPLY_DAYS,
  subscribeToNewsletter,
  submitBusinessInquiry,
  submitContactRequest,
  type BusinessInquiryInput,
  type ContactInput,
} from '../domain/forms.js';
import type { ResolverContext } from './context.js';

/** The reCAPTCHA v3 action the storefront's newsletter form executes (spec §7). */
const NEWSLETTER_CAPTCHA_ACTION = 'subscribe_newsletter';

export const formResolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (_: unknown, args: { email: string }, ctx: ResolverContext) => {
      await assertCaptcha(ctx.store, ctx.headers, NEWSLETTER_CAPTCHA_ACTION);
      return { status: await subscribeToNewsletter(ctx.db, ctx.store.store_id, args.email) };
    },
    contactUs: async (_: unknown, args: { input: ContactInput }, ctx: ResolverContext) => {
      await submitContactRequest(ctx.db, ctx.store.store_id, args.input);
      return { status: true };
    },
    submitBusinessInquiry: async (
      _: unknown,
      args: { input: BusinessInquiryInput },
      ctx: ResolverContext,
    ) => {
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

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import { blogResolvers } from '../resolvers/blog.js';
import { cartResolvers } from '../resolvers/cart.js';
import { catalogResolvers } from '../resolvers/catalog.js';
import { catalogExtraResolvers } from '../resolvers/catalog-extras.js';
import { cmsResolvers } from '../resolvers/cms.js';
import type { ApiContext } from '../resolvers/context.js';
import { customerResolvers } from '../resolvers/customer.js';
import { directoryResolvers } from '../resolvers/directory.js';
import { formResolvers } from '../resolvers/forms.js';
import { proAccountResolvers } from '../resolvers/pro-accounts.js';
import { newsletterResolvers } from '../resolvers/newsletter.js';
import { vaultResolvers } from '../resolvers/vault.js';
import { loyaltyResolvers } from '../resolvers/loyalty.js';
import { quizResolvers } from '../resolvers/quiz.js';
import { socialLoginResolvers } from '../resolvers/social-login.js';
import { routingResolvers } from '../resolvers/routing.js';
import { salesResolvers } from '../resolvers/sales.js';
import { sessionRecordingResolvers } from '../resolvers/session-recording.js';
import { storeResolvers } from '../resolvers/store.js';
import { trackingResolvers } from '../resolvers/tracking.js';
import { attributionResolvers } from '../resolvers/attribution.js';
import { wishlistResolvers } from '../resolvers/wishlist.js';

const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url));

/** The SDL files by domain, read from disk so codegen and the server share one source. */
export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(SCHEMA_DIR + f, 'utf8'));
}

export function buildSchema() {
  return createSchema<ApiContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [
      storeResolvers,
      directoryResolvers,
      cmsResolvers,
      catalogResolvers,
      catalogExtraResolvers,
      routingResolvers,
      cartResolvers,
      customerResolvers,
      salesResolvers,
      formResolvers,
      newsletterResolvers,
      vaultResolvers,
      blogResolvers,
      quizResolvers,
      wishlistResolvers,
      proAccountResolvers,
      socialLoginResolvers,
      loyaltyResolvers,
      trackingResolvers,
      attributionResolvers,
      sessionRecordingResolvers,
    ],
  });
}

import type { ProductModel } from '../domain/catalog.js';
import { findQuiz, submitQuiz } from '../domain/quiz.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';
import { loadAll } from '../db/batch.js';

export const quizResolvers: Resolvers = {
  Query: {
    productQuiz: (_, args, ctx) => findQuiz(ctx.db, ctx.store.store_id, args),
  },
  Mutation: {
    submitProductQuiz: async (_, args, ctx) => {
      const result = await submitQuiz(ctx.db, ctx.store.store_id, args.input);
      // Products through the request's batched loaders: one statement for the whole routine.
      const ids = await loadAll(
        ctx.loaders.productIdBySku,
        result.recommendations.map((r) => r.sku),
      );
      const products = await Promise.all(
        ids.map((id) => (id === null ? null : ctx.loaders.product.load(id))),
      );
      const recommendations = result.recommendations
        .map((r, i) => ({ step: r.step, product: products[i] }))
        .filter((r): r is { step: typeof r.step; product: ProductModel } => !!r.product);
      return { submission_id: String(result.submission_id), recommendations, email_queued: true };
    },
  },
};

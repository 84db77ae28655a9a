import { findCountry, listCountries } from '../domain/directory.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

export const directoryResolvers: Resolvers = {
  Query: {
    countries: (_, __, ctx) => listCountries(ctx.store),
    country: (_, args, ctx) => findCountry(ctx.store, args.id),
  },
};

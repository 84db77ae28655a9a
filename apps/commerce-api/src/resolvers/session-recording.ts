import { canTrackSession, recordSession } from '../domain/session-recording.js';
import type { Resolvers } from '../schema/generated/resolvers-types.js';

/** Spec §7 session recording (session-recording-extensions.graphql): thin — check, record, answer. */
export const sessionRecordingResolvers: Resolvers = {
  Query: {
    logRocketTracking: async (_, __, ctx) => ({ can_track: await canTrackSession(ctx.db) }),
  },
  Mutation: {
    trackLogRocketRecording: (_, __, ctx) => recordSession(ctx.db, ctx.store.store_id),
  },
};

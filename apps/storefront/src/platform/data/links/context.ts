/**
 * Per-request flags the storefront's links read from the operation context (spec §7):
 * `skipQueue` lets a mutation bypass the one-at-a-time queue, `reload` makes a query cancel an
 * earlier identical in-flight one and go to the network.
 */
declare module '@apollo/client' {
  interface DefaultContext {
    /** Send this mutation straight away instead of waiting its turn in the mutation queue. */
    skipQueue?: boolean;
    /** Do not share an identical in-flight query: cancel it and ask the network again. */
    reload?: boolean;
  }
}

export {};

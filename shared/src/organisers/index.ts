// The organisers' calls, for their pages alone: a subpath of its own, so no visitor's page loads it
// (docs/ARCHITECTURE.md#shared-singletons).
export * from '../schemas/organisers';

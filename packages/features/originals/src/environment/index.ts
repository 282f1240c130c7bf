// The light part of the feature the shell needs to build its port; the pages are in the main entry,
// which the shell loads with each lazy route.
export { OriginalsEnvironmentProvider, canBet, useOriginalsEnvironment, type OriginalsEnvironment } from './originals-environment';

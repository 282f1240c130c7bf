export { buildProviderApp, DEFAULT_TIMING, type ProviderApp, type ProviderAppOptions, type ProviderTiming } from './app';
export { gameDesignOf, statedRtpOf, type GameDesign } from './slot/game-design';
export { exactRtpOf } from './slot/rtp';
export { signatureOf, signedHeaders } from './wallet/signing';

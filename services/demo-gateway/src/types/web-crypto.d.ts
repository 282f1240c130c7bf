import type { webcrypto } from 'node:crypto';

// The contract's sealing code (shared with browsers) names Web Crypto's CryptoKey, which the DOM
// library declares as a global; Node's types keep it under node:crypto's webcrypto.
declare global {
  type CryptoKey = webcrypto.CryptoKey;
}

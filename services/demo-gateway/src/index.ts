export { buildGatewayApp, type GatewayApp, type GatewayAppOptions } from './app';
export { readGatewayConfig, type GatewayConfig } from './config';
export { noticeSignature } from './signing';

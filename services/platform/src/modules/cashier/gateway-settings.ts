import type { Queryable } from '../../db/database';
import { upsertGateway } from './gateway-repository';

/** A payment gateway the server is connected to, from its settings (DEMO_GATEWAY_* in the demo). */
export interface GatewaySettings {
  /** what brand files name it by (a GATEWAY channel's `gateway`) and what its notices say in X-Gateway */
  code: string;
  /** the HMAC key both sides hold: it signs checkout links and notices */
  secret: string;
  /** where its checkout page listens */
  checkoutUrl: string;
}

/** Registers the gateway under its current secret, so every instance of the server checks the same one. */
export function registerGateway(db: Queryable, settings: GatewaySettings, nowMs: number): Promise<void> {
  return upsertGateway(db, { gatewayCode: settings.code, secret: settings.secret, checkoutUrl: settings.checkoutUrl }, nowMs);
}

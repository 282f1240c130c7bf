import type { Queryable } from '../../db/database';
import { isoAt } from '../../clock';

export interface GatewayRecord {
  gatewayCode: string;
  secret: string;
  checkoutUrl: string;
  active: boolean;
}

/** Registers a gateway, or brings its secret and address up to date (each start of the demo makes a new secret). */
export async function upsertGateway(db: Queryable, gateway: { gatewayCode: string; secret: string; checkoutUrl: string }, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO cashier_gateways (gateway_code, secret, checkout_url, active, updated_at) VALUES ($1, $2, $3, true, $4)
     ON CONFLICT (gateway_code) DO UPDATE SET secret = EXCLUDED.secret, checkout_url = EXCLUDED.checkout_url, active = true, updated_at = EXCLUDED.updated_at`,
    [gateway.gatewayCode, gateway.secret, gateway.checkoutUrl, isoAt(nowMs)],
  );
}

export async function selectGateway(db: Queryable, gatewayCode: string): Promise<GatewayRecord | null> {
  const { rows } = await db.query<{ gateway_code: string; secret: string; checkout_url: string; active: boolean }>(
    'SELECT gateway_code, secret, checkout_url, active FROM cashier_gateways WHERE gateway_code = $1',
    [gatewayCode],
  );
  const row = rows[0];
  return row ? { gatewayCode: row.gateway_code, secret: row.secret, checkoutUrl: row.checkout_url, active: row.active } : null;
}

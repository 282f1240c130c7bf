import type { Database } from '../../db/database';
import { launchSlotVendorsAt } from '../games';
import { registerProvider } from '../seamless';

/** The stand-in slot provider `pnpm start` runs beside the platform (services/demo-provider). */
export interface DemoProviderSettings {
  /** X-Provider of its requests */
  code: string;
  /** the HMAC key both sides hold */
  secret: string;
  /** its launch page, which vendors' launch_url points at */
  launchUrl: string;
}

/**
 * Registers the demo provider under its current secret and connects every vendor with slot games to
 * its launch page, at every start (each `pnpm start` makes a new secret and may use another port).
 * Vendors without slots, live casinos among them, keep whatever they had, so their games still answer
 * "under maintenance" until an operator connects an engine. Returns the vendors it connected.
 */
export async function connectDemoProvider(db: Database, settings: DemoProviderSettings, nowMs: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await registerProvider(tx, settings.code, settings.secret, nowMs);
    return launchSlotVendorsAt(tx, settings.launchUrl);
  });
}

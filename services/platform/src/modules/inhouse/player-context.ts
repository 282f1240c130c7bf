import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { memberContext } from '../accounts/member-context';
import type { InHousePlayer } from './player';

/**
 * The context of every in-house call: a member of the brand with a session, free play included: a
 * free-play member plays with the demo balance the ledger gave them, against DEMO_FUNDS.
 */
export async function inHousePlayerContext(deps: AppDeps, request: FastifyRequest): Promise<InHousePlayer> {
  const { brand, member } = await memberContext(deps, request);
  return { brand, member, keys: deps.keyring.of(brand.merchantCode) };
}

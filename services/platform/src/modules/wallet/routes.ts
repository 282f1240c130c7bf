import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getBalance, getMerchantWallet, walletCollect, walletTransfer } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext, type MemberContext, refuseTrial } from '../accounts';
import { merchantContext } from '../system';
import { isSingleWallet, memberBalance } from './balance';
import { collectToMain } from './collect';
import { transferBetweenWallets } from './transfer';

/** The member's wallets: balances for everyone logged in (demo money for free play), transfers for true accounts. */
export function registerWalletRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const snapshotOf = (context: MemberContext) => deps.catalogue.of(context.brand.merchantCode);
  // SPEC §6: free play only plays with its demo balance; moving money needs a true account.
  const moneyMover = async (request: FastifyRequest) => {
    const context = await memberContext(deps, request);
    refuseTrial(context.member);
    return context;
  };

  registerCall(app, getBalance, {
    checkResponses,
    context: (request) => memberContext(deps, request),
    handle: async (_input, context) => memberBalance(deps.db, await snapshotOf(context), context.brand, context.member),
  });
  registerCall(app, getMerchantWallet, {
    checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: async (_input, { brand }) => ({ isSingle: isSingleWallet(brand) }),
  });
  registerCall(app, walletTransfer, {
    checkResponses,
    context: moneyMover,
    handle: async ({ body }, context) => transferBetweenWallets(deps.db, await snapshotOf(context), context.brand, context.member, body, deps.config.clock.nowMs()),
  });
  registerCall(app, walletCollect, {
    checkResponses,
    context: moneyMover,
    handle: async ({ body }, context) => collectToMain(deps.db, await snapshotOf(context), context.brand, context.member, body, deps.config.clock.nowMs()),
  });
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { FAIRNESS_VECTORS_PATH, FAIRNESS_VERIFIER_PATH, getCrashChains, getFairnessBeacon, getFairnessBeaconRound } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { registerCall } from '../../http/register-call';
import { merchantContext } from '../system';
import { beaconRoundAt, type RandomnessBeacon } from './beacon';
import { selectPublishedChains } from './crash-chain-repository';

/** How many of a brand's chains the public list shows: with 10,000 rounds each, weeks of play. */
const PUBLISHED_CHAINS = 20;

/** The standalone verifier and the vectors it is tested on, from the package that settles the rounds. */
function packageFile(name: string): string {
  return readFileSync(createRequire(import.meta.url).resolve(`@croupier/provably-fair/${name}`), 'utf8');
}

/**
 * What anyone may read to check Crash and the games without an account: the brand's chain
 * commitments with their publication times, the beacon that salts the rounds, and the standalone
 * verifier with its test vectors as files to download.
 */
export function registerPublicFairnessRoutes(app: FastifyInstance, deps: AppDeps, beacon: RandomnessBeacon): void {
  const { checkResponses } = deps.config;
  const now = () => deps.config.clock.nowMs();
  const context = (request: Parameters<typeof merchantContext>[1]) => merchantContext(deps, request, 'when-open');

  registerCall(app, getCrashChains, {
    checkResponses,
    context,
    handle: async (_input, { brand }) => {
      const chains = await selectPublishedChains(deps.db, brand.merchantCode, PUBLISHED_CHAINS);
      return { chains: chains.map(({ id, ...chain }) => ({ chainId: id, ...chain })) };
    },
  });
  registerCall(app, getFairnessBeacon, {
    checkResponses,
    context,
    handle: async () => {
      const info = await beacon.info();
      const { round, atMs } = beaconRoundAt(info, now());
      return { ...info, latestRound: atMs <= now() ? round : round - 1 };
    },
  });
  registerCall(app, getFairnessBeaconRound, {
    checkResponses,
    context,
    handle: async ({ params }) => {
      const published = await beacon.read(Number(params.round), now());
      if (!published) throw new ApiError('ROUND_NOT_FOUND', `Beacon round ${params.round} is not due yet`);
      return published;
    },
  });

  const verifier = packageFile('croupier-verify.mjs');
  const vectors = packageFile('fairness-vectors.json');
  app.get(FAIRNESS_VERIFIER_PATH, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('content-disposition', 'attachment; filename="croupier-verify.mjs"').header('cache-control', 'no-cache').send(verifier),
  );
  app.get(FAIRNESS_VECTORS_PATH, (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('content-disposition', 'attachment; filename="fairness-vectors.json"').header('cache-control', 'no-cache').send(vectors),
  );
}

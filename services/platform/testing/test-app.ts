import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import { loadBrandsDir } from '@croupier/brand-config/node';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/app-deps';
import { systemClock } from '../src/clock';
import { REPO_ROOT } from '../src/config';
import type { Database } from '../src/db/database';
import { PRODUCTION_ARGON2_COST } from '../src/modules/accounts/passwords';
import { rateLimitsWithGeneral } from '../src/modules/rate-limit/settings';
import { assertLedgerConsistent } from '../src/modules/ledger/ledger-check';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_OPS_TOKEN = 'test-ops-token-not-secret';

/** The demo brands the tests are written for; they ship with the repository. */
export const TEST_BRAND_CODES: readonly string[] = ['northstar', 'shonali'];

/**
 * The repository's demo brands, read from their files. A brand file an operator adds beside them is
 * checked by check-brands and served by the journeys, but it does not change what these tests expect:
 * they count, list and seed the demo brands only.
 */
export const REPO_BRANDS: readonly Brand[] = loadBrandsDir(path.join(REPO_ROOT, 'brands')).filter((brand) => TEST_BRAND_CODES.includes(brand.code));

export function repoBrand(code: string): Brand {
  const brand = REPO_BRANDS.find((each) => each.code === code);
  if (!brand) throw new Error(`brands/${code}.json is missing; the tests are written for it`);
  return brand;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appsDir: path.join(REPO_ROOT, 'apps'),
    opsToken: TEST_OPS_TOKEN,
    checkResponses: true,
    trustProxy: false,
    logLevel: false,
    clock: systemClock,
    exposeOutboxes: true,
    // Tests hash at the production cost: it is quick enough, and so the cost itself is what gets tested.
    passwordCost: PRODUCTION_ARGON2_COST,
    // Calls that name no address all come from 127.0.0.1, so a whole test file shares one general
    // allowance; a property test can make thousands of calls a minute from it. The strict limits
    // stay as shipped, and the general one is tested with its own low setting (rate-limit.test.ts).
    rateLimits: rateLimitsWithGeneral(1_000_000),
    demoAccounts: true,
    ...overrides,
  };
}

export function buildTestApp(db: Database, overrides: Partial<AppConfig> = {}, brands: readonly Brand[] = REPO_BRANDS): Promise<FastifyInstance> {
  return buildApp({ db, brands, config: testConfig(overrides) });
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  url: string;
  /** Host header; a brand host such as shonali.localhost:5173 */
  host?: string;
  merchant?: string;
  /** the caller's address as the socket reports it */
  ip?: string;
  opsToken?: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export function send(app: FastifyInstance, request: ApiRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.host) headers.host = request.host;
  if (request.merchant) headers.merchant = request.merchant;
  if (request.opsToken) headers['x-ops-token'] = request.opsToken;
  return app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers,
    remoteAddress: request.ip ?? '127.0.0.1',
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** An operator call with the test token. */
export function sendOps(app: FastifyInstance, request: Omit<ApiRequest, 'opsToken'>): Promise<LightMyRequestResponse> {
  return send(app, { ...request, opsToken: TEST_OPS_TOKEN });
}

export interface TestServer {
  /** Set before the first test of the file runs. */
  app: FastifyInstance;
  db: Database;
}

/**
 * A fresh database and app for the test file that calls it: built before its first test, checked by
 * ledger_check(), closed and dropped after its last. The returned object is filled in by then, so
 * tests read `server.app`.
 */
export function useTestServer(overrides: Partial<AppConfig> = {}, brands: readonly Brand[] = REPO_BRANDS): TestServer {
  const server = {} as TestServer;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    server.db = database.db;
    server.app = await buildTestApp(database.db, overrides, brands);
  });
  afterAll(async () => {
    try {
      // DESIGN "Money": whatever a test file did, its ledger must still pass the ledger's own check.
      if (server.db) await assertLedgerConsistent(server.db);
    } finally {
      await server.app?.close();
      await database?.dispose();
    }
  });
  return server;
}

import type { FastifyInstance } from 'fastify';
import { getCountries } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { merchantContext } from '../system';
import { COUNTRIES, DEFAULT_COUNTRY_CODE } from './phone';

export function registerSmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getCountries, {
    checkResponses: deps.config.checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: async () => ({
      defaultCountryCode: DEFAULT_COUNTRY_CODE,
      countries: COUNTRIES.map(({ countryCode, countryDialingCode, name }) => ({ countryCode, countryDialingCode, name })),
    }),
  });
}

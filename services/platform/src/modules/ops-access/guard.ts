import type { FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import { OPS_TOKEN_HEADER } from '@croupier/contract';
import { ApiError } from '../../http/api-error';
import type { BrandDirectory } from '../brands';
import { opsTokenMatches } from './token';

/** Refuses a call without the operator token (401) or with a wrong one (403). */
export function requireOperator(expectedToken: string, request: FastifyRequest): void {
  const header = request.headers[OPS_TOKEN_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (!given) {
    // Where the token is kept is for the people running the server (README), not for whoever calls.
    throw new ApiError('NOT_LOGGED_IN', 'Operator calls need the X-Ops-Token header');
  }
  if (!opsTokenMatches(expectedToken, given)) throw new ApiError('FORBIDDEN', 'The X-Ops-Token header does not match this server’s operator token');
}

/** A brand named in an operator path, by brand code or merchant code. */
export function brandOfPath(directory: BrandDirectory, code: string): Brand {
  const brand = directory.byCode(code) ?? directory.byMerchantCode(code);
  if (brand) return brand;
  const known = directory.all.map((each) => each.code).join(', ');
  throw new ApiError('NOT_FOUND', `No brand "${code}" on this server (brands: ${known})`);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { opsCreateMember, opsReadCaptchaAnswer, opsReadMailOutbox, opsReadSmsOutbox } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { registerCall } from '../../http/register-call';
import { createMemberByOperator } from '../accounts';
import { readTestAnswer } from '../captcha';
import { readMemberMail } from '../mail';
import { parsePhone, readSmsOutbox } from '../sms';
import { lockMemberPlay, showMemberPlay, unlockMemberPlay } from './member-play';
import { opsLockMemberPlay, opsShowMemberPlay, opsUnlockMemberPlay } from './member-play-calls';
import { brandOfPath, insertOpsAction, requireOperator } from '../ops-access';

/**
 * Operator calls about accounts. Creating a member and locking or unlocking its play are always there;
 * reading the SMS and mail outboxes and captcha answers exists only outside production, where they let
 * tests and the demo stand in for a phone, a mailbox and a pair of eyes.
 */
export function registerOpsAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, brands, config } = deps;
  const operator = async (request: FastifyRequest) => requireOperator(config.opsToken, request);
  const checkResponses = config.checkResponses;

  registerCall(app, opsCreateMember, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }) => {
      const brand = brandOfPath(brands, params.code);
      const member = await createMemberByOperator(deps, brand, body);
      await insertOpsAction(db, brand.merchantCode, 'member.create', { id: member.id, username: member.username, type: member.type });
      return member;
    },
  });

  registerCall(app, opsShowMemberPlay, {
    checkResponses,
    context: operator,
    handle: ({ params }) => showMemberPlay(db, brandOfPath(brands, params.code), params.username),
  });

  registerCall(app, opsLockMemberPlay, {
    checkResponses,
    context: operator,
    handle: ({ params, body }) => lockMemberPlay(db, brandOfPath(brands, params.code), params.username, body.reason, config.clock.nowMs()),
  });

  registerCall(app, opsUnlockMemberPlay, {
    checkResponses,
    context: operator,
    handle: ({ params }) => unlockMemberPlay(db, brandOfPath(brands, params.code), params.username),
  });

  if (!config.exposeOutboxes) return;

  registerCall(app, opsReadSmsOutbox, {
    checkResponses,
    context: operator,
    handle: async ({ params, query }) => {
      const brand = brandOfPath(brands, params.code);
      const phone = parsePhone(query.mobileNum, query.countryDialingCode);
      if (typeof phone === 'string') throw new ApiError('VALIDATION_FAILED', 'mobileNum is not a valid mobile number', [{ field: 'mobileNum', message: 'is not a valid mobile number' }]);
      return { messages: await readSmsOutbox(db, brand.merchantCode, phone) };
    },
  });

  registerCall(app, opsReadMailOutbox, {
    checkResponses,
    context: operator,
    handle: ({ params, query }) => readMemberMail(db, brandOfPath(brands, params.code).merchantCode, query.username),
  });

  registerCall(app, opsReadCaptchaAnswer, {
    checkResponses,
    context: operator,
    handle: async ({ params }) => {
      const answer = await readTestAnswer(db, brandOfPath(brands, params.code).merchantCode, params.key);
      if (answer === null) throw new ApiError('NOT_FOUND', `No captcha was drawn for the key ${params.key}`);
      return { answer };
    },
  });
}

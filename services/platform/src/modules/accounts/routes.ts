import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import {
  changePassword,
  checkAffiliate,
  forgotPasswordByEmail,
  freePlayLogin,
  getMemberInfo,
  login,
  logout,
  register,
  registerMobile,
  resetPasswordByEmailToken,
  sendLoginCode,
  sendPasswordCode,
  sendRegisterCode,
  setPasswordByPhone,
  setProfileIcon,
  verifyLogin,
  type EncryptedPayload,
} from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { enforceStrictLimit, limitedMerchantContext, type StrictBucket } from '../rate-limit';
import { unsealPayload } from '../sealing';
import { revokeSession } from '../sessions';
import type { MerchantContext } from '../system';
import { changePassword as changeMemberPassword } from './change-password';
import { startFreePlay } from './free-play';
import { requestLanguage } from './language';
import { logIn } from './login';
import { completeLoginChallenge } from './login-challenge';
import { memberContext } from './member-context';
import { memberInfo, setProfileIcon as setMemberIcon } from './member-info';
import { resetPasswordWithSmsCode, resetPasswordWithToken, sendResetLink } from './password-reset';
import { featureDisabled } from './refusals';
import { registerMember } from './register';
import { selectAgentByAffiliateCode } from './repository';
import { sendAccountCode } from './sms-codes';

/** The origin a reset link points at: the brand host the request came to, else the brand's main origin. */
function resetLinkOrigin(deps: AppDeps, request: FastifyRequest, brand: Brand): string {
  // Only a host the brand owns is echoed back, so a forged Host header cannot aim the link elsewhere.
  if (deps.brands.byHost(request.host)?.code === brand.code) return `${request.protocol}://${request.host}`;
  return new URL(brand.origins[0] ?? `http://${brand.code}.localhost`).origin;
}

/** Login, sessions, registration, passwords and the member's own data (SPEC §7 accounts calls). */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const limited = (bucket: StrictBucket) => (request: FastifyRequest) => limitedMerchantContext(deps, request, bucket);
  const member = (request: FastifyRequest) => memberContext(deps, request);
  const unseal = (payload: EncryptedPayload, context: MerchantContext) =>
    unsealPayload(deps.db, deps.keyring.of(context.brand.merchantCode), payload, deps.config.clock.nowMs());

  registerCall(app, login, {
    checkResponses,
    context: limited('login'),
    unseal,
    handle: ({ secret }, context, request) => logIn(deps, context, secret, requestLanguage(request, context.brand)),
  });

  registerCall(app, verifyLogin, {
    checkResponses,
    context: limited('login'),
    handle: ({ body }, { brand, ip }) => completeLoginChallenge(deps, brand, body.challengeId, body.verificationCode, ip),
  });

  registerCall(app, freePlayLogin, { checkResponses, context: limited('freePlay'), handle: (_input, context) => startFreePlay(deps, context) });

  registerCall(app, logout, {
    checkResponses,
    // Logging out works even while the site is closed, and before an owed password change.
    context: (request) => memberContext(deps, request, 'always', 'allow'),
    handle: async (_input, { session }) => {
      await revokeSession(deps.db, session.tokenHash, deps.config.clock.nowMs());
      return { loggedOut: true as const };
    },
  });

  const codeCalls = [
    [sendLoginCode, 'login'],
    [sendRegisterCode, 'register'],
    [sendPasswordCode, 'password'],
  ] as const;
  for (const [call, purpose] of codeCalls) {
    registerCall(app, call, {
      checkResponses,
      context: limited('sms'),
      handle: ({ body }, { brand }, request) => sendAccountCode(deps, brand, purpose, body, requestLanguage(request, brand)),
    });
  }

  registerCall(app, register, {
    checkResponses,
    context: limited('register'),
    unseal,
    handle: ({ secret }, context, request) => registerMember(deps, context, 'username', secret, requestLanguage(request, context.brand)),
  });

  registerCall(app, registerMobile, {
    checkResponses,
    context: limited('register'),
    unseal,
    handle: ({ secret }, context, request) => registerMember(deps, context, 'mobile', secret, requestLanguage(request, context.brand)),
  });

  registerCall(app, checkAffiliate, {
    checkResponses,
    context: limited('affiliate'),
    handle: async ({ query }, { brand }) => {
      if (!brand.features.affiliate) throw featureDisabled('Affiliate codes');
      return (await selectAgentByAffiliateCode(deps.db, brand.merchantCode, query.code.trim())) !== null;
    },
  });

  registerCall(app, forgotPasswordByEmail, {
    checkResponses,
    context: limited('forgotPassword'),
    handle: ({ body }, { brand }, request) => sendResetLink(deps, brand, body, resetLinkOrigin(deps, request, brand), requestLanguage(request, brand)),
  });

  registerCall(app, resetPasswordByEmailToken, {
    checkResponses,
    context: limited('forgotPassword'),
    unseal,
    handle: ({ secret }, { brand, ip }, request) => resetPasswordWithToken(deps, brand, secret, ip, requestLanguage(request, brand)),
  });

  registerCall(app, setPasswordByPhone, {
    checkResponses,
    context: limited('forgotPassword'),
    unseal,
    handle: ({ secret }, { brand, ip }, request) => resetPasswordWithSmsCode(deps, brand, secret, ip, requestLanguage(request, brand)),
  });

  registerCall(app, changePassword, {
    checkResponses,
    context: async (request) => {
      const context = await memberContext(deps, request, 'when-open', 'allow');
      enforceStrictLimit(deps.limiter, deps.config.rateLimits, 'changePassword', context.ip);
      return context;
    },
    unseal,
    handle: ({ secret }, context, request) => changeMemberPassword(deps, context, secret, requestLanguage(request, context.brand)),
  });

  // The change-password popup reads member info (does the account have a password to ask for?).
  registerCall(app, getMemberInfo, {
    checkResponses,
    context: (request) => memberContext(deps, request, 'when-open', 'allow'),
    handle: async (_input, context) => memberInfo(context),
  });

  registerCall(app, setProfileIcon, { checkResponses, context: member, handle: ({ body }, context) => setMemberIcon(deps, context, body.iconId) });
}

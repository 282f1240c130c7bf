import type { AppDeps } from '../../app-deps';
import type { CaptchaContext } from '../captcha';
import type { SmsContext } from '../sms';

/** What the SMS code service needs for one merchant, at this moment. */
export function smsContextOf(deps: AppDeps, merchantCode: string): SmsContext {
  return { db: deps.db, keys: deps.keyring.of(merchantCode), provider: deps.sms, nowMs: deps.config.clock.nowMs() };
}

/** What the captcha service needs for one merchant, at this moment. */
export function captchaContextOf(deps: AppDeps, merchantCode: string): CaptchaContext {
  return { db: deps.db, keys: deps.keyring.of(merchantCode), nowMs: deps.config.clock.nowMs(), keepTestAnswer: deps.config.exposeOutboxes };
}

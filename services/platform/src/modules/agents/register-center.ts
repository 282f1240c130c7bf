import { randomInt } from 'node:crypto';
import type { Brand } from '@croupier/brand-config';
import type { AgentInvite, CreateDownlineSecret, CreatedDownline, FieldError } from '@croupier/contract';
import { DOWNLINE_AGENT_TYPE, PLAYER_MEMBER_TYPE, agentRegisterPath, type Language } from '@croupier/domain';
import { validateField, validationMessage } from '@croupier/validation';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { createMemberByOperator, fieldMessage, selectAffiliateCode, updateMissingAffiliateCode, type MemberRecord } from '../accounts';
import { registerSettings } from '../system';

/**
 * registerCenter: an agent registers its own direct downline and shares its invite link. The account
 * is made the way operators make members (accounts/operator-members.ts) under the agent, with an
 * initial password, so its first login goes through the existing forced password change.
 */

/**
 * The username and password checked with the brand's own register rules, as the register form checks
 * them, whether or not the brand's public form shows a username field.
 */
function downlineFieldErrors(brand: Brand, form: CreateDownlineSecret, language: Language): FieldError[] {
  const errors: FieldError[] = [];
  for (const rule of registerSettings(brand).fields) {
    if (rule.field !== 'username' && rule.field !== 'password') continue;
    const issue = validateField(form[rule.field], { ...rule, required: true });
    if (issue) errors.push({ field: rule.field, message: validationMessage(issue, language) });
  }
  if (form.confirmPassword.trim() !== form.password.trim()) errors.push({ field: 'confirmPassword', message: fieldMessage('passwordsDiffer', language) });
  return errors;
}

/** A new direct downline of the agent: a player, or an agent of DOWNLINE_AGENT_TYPE with an invite code of its own. */
export async function createDownline(deps: AppDeps, brand: Brand, agent: MemberRecord, form: CreateDownlineSecret, language: Language): Promise<CreatedDownline> {
  const errors = downlineFieldErrors(brand, form, language);
  if (errors.length > 0) throw new ApiError('VALIDATION_FAILED', `The new account has invalid fields: ${errors.map((error) => error.field).join(', ')}`, errors);
  const type = form.kind === 'agent' ? DOWNLINE_AGENT_TYPE : PLAYER_MEMBER_TYPE;
  const created = await createMemberByOperator(deps, brand, {
    username: form.username,
    password: form.password.trim(),
    type,
    initialPassword: true,
    uplineId: agent.id,
  });
  return { username: created.username, type: created.type, kind: form.kind, registeredAt: created.createdAt, initialPassword: true, affiliateCode: created.affiliateCode };
}

function inviteOf(brand: Brand, affiliateCode: string | null, origin: string): AgentInvite {
  const registerPath = affiliateCode === null ? null : agentRegisterPath(affiliateCode);
  return { affiliateCode, registerPath, registerUrl: registerPath === null ? null : `${origin}${registerPath}`, affiliateRegistration: brand.features.affiliate };
}

/** The agent's invite code and link on the site it is using (`origin`, such as https://shonali.example). */
export async function agentInvite(db: Queryable, brand: Brand, agent: MemberRecord, origin: string): Promise<AgentInvite> {
  return inviteOf(brand, await selectAffiliateCode(db, brand.merchantCode, agent.id), origin);
}

/** Codes tried before giving up: each is one of 9e6 for the merchant, so a clash is rare and a run of them rarer. */
const CODE_ATTEMPTS = 5;

/** A new invite code: the merchant code's first letters and six digits, within the codes' 4 to 16 letters and digits. */
function newAffiliateCode(brand: Brand): string {
  return `${brand.merchantCode.replace(/[^A-Za-z0-9]/g, '').slice(0, 10)}${randomInt(100_000, 1_000_000)}`;
}

/** Makes the agent's invite code when it has none; an agent with one keeps it. */
export async function ensureAgentInvite(db: Queryable, brand: Brand, agent: MemberRecord, origin: string): Promise<AgentInvite> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = await updateMissingAffiliateCode(db, brand.merchantCode, agent.id, newAffiliateCode(brand));
    if (code !== 'taken') return inviteOf(brand, code, origin);
  }
  throw new Error(`agents: no free invite code for ${brand.merchantCode} after ${CODE_ATTEMPTS} tries`);
}

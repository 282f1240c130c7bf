/**
 * The environment's messaging variables, read by the SMS and mail modules per brand. A file of its own,
 * with no import of any module: config.ts imports modules' front doors, so a module that loaded it
 * would load itself halfway through.
 */

/** Where each brand's SMS and mail go, and with which credentials: never in a brand file, which browsers read. */
export const MESSAGING_VARIABLES = ['SMS_PROVIDER_URL', 'SMS_API_KEY', 'SMS_SENDER', 'SMTP_URL', 'MAIL_FROM'] as const;
export type MessagingVariable = (typeof MESSAGING_VARIABLES)[number];
/** Each set variable by its name: SMS_API_KEY, or SMS_API_KEY_SHONALI for the brand whose merchant code is SHONALI. */
export type MessagingVariables = Readonly<Record<string, string>>;

/**
 * The messaging variables of the environment: each for every brand (SMS_API_KEY), or for one brand
 * with its merchant code after an underscore (SMS_API_KEY_SHONALI), which wins over the former. Blank
 * ones count as unset. They are read per brand once the brand files are loaded (modules/sms/settings.ts,
 * modules/mail/settings.ts).
 */
export function messagingVariablesFrom(env: NodeJS.ProcessEnv): MessagingVariables {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (!trimmed) continue;
    if (MESSAGING_VARIABLES.some((base) => name === base || name.startsWith(`${base}_`))) variables[name] = trimmed;
  }
  return variables;
}

/** One brand's value of a messaging variable, and the name it was read from, to name it in messages. */
export function brandSetting(variables: MessagingVariables, name: MessagingVariable, merchantCode: string): { value: string; variable: string } | undefined {
  const own = `${name}_${merchantCode}`;
  const ownValue = variables[own];
  if (ownValue !== undefined) return { value: ownValue, variable: own };
  const shared = variables[name];
  return shared === undefined ? undefined : { value: shared, variable: name };
}

/** Variables that name a merchant code no brand has: a typo would otherwise leave a brand on the shared setting unseen. */
export function strayMessagingVariables(variables: MessagingVariables, merchantCodes: readonly string[]): string[] {
  return Object.keys(variables).filter((name) => {
    if ((MESSAGING_VARIABLES as readonly string[]).includes(name)) return false;
    return !MESSAGING_VARIABLES.some((base) => merchantCodes.some((code) => name === `${base}_${code}`));
  });
}

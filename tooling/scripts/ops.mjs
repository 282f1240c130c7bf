// `pnpm ops ...`: operator controls of a running platform server over HTTP (maintenance, region blocks,
// members and their play locks, console operators, vendor engines, the ledger check) and, outside production, the demo SMS
// and mail outboxes, the demo SMS gateway's inbox and the demo mailbox's. It finds the server from PORT, HOST and DATA_DIR by the server's own rules
// (services/platform/src/server-environment.mjs), unless --server and --data-dir say otherwise.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mailboxPortFrom } from '../../services/demo-mailbox/src/address.mjs';
import { smsGatewayPortFrom } from '../../services/demo-sms-gateway/src/address.mjs';
import { DEFAULT_HOST, DEFAULT_PORT, dataDirFrom, hostFrom, localServerUrl, portFrom } from '../../services/platform/src/server-environment.mjs';

const DEFAULT_SERVER = localServerUrl(DEFAULT_HOST, DEFAULT_PORT);
const REQUEST_TIMEOUT_MS = 10_000;

const USAGE = `usage:
  pnpm ops maintenance on <brand> --title TEXT --message TEXT [--until ISO-TIME]
  pnpm ops maintenance off <brand>
  pnpm ops region block <brand> <ip-or-cidr>
  pnpm ops region unblock <brand> <ip-or-cidr>
  pnpm ops region list <brand>
  pnpm ops member create <brand> <username> [--password TEXT] [--type N] [--mobile NUMBER] [--email ADDRESS]
                         [--affiliate-code CODE] [--initial-password] [--password-expired]
  pnpm ops member lock <brand> <username> --reason TEXT
                                               refuses the member's new stakes; wins and rollbacks still land
  pnpm ops member unlock <brand> <username>    takes the member's stakes again
  pnpm ops member play <brand> <username>      whether the member's play is locked, why and since when
  pnpm ops operator create <username> --role ADMIN|SUPERVISOR|CASHIER --password TEXT --brands all|<brand>,...
                         [--display-name TEXT]
                                               an operator of the console; the first admin of a live site is made so
  pnpm ops vendor connect <VASSALAGE> <url>    the engine's launch page: the vendor's games open there
  pnpm ops vendor disconnect <VASSALAGE>       the vendor's games answer maintenance, for every brand
  pnpm ops ledger check                        checks the whole ledger (ledger_check()); exits 1 on any problem
  pnpm ops sms <brand> <mobile>                SMS sent to a number: the demo SMS gateway's inbox and the server's
                                               outbox (not in production)
  pnpm ops mail <brand> <username>             mail sent to a member: the demo mailbox's inbox for the member's address and
                                               the server's outbox (not in production)
  pnpm ops status
options:
  --server URL      platform server (default http://HOST:PORT from the environment, as the server
                    reads them: ${DEFAULT_SERVER} when neither is set)
  --data-dir DIR    server data folder holding the ops-token file (default DATA_DIR, else .data/platform)
  --sms-gateway URL the demo SMS gateway pnpm start runs (default http://HOST:SMS_GATEWAY_PORT, the port
                    after GATEWAY_PORT's, as pnpm start chooses it: http://127.0.0.1:8083 when none is set)
  --mailbox URL     the demo mailbox pnpm start runs (default http://HOST:MAILBOX_PORT, the port after the SMS
                    gateway's, as pnpm start chooses it: http://127.0.0.1:8084 when none is set)
The operator token is OPS_TOKEN when set, otherwise read from <data-dir>/ops-token.`;

class UsageError extends Error {}
class RefusedError extends Error {}

function parseCommandLine(argv) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        server: { type: 'string' },
        'data-dir': { type: 'string' },
        'sms-gateway': { type: 'string' },
        mailbox: { type: 'string' },
        title: { type: 'string' },
        message: { type: 'string' },
        until: { type: 'string' },
        password: { type: 'string' },
        type: { type: 'string' },
        mobile: { type: 'string' },
        email: { type: 'string' },
        'affiliate-code': { type: 'string' },
        'initial-password': { type: 'boolean' },
        'password-expired': { type: 'boolean' },
        reason: { type: 'string' },
        role: { type: 'string' },
        brands: { type: 'string' },
        'display-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
}

function readToken(dataDir) {
  const fromEnv = process.env.OPS_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'ops-token');
  if (!existsSync(file)) {
    throw new RefusedError(`no operator token: ${file} does not exist. Start the server once (pnpm start) to create it, pass --data-dir (or set DATA_DIR as the server has it), or set OPS_TOKEN`);
  }
  return readFileSync(file, 'utf8').trim();
}

function serverUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--server ${JSON.stringify(text)} is not a URL; write it like ${DEFAULT_SERVER}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--server must be an http(s) URL, got ${text}`);
  return url.origin;
}

/** The server `pnpm start` or the platform's own start would run with this environment (PORT, HOST). */
function serverFromEnvironment(env) {
  let port;
  try {
    port = portFrom(env.PORT);
  } catch (error) {
    throw new UsageError(`${error.message} in the environment; set PORT to the port the server listens on, or pass --server`);
  }
  if (port === 0) throw new UsageError('PORT is 0, so the server took a free port of its own choosing; pass --server with the address it printed');
  return localServerUrl(hostFrom(env.HOST), port);
}

function brandArgument(value) {
  if (!value) throw new UsageError('name the brand, such as shonali');
  if (!/^[A-Za-z0-9-]{1,40}$/.test(value)) throw new UsageError(`${JSON.stringify(value)} is not a brand code: use its code (shonali) or merchant code (SHONALI)`);
  return value;
}

function untilArgument(value) {
  if (value === undefined) return undefined;
  const isoWithZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
  if (!isoWithZone.test(value) || Number.isNaN(Date.parse(value))) {
    throw new UsageError(`--until ${JSON.stringify(value)} is not an ISO time with a zone; write it like 2030-01-01T06:00:00Z or 2030-01-01T12:00:00+06:00`);
  }
  return value;
}

/** SPEC §3 member types: 0 player, agents 1, 2, 41, 42, 4 free-play trial, 9 house account. */
const MEMBER_TYPES = [0, 1, 2, 4, 9, 41, 42];
const MEMBER_OPTIONS = ['password', 'type', 'mobile', 'email', 'affiliate-code', 'initial-password', 'password-expired'];

function memberTypeArgument(value) {
  if (value === undefined) return 0;
  const type = Number(value);
  if (!MEMBER_TYPES.includes(type) || !/^\d+$/.test(value)) throw new UsageError(`--type ${JSON.stringify(value)} is not a member type; use one of ${MEMBER_TYPES.join(', ')}`);
  return type;
}

function memberCall(brand, username, values) {
  if (!username) throw new UsageError('member create needs a username');
  const body = {
    username,
    type: memberTypeArgument(values.type),
    ...(values.password !== undefined ? { password: values.password } : {}),
    ...(values.mobile !== undefined ? { mobileNum: values.mobile } : {}),
    ...(values.email !== undefined ? { email: values.email } : {}),
    ...(values['affiliate-code'] !== undefined ? { affiliateCode: values['affiliate-code'] } : {}),
    ...(values['initial-password'] ? { initialPassword: true } : {}),
    ...(values['password-expired'] ? { passwordExpired: true } : {}),
  };
  return {
    method: 'POST',
    path: `/ops/brands/${encodeURIComponent(brand)}/members`,
    body,
    print: (value) => console.log(`created ${value.username} for ${brand}: id ${value.id}, type ${value.type}${value.affiliateCode ? `, affiliate code ${value.affiliateCode}` : ''}`),
  };
}

const OPERATOR_ROLES = ['ADMIN', 'SUPERVISOR', 'CASHIER'];
const OPERATOR_OPTIONS = ['role', 'brands', 'display-name'];

/** "all" for every brand, given on purpose (the call takes null for that), or a comma list of brand codes. */
function operatorBrandsArgument(value) {
  if (value === undefined) throw new UsageError('operator create needs --brands: all, or the brands the operator works on, such as shonali,northstar');
  if (value.trim().toLowerCase() === 'all') return null;
  const brands = value.split(',').map((each) => each.trim()).filter(Boolean);
  if (brands.length === 0) throw new UsageError('--brands names no brand: write all, or brand codes such as shonali,northstar');
  return brands.map(brandArgument);
}

function operatorCall(username, values) {
  if (!username) throw new UsageError('operator create needs a username');
  const role = values.role?.trim().toUpperCase();
  if (!OPERATOR_ROLES.includes(role)) throw new UsageError(`operator create needs --role, one of ${OPERATOR_ROLES.join(', ')}${values.role === undefined ? '' : `, not ${JSON.stringify(values.role)}`}`);
  if (values.password === undefined) throw new UsageError('operator create needs --password: the operator signs in to the console with it');
  const body = { username, displayName: values['display-name'] ?? username, password: values.password, role, merchantCodes: operatorBrandsArgument(values.brands) };
  return {
    method: 'POST',
    path: '/ops/operators',
    body,
    print: (value) => console.log(`created operator ${value.username} (${value.role}) for ${value.merchantCodes === null ? 'every brand' : value.merchantCodes.join(', ')}: id ${value.id}`),
  };
}

const REASON_MAX_LENGTH = 200;

function reasonArgument(value) {
  const reason = value?.trim();
  if (!reason) throw new UsageError('member lock needs --reason TEXT: why the member may not play, such as "self-exclusion request"');
  if (reason.length > REASON_MAX_LENGTH) throw new UsageError(`--reason is ${reason.length} characters; keep it to ${REASON_MAX_LENGTH}`);
  return reason;
}

function describeLock(value) {
  return `since ${value.lockedAt}: ${value.reason}`;
}

function printMemberPlay(brand, value) {
  if (value.locked) console.log(`${value.username} (${brand}): play locked ${describeLock(value)}`);
  else console.log(`${value.username} (${brand}): play open`);
}

function printLock(brand, value) {
  if (value.changed) console.log(`locked play of ${value.username} (${brand}) ${describeLock(value)}`);
  else console.log(`${value.username} (${brand}) was already locked ${describeLock(value)}; nothing changed`);
}

function printUnlock(brand, value) {
  if (value.changed) console.log(`unlocked play of ${value.username} (${brand}); stakes are taken again`);
  else console.log(`${value.username} (${brand}) was not locked; nothing changed`);
}

/** member lock, unlock and play: one member's play lock, named by brand and username. */
function memberPlayCall(action, brand, username, values) {
  if (!username) throw new UsageError(`member ${action} needs a username`);
  const path = `/ops/brands/${encodeURIComponent(brand)}/members/${encodeURIComponent(username)}/play-lock`;
  if (action === 'lock') return { method: 'POST', path, body: { reason: reasonArgument(values.reason) }, print: (value) => printLock(brand, value) };
  if (action === 'unlock') return { method: 'DELETE', path, print: (value) => printUnlock(brand, value) };
  return { method: 'GET', path, print: (value) => printMemberPlay(brand, value) };
}

function vassalageArgument(value) {
  if (!value) throw new UsageError('name the vendor by its code, such as SPW');
  const code = value.toUpperCase();
  if (!/^[A-Z0-9_]{2,16}$/.test(code)) throw new UsageError(`${JSON.stringify(value)} is not a vendor code: 2 to 16 letters, digits or _, such as SPW`);
  return code;
}

function engineUrlArgument(value) {
  if (!value) throw new UsageError('vendor connect needs the engine\'s launch page, such as https://engine.example/launch');
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${JSON.stringify(value)} is not a URL; write it like https://engine.example/launch`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`the engine URL must be http or https, got ${value}`);
  return value;
}

function printEngine(value) {
  if (value.launchUrl === null) console.log(`${value.vassalage} (${value.name}): disconnected; its games answer maintenance`);
  else console.log(`${value.vassalage} (${value.name}): connected to ${value.launchUrl}`);
}

/** Vendors are shared by every brand, so these calls name a vendor, not a brand. */
function vendorCall(positionals) {
  const [, action, code, url, ...extra] = positionals;
  if (action !== 'connect' && action !== 'disconnect') throw new UsageError(`vendor takes connect or disconnect, not ${JSON.stringify(action ?? '')}`);
  const vassalage = vassalageArgument(code);
  const rest = action === 'connect' ? extra : [url, ...extra].filter((each) => each !== undefined);
  if (rest.length > 0) throw new UsageError(`unexpected argument(s): ${rest.join(' ')}`);
  const launchUrl = action === 'connect' ? engineUrlArgument(url) : null;
  return { method: 'PUT', path: `/ops/vendors/${encodeURIComponent(vassalage)}/engine`, body: { launchUrl }, print: printEngine };
}

/** 01712345678 (a Bangladeshi number as people write it, which the server's outbox read takes too) in international form. */
function internationalNumber(mobile) {
  const digits = mobile.replace(/^\+/, '');
  if (/^0\d{10}$/.test(digits)) return `880${digits.slice(1)}`;
  if (/^1\d{9}$/.test(digits)) return `880${digits}`;
  return digits;
}

/** Where `pnpm start` runs the demo SMS gateway with this environment (HOST, SMS_GATEWAY_PORT or GATEWAY_PORT). */
function smsGatewayFromEnvironment(env) {
  try {
    return localServerUrl(hostFrom(env.HOST), smsGatewayPortFrom(env));
  } catch (error) {
    throw new UsageError(`${error.message} in the environment; set it as pnpm start had it, or pass --sms-gateway`);
  }
}

/** Where `pnpm start` runs the demo mailbox with this environment (HOST, MAILBOX_PORT, or the SMS gateway's port and the one after). */
function mailboxFromEnvironment(env) {
  try {
    return localServerUrl(hostFrom(env.HOST), mailboxPortFrom(env));
  } catch (error) {
    throw new UsageError(`${error.message} in the environment; set it as pnpm start had it, or pass --mailbox`);
  }
}

/** The origin of a stand-in's address given with --sms-gateway or --mailbox. */
function standInUrl(text, option, example) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--${option} ${JSON.stringify(text)} is not a URL; write it like ${example}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--${option} must be an http(s) URL, got ${text}`);
  return url.origin;
}

/** What a stand-in's GET /inbox answers for `to`, or null when none answers there. */
async function readInbox(url, to) {
  try {
    const response = await fetch(`${url}/inbox?to=${encodeURIComponent(to)}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) return null;
    return (await response.json()).messages;
  } catch {
    return null;
  }
}

/** What the demo SMS gateway took for a number, or null when no gateway answers there (the platform then sends to its outbox or elsewhere). */
function readSmsGateway(gatewayUrl, mobile) {
  return readInbox(gatewayUrl, internationalNumber(mobile));
}

function printSms(brand, mobile, outboxMessages, gateway) {
  const lines = [
    ...outboxMessages.map((message) => ({ at: message.sentAt, line: `${message.sentAt}  ${message.text}  (outbox)` })),
    ...(gateway.messages ?? []).map((message) => ({ at: message.receivedAt, line: `${message.receivedAt}  ${message.text}  (demo SMS gateway, from ${message.from})` })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (lines.length === 0) {
    const where = gateway.messages === null ? `, and no demo SMS gateway answered at ${gateway.url}` : '';
    console.log(`${brand}: no SMS to ${mobile} (outbox empty${where})`);
    return;
  }
  for (const { line } of lines) console.log(line);
}

/**
 * The member's mail, newest first: the outbox's and the demo mailbox's for the member's address. The
 * mailbox holds every brand's mail to an address; each shows who sent it.
 */
function printMail(brand, username, value, mailbox) {
  const indented = (text) => text.replace(/^/gm, '  ');
  const lines = [
    ...value.messages.map((message) => ({ at: message.sentAt, text: `${message.sentAt}  to ${message.to}: ${message.subject}  (outbox)\n${indented(message.text)}` })),
    ...(mailbox.messages ?? []).map((mail) => ({ at: mail.receivedAt, text: `${mail.receivedAt}  to ${mail.to.join(', ')}: ${mail.subject}  (demo mailbox, from ${mail.from})\n${indented(mail.text)}` })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (lines.length === 0) {
    const where = value.address === null ? `, and ${username} has no mail address` : mailbox.messages === null ? `, and no demo mailbox answered at ${mailbox.url}` : '';
    console.log(`${brand}: no mail to ${username} (outbox empty${where})`);
    return;
  }
  for (const { text } of lines) console.log(text);
}

/** Turns the command line into one HTTP call and a way to print its answer. */
function planCall(positionals, values) {
  const [area, action, brandText, target, ...extra] = positionals;
  const onlyFor = (names, command) => {
    for (const name of names) if (values[name] !== undefined) throw new UsageError(`--${name} goes only with ${command}`);
  };
  const noExtra = (count) => {
    const rest = positionals.slice(count);
    if (rest.length > 0) throw new UsageError(`unexpected argument(s): ${rest.join(' ')}`);
  };
  if (area !== 'operator') onlyFor(OPERATOR_OPTIONS, 'operator create');
  if (!(area === 'member' || area === 'operator') || action !== 'create') onlyFor(['password'], 'member create and operator create');
  if (area !== 'member' || action !== 'create') onlyFor(MEMBER_OPTIONS.filter((name) => name !== 'password'), 'member create');
  if (area !== 'member' || action !== 'lock') onlyFor(['reason'], 'member lock');
  if (area !== 'sms') onlyFor(['sms-gateway'], 'sms');
  if (area !== 'mail') onlyFor(['mailbox'], 'mail');

  if (area === 'member') {
    onlyFor(['title', 'message', 'until'], 'maintenance on');
    if (!['create', 'lock', 'unlock', 'play'].includes(action)) throw new UsageError(`member takes create, lock, unlock or play, not ${JSON.stringify(action ?? '')}`);
    noExtra(4);
    const brand = brandArgument(brandText);
    return action === 'create' ? memberCall(brand, target, values) : memberPlayCall(action, brand, target, values);
  }
  if (area === 'operator') {
    onlyFor(['title', 'message', 'until'], 'maintenance on');
    if (action !== 'create') throw new UsageError(`operator takes create, not ${JSON.stringify(action ?? '')}`);
    noExtra(3);
    return operatorCall(brandText, values);
  }
  if (area === 'vendor') {
    onlyFor(['title', 'message', 'until'], 'maintenance on');
    return vendorCall(positionals);
  }
  if (area === 'sms' || area === 'mail') {
    onlyFor(['title', 'message', 'until'], 'maintenance on');
    const brand = brandArgument(action);
    const who = brandText;
    if (!who) throw new UsageError(area === 'sms' ? 'sms needs a mobile number, such as 01712345678' : 'mail needs a username');
    noExtra(3);
    const base = `/ops/brands/${encodeURIComponent(brand)}`;
    if (area === 'sms') {
      return { method: 'GET', path: `${base}/sms-outbox?mobileNum=${encodeURIComponent(who)}`, smsTo: who, print: (value, gateway) => printSms(brand, who, value.messages, gateway) };
    }
    return { method: 'GET', path: `${base}/mail-outbox?username=${encodeURIComponent(who)}`, mailOf: who, print: (value, mailbox) => printMail(brand, who, value, mailbox) };
  }

  if (area === 'ledger') {
    onlyFor(['title', 'message', 'until'], 'maintenance on');
    if (action !== 'check') throw new UsageError(`ledger takes check, not ${JSON.stringify(action ?? '')}`);
    noExtra(2);
    return { method: 'GET', path: '/ops/ledger/check', print: printLedgerCheck };
  }
  if (area === 'status') {
    noExtra(1);
    onlyFor(['title', 'message', 'until'], 'maintenance on');
    return { method: 'GET', path: '/ops/brands', print: printStatus };
  }
  if (area === 'maintenance') {
    const brand = brandArgument(brandText);
    const base = `/ops/brands/${encodeURIComponent(brand)}/maintenance`;
    if (action === 'on') {
      noExtra(3);
      if (!values.title?.trim() || !values.message?.trim()) throw new UsageError('maintenance on needs --title and --message');
      const until = untilArgument(values.until);
      return { method: 'POST', path: base, body: { title: values.title, message: values.message, ...(until ? { until } : {}) }, print: printMaintenance };
    }
    if (action === 'off') {
      noExtra(3);
      onlyFor(['title', 'message', 'until'], 'maintenance on');
      return { method: 'DELETE', path: base, print: printMaintenance };
    }
    throw new UsageError(`maintenance takes on or off, not ${JSON.stringify(action ?? '')}`);
  }
  if (area === 'region') {
    onlyFor(['title', 'message', 'until'], 'maintenance on');
    const brand = brandArgument(brandText);
    const base = `/ops/brands/${encodeURIComponent(brand)}/region-blocks`;
    if (action === 'list') {
      noExtra(3);
      return { method: 'GET', path: base, print: (value) => printBlocks(brand, value.blocks) };
    }
    if (action === 'block' || action === 'unblock') {
      if (!target) throw new UsageError(`region ${action} needs an address or network, such as 203.0.113.7 or 203.0.113.0/24`);
      if (extra.length > 0) throw new UsageError(`unexpected argument(s): ${extra.join(' ')}`);
      if (action === 'block') {
        return { method: 'POST', path: base, body: { cidr: target }, print: (value) => console.log(`blocked ${value.added.cidr} for ${brand} (${value.blocks.length} block(s) now)`) };
      }
      return {
        method: 'DELETE',
        path: `${base}?cidr=${encodeURIComponent(target)}`,
        print: (value) => console.log(`unblocked ${value.removed} for ${brand} (${value.blocks.length} block(s) left)`),
      };
    }
    throw new UsageError(`region takes block, unblock or list, not ${JSON.stringify(action ?? '')}`);
  }
  throw new UsageError(area ? `unknown command ${JSON.stringify(area)}` : 'no command given');
}

function printMaintenance(value) {
  if (!value.maintenance) {
    console.log(`${value.code}: maintenance is off, the site is open`);
    return;
  }
  const { title, message, until } = value.maintenance;
  console.log(`${value.code}: in maintenance: ${title}: ${message}${until ? ` (until ${until})` : ''}`);
}

function printBlocks(brand, blocks) {
  if (blocks.length === 0) {
    console.log(`${brand}: no region blocks`);
    return;
  }
  // One network per line and nothing else, so scripts can read the list back.
  for (const block of blocks) console.log(block.cidr);
}

function printLedgerCheck(value) {
  const size = `${value.postings} postings, ${value.entries} entries, ${value.accounts} accounts`;
  if (value.consistent) {
    console.log(`ledger: consistent (${size})`);
    return;
  }
  for (const problem of value.problems) console.log(`${problem.problem}  ${problem.subject}  ${problem.detail}`);
  console.error(`ledger: ${value.problems.length} problem(s) in ${size}`);
  // Scripts and monitors read the exit status; the problems themselves are on stdout.
  process.exitCode = 1;
}

function printStatus(value) {
  for (const brand of value.brands) {
    const maintenance = brand.maintenance ? `maintenance: ${brand.maintenance.title}` : 'open';
    console.log(`${brand.code.padEnd(16)} ${brand.merchantCode.padEnd(12)} ${maintenance}; ${brand.regionBlocks.length} region block(s)`);
  }
}

async function send(server, token, call) {
  const headers = { 'x-ops-token': token };
  if (call.body) headers['content-type'] = 'application/json';
  let response;
  try {
    response = await fetch(`${server}${call.path}`, {
      method: call.method,
      headers,
      body: call.body ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error.cause?.code ?? error.name ?? error.message;
    throw new RefusedError(`cannot reach the platform server at ${server} (${reason}). Is it running? Start it with pnpm start, or pass --server (or set PORT and HOST as the server has them)`);
  }
  let envelope;
  try {
    envelope = await response.json();
  } catch {
    throw new RefusedError(`${server} answered ${response.status} without JSON; is --server pointing at the platform server?`);
  }
  if (envelope.success === true) return envelope.value;
  const fields = (envelope.fields ?? []).map((field) => `\n  ${field.field}: ${field.message}`).join('');
  throw new RefusedError(`refused (${response.status} ${envelope.code}): ${envelope.message}${fields}`);
}

async function main() {
  const { values, positionals } = parseCommandLine(process.argv.slice(2));
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const call = planCall(positionals, values);
  // Flags win; otherwise the server and its data folder are found as the server finds them itself.
  const server = values.server === undefined ? serverFromEnvironment(process.env) : serverUrl(values.server);
  const token = readToken(values['data-dir'] === undefined ? dataDirFrom(process.env.DATA_DIR) : path.resolve(values['data-dir']));
  // Found before the call, so a wrong address of a stand-in is told before the server is asked anything.
  const gatewayUrl = call.smsTo === undefined ? undefined : values['sms-gateway'] === undefined ? smsGatewayFromEnvironment(process.env) : standInUrl(values['sms-gateway'], 'sms-gateway', 'http://127.0.0.1:8083');
  const mailboxUrl = call.mailOf === undefined ? undefined : values.mailbox === undefined ? mailboxFromEnvironment(process.env) : standInUrl(values.mailbox, 'mailbox', 'http://127.0.0.1:8084');
  const value = await send(server, token, call);
  // Codes go to the demo SMS gateway when pnpm start runs one, and to the outbox otherwise: both are read.
  if (gatewayUrl !== undefined) return call.print(value, { url: gatewayUrl, messages: await readSmsGateway(gatewayUrl, call.smsTo) });
  // Mail goes to the demo mailbox when pnpm start runs one, and to the outbox otherwise: both are read,
  // the mailbox by the address the server has for the member.
  if (mailboxUrl !== undefined) return call.print(value, { url: mailboxUrl, messages: value.address === null ? [] : await readInbox(mailboxUrl, value.address) });
  call.print(value);
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`pnpm ops: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (error instanceof RefusedError) {
    console.error(`pnpm ops: ${error.message}`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});

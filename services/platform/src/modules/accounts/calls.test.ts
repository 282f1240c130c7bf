import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '@croupier/contract';
import { useTestServer, send } from '../../../testing/test-app';
import { hostOf, nextIp } from '../../../testing/accounts';

/** A concrete path for a call: no player call has :params yet, but one that does gets a filler. */
const urlOf = (path: string) => path.replace(/:[a-z]+/gi, 'x');

describe('every player call of the contract', () => {
  const server = useTestServer();

  it('has a route on this server', async () => {
    for (const call of ALL_CALLS) {
      const response = await send(server.app, { method: call.method, url: urlOf(call.path), host: hostOf('shonali'), ip: nextIp() });
      expect(response.json().code, `${call.method} ${call.path}`).not.toBe('NOT_FOUND');
      expect(response.json().code, `${call.method} ${call.path}`).not.toBe('METHOD_NOT_ALLOWED');
    }
  });

  it('refuses a caller without a session where it needs one, before reading the input', async () => {
    const authCalls = ALL_CALLS.filter((call) => call.auth);
    expect(authCalls.map((call) => call.name).sort()).toEqual([
      'addFavouriteGame',
      'answerContractRequest',
      'applyPromotion',
      'attachDepositProof',
      'bindPayoutAccount',
      'cashOutCrashBet',
      'cashOutMinesGame',
      'changePassword',
      'claimPromotion',
      'claimRebate',
      'confirmWithdrawalReceipt',
      'createAgentInvite',
      'createDeposit',
      'createDownlineAccount',
      'createWithdrawal',
      'forfeitMemberBonus',
      'getAccountRecord',
      'getAgentDownlines',
      'getAgentInvite',
      'getAgentRevenueReport',
      'getAgentTeamOverview',
      'getBalance',
      'getBetRound',
      'getBettingRecord',
      'getBonusRecord',
      'getConsolidated',
      'getContractSettlements',
      'getContracts',
      'getCrashState',
      'getDepositChannels',
      'getDeposits',
      'getDownlineDetails',
      'getFavouriteGames',
      'getInHouseFairness',
      'getInHouseRound',
      'getInHouseSettings',
      'getMemberBonuses',
      'getMemberInfo',
      'getMinesGame',
      'getMyPromotionEntries',
      'getMyRedEnvelopeGrabs',
      'getNotifications',
      'getPendingContractRequests',
      'getProfitRecord',
      'getPromotionSummary',
      'getRebateHistory',
      'getRebateSummary',
      'getRecentGames',
      'getRedEnvelopePools',
      'getRoomList',
      'getTeamBets',
      'getTeamProfitLoss',
      'getTeamTransactions',
      'getTransferTargets',
      'getWithdrawInfo',
      'getWithdrawals',
      'grabRedEnvelope',
      'joinPromotion',
      'launchGame',
      'logout',
      'markNotificationsRead',
      'offerContract',
      'placeCrashBet',
      'placeDiceBet',
      'previewContractOffer',
      'removeFavouriteGame',
      'requestContractTermination',
      'revealMinesCell',
      'rotateInHouseSeeds',
      'setPaymentPassword',
      'setProfileIcon',
      'startMinesGame',
      'transferToDownline',
      'transferToUpline',
      'walletCollect',
      'walletTransfer',
    ]);
    for (const call of authCalls) {
      const response = await send(server.app, { method: call.method, url: urlOf(call.path), host: hostOf('shonali'), ...(call.method === 'GET' ? {} : { payload: { junk: true } }) });
      expect(response.statusCode, call.name).toBe(401);
      expect(response.json().code, call.name).toBe('NOT_LOGGED_IN');
    }
  });

  it('takes sealed bodies exactly where the contract says so', async () => {
    for (const call of ALL_CALLS.filter((each) => each.secret)) {
      const response = await send(server.app, { method: call.method, url: call.path, host: hostOf('shonali'), ip: nextIp(), payload: { anything: 1 } });
      if (call.auth) expect(response.json().code, call.name).toBe('NOT_LOGGED_IN');
      else expect(response.json().code, call.name).toBe('DECRYPTION_FAILED');
    }
  });

  it('names its brand, and refuses while the site is in maintenance', async () => {
    const nobody = await send(server.app, { url: '/wps/system/publicKey', host: 'localhost' });
    expect(nobody.json().code).toBe('UNKNOWN_MERCHANT');
    const countries = await send(server.app, { url: '/wps/system/countries', host: hostOf('northstar') });
    expect(countries.json().value).toMatchObject({ defaultCountryCode: 'BD' });
    expect(countries.json().value.countries[0]).toEqual({ countryCode: 'BD', countryDialingCode: '+880', name: 'Bangladesh' });
  });
});

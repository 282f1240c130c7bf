import type { Brand, FeatureFlag } from '@croupier/brand-config';
import type { WhitelabelNode } from '@croupier/contract';

function node(modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode {
  return { modId, enabled, childrenNodes };
}

/**
 * The module tree of a brand. Every feature flag is a node whose modId is the flag's name, so a client
 * can look a flag up by name; the fixed modules around them are the parts every site has.
 */
export function whitelabelTree(brand: Brand): WhitelabelNode[] {
  const flag = (name: FeatureFlag) => node(name, brand.features[name]);
  const { appDownload, customerService } = brand;
  return [
    node('home', true),
    node('games', true, [node('inHouseGames', true)]),
    node('promotions', true),
    node('account', true, [
      node('register', brand.features.usernameRegistration || brand.features.mobileRegistration, [
        flag('usernameRegistration'),
        flag('mobileRegistration'),
        flag('smsVerification'),
      ]),
      node('login', true, [flag('mobileCodeLogin'), flag('freePlay'), flag('passwordExpiryChange')]),
    ]),
    node('rewards', true, [flag('pointsSystem'), flag('manualRebate'), flag('referral')]),
    node('agent', true, [flag('affiliate'), flag('salaryContracts'), flag('dividendContracts')]),
    node('support', true, [
      node('helpCentre', true),
      node('liveChat', customerService.liveChatUrl !== undefined),
      node('telegram', customerService.telegram.length > 0),
      node('facebook', customerService.facebook !== undefined),
    ]),
    node('appDownload', Boolean(appDownload.ios ?? appDownload.android ?? appDownload.lite)),
  ];
}

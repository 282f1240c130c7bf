import { describe, expect, it } from 'vitest';
import { balanceOf, sampleLanes, wallet } from '../../testing/fixtures';
import { heldWallets, transferTargets } from './wallet-entries';

const balance = balanceOf([wallet('MAIN', 1000), wallet('JDS', 250, 'JDS server name'), wallet('OLD', 75, 'Retired Vendor')]);

describe('heldWallets', () => {
  it('puts the main wallet first, then the vendor wallets the balance lists, named from the lanes', () => {
    expect(heldWallets(balance, sampleLanes())).toEqual([
      { wallet: 'MAIN', vendorName: null, balanceMinor: 1000 },
      { wallet: 'JDS', vendorName: 'Jade Dragon Slots', balanceMinor: 250 },
      { wallet: 'OLD', vendorName: 'Retired Vendor', balanceMinor: 75 },
    ]);
  });

  it('shows an empty main wallet before its first posting, and uses the balance names without lanes', () => {
    expect(heldWallets(balanceOf([wallet('JDS', 5, 'JDS server name')]), undefined)).toEqual([
      { wallet: 'MAIN', vendorName: null, balanceMinor: 0 },
      { wallet: 'JDS', vendorName: 'JDS server name', balanceMinor: 5 },
    ]);
  });
});

describe('transferTargets', () => {
  it('offers every vendor of the catalogue once, holding money or not, then held wallets the catalogue dropped, to be emptied only', () => {
    expect(transferTargets(balance, sampleLanes())).toEqual([
      { wallet: 'EVL', vendorName: 'Evolux Live', balanceMinor: 0, takesMoney: true },
      { wallet: 'JDS', vendorName: 'Jade Dragon Slots', balanceMinor: 250, takesMoney: true },
      { wallet: 'SBX', vendorName: 'StadiumBet', balanceMinor: 0, takesMoney: true },
      { wallet: 'OLD', vendorName: 'Retired Vendor', balanceMinor: 75, takesMoney: false },
    ]);
  });

  it('falls back to the held vendor wallets, both ways, while the lanes are not there', () => {
    expect(transferTargets(balance, undefined).map((each) => [each.wallet, each.takesMoney])).toEqual([
      ['JDS', true],
      ['OLD', true],
    ]);
  });
});

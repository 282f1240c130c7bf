import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { pickHost, readVisitHosts, visitHostsFor } from './cdn-hosts';

const IMAGE = ['http://127.0.0.1:8190', 'http://localhost:8190'];
const LAUNCH = ['https://play1.example.com', 'https://play2.example.com', 'https://play3.example.com'];
const LISTS = { imageCDNs: IMAGE, launchGameCDNs: LAUNCH };

/** A fresh tab's storage. */
function newTab(): Storage {
  window.sessionStorage.clear();
  return window.sessionStorage;
}

describe('the visit’s image and launch hosts (SPEC §9)', () => {
  it('picks each host of a list as the random number falls', () => {
    expect(pickHost(IMAGE, () => 0)).toBe(IMAGE[0]);
    expect(pickHost(IMAGE, () => 0.49)).toBe(IMAGE[0]);
    expect(pickHost(IMAGE, () => 0.5)).toBe(IMAGE[1]);
    expect(pickHost(IMAGE, () => 0.999999)).toBe(IMAGE[1]);
    expect(pickHost(LAUNCH, () => 0.4)).toBe(LAUNCH[1]);
    expect(pickHost([], () => 0.5)).toBeNull();
  });

  it('uses every host of the list over fresh visits', () => {
    const draws = [0.1, 0.7, 0.3, 0.9];
    const seen = new Set<string | null>();
    for (const draw of draws) seen.add(visitHostsFor(newTab(), LISTS, () => draw).image);
    expect([...seen].sort()).toEqual([...IMAGE].sort());
  });

  it('keeps the pick for the whole visit: a reload, and another page, load from the same hosts', () => {
    const tab = newTab();
    const first = visitHostsFor(tab, LISTS, () => 0.9);
    expect(first).toEqual({ image: IMAGE[1], launch: LAUNCH[2] });
    expect(visitHostsFor(tab, LISTS, () => 0)).toEqual(first);
    // Before the lists come on a reload, the kept pick is there already.
    expect(readVisitHosts(tab)).toEqual(first);
    expect(JSON.parse(tab.getItem(STORAGE_KEYS.cdnHosts) ?? '')).toEqual(first);
  });

  it('picks again when the list no longer names the kept host, keeping the other', () => {
    const tab = newTab();
    visitHostsFor(tab, LISTS, () => 0.9);
    expect(visitHostsFor(tab, { imageCDNs: ['https://img9.example.com'], launchGameCDNs: LAUNCH }, () => 0)).toEqual({ image: 'https://img9.example.com', launch: LAUNCH[2] });
  });

  it('has no host before the lists are known, and makes do without storage', () => {
    expect(readVisitHosts(newTab())).toEqual({ image: null, launch: null });
    const tab = newTab();
    tab.setItem(STORAGE_KEYS.cdnHosts, '{"image":"javascript:alert(1)","launch":42}');
    expect(readVisitHosts(tab)).toEqual({ image: null, launch: null });
    tab.setItem(STORAGE_KEYS.cdnHosts, 'not json');
    expect(readVisitHosts(tab)).toEqual({ image: null, launch: null });
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } } as unknown as Storage;
    expect(visitHostsFor(refusing, LISTS, () => 0)).toEqual({ image: IMAGE[0], launch: LAUNCH[0] });
    expect(visitHostsFor(undefined, LISTS, () => 0.5)).toEqual({ image: IMAGE[1], launch: LAUNCH[1] });
  });
});

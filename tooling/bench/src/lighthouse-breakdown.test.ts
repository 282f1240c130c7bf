import { describe, expect, it } from 'vitest';
import { mainThreadBreakdown, scriptName } from './lighthouse-breakdown';

describe('mainThreadBreakdown', () => {
  it('sums main-thread time by group, orders scripts by their time and counts long tasks', () => {
    const breakdown = mainThreadBreakdown({
      audits: {
        'mainthread-work-breakdown': {
          details: {
            items: [
              { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 420 },
              { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 180 },
            ],
          },
        },
        'bootup-time': {
          details: {
            items: [
              { url: 'http://shonali.localhost:8330/assets/home-Ab12Cd34.js', total: 90, scripting: 80 },
              { url: 'http://shonali.localhost:8330/assets/vendor-Zz99Yy88.js', total: 300, scripting: 250 },
            ],
          },
        },
        'long-tasks': { details: { items: [{ duration: 120 }, { duration: 60 }] } },
      },
    });
    expect(breakdown.groupsMs).toEqual({ 'Script Evaluation': 420, 'Style & Layout': 180 });
    expect(breakdown.scripts.map((script) => script.totalMs)).toEqual([300, 90]);
    expect(breakdown.longTasks).toEqual({ count: 2, totalMs: 180 });
  });

  it('gives empty figures for a report without those audits', () => {
    expect(mainThreadBreakdown({ audits: {} })).toEqual({ groupsMs: {}, scripts: [], longTasks: { count: 0, totalMs: 0 } });
  });
});

describe('scriptName', () => {
  it('drops the origin and the build hash', () => {
    expect(scriptName('http://shonali.localhost:8330/assets/vendor-BcD4NBag.js')).toBe('vendor.js');
    expect(scriptName('http://shonali.localhost:8330/brand-boot.js')).toBe('brand-boot.js');
    expect(scriptName('Unattributable')).toBe('Unattributable');
  });
});

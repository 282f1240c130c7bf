import { describe, expect, it } from 'vitest';
import { contractPageOf, visibleAgentPages } from './agent-pages';

const FLAGS_OFF = { dailysalreqtype: false, divtypereq: false, contracthoursalreqs: false, realtimesalreqtype: false, pendingRequests: 0 };

describe('the back office menu', () => {
  it('lists the contract pages only where their consolidated flag is on', () => {
    expect(visibleAgentPages(FLAGS_OFF)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'agentDownlineTransactionDetailsCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
    ]);
    expect(visibleAgentPages({ ...FLAGS_OFF, divtypereq: true, realtimesalreqtype: true }).slice(8)).toEqual(['agentDividendRecordCopy2', 'agentRealtimeSalary']);
    expect(visibleAgentPages({ ...FLAGS_OFF, dailysalreqtype: true, contracthoursalreqs: true }).slice(8)).toEqual(['agentDailyWages2', 'agentHourSalary']);
  });

  it('keeps the contract pages out until the flags are known', () => {
    expect(visibleAgentPages(undefined)).toEqual(visibleAgentPages(FLAGS_OFF));
  });

  it('finds the page of each kind', () => {
    expect(contractPageOf('SALARY')).toBe('agentDailyWages2');
    expect(contractPageOf('HOURLY')).toBe('agentHourSalary');
    expect(contractPageOf('REALTIME')).toBe('agentRealtimeSalary');
    expect(contractPageOf('DIVIDEND')).toBe('agentDividendRecordCopy2');
  });
});

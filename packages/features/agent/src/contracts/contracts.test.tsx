import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import {
  getConsolidated,
  getContracts,
  getContractSettlements,
  offerContract,
  previewContractOffer,
  requestContractTermination,
  type ContractList,
} from '@croupier/contract';
import { ContractKindScreen } from '../settlements/contract-kind-screen';
import { answerReport } from '../../testing/answer-report';
import { conflict, contract, contractRequest, paged, terms } from '../../testing/fixtures';
import { fixedDates, renderAgent } from '../../testing/render-agent';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

function list(extra: Partial<ContractList> = {}): ContractList {
  return {
    held: [contract('101', { terms: terms({ ratePpm: 5_000, minValidBetMinor: 100_000, minActiveMembers: 3 }) })],
    given: [contract('102', { holderUsername: 'sub01', giverUsername: 'agent007', terms: terms({ ratePpm: 3_500, period: 'W' }) })],
    pageNo: 1,
    pageSize: 20,
    total: 1,
    totalPages: 1,
    openOffers: [contractRequest('209', { fromUsername: 'agent007', toUsername: 'sub03', awaitingCaller: false })],
    offerable: [{ kind: 'SALARY', ownContractId: '101', maxRatePpm: 5_000 }],
    ...extra,
  };
}

beforeEach(() => {
  platform.requests.length = 0;
  platform.answer(getContracts, () => ({ value: list() }));
  platform.answer(getConsolidated, () => ({ value: { dailysalreqtype: true, divtypereq: false, contracthoursalreqs: false, realtimesalreqtype: false, pendingRequests: 0 } }));
  answerReport(platform, getContractSettlements, () => ({ value: { ...paged([]), totals: { settlements: 0, paidMinor: 0, owedMinor: 0, validBetMinor: 0, baseMinor: 0 } } }));
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('contracts of a kind', () => {
  it('shows the contract held with its rate and thresholds, those given, and the offers awaiting others', async () => {
    renderAgent(<ContractKindScreen kind="SALARY" dates={fixedDates()} />, { platform });
    const held = await screen.findByTestId('agent-contract-held');
    expect(held.textContent).toContain('From boss01');
    expect(held.textContent).toContain('Daily wages, daily, 0.5%');
    expect(within(held).getByTestId('agent-thresholds').textContent).toBe('Period valid bet at least: ৳1,000.00Active members at least: 3');
    const given = screen.getByTestId('agent-contract-given');
    expect(given.textContent).toContain('To sub01');
    expect(given.textContent).toContain('weekly, 0.35%');
    expect(screen.getByTestId('agent-request').textContent).toContain('awaiting sub03');
    expect(platform.requestsFor(getContracts)[0]?.query.get('kind')).toBe('SALARY');
  });

  it('asks before sending a termination request, and says who answers it', async () => {
    platform.answer(requestContractTermination, (request) => ({ value: { request: contractRequest('210', { type: 'TERMINATE', contractId: request.params.contractId ?? '', fromUsername: 'agent007', toUsername: 'sub01', awaitingCaller: false }) } }));
    renderAgent(<ContractKindScreen kind="SALARY" dates={fixedDates()} />, { platform });
    const given = await screen.findByTestId('agent-contract-given');
    fireEvent.click(within(given).getByTestId('agent-contract-terminate'));
    const dialog = await screen.findByRole('alertdialog');
    expect(platform.requestsFor(requestContractTermination)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect((await screen.findByTestId('agent-terminate-outcome')).textContent).toBe('Request sent: sub01 answers it.');
    expect(platform.requestsFor(requestContractTermination)[0]?.path).toBe('/wps/member/contracts/102/terminate');
  });

  it('answers a termination asked by the other side from the contract itself', async () => {
    const asked = contractRequest('211', { type: 'TERMINATE', contractId: '101', fromUsername: 'boss01', toUsername: 'agent007', awaitingCaller: true });
    platform.answer(getContracts, () => ({ value: list({ held: [contract('101', { requests: [asked] })] }) }));
    renderAgent(<ContractKindScreen kind="SALARY" dates={fixedDates()} />, { platform });
    const held = await screen.findByTestId('agent-contract-held');
    expect(held.textContent).toContain('boss01 asks to end this contract.');
    expect(within(held).queryByTestId('agent-contract-terminate')).toBeNull();
    expect(within(held).getByTestId('agent-request-accept').textContent).toBe('Agree to end it');
  });
});

describe('offering a contract', () => {
  it('checks the rate against the agent’s own before sending', async () => {
    renderAgent(<ContractKindScreen kind="SALARY" dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-offer-form');
    type('agent-offer-downline', 'sub01');
    type('agent-offer-rate', '0.50001');
    fireEvent.click(screen.getByTestId('agent-offer-submit'));
    expect(await screen.findByText('Too many decimals.')).toBeTruthy();
    type('agent-offer-rate', '0.6');
    fireEvent.click(screen.getByTestId('agent-offer-submit'));
    expect(await screen.findByText('At most 0.5%, your own rate.')).toBeTruthy();
    expect(platform.requestsFor(offerContract)).toHaveLength(0);
  });

  it('sends the terms in millionths and minor units', async () => {
    platform.answer(offerContract, () => ({ value: { request: contractRequest('220', { fromUsername: 'agent007', toUsername: 'sub01', awaitingCaller: false }), wouldTerminate: [] } }));
    renderAgent(<ContractKindScreen kind="SALARY" dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-offer-form');
    type('agent-offer-downline', 'sub01');
    type('agent-offer-period', 'W');
    type('agent-offer-rate', '0.1234');
    type('agent-offer-minValidBet', '5,000');
    type('agent-offer-minBetAmount', '100.5');
    fireEvent.click(screen.getByTestId('agent-offer-submit'));
    expect((await screen.findByTestId('agent-offer-outcome')).textContent).toBe('Offer sent: sub01 accepts or rejects it.');
    expect(platform.requestsFor(offerContract)[0]?.body).toEqual({ downlineUsername: 'sub01', kind: 'SALARY', period: 'W', ratePpm: 1_234, minValidBetMinor: 500_000, minBetAmountMinor: 10_050 });
  });

  it('names the contracts a lower rate would end and sends again only once the agent confirms', async () => {
    platform.answer(offerContract, (request) => {
      const body = request.body as { confirmTerminations?: boolean };
      if (!body.confirmTerminations) return { failure: { code: 'CONTRACT_RATE_CONFLICT', message: 'sub02 (0.4%) would end' } };
      return { value: { request: contractRequest('221', { fromUsername: 'agent007', toUsername: 'sub01', awaitingCaller: false }), wouldTerminate: [conflict('c7')] } };
    });
    platform.answer(previewContractOffer, () => ({ value: { maxRatePpm: 5_000, replaces: null, conflicts: [conflict('c7')] } }));
    renderAgent(<ContractKindScreen kind="SALARY" dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-offer-form');
    type('agent-offer-downline', 'sub01');
    type('agent-offer-rate', '0.3');
    fireEvent.click(screen.getByTestId('agent-offer-submit'));

    const warning = await screen.findByTestId('agent-conflicts');
    expect(within(warning).getByTestId('agent-conflict').textContent).toBe("sub02's Daily wages contract from sub01 at 0.4%");
    expect(platform.requestsFor(offerContract)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'End them and go on' }));
    expect((await screen.findByTestId('agent-offer-outcome')).textContent).toBe('Offer sent: sub01 accepts or rejects it.');
    const sent = platform.requestsFor(offerContract);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ ratePpm: 3_000, confirmTerminations: true });
  });

  it('goes back without sending when the agent does not confirm', async () => {
    platform.answer(offerContract, () => ({ failure: { code: 'CONTRACT_RATE_CONFLICT', message: 'sub02 (0.4%) would end' } }));
    platform.answer(previewContractOffer, () => ({ failure: { code: 'INTERNAL', message: 'down' } }));
    renderAgent(<ContractKindScreen kind="SALARY" dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-offer-form');
    type('agent-offer-downline', 'sub01');
    type('agent-offer-rate', '0.3');
    fireEvent.click(screen.getByTestId('agent-offer-submit'));
    // Without the preview, the server's own words name them.
    expect((await screen.findByTestId('agent-conflicts')).textContent).toContain('sub02 (0.4%) would end');
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByTestId('agent-conflicts')).toBeNull());
    expect(platform.requestsFor(offerContract)).toHaveLength(1);
  });

  it("shows the server's refusal in words", async () => {
    platform.answer(offerContract, () => ({ failure: { code: 'CONTRACT_DIRECT_DOWNLINE_ONLY', message: 'direct only' } }));
    renderAgent(<ContractKindScreen kind="SALARY" dates={fixedDates()} />, { platform });
    await screen.findByTestId('agent-offer-form');
    type('agent-offer-downline', 'sub02');
    type('agent-offer-rate', '0.3');
    fireEvent.click(screen.getByTestId('agent-offer-submit'));
    expect((await screen.findByTestId('agent-offer-outcome')).textContent).toBe('Contracts go to your direct downlines only.');
  });

  it('says there is nothing to offer when the agent holds no contract of the kind', async () => {
    platform.answer(getContracts, () => ({ value: list({ held: [], offerable: [] }) }));
    renderAgent(<ContractKindScreen kind="DIVIDEND" dates={fixedDates()} />, { platform });
    expect((await screen.findByTestId('agent-offer-none')).textContent).toBe('You hold no Dividend contract, so you have none of it to offer.');
  });
});

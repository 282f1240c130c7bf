import type { PrizeMode } from '@croupier/domain';

export interface LaunchParameters {
  token: string;
  gameCode: string;
  language: string;
  device: string;
  /** where the engine's exit button leads: a path on the brand's site */
  lobby: string;
  roomId?: string | undefined;
  /** lottery games open the lottery lobby (SPEC §7) */
  lottery?: { prizeMode: PrizeMode; view: string } | undefined;
}

/** The engine's launch page with what it needs to open the game for this player. */
export function launchUrlOf(engineUrl: string, parameters: LaunchParameters): string {
  const url = new URL(engineUrl);
  const query = url.searchParams;
  query.set('token', parameters.token);
  query.set('game', parameters.gameCode);
  query.set('language', parameters.language);
  query.set('device', parameters.device);
  query.set('lobby', parameters.lobby);
  if (parameters.roomId !== undefined) query.set('room', parameters.roomId);
  if (parameters.lottery) {
    query.set('lottoArea', 'VN');
    query.set('launchMode', 'LOTT');
    query.set('prizeMode', parameters.lottery.prizeMode);
    query.set('view', parameters.lottery.view);
  }
  return url.toString();
}

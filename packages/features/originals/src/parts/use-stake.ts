import { useState } from 'react';
import { useOriginalsEnvironment } from '../environment/originals-environment';
import { checkStake, type StakeCheck, type StakeProblem } from './parse-stake';
import type { StakeLimits } from './stake-field';

/** The typed stake, its reading at the brand's scale, and the problem to show once the player has tried. */
export function useStake(limits: StakeLimits | undefined, initial = '1') {
  const { currency } = useOriginalsEnvironment();
  const [typed, setTyped] = useState(initial);
  const [tried, setTried] = useState(false);
  const check: StakeCheck = checkStake(typed, currency.scale, limits);
  const problem: StakeProblem | null = tried && !check.ok ? check.problem : null;
  return {
    typed,
    setTyped: (next: string) => setTyped(next),
    check,
    problem,
    /** The stake in minor units when it is usable; otherwise its problem shows from now on. */
    take: (): number | null => {
      setTried(true);
      return check.ok ? check.amountMinor : null;
    },
  };
}

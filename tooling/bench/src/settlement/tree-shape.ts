import { seededRandom } from '../../../../services/platform/src/seeded-random';

/**
 * The shape of the settlement benchmark's demo tree, before anything is written: which agent sits
 * under which, at what contract rate, and which agent each player registered under. Pure and seeded,
 * so a run at a given scale builds the same tree every time.
 *
 * Top agents hold the platform's contract; every other agent holds one from its direct upline at a
 * rate no higher than the upline's own (decision 0022, "Rates down the tree"). Levels grow by one
 * branching factor, so a 10,000-agent tree with 300 top agents four levels deep is about
 * 300 / 860 / 2,450 / 6,390 agents from the top down.
 */

export interface TreeShapeOptions {
  agents: number;
  players: number;
  /** agents at the top, under the platform */
  topAgents: number;
  /** levels of agents, the top one included */
  depth: number;
  /** the platform's rate for top agents, in millionths */
  topRatePpm: number;
  seed: number;
}

export interface AgentSlot {
  /** 1 for a top agent */
  level: number;
  /** index of the upline agent; null for a top agent */
  parent: number | null;
  ratePpm: number;
}

export interface TreeShape {
  /** uplines before their downlines: each agent's parent has a lower index */
  agents: AgentSlot[];
  /** the index of each player's agent */
  playerAgent: Int32Array;
  /** agents per level, the top first */
  levelSizes: number[];
}

/** A downline's rate is this share of its upline's, at most: 60% to 95%, never below 1 ppm. */
const LOWEST_SHARE = 0.6;
const HIGHEST_SHARE = 0.95;

/** The share of agents at the top when no number is given: 3% (300 of 10,000). */
export function defaultTopAgents(agents: number): number {
  return Math.max(1, Math.round(agents * 0.03));
}

/**
 * Agents per level: `top` at the first, then each level `b` times the one above, `b` chosen so the
 * levels add up to `agents`; the last level takes what rounding left. Fewer levels when the agents run out.
 */
export function levelSizes(agents: number, top: number, depth: number): number[] {
  if (!Number.isInteger(agents) || agents < 1) throw new Error(`a tree needs at least one agent, got ${agents}`);
  if (!Number.isInteger(top) || top < 1 || top > agents) throw new Error(`top agents must be 1 to ${agents}, got ${top}`);
  if (!Number.isInteger(depth) || depth < 1) throw new Error(`depth must be 1 or more, got ${depth}`);
  const below = agents - top;
  if (below === 0 || depth === 1) return depth === 1 ? [agents] : [top];
  const levelsBelow = depth - 1;
  const total = (branching: number) => {
    let sum = 0;
    let size = top;
    for (let level = 0; level < levelsBelow; level += 1) {
      size *= branching;
      sum += size;
    }
    return sum;
  };
  let low = 0;
  let high = below;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (total(middle) < below) low = middle;
    else high = middle;
  }
  const sizes = [top];
  let left = below;
  let size = top;
  for (let level = 0; level < levelsBelow && left > 0; level += 1) {
    size *= high;
    const here = level === levelsBelow - 1 ? left : Math.min(left, Math.max(1, Math.round(size)));
    sizes.push(here);
    left -= here;
  }
  return sizes;
}

export function treeShape(options: TreeShapeOptions): TreeShape {
  if (!Number.isInteger(options.players) || options.players < 0) throw new Error(`players must be a whole number, got ${options.players}`);
  if (!Number.isInteger(options.topRatePpm) || options.topRatePpm < 1 || options.topRatePpm > 1_000_000) throw new Error(`the top rate must be 1 to 1,000,000 ppm, got ${options.topRatePpm}`);
  const random = seededRandom(options.seed);
  const sizes = levelSizes(options.agents, options.topAgents, options.depth);
  const agents: AgentSlot[] = [];
  let aboveFrom = 0;
  let aboveCount = 0;
  sizes.forEach((count, levelIndex) => {
    const from = agents.length;
    for (let each = 0; each < count; each += 1) {
      if (levelIndex === 0) {
        agents.push({ level: 1, parent: null, ratePpm: options.topRatePpm });
        continue;
      }
      // the first agents of a level go one to each upline, so no upline of the level above is left without a downline agent
      const parent = each < aboveCount ? aboveFrom + each : aboveFrom + Math.floor(random() * aboveCount);
      const upline = agents[parent] as AgentSlot;
      const share = LOWEST_SHARE + random() * (HIGHEST_SHARE - LOWEST_SHARE);
      agents.push({ level: levelIndex + 1, parent, ratePpm: Math.max(1, Math.floor(upline.ratePpm * share)) });
    }
    aboveFrom = from;
    aboveCount = count;
  });
  const playerAgent = new Int32Array(options.players);
  for (let player = 0; player < options.players; player += 1) playerAgent[player] = Math.floor(random() * agents.length);
  return { agents, playerAgent, levelSizes: sizes };
}

import { describe, expect, it } from 'vitest';
import { defaultTopAgents, levelSizes, treeShape, type TreeShape } from './tree-shape';

const options = { agents: 10_000, players: 100_000, topAgents: 300, depth: 4, topRatePpm: 3_000, seed: 7 };

function depthOf(shape: TreeShape, index: number): number {
  let depth = 1;
  for (let parent = shape.agents[index]?.parent ?? null; parent !== null; parent = shape.agents[parent]?.parent ?? null) depth += 1;
  return depth;
}

describe('the settlement benchmark tree', () => {
  it('has the asked numbers of agents, top agents and players, a few levels deep, growing downwards', () => {
    const shape = treeShape(options);
    expect(shape.agents).toHaveLength(10_000);
    expect(shape.playerAgent).toHaveLength(100_000);
    expect(shape.levelSizes[0]).toBe(300);
    expect(shape.levelSizes).toHaveLength(4);
    expect(shape.levelSizes.reduce((sum, size) => sum + size, 0)).toBe(10_000);
    for (let level = 1; level < shape.levelSizes.length; level += 1) expect(shape.levelSizes[level]).toBeGreaterThan(shape.levelSizes[level - 1] as number);
    expect(shape.agents.filter((agent) => agent.parent === null)).toHaveLength(300);
  });

  it('puts every upline before its downlines, one level up, and gives no agent a rate above its upline’s', () => {
    const shape = treeShape(options);
    shape.agents.forEach((agent, index) => {
      expect(depthOf(shape, index)).toBe(agent.level);
      expect(agent.ratePpm).toBeGreaterThanOrEqual(1);
      if (agent.parent === null) {
        expect(agent.ratePpm).toBe(3_000);
        return;
      }
      expect(agent.parent).toBeLessThan(index);
      const upline = shape.agents[agent.parent];
      expect(agent.level).toBe((upline?.level ?? 0) + 1);
      expect(agent.ratePpm).toBeLessThanOrEqual(upline?.ratePpm ?? 0);
    });
  });

  it('leaves no agent above the last level without a downline agent, and every player under an agent', () => {
    const shape = treeShape(options);
    const withDownline = new Set(shape.agents.map((agent) => agent.parent).filter((parent) => parent !== null));
    const bare = shape.agents.filter((agent, index) => agent.level < shape.levelSizes.length && !withDownline.has(index));
    expect(bare).toEqual([]);
    expect(Math.min(...shape.playerAgent)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...shape.playerAgent)).toBeLessThan(10_000);
    // players spread over the agents: every agent of a tree this size has some
    expect(new Set(shape.playerAgent).size).toBeGreaterThan(9_900);
  });

  it('is the same tree for the same seed and another for another seed', () => {
    const small = { ...options, agents: 100, players: 1_000, topAgents: 3 };
    expect(treeShape(small)).toEqual(treeShape(small));
    expect(treeShape({ ...small, seed: 8 }).playerAgent).not.toEqual(treeShape(small).playerAgent);
  });

  it('builds small and flat trees too', () => {
    expect(levelSizes(100, 3, 4).reduce((sum, size) => sum + size, 0)).toBe(100);
    expect(levelSizes(5, 5, 4)).toEqual([5]);
    expect(levelSizes(7, 2, 1)).toEqual([7]);
    expect(levelSizes(3, 1, 4)).toEqual([1, 1, 1]);
    expect(() => levelSizes(10, 11, 3)).toThrow(/top agents/);
    expect(() => levelSizes(0, 1, 3)).toThrow(/at least one agent/);
    expect(defaultTopAgents(10_000)).toBe(300);
    expect(defaultTopAgents(10)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createMember, GOOD_PASSWORD, nextUsername } from '../../../testing/accounts';
import { useTestServer } from '../../../testing/test-app';

/** The closure rows of a member: each upline (and itself) with its depth. */
async function pathsTo(db: ReturnType<typeof useTestServer>['db'], memberId: string): Promise<{ ancestor: string; depth: number }[]> {
  const { rows } = await db.query<{ ancestor: string; depth: number }>(
    `SELECT ancestor_id::text AS ancestor, depth FROM member_paths WHERE merchant_code = 'SHONALI' AND descendant_id = $1::bigint ORDER BY depth`,
    [memberId],
  );
  return rows;
}

describe('member paths (the agent tree as a closure table)', () => {
  const server = useTestServer();
  const member = async (type: number, uplineId?: string) =>
    (await createMember(server.app, 'shonali', { username: nextUsername(type === 0 ? 'mem' : 'agt'), password: GOOD_PASSWORD, type, ...(uplineId ? { uplineId } : {}) })).id;

  it('holds every upline of a new member at its depth, and the member itself at depth 0', async () => {
    const top = await member(1);
    const middle = await member(2, top);
    const player = await member(0, middle);
    expect(await pathsTo(server.db, top)).toEqual([{ ancestor: top, depth: 0 }]);
    expect(await pathsTo(server.db, player)).toEqual([
      { ancestor: player, depth: 0 },
      { ancestor: middle, depth: 1 },
      { ancestor: top, depth: 2 },
    ]);
    const { rows } = await server.db.query<{ descendant: string }>(
      `SELECT descendant_id::text AS descendant FROM member_paths WHERE merchant_code = 'SHONALI' AND ancestor_id = $1::bigint AND depth >= 1 ORDER BY depth`,
      [top],
    );
    expect(rows.map((row) => row.descendant)).toEqual([middle, player]);
  });

  it('refuses to move a member to another upline, which would make the paths untrue', async () => {
    const first = await member(1);
    const second = await member(1);
    const player = await member(0, first);
    await expect(server.db.query(`UPDATE members SET upline_id = $1::bigint WHERE merchant_code = 'SHONALI' AND id = $2::bigint`, [second, player])).rejects.toThrow(/upline cannot change/);
    expect((await pathsTo(server.db, player)).map((row) => row.ancestor)).toEqual([player, first]);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalTexts, migrationTables, tableOwnerProblems, tablesNamed } from './check-table-owners.mjs';

/** A platform folder with migrations, a module table map and module files. */
function platform(files: Record<string, string>, tables: { owners: Record<string, string[]>; crossings?: { module: string; table: string }[] }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'croupier-tables-'));
  const all: Record<string, string> = {
    'migrations/0001_first.sql': 'CREATE TABLE ledger_postings (id bigint);\nCREATE TABLE members (id bigint);\nCREATE VIEW member_names AS SELECT id FROM members;',
    'src/modules/tables.json': JSON.stringify({ owners: tables.owners, crossings: tables.crossings ?? [] }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const OWNERS = { ledger: ['ledger_postings'], accounts: ['members', 'member_names'] };

describe('check-table-owners', () => {
  it('passes modules that name only their own tables', () => {
    const dir = platform(
      {
        'src/modules/ledger/ledger.ts': "export const q = 'SELECT id FROM ledger_postings';",
        'src/modules/accounts/names.ts': 'export const q = `SELECT id FROM member_names JOIN members USING (id)`;',
      },
      { owners: OWNERS },
    );
    expect(tableOwnerProblems(dir)).toEqual([]);
  });

  it("refuses a module whose SQL, in TypeScript or in a function file, names another module's table", () => {
    const dir = platform(
      {
        'src/modules/accounts/balances.ts': 'export const q = (id: string) => `SELECT sum(1) FROM ledger_postings WHERE member_id = ${id}`;',
        'src/modules/wallet/sql/wallet_members.sql': 'CREATE OR REPLACE FUNCTION wallet_members() RETURNS bigint LANGUAGE sql AS $$ SELECT count(*) FROM members $$;',
      },
      { owners: OWNERS },
    );
    expect(tableOwnerProblems(dir)).toEqual([
      expect.stringMatching(/^src\/modules\/accounts\/balances\.ts: names ledger_postings, a table of modules\/ledger\. Fix: call a function of modules\/ledger/),
      expect.stringMatching(/^src\/modules\/wallet\/sql\/wallet_members\.sql: names members, a table of modules\/accounts/),
    ]);
  });

  it('reads no comments, tests or test helpers, and lets a statement name its own CTE as a table is named', () => {
    const dir = platform(
      {
        'src/modules/agents/report.ts': "// counted apart FROM members' logins\nexport const q = 'WITH members AS (SELECT 1 AS id) SELECT id FROM members';",
        'src/modules/agents/report.test.ts': "export const seed = 'INSERT INTO members (id) VALUES (1)';",
        'src/modules/agents/report-testing.ts': "export const seed = 'DELETE FROM ledger_postings';",
        'src/modules/agents/sql/agents_note.sql': '-- reads nothing FROM members\nCREATE OR REPLACE FUNCTION agents_note() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;',
      },
      { owners: OWNERS },
    );
    expect(tableOwnerProblems(dir)).toEqual([]);
  });

  it('refuses a table without an owner, a table with two, and a listed crossing that no longer happens', () => {
    const dir = platform({ 'migrations/0002_more.sql': 'CREATE TABLE IF NOT EXISTS orphans (id bigint);' }, {
      owners: { ...OWNERS, wallet: ['ledger_postings'] },
      crossings: [{ module: 'agents', table: 'members' }],
    });
    expect(tableOwnerProblems(dir)).toEqual([
      'src/modules/tables.json: ledger_postings has two owners, ledger and wallet. Fix: keep one',
      'src/modules/tables.json: table orphans (made by a migration) has no owner. Fix: list it under the module that writes it',
      'src/modules/tables.json: the crossing "agents members" no longer happens. Fix: take it off the list',
    ]);
  });

  it('lets a listed crossing stand', () => {
    const dir = platform({ 'src/modules/agents/team.ts': "export const q = 'SELECT id FROM members';" }, { owners: OWNERS, crossings: [{ module: 'agents', table: 'members' }] });
    expect(tableOwnerProblems(dir)).toEqual([]);
  });

  it('finds tables and views made and not dropped, and the tables a statement reads and writes', () => {
    const dir = platform({ 'migrations/0002_drop.sql': 'DROP TABLE ledger_postings;\nCREATE OR REPLACE VIEW recent AS SELECT 1;' }, { owners: OWNERS });
    expect([...migrationTables(path.join(dir, 'migrations'))].sort()).toEqual(['member_names', 'members', 'recent']);
    const known = new Set(['members', 'ledger_postings', 'recent']);
    expect([...tablesNamed('UPDATE members SET x = 1; INSERT INTO ledger_postings SELECT * FROM recent', known)].sort()).toEqual(['ledger_postings', 'members', 'recent']);
    expect(literalTexts('const a = `SELECT ${x} FROM members`; const b = "JOIN recent"; // FROM ledger_postings')).toEqual(['SELECT   FROM members', 'JOIN recent']);
  });

  it('holds for the platform as it is', () => {
    expect(tableOwnerProblems()).toEqual([]);
  });
});

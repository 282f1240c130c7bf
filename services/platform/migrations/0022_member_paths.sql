-- The agent tree as a closure table (docs/decisions/0022-agent-portal.md): one row for every member
-- and each of its uplines, at every depth, and one row of depth 0 for the member itself. An agent's
-- whole downline is then one index range (ancestor), and "is this account in the caller's tree" one
-- primary-key lookup, which every agent call puts into the very query that reads or moves anything.
-- A member's upline never changes after registration, so the rows are written once, on insert.
CREATE TABLE member_paths (
  merchant_code text NOT NULL,
  ancestor_id bigint NOT NULL,
  descendant_id bigint NOT NULL,
  depth smallint NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (merchant_code, ancestor_id, descendant_id),
  CHECK ((depth = 0) = (ancestor_id = descendant_id)),
  FOREIGN KEY (merchant_code, ancestor_id) REFERENCES members (merchant_code, id),
  FOREIGN KEY (merchant_code, descendant_id) REFERENCES members (merchant_code, id)
);
-- A member's uplines (walking up), and a team's members at one depth (direct downline: depth 1).
CREATE INDEX member_paths_descendant ON member_paths (merchant_code, descendant_id, depth);
CREATE INDEX member_paths_ancestor_depth ON member_paths (merchant_code, ancestor_id, depth);

INSERT INTO member_paths (merchant_code, ancestor_id, descendant_id, depth)
WITH RECURSIVE paths AS (
  SELECT merchant_code, id AS ancestor_id, id AS descendant_id, 0 AS depth FROM members
  UNION ALL
  SELECT child.merchant_code, paths.ancestor_id, child.id, paths.depth + 1
    FROM paths JOIN members child ON child.merchant_code = paths.merchant_code AND child.upline_id = paths.descendant_id
   -- a cycle cannot be made through registration; the bound keeps a hand-made one from looping
   WHERE paths.depth < 64
)
SELECT merchant_code, ancestor_id, descendant_id, depth FROM paths;

-- New members get their rows on insert, and an upline never changes after: the triggers are in
-- src/modules/agents/sql (member_paths_on_insert, members_upline_fixed; decision 0035).

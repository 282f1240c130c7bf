-- The closure trigger (migration 0022) reads the new member's upline paths by (merchant, descendant).
-- A connection plans that lookup once; planned while the table was nearly empty it stays a sequential
-- scan, and a bulk registration (a demo tree, an import) then reads the whole table per new member.
-- The index always answers it, as the ledger's functions are told too (migration 0012).
ALTER FUNCTION member_paths_on_insert() SET enable_seqscan = off;

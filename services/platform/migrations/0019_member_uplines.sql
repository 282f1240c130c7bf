-- The agent tree: each member's upline_id points at the agent above it. Transfers to a downline walk
-- the tree down from the paying agent (decision 0019), one level at a time, so each step finds a
-- level's members by their upline through this index instead of reading the merchant's whole table.
CREATE INDEX members_upline ON members (merchant_code, upline_id) WHERE upline_id IS NOT NULL;

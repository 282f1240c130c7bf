-- The agent tree as a closure table (decision 0022): a new member gets one row of depth 0 for itself
-- and one for each of its upline's paths, one deeper. A member's upline never changes after
-- registration (members_upline_fixed), so the rows are written once, on insert. The paths of members
-- from before the table were written by its migration (0022).
--
-- Sequential scans are off: a connection plans the lookup of the upline's paths by (merchant,
-- descendant) once, and planned while the table was nearly empty it would stay a scan, so a bulk
-- registration (a demo tree, an import) would read the whole table per new member. The index always
-- answers it.
CREATE OR REPLACE FUNCTION member_paths_on_insert() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  INSERT INTO member_paths (merchant_code, ancestor_id, descendant_id, depth)
  SELECT NEW.merchant_code, NEW.id, NEW.id, 0
  UNION ALL
  SELECT NEW.merchant_code, up.ancestor_id, NEW.id, up.depth + 1
    FROM member_paths up
   WHERE NEW.upline_id IS NOT NULL AND up.merchant_code = NEW.merchant_code AND up.descendant_id = NEW.upline_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER members_paths AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_paths_on_insert();

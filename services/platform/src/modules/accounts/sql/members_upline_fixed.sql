-- The closure of the agent tree (member_paths_on_insert) is only true while uplines stay put: moving a
-- member between trees is refused (decision 0022).
CREATE OR REPLACE FUNCTION members_upline_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    RAISE EXCEPTION 'a member''s upline cannot change (member %)', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER members_upline_fixed BEFORE UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION members_upline_fixed();

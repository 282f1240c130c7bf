-- Games are never removed or renamed (decision 0015, "No row every call locks"): rounds, sessions and
-- a provider's transactions keep naming a game by its id without a foreign key, so the id a session
-- handed over stays a game. The catalogue only ever adds and changes games; a brand hides one instead.
-- seamless/kept-references.test.ts holds it.
CREATE OR REPLACE FUNCTION catalogue_refuse_game_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'catalogue: % of a game is refused; rounds and sessions keep naming it, hide it from the brand instead', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE TRIGGER catalogue_games_kept BEFORE DELETE OR UPDATE OF game_id ON catalogue_games FOR EACH ROW EXECUTE FUNCTION catalogue_refuse_game_removal();
CREATE OR REPLACE TRIGGER catalogue_games_not_truncated BEFORE TRUNCATE ON catalogue_games FOR EACH STATEMENT EXECUTE FUNCTION catalogue_refuse_game_removal();

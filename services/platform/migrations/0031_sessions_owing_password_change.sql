-- A session issued while the account still owes a password change (its initial password, or an expired
-- one where the brand enforces expiry; never an SMS login, which used no password) may only change the
-- password, read member info and log out. Recorded on the session, as the login judged it, so the server
-- refuses the rest whatever the browser does; the session that a password change issues owes nothing.
ALTER TABLE sessions ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;

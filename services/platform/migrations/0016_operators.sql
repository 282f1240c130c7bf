-- Operators: the people who run the brands from the operator console (cashiers, supervisors, admins).
-- They are not members: no brand owns them, they never play, and no member login opens the console,
-- so they have their own accounts, sessions and audit log (docs/decisions/0016-operator-accounts.md).
-- Times are written by the server from its own clock, as in 0002.

CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- lower-case only, so one name cannot be taken twice in two spellings, and safe to print in any log
  username text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9_.-]{3,32}$'),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 64 AND display_name = btrim(display_name)),
  -- argon2id PHC string, made by the members' hasher
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  -- CASHIER handles members' money requests, SUPERVISOR also reads the audit log, ADMIN also makes operators
  role text NOT NULL CHECK (role IN ('CASHIER', 'SUPERVISOR', 'ADMIN')),
  -- the merchants whose brands the operator may work on; NULL is every brand, including brands added
  -- later. An empty list would be an operator who may do nothing, so it is refused.
  merchant_codes text[] CHECK (
    merchant_codes IS NULL
    OR (cardinality(merchant_codes) BETWEEN 1 AND 100 AND array_position(merchant_codes, NULL) IS NULL AND array_to_string(merchant_codes, ',') ~ '^[A-Z0-9]{3,20}(,[A-Z0-9]{3,20})*$')
  ),
  created_at timestamptz NOT NULL,
  -- a disabled operator can no longer log in nor use a session; the row stays so the audit log keeps naming them
  disabled_at timestamptz,
  CHECK (disabled_at IS NULL OR disabled_at >= created_at)
);

-- Only the SHA-256 of a session token is stored, as for members. Idle and absolute limits are the
-- members' (30 minutes, 12 hours), checked by the server against its clock.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  operator_id bigint NOT NULL REFERENCES operators (id),
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- absolute end, whatever the activity
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  CHECK (last_seen_at >= created_at AND expires_at > created_at)
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id) WHERE revoked_at IS NULL;
CREATE INDEX operator_sessions_expiry ON operator_sessions (expires_at);

-- What operators did, and every login attempt. before and after are the subject as it was and as it
-- became (JSON), reason is what the operator gave as the why. operator_id is NULL only for a login
-- attempt under a name no operator has: there is nobody to name.
CREATE TABLE operator_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint REFERENCES operators (id),
  -- noun.verb, such as session.login or operator.create
  action text NOT NULL CHECK (char_length(action) BETWEEN 1 AND 64),
  -- the brand the action was about; NULL for what belongs to no brand (logins, operators)
  merchant_code text REFERENCES merchants (merchant_code),
  -- what the action was about, as kind:key, such as operator:cashier1
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
  before jsonb,
  after jsonb,
  reason text CHECK (char_length(reason) <= 2000),
  at timestamptz NOT NULL,
  CHECK (operator_id IS NOT NULL OR action IN ('session.login-failed', 'session.login-locked'))
);
CREATE INDEX operator_audit_newest ON operator_audit (at DESC, id DESC);
CREATE INDEX operator_audit_brand ON operator_audit (merchant_code, at DESC, id DESC) WHERE merchant_code IS NOT NULL;
-- the login lockout counts a name's failures since its last success
CREATE INDEX operator_audit_logins ON operator_audit (subject, action, at) WHERE action LIKE 'session.login%';

-- The audit log is append-only and operators are disabled, never removed, whoever asks: the database
-- refuses, by the triggers in src/modules/operators/sql/operators_refuse_change.sql (decision 0035).

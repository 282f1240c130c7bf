-- Accounts: members, sessions, sealed bodies, SMS and mail, captchas and login failures.
-- Times are written by the server from its own clock (passed as parameters), so every rule about
-- expiry reads one clock; nothing here defaults to now() except bookkeeping columns.

-- One key pair and one code secret per merchant, made on first start and shared by every instance.
CREATE TABLE merchant_keys (
  merchant_code text PRIMARY KEY REFERENCES merchants (merchant_code),
  sealing_key_id text NOT NULL UNIQUE,
  -- RSA-2048: public key as base64 DER SubjectPublicKeyInfo, private key as PKCS#8 PEM
  sealing_public_spki text NOT NULL,
  sealing_private_pkcs8 text NOT NULL,
  -- HMAC-SHA256 key (hex) for SMS codes and captcha answers
  code_secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Nonces of sealed bodies already opened; kept until their issuedAt can no longer pass the freshness check.
CREATE TABLE sealed_nonces (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, nonce)
);
CREATE INDEX sealed_nonces_expiry ON sealed_nonces (expires_at);

-- type: 0 player, 1/2/41/42 agents, 4 free-play trial, 9 house account (not a member: no member area).
CREATE TABLE members (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  id bigint GENERATED ALWAYS AS IDENTITY,
  username text NOT NULL,
  type smallint NOT NULL CHECK (type IN (0, 1, 2, 4, 9, 41, 42)),
  -- argon2id PHC strings; a null password marks an SMS-only account
  password_hash text,
  payment_password_hash text,
  -- mobile as +880 and the national number without its trunk 0 (1712345678)
  mobile_dialing_code text,
  mobile_number text,
  email text,
  payee_name text,
  qq_num text,
  line_id text,
  whatsapp text,
  facebook text,
  wechat text,
  id_number text,
  recommender_id text,
  referral_code text,
  register_domain text,
  register_url text,
  register_ip text,
  upline_id bigint,
  -- agents only: the code players register with
  affiliate_code text,
  initial_password boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz,
  last_login_ip text,
  previous_login_at timestamptz,
  previous_login_ip text,
  icon_id smallint NOT NULL DEFAULT 0,
  -- free-play accounts play with a demo balance in minor units; real wallets are another module
  trial_balance_minor bigint,
  PRIMARY KEY (merchant_code, id),
  FOREIGN KEY (merchant_code, upline_id) REFERENCES members (merchant_code, id),
  CHECK ((mobile_dialing_code IS NULL) = (mobile_number IS NULL)),
  CHECK (password_hash IS NOT NULL OR mobile_number IS NOT NULL OR type = 4)
);
CREATE UNIQUE INDEX members_username ON members (merchant_code, lower(username));
CREATE UNIQUE INDEX members_mobile ON members (merchant_code, mobile_dialing_code, mobile_number) WHERE mobile_number IS NOT NULL;
CREATE UNIQUE INDEX members_affiliate_code ON members (merchant_code, upper(affiliate_code)) WHERE affiliate_code IS NOT NULL;

-- Addresses a member has logged in from; a login from any other asks for an SMS code first.
CREATE TABLE member_login_ips (
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  ip text NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, member_id, ip),
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);

-- Only the SHA-256 of a session token is stored; the token itself exists only in the browser.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- absolute end, whatever the activity
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX sessions_member ON sessions (merchant_code, member_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Per mobile number: the lock set after too many sends in an hour.
CREATE TABLE sms_numbers (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  dialing_code text NOT NULL,
  mobile_number text NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (merchant_code, dialing_code, mobile_number)
);

-- purpose: login, register, password (forgot by phone), login-verify (new-IP step).
CREATE TABLE sms_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  purpose text NOT NULL CHECK (purpose IN ('login', 'register', 'password', 'login-verify')),
  dialing_code text NOT NULL,
  mobile_number text NOT NULL,
  -- HMAC-SHA256 (hex) of the code under merchant_keys.code_secret
  code_hmac text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  countdown_until timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sms_codes_number ON sms_codes (merchant_code, dialing_code, mobile_number, sent_at);

-- What the embedded SMS provider "sent": the demo and the tests read it instead of a phone.
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  dialing_code text NOT NULL,
  mobile_number text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_number ON sms_outbox (merchant_code, dialing_code, mobile_number);

-- What the embedded mail provider "sent".
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  member_id bigint NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  sent_at timestamptz NOT NULL,
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX mail_outbox_member ON mail_outbox (merchant_code, member_id);

-- Forgot-password links: only the SHA-256 of the token is stored; single use.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);

-- A right password from a new address: the session waits for the SMS code sent to the member.
CREATE TABLE login_challenges (
  id text PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id bigint NOT NULL,
  sms_code_id bigint NOT NULL REFERENCES sms_codes (id) ON DELETE CASCADE,
  ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  FOREIGN KEY (merchant_code, member_id) REFERENCES members (merchant_code, id)
);
CREATE INDEX login_challenges_member ON login_challenges (merchant_code, member_id, ip);

-- key: made up by the browser; the answer is kept as an HMAC, upper-cased, and used once.
CREATE TABLE captchas (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  captcha_key text NOT NULL,
  answer_hmac text NOT NULL,
  drawn_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, captcha_key)
);
CREATE INDEX captchas_expiry ON captchas (expires_at);

-- Outside production only: captcha answers in clear, so tests and the demo can solve them.
CREATE TABLE captcha_test_answers (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  captcha_key text NOT NULL,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, captcha_key)
);

-- One row per failed login. subject_kind 'name' is the lower-cased username or mobile number typed,
-- whether or not an account has it; 'ip' is the caller's address.
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  subject_kind text NOT NULL CHECK (subject_kind IN ('name', 'ip')),
  subject text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_subject ON login_failures (merchant_code, subject_kind, subject, failed_at);

-- Brands live in files; a merchant row records that this database has seen a brand and holds its data.
-- Every other table carries merchant_code and every query is scoped by it.
CREATE TABLE merchants (
  merchant_code text PRIMARY KEY,
  brand_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A row means the merchant is in maintenance; deleting it ends the maintenance.
CREATE TABLE maintenance_windows (
  merchant_code text PRIMARY KEY REFERENCES merchants (merchant_code),
  title text NOT NULL,
  message text NOT NULL,
  until timestamptz,
  started_at timestamptz NOT NULL DEFAULT now()
);

-- Visitors whose address falls in one of these networks get the region-block page.
CREATE TABLE region_blocks (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  network cidr NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, network)
);

CREATE TABLE game_categories (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  game_type text NOT NULL,
  sort_order integer NOT NULL,
  title_en text NOT NULL,
  title_bn text NOT NULL,
  PRIMARY KEY (merchant_code, game_type)
);

CREATE TABLE game_vendors (
  merchant_code text NOT NULL,
  game_type text NOT NULL,
  vassalage text NOT NULL,
  name text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (merchant_code, game_type, vassalage),
  FOREIGN KEY (merchant_code, game_type) REFERENCES game_categories (merchant_code, game_type)
);

CREATE TABLE games (
  merchant_code text NOT NULL,
  game_id text NOT NULL,
  game_type text NOT NULL,
  vassalage text NOT NULL,
  game_code text NOT NULL,
  name_en text NOT NULL,
  name_bn text NOT NULL,
  is_hot boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL,
  PRIMARY KEY (merchant_code, game_id),
  FOREIGN KEY (merchant_code, game_type, vassalage) REFERENCES game_vendors (merchant_code, game_type, vassalage)
);

CREATE TABLE banners (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  banner_id text NOT NULL,
  group_name text NOT NULL,
  title_en text NOT NULL,
  title_bn text NOT NULL,
  link_url text,
  linkage_type text NOT NULL CHECK (linkage_type IN ('none', 'internal', 'external')),
  sort_order integer NOT NULL,
  PRIMARY KEY (merchant_code, banner_id)
);

-- kind: PL player notice, PU pop-up, PR promotion (SPEC §7 announcement types).
CREATE TABLE notices (
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  notice_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('PL', 'PU', 'PR')),
  title_en text NOT NULL,
  title_bn text NOT NULL,
  content_en text NOT NULL,
  content_bn text NOT NULL,
  sort_order integer NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, notice_id)
);

-- What operators changed, when: maintenance and region blocks are switched by people.
CREATE TABLE ops_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants (merchant_code),
  action text NOT NULL,
  detail jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The pictures the platform draws for its games (card and tile), vendors and banners
-- (docs/decisions/0040): drawn once, kept here gzip-compressed and served from here, so a restart or a
-- second instance draws nothing again. `version` is the version of the drawing code that made the
-- picture; a picture of an older version is drawn again and its URL changes with the version.
CREATE TABLE art_pictures (
  kind text NOT NULL CHECK (kind IN ('game', 'tile', 'vendor', 'banner')),
  art_id text NOT NULL,
  version integer NOT NULL,
  svg_gzip bytea NOT NULL,
  drawn_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, art_id)
);

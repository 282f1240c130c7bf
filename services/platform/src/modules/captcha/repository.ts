import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';

export async function selectDrawnAt(db: Queryable, merchantCode: string, key: string): Promise<number | null> {
  const { rows } = await db.query<{ drawn_at: unknown }>('SELECT drawn_at FROM captchas WHERE merchant_code = $1 AND captcha_key = $2', [merchantCode, key]);
  return rows[0] ? toEpochMs(rows[0].drawn_at) : null;
}

export async function upsertCaptcha(db: Queryable, merchantCode: string, key: string, answerHmac: string, drawnAtMs: number, expiresAtMs: number): Promise<void> {
  await db.query(
    `INSERT INTO captchas (merchant_code, captcha_key, answer_hmac, drawn_at, expires_at) VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)
     ON CONFLICT (merchant_code, captcha_key) DO UPDATE SET answer_hmac = EXCLUDED.answer_hmac, drawn_at = EXCLUDED.drawn_at, expires_at = EXCLUDED.expires_at`,
    [merchantCode, key, answerHmac, isoAt(drawnAtMs), isoAt(expiresAtMs)],
  );
}

/** Takes the captcha out (single use) and returns what it held. */
export async function deleteCaptcha(db: Queryable, merchantCode: string, key: string): Promise<{ answerHmac: string; expiresAtMs: number } | null> {
  const { rows } = await db.query<{ answer_hmac: string; expires_at: unknown }>(
    'DELETE FROM captchas WHERE merchant_code = $1 AND captcha_key = $2 RETURNING answer_hmac, expires_at',
    [merchantCode, key],
  );
  const row = rows[0];
  return row ? { answerHmac: row.answer_hmac, expiresAtMs: toEpochMs(row.expires_at) } : null;
}

export async function upsertTestAnswer(db: Queryable, merchantCode: string, key: string, answer: string, expiresAtMs: number): Promise<void> {
  await db.query(
    `INSERT INTO captcha_test_answers (merchant_code, captcha_key, answer, expires_at) VALUES ($1, $2, $3, $4::timestamptz)
     ON CONFLICT (merchant_code, captcha_key) DO UPDATE SET answer = EXCLUDED.answer, expires_at = EXCLUDED.expires_at`,
    [merchantCode, key, answer, isoAt(expiresAtMs)],
  );
}

export async function selectTestAnswer(db: Queryable, merchantCode: string, key: string): Promise<string | null> {
  const { rows } = await db.query<{ answer: string }>('SELECT answer FROM captcha_test_answers WHERE merchant_code = $1 AND captcha_key = $2', [merchantCode, key]);
  return rows[0]?.answer ?? null;
}

export async function deleteExpiredCaptchas(db: Queryable, nowMs: number): Promise<void> {
  await db.query('DELETE FROM captchas WHERE expires_at < $1::timestamptz', [isoAt(nowMs)]);
  await db.query('DELETE FROM captcha_test_answers WHERE expires_at < $1::timestamptz', [isoAt(nowMs)]);
}

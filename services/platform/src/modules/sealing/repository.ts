import { isoAt } from '../../clock';
import type { Queryable } from '../../db/database';
import type { StoredMerchantKeys } from './keys';

interface KeysRow {
  sealing_key_id: string;
  sealing_public_spki: string;
  sealing_private_pkcs8: string;
  code_secret: string;
}

export async function selectMerchantKeys(db: Queryable, merchantCode: string): Promise<StoredMerchantKeys | null> {
  const { rows } = await db.query<KeysRow>(
    'SELECT sealing_key_id, sealing_public_spki, sealing_private_pkcs8, code_secret FROM merchant_keys WHERE merchant_code = $1',
    [merchantCode],
  );
  const row = rows[0];
  if (!row) return null;
  return { keyId: row.sealing_key_id, spkiBase64: row.sealing_public_spki, privatePkcs8Pem: row.sealing_private_pkcs8, codeSecretHex: row.code_secret };
}

/** Stores the keys unless another instance stored its own first; the caller then reads whichever won. */
export async function insertMerchantKeysIfMissing(db: Queryable, merchantCode: string, keys: StoredMerchantKeys): Promise<void> {
  await db.query(
    `INSERT INTO merchant_keys (merchant_code, sealing_key_id, sealing_public_spki, sealing_private_pkcs8, code_secret)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (merchant_code) DO NOTHING`,
    [merchantCode, keys.keyId, keys.spkiBase64, keys.privatePkcs8Pem, keys.codeSecretHex],
  );
}

/** Records a nonce; false when it was already there (the body is a replay). */
export async function insertNonce(db: Queryable, merchantCode: string, nonce: string, expiresAtMs: number): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO sealed_nonces (merchant_code, nonce, expires_at) VALUES ($1, $2, $3::timestamptz) ON CONFLICT DO NOTHING RETURNING nonce',
    [merchantCode, nonce, isoAt(expiresAtMs)],
  );
  return rows.length > 0;
}

export async function deleteExpiredNonces(db: Queryable, nowMs: number): Promise<void> {
  await db.query('DELETE FROM sealed_nonces WHERE expires_at < $1::timestamptz', [isoAt(nowMs)]);
}

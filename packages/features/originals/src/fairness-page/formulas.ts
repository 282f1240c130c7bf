/**
 * The definitions as the page prints them: notation, not prose, so they are the same in every language.
 * They restate @croupier/provably-fair; the page's test checks each against the package's vectors.
 */
export const FORMULAS = {
  commitment: 'commitment = sha256(serverSeed)          // the 32 seed bytes, not their hex text',
  block: 'block[cursor] = HMAC-SHA256(key = serverSeed, message = ASCII "<clientSeed>:<nonce>:<cursor>")',
  words: 'stream = block[0] ‖ block[1] ‖ …    word = next 4 bytes, big-endian (0 … 2³² − 1)',
  rejection: 'int(n): w = next word; if w < 2³² − (2³² mod n) then w mod n else int(n) again',
  diceRoll: 'roll = int(10000)          // 4391 is shown as 43.91',
  diceMultiplier: 'multiplier = floor((10000 − edge) × 10000 / winningRolls)     // in 1/10000',
  diceWinning: 'winningRolls = t (under t)   or   9999 − t (over t)',
  minesShuffle: 'cells = [0, 1, …, 24];  for i = 0 … min(mines, 24) − 1:  j = i + int(25 − i);  swap cells[i], cells[j]',
  minesMines: 'mines = cells[0 … mines − 1]          // cell = row × 5 + column',
  minesMultiplier: 'multiplier(k) = floor((10000 − edge) × 10000 × C(25, k) / (10000 × C(25 − mines, k)))',
  chain: 'h₁ = sha256(seed);  hᵢ₊₁ = sha256(hᵢ);  commitment = sha256(h₁₀₀₀₀);  round 1 plays h₁₀₀₀₀, round 2 plays h₉₉₉₉ …\n// sha256 and HMAC keys take the 32 bytes a hash stands for, never its hex text; only the salt is used as text',
  chainLink: 'sha256(roundHash) = previous round’s hash      (the first round’s: the commitment)',
  beacon: 'message = sha256(beaconRound as 8 bytes, big-endian);  signature = Ed25519(beaconKey, message);  salt = hex(sha256(signature))',
  gameHash: 'gameHash = HMAC-SHA256(key = roundHash, message = ASCII salt)      // no salt (version 1): gameHash = roundHash',
  crashPoint: 'h = first 13 hex digits of gameHash;  point = max(100, min(100000000, floor((10000 − edge) × 2⁵² / (100 × (2⁵² − h)))))   // hundredths',
  curve: 'multiplier(ms) = floor(100 × e^(0.00006 × ms))   // hundredths, from the moment betting closes',
  payout: 'payout = floor(stake × multiplier / 10000)      // minor units; a Crash cash-out at t pays multiplier = t × 100',
  command: 'node croupier-verify.mjs round round-<number>.json',
} as const;

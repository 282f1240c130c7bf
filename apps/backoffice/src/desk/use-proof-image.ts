import { useQuery } from '@tanstack/react-query';
import { fillPathParams } from '@croupier/api-client';
import { DESK_DEPOSIT_PROOF_PATH, DESK_WITHDRAWAL_PROOF_PATH } from '@croupier/contract';
import { useConsoleContext } from '../console-context';

export type ProofOf = { kind: 'deposit'; depositId: string } | { kind: 'withdrawal'; withdrawalId: string };

export function proofPath(proof: ProofOf): string {
  return proof.kind === 'deposit' ? fillPathParams(DESK_DEPOSIT_PROOF_PATH, { depositId: proof.depositId }) : fillPathParams(DESK_WITHDRAWAL_PROOF_PATH, { withdrawalId: proof.withdrawalId });
}

/** The types the platform proves a photo's content to be; anything else is not shown. */
const PHOTO_TYPES = ['image/png', 'image/jpeg'];
/** Bytes turned into text at a time: a whole 5 MB photo at once would overflow the call's arguments. */
const CHUNK_BYTES = 32_768;

async function dataUrlOf(response: Response): Promise<string> {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!PHOTO_TYPES.includes(type)) throw new Error(`the photo came as ${type || 'no type'}, not as a PNG or JPEG`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK_BYTES));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * A receipt photo as a data: URL, or null when there is none. The photo needs the operator's token,
 * which an <img> cannot send, so it is fetched and shown from memory; the page's policy allows data:
 * images and nothing else from outside. A photo never changes, so it is fetched once.
 */
export function useProofImage(proof: ProofOf, enabled = true) {
  const { baseUrl, session } = useConsoleContext();
  const path = proofPath(proof);
  return useQuery({
    queryKey: ['proof', path],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }): Promise<string | null> => {
      const token = session.getState().token;
      const response = await fetch(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
      if (response.status === 404) return null;
      if (response.status === 401) session.getState().end('refused');
      if (!response.ok) throw new Error(`the photo answered HTTP ${response.status}`);
      return dataUrlOf(response);
    },
  });
}

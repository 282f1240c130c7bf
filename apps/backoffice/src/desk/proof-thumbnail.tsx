import { useState } from 'react';
import styled from 'styled-components';
import { Dialog, Spinner, vars } from '@croupier/ui';
import { Muted } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { useProofImage, type ProofOf } from './use-proof-image';

const ThumbButton = styled.button`
  display: block;
  padding: 0;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusSmall};
  background: ${vars.colorSurfaceRaised};
  cursor: zoom-in;
  overflow: hidden;
  & img {
    width: 56px;
    height: 56px;
    object-fit: cover;
  }
`;

const FullImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 72vh;
  margin: 0 auto;
  object-fit: contain;
`;

/** A request's receipt photo, small in its row; a click opens it whole. */
export function ProofThumbnail({ proof }: { proof: ProofOf }) {
  const { t } = useConsoleText();
  const [open, setOpen] = useState(false);
  const image = useProofImage(proof);
  const what = proof.kind === 'deposit' ? t('desk.proof.deposit', { id: proof.depositId }) : t('desk.proof.withdrawal', { id: proof.withdrawalId });
  if (image.isPending) return <Spinner size="small" label={t('desk.proof.loading')} />;
  if (image.isError) return <Muted>{t('desk.proof.failed')}</Muted>;
  if (image.data === null) return <Muted>{t('desk.proof.none')}</Muted>;
  return (
    <>
      <ThumbButton type="button" onClick={() => setOpen(true)} aria-label={t('desk.proof.open', { what })} data-testid="proof-thumbnail">
        <img src={image.data} alt="" />
      </ThumbButton>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('desk.proof.title', { what })} size="large" closeOnCover>
        <FullImage src={image.data} alt={t('desk.proof.title', { what })} data-testid="proof-full" />
      </Dialog>
    </>
  );
}

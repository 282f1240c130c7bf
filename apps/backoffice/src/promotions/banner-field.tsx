import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMOTION_IMAGE_MAX_BYTES } from '@croupier/contract';
import { Button, mix, vars } from '@croupier/ui';
import { Actions, Muted } from '../parts/page-parts';
import { BuilderSection, GroupProblem } from './builder-kit';
import type { BannerFile } from './use-promotions';

const Frame = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 6;
  max-width: 560px;
  border: 1px dashed ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  background: ${mix('colorTextMuted', 6)};
  overflow: hidden;
  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

export interface ChosenBanner extends BannerFile {
  /** the picture as a data: URL, for the previews (the console's page allows no other outside image) */
  dataUrl: string;
  name: string;
  bytes: number;
}

export type BannerProblem = 'type' | 'size' | 'unreadable';

const SIGNATURES: Record<BannerFile['contentType'], number[]> = { 'image/png': [0x89, 0x50, 0x4e, 0x47], 'image/jpeg': [0xff, 0xd8, 0xff] };

function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data URL')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** A PNG or JPEG of at most 5 MB, checked by its first bytes as well as its name's type; the platform re-encodes it anyway. */
export async function readBanner(file: File): Promise<ChosenBanner | BannerProblem> {
  const contentType = file.type === 'image/png' || file.type === 'image/jpeg' ? file.type : null;
  if (!contentType) return 'type';
  if (file.size > PROMOTION_IMAGE_MAX_BYTES) return 'size';
  let dataUrl: string;
  try {
    dataUrl = await dataUrlOf(file);
  } catch {
    return 'unreadable';
  }
  const dataBase64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  // eight base64 characters are the first six bytes, enough for either signature
  const head = Array.from(atob(dataBase64.slice(0, 8)), (character) => character.charCodeAt(0));
  if (!SIGNATURES[contentType].every((byte, index) => head[index] === byte)) return 'type';
  return { contentType, dataBase64, dataUrl: `data:${contentType};base64,${dataBase64}`, name: file.name, bytes: file.size };
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1);
}

/** The banner: chosen here, shown at once, sent with the next save. Without one the page draws one from the category. */
export function BannerField({ chosen, currentUrl, onChoose, saveProblem }: { chosen: ChosenBanner | null; currentUrl: string | null; onChoose: (banner: ChosenBanner | null) => void; saveProblem?: string }) {
  const { t } = useTranslation('promotionConsole');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<BannerProblem | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readBanner(file);
    if (typeof read === 'string') {
      setProblem(read);
      return;
    }
    setProblem(null);
    onChoose(read);
  };
  const shown = chosen?.dataUrl ?? currentUrl;
  return (
    <BuilderSection id="promotion-banner-title" title={t('builder.bannerTitle')} intro={t('builder.bannerIntro', { max: megabytes(PROMOTION_IMAGE_MAX_BYTES) })} testId="promotion-banner">
      <Frame>{shown ? <img src={shown} alt={t('builder.bannerAlt')} data-testid="promotion-banner-preview" /> : <Muted>{t('builder.bannerNone')}</Muted>}</Frame>
      {chosen ? <Muted data-testid="promotion-banner-chosen">{t('builder.bannerChosen', { name: chosen.name, size: megabytes(chosen.bytes) })}</Muted> : null}
      <HiddenInput ref={input} id={inputId} type="file" accept="image/png,image/jpeg" onChange={(event) => void choose(event)} data-testid="promotion-banner-input" tabIndex={-1} aria-hidden />
      <Actions>
        <Button type="button" size="small" variant="secondary" onClick={() => input.current?.click()} data-testid="promotion-banner-choose">
          {shown ? t('builder.bannerReplace') : t('builder.bannerChoose')}
        </Button>
        {chosen ? (
          <Button type="button" size="small" variant="ghost" onClick={() => onChoose(null)}>
            {t('builder.bannerUndo')}
          </Button>
        ) : null}
      </Actions>
      {problem ? <GroupProblem role="alert">{t(`builder.bannerProblem.${problem}`, { max: megabytes(PROMOTION_IMAGE_MAX_BYTES) })}</GroupProblem> : null}
      {saveProblem ? (
        <GroupProblem role="alert" data-testid="promotion-banner-refusal">
          {saveProblem}
        </GroupProblem>
      ) : null}
    </BuilderSection>
  );
}

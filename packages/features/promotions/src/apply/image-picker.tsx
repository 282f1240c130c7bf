import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMOTION_APPLICATION_MAX_IMAGES, PROMOTION_IMAGE_MAX_BYTES } from '@croupier/contract';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { FormField, mix, Spinner, vars } from '@croupier/ui';
import { useSizeText } from '../parts/file-size';
import { IMAGE_ACCEPT, readImage, splitByRoom, type ChosenImage, type RefusedImage } from './read-image';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(${PROMOTION_APPLICATION_MAX_IMAGES}, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  position: relative;
  display: grid;
  grid-template-rows: 1fr auto;
  aspect-ratio: 1;
  min-width: 0;
  overflow: hidden;
  border-radius: ${vars.radiusMedium};
  border: 1px solid ${vars.colorBorder};
  background: ${vars.colorSurfaceRaised};
  & img {
    width: 100%;
    height: 100%;
    min-height: 0;
    object-fit: cover;
  }
  & small {
    padding: 4px 6px;
    font-size: 11px;
    color: ${vars.colorTextMuted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const RemoveButton = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.65);
  color: #fff;
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${vars.colorDanger};
  }
  &:focus-visible {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;

/** The empty slot that opens the file picker; the input inside it is the field's control. */
const AddSlot = styled.label<{ $disabled: boolean }>`
  display: grid;
  place-items: center;
  align-content: center;
  gap: 4px;
  aspect-ratio: 1;
  border-radius: ${vars.radiusMedium};
  border: 2px dashed ${mix('colorPrimary', 45, vars.colorBorder)};
  background: ${mix('colorPrimary', 6, vars.colorSurface)};
  color: ${vars.colorPrimary};
  font-size: 13px;
  font-weight: 700;
  text-align: center;
  padding: 6px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  &:has(input:focus-visible) {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
  & input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  & svg {
    width: 28px;
    height: 28px;
  }
`;

const Refusals = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.colorDanger};
  font-size: 13px;
`;

export interface ImagePickerProps {
  images: readonly ChosenImage[];
  onChange: (images: ChosenImage[]) => void;
  disabled?: boolean;
}

/**
 * Up to three PNG or JPG images of at most 5 MB each (SPEC §5), shown as thumbnails with a remove
 * button. Every chosen file is checked as it is chosen: one of another type, over 5 MB, or beyond the
 * third is named with its reason and never sent.
 */
export function ImagePicker({ images, onChange, disabled = false }: ImagePickerProps) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const sizeText = useSizeText();
  const [refused, setRefused] = useState<RefusedImage[]>([]);
  const [reading, setReading] = useState(0);
  const nextId = useRef(1);
  // The images as they stand when a read ends: a removal while reading is kept.
  const latest = useRef(images);
  latest.current = images;
  const max = formatInteger(PROMOTION_APPLICATION_MAX_IMAGES, language);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again after removing it is a change again.
    event.target.value = '';
    if (files.length === 0) return;
    const { fitting, over } = splitByRoom(files, latest.current.length + reading);
    setReading((count) => count + fitting.length);
    void Promise.all(fitting.map(readImage)).then((reads) => {
      setReading((count) => count - fitting.length);
      const taken = reads.flatMap((read) => (read.ok ? [{ ...read.image, id: nextId.current++ }] : []));
      setRefused([...reads.flatMap((read) => (read.ok ? [] : [read.refused])), ...over]);
      if (taken.length > 0) onChange([...latest.current, ...taken].slice(0, PROMOTION_APPLICATION_MAX_IMAGES));
    });
  };

  const remove = (id: number) => {
    setRefused([]);
    onChange(images.filter((image) => image.id !== id));
  };

  const full = images.length + reading >= PROMOTION_APPLICATION_MAX_IMAGES;
  const refusalText = (refusal: RefusedImage) =>
    t(`apply.imageProblems.${refusal.problem}`, { name: refusal.name, size: sizeText(refusal.sizeBytes), max: sizeText(PROMOTION_IMAGE_MAX_BYTES), count: PROMOTION_APPLICATION_MAX_IMAGES, limit: max });

  return (
    <FormField
      label={t('apply.images', { count: images.length, taken: formatInteger(images.length, language), max })}
      hint={t('apply.imagesHint', { max: sizeText(PROMOTION_IMAGE_MAX_BYTES), count: PROMOTION_APPLICATION_MAX_IMAGES, limit: max })}
      data-testid="apply-images"
      data-count={images.length}
    >
      {(control) => (
        <>
          <Tiles>
            {images.map((image) => (
              <Tile key={image.id} data-testid="apply-image">
                <img src={`data:${image.contentType};base64,${image.dataBase64}`} alt={image.name} />
                <small>{sizeText(image.sizeBytes)}</small>
                <RemoveButton type="button" onClick={() => remove(image.id)} disabled={disabled} aria-label={t('apply.removeImage', { name: image.name })} data-testid="apply-image-remove">
                  ×
                </RemoveButton>
              </Tile>
            ))}
            {Array.from({ length: reading }, (_, index) => (
              <Tile key={`reading-${index}`} aria-busy="true">
                <Spinner />
              </Tile>
            ))}
            {full ? null : (
              <li>
                <AddSlot $disabled={disabled}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M4 7h3l2-3h6l2 3h3v13H4zM12 10a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM19 2v4M17 4h4" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" strokeLinecap="round" />
                  </svg>
                  {t('apply.addImage')}
                  <input type="file" accept={IMAGE_ACCEPT} multiple onChange={choose} disabled={disabled} {...control} data-testid="apply-image-input" />
                </AddSlot>
              </li>
            )}
          </Tiles>
          {refused.length > 0 ? (
            <Refusals role="alert" data-testid="apply-image-errors">
              {refused.map((refusal, index) => (
                <li key={`${refusal.name}-${index}`} data-problem={refusal.problem}>
                  {refusalText(refusal)}
                </li>
              ))}
            </Refusals>
          ) : null}
        </>
      )}
    </FormField>
  );
}

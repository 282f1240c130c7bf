import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The logo as a tile shows it: the platform's 240x96 art at a size its mark reads at. */
export const VENDOR_LOGO_WIDTH_PX = 100;
export const VENDOR_LOGO_HEIGHT_PX = 40;
/** Tile height, fixed so a strip of tiles and its loading placeholder take the same room. */
export const VENDOR_TILE_HEIGHT_PX = 72;

/**
 * A vendor as a tab or filter: its logo is the face and its name sits under it. The name stays
 * visible because the logo is a mark (shape, monogram, colours), which a player cannot tell apart
 * from another vendor's without it; the image is then alt="" so a reader hears the name once.
 * The chosen tile (aria-pressed for a tab that switches a row, aria-current for a link to a filtered
 * page) gets a 2 px ring of the brand's primary colour and a tint of it, its name staying in the text
 * colour: a fill of the primary colour with on-primary text reads poorly where a dark theme makes the
 * primary light (Northstar's), and the logo would sit on a patch of colour that fights it.
 */
export const vendorTile = css`
  display: inline-flex;
  flex-direction: column;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  gap: 4px;
  box-sizing: border-box;
  height: ${VENDOR_TILE_HEIGHT_PX}px;
  min-width: ${VENDOR_LOGO_WIDTH_PX + 12}px;
  max-width: 168px;
  padding: 5px 5px 4px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-medium);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-weight: 700;
  font-size: 12px;
  line-height: 16px;
  text-decoration: none;
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease;
  & > img {
    display: block;
    flex-shrink: 0;
    width: ${VENDOR_LOGO_WIDTH_PX}px;
    height: ${VENDOR_LOGO_HEIGHT_PX}px;
    border-radius: 6px;
    object-fit: contain;
  }
  @media (hover: hover) {
    &:hover {
      border-color: color-mix(in srgb, var(--color-primary) 65%, var(--color-border));
    }
  }
  &[aria-pressed='true'],
  &[aria-current='page'] {
    border-color: var(--color-primary);
    background: color-mix(in srgb, var(--color-primary) 18%, var(--color-surface));
    /* A 2 px ring without moving the tile's content by a pixel. */
    box-shadow: inset 0 0 0 1px var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * A row of tiles that scrolls sideways when they do not fit. Its padding keeps the focus ring and the
 * chosen tile's ring inside the scroll box, which would otherwise clip them. A mouse cannot swipe, so
 * where the pointer is fine a thin scrollbar shows there is more and moves to it; touch screens swipe
 * and get none.
 */
export const vendorStrip = css`
  display: flex;
  gap: 8px;
  padding: 4px;
  margin: -4px;
  overflow-x: auto;
  scrollbar-width: thin;
  scrollbar-color: var(--color-border) transparent;
  @media (hover: none), (pointer: coarse) {
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const Name = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Where a tile has no logo (all vendors): an emblem in the logo's box, so every tile lines up. */
const Emblem = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: ${VENDOR_LOGO_WIDTH_PX}px;
  height: ${VENDOR_LOGO_HEIGHT_PX}px;
  border-radius: 6px;
  background: color-mix(in srgb, currentColor 10%, transparent);
  & > svg {
    width: 22px;
    height: 22px;
  }
`;

export interface VendorFaceProps {
  name: string;
  iconUrl: string;
  /** "eager" for a strip on the first screen, "lazy" (the default) below the fold */
  loading?: 'eager' | 'lazy';
}

/** The inside of a vendor tile: the logo, then the name (which names the tile for a reader). */
export function VendorFace({ name, iconUrl, loading = 'lazy' }: VendorFaceProps) {
  return (
    <>
      <img src={iconUrl} alt="" width={VENDOR_LOGO_WIDTH_PX} height={VENDOR_LOGO_HEIGHT_PX} loading={loading} decoding="async" />
      <Name title={name}>{name}</Name>
    </>
  );
}

/** The inside of a tile that stands for no single vendor (all vendors): an emblem, then its label. */
export function EmblemFace({ emblem, label }: { emblem: ReactNode; label: string }) {
  return (
    <>
      <Emblem aria-hidden="true">{emblem}</Emblem>
      <Name>{label}</Name>
    </>
  );
}

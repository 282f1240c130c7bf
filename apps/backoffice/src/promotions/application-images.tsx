import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, Spinner, vars } from '@croupier/ui';
import { Muted } from '../parts/page-parts';
import { useApplicationImages } from './use-applications';

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: grid;
  gap: 2px;
  padding: 0;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusSmall};
  background: ${vars.colorSurfaceRaised};
  color: ${vars.colorTextMuted};
  font-size: 11px;
  cursor: zoom-in;
  overflow: hidden;
  & img {
    display: block;
    width: 76px;
    height: 76px;
    object-fit: cover;
  }
  & span {
    padding: 0 4px 3px;
    font-variant-numeric: tabular-nums;
  }
`;

const Full = styled.figure`
  display: grid;
  gap: 8px;
  margin: 0;
  & img {
    display: block;
    max-width: 100%;
    max-height: 68vh;
    margin: 0 auto;
    object-fit: contain;
  }
  & figcaption {
    color: ${vars.colorTextMuted};
    font-size: 13px;
    text-align: center;
  }
`;

const Turn = styled.div`
  display: flex;
  justify-content: center;
  gap: 8px;
`;

interface ShownImage {
  src: string;
  width: number;
  height: number;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * An image as the console shows it: a data: URL of the two types the platform re-encodes to, and of
 * base64 text only, so nothing the member sent can be anything but a picture on this page.
 */
export function imageSourceOf(image: { contentType: string; dataBase64: string }): string | null {
  if (image.contentType !== 'image/png' && image.contentType !== 'image/jpeg') return null;
  if (!BASE64.test(image.dataBase64)) return null;
  return `data:${image.contentType};base64,${image.dataBase64}`;
}

/** An application's images, small beside it with their sizes; a click opens one whole, with a way to the others. */
export function ApplicationImages({ entryId, count, who }: { entryId: string; count: number; who: string }) {
  const { t } = useTranslation('promotionConsole');
  const images = useApplicationImages(entryId, count > 0);
  const [open, setOpen] = useState<number | null>(null);
  if (count === 0) return <Muted>{t('queue.noImages')}</Muted>;
  if (images.isPending) return <Spinner size="small" label={t('queue.imagesLoading')} />;
  if (images.isError) return <Muted role="alert">{t('queue.imagesFailed')}</Muted>;
  const shown: ShownImage[] = images.data.images.flatMap((image) => {
    const src = imageSourceOf(image);
    return src ? [{ src, width: image.width, height: image.height }] : [];
  });
  const unreadable = images.data.images.length - shown.length;
  const current = open === null ? undefined : shown[open];
  const label = (index: number) => t('queue.imageLabel', { number: index + 1, count: shown.length, who });
  return (
    <>
      <Thumbs data-testid="application-images">
        {shown.map((image, index) => (
          // an image is its place among the application's, as the platform keeps them
          <li key={index}>
            <Thumb type="button" onClick={() => setOpen(index)} aria-label={t('queue.openImage', { label: label(index) })} data-testid="application-image">
              <img src={image.src} alt="" width={76} height={76} />
              <span data-testid="application-image-size">
                {image.width}×{image.height}
              </span>
            </Thumb>
          </li>
        ))}
      </Thumbs>
      {unreadable > 0 ? (
        <Muted role="alert" data-testid="application-images-unreadable">
          {t('queue.imagesUnreadable', { count: unreadable })}
        </Muted>
      ) : null}
      {current && open !== null ? (
        <Dialog open onClose={() => setOpen(null)} title={label(open)} size="large" closeOnCover>
          <Full>
            <img src={current.src} alt={label(open)} data-testid="application-image-full" />
            <figcaption>{t('queue.imageSize', { width: current.width, height: current.height })}</figcaption>
            {shown.length > 1 ? (
              <Turn>
                <Button size="small" variant="secondary" disabled={open === 0} onClick={() => setOpen(open - 1)}>
                  {t('queue.previousImage')}
                </Button>
                <Button size="small" variant="secondary" disabled={open === shown.length - 1} onClick={() => setOpen(open + 1)}>
                  {t('queue.nextImage')}
                </Button>
              </Turn>
            ) : null}
          </Full>
        </Dialog>
      ) : null}
    </>
  );
}

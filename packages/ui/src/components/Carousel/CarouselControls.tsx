import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../icons';
import { useUiText } from '../../i18n/useUiText';
import { ArrowButton, Controls, Dot, PlayPauseButton } from './Carousel.styles';

export function CarouselArrows({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  const { t } = useUiText();
  return (
    <>
      <ArrowButton type="button" $side="start" aria-label={t('carousel.previous')} onClick={onPrevious}>
        <ChevronLeftIcon />
      </ArrowButton>
      <ArrowButton type="button" $side="end" aria-label={t('carousel.next')} onClick={onNext}>
        <ChevronRightIcon />
      </ArrowButton>
    </>
  );
}

interface CarouselDotsProps {
  pageCount: number;
  currentPage: number;
  onSelect: (page: number) => void;
  showDots: boolean;
  /** Present only while autoplay is possible: WCAG asks for a way to stop content that moves by itself. */
  rotation?: { playing: boolean; onToggle: () => void };
}

export function CarouselDots({ pageCount, currentPage, onSelect, showDots, rotation }: CarouselDotsProps) {
  const { t, formatNumber } = useUiText();
  if (!showDots && !rotation) return null;
  return (
    <Controls>
      {showDots &&
        Array.from({ length: pageCount }, (_, page) => (
          <Dot
            key={page}
            type="button"
            aria-label={t('carousel.goTo', { index: formatNumber(page + 1) })}
            aria-current={page === currentPage ? 'true' : undefined}
            onClick={() => onSelect(page)}
          />
        ))}
      {rotation && (
        <PlayPauseButton type="button" aria-label={rotation.playing ? t('carousel.pause') : t('carousel.play')} onClick={rotation.onToggle}>
          {rotation.playing ? <PauseIcon sizePx={14} /> : <PlayIcon sizePx={14} />}
        </PlayPauseButton>
      )}
    </Controls>
  );
}

import { Children, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '@croupier/domain';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { useUiText } from '../../i18n/useUiText';
import { Page, Root, Track, Viewport } from './Carousel.styles';
import { CarouselArrows, CarouselDots } from './CarouselControls';
import { useCarouselPosition } from './useCarouselPosition';

export interface CarouselProps {
  /** The slides, one child each. */
  children: ReactNode;
  /** Names the carousel, such as "Promotions". */
  label: string;
  /** Slides side by side on one page: 1 for banners, 6 for the home game rows. */
  slidesPerView?: number;
  /** Moves on by itself; never with a single page or when the reader prefers reduced motion. */
  autoplay?: boolean;
  autoplayMs?: number;
  transitionMs?: number;
  gapPx?: number;
  showArrows?: boolean;
  showDots?: boolean;
  /** Rounded viewport corners, for banners. */
  rounded?: boolean;
}

/** A horizontal swipe longer than this turns the page; shorter ones are taps. */
const SWIPE_THRESHOLD_PX = 40;

function chunk<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}

/**
 * Banner and game-row carousel of SPEC §2: pages advance every 5000 ms with a 1000 ms slide and loop
 * only when there is more than one page. Hover, focus or the pause button stop it.
 */
export function Carousel({
  children,
  label,
  slidesPerView = 1,
  autoplay = true,
  autoplayMs = BANNER_AUTOPLAY_MS,
  transitionMs = BANNER_TRANSITION_MS,
  gapPx = 0,
  showArrows = true,
  showDots = true,
  rounded = true,
}: CarouselProps) {
  const { t, formatNumber } = useUiText();
  const reducedMotion = usePrefersReducedMotion();
  const perView = Math.max(1, Math.trunc(slidesPerView));
  const pages = chunk(Children.toArray(children), perView);
  const effectiveTransitionMs = reducedMotion ? 0 : transitionMs;
  const { looping, position, animate, currentPage, next, previous, goTo } = useCarouselPosition(pages.length, effectiveTransitionMs);

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const canRotate = autoplay && looping && !reducedMotion;
  const rotating = canRotate && !stoppedByUser && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(next, autoplayMs);
    return () => clearTimeout(timer);
  }, [rotating, currentPage, autoplayMs, next]);

  const swipeStartX = useRef<number | null>(null);
  const swiped = useRef(false);

  function onPointerDown(event: PointerEvent) {
    swipeStartX.current = event.clientX;
    swiped.current = false;
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStartX.current === null) return;
    const distancePx = event.clientX - swipeStartX.current;
    swipeStartX.current = null;
    if (Math.abs(distancePx) < SWIPE_THRESHOLD_PX) return;
    swiped.current = true;
    if (distancePx < 0) next();
    else previous();
  }

  function onBlur(event: FocusEvent) {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  const lastPage = pages[pages.length - 1];
  const firstPage = pages[0];
  const trackPages = looping && lastPage && firstPage ? [lastPage, ...pages, firstPage] : pages;

  return (
    <Root
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Viewport
        $rounded={rounded}
        // Announce page changes the reader asked for, not the ones that happen by themselves.
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClickCapture={(event) => {
          // A swipe that ends on a link should not also follow it.
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <Track
          style={{
            transform: `translateX(${-position * 100}%)`,
            transition: animate && effectiveTransitionMs > 0 ? `transform ${effectiveTransitionMs}ms cubic-bezier(0.22, 0.61, 0.36, 1)` : 'none',
          }}
        >
          {trackPages.map((slides, trackIndex) => {
            const isCopy = looping && (trackIndex === 0 || trackIndex === trackPages.length - 1);
            const pageIndex = looping ? trackIndex - 1 : trackIndex;
            const current = !isCopy && pageIndex === currentPage;
            return (
              <Page
                key={isCopy ? `copy-${trackIndex}` : `page-${pageIndex}`}
                role={isCopy ? undefined : 'group'}
                aria-roledescription={isCopy ? undefined : t('carousel.slide')}
                aria-label={isCopy ? undefined : t('carousel.slideOf', { index: formatNumber(pageIndex + 1), total: formatNumber(pages.length) })}
                aria-hidden={current ? undefined : true}
                // Pages out of view hold no tab stops, so keyboard focus never lands on a hidden link.
                inert={!current}
                data-carousel-copy={isCopy ? '' : undefined}
                $slidesPerView={perView}
                $gapPx={gapPx}
              >
                {slides}
              </Page>
            );
          })}
        </Track>
      </Viewport>
      {looping && showArrows && <CarouselArrows onPrevious={previous} onNext={next} />}
      {looping && (
        <CarouselDots
          pageCount={pages.length}
          currentPage={currentPage}
          onSelect={goTo}
          showDots={showDots}
          rotation={canRotate ? { playing: !stoppedByUser, onToggle: () => setStoppedByUser((stopped) => !stopped) } : undefined}
        />
      )}
    </Root>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ArrowUpIcon } from '../icons/icons';

const SHOW_AFTER_PX = 480;

const Button = styled.button`
  position: fixed;
  right: 20px;
  bottom: 24px;
  z-index: 400;
  display: grid;
  place-items: center;
  width: 46px;
  height: 46px;
  border: 0;
  border-radius: 50%;
  background: var(--color-accent);
  color: var(--color-on-accent);
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
  cursor: pointer;
`;

export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Read when the page scrolls, not when the layout mounts: reading scrollY then made the browser lay
    // out the page the app had just drawn at once, inside the first render's task. A page opened
    // scrolled down (a reload that restores its place) gets a scroll event for it.
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <Button type="button" aria-label={t('shell:scrollToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} data-testid="scroll-to-top">
      <ArrowUpIcon />
    </Button>
  );
}

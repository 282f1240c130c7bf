import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AGE_GATE_YEARS } from '@croupier/domain';
import { NUMBER_LOCALE, formatInteger } from '@croupier/i18n';
import { useBrand } from '../../brand/brand-context';
import { ShieldIcon } from '../../icons/icons';
import { useContentLanguage } from '../../navigation/use-content-language';
import { useGameMenus } from '../../navigation/use-game-menus';
import { buildVendorGroups } from '../../navigation/vendor-groups';

/** The platform's page of the game art's sources and licences. */
const ART_CREDITS_URL = '/assets/art/credits.txt';

const Wrapper = styled.footer`
  margin-top: 48px;
  padding: 32px 24px 40px;
  background: var(--color-surface);
  border-top: 1px solid var(--color-border);
  color: var(--color-text-muted);
  font-size: 13.5px;
`;

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  display: grid;
  gap: 24px;
`;

const Groups = styled.div`
  display: grid;
  gap: 14px;
`;

/** A game type's logos beside its name on a wide screen, under it on a phone. */
const Group = styled.div`
  display: grid;
  grid-template-columns: 150px minmax(0, 1fr);
  align-items: start;
  gap: 8px 20px;
  @media (max-width: 719px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const GroupTitle = styled.h3`
  margin: 10px 0 0;
  font-size: 12px;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--color-text);
  @media (max-width: 719px) {
    margin: 0;
  }
`;

/* Columns of one width on every row, so the logos of all types line up; as many as fit, at least
   four on a phone. The image keeps its 5:2 shape from its width and height attributes. */
const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 599px) {
    grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  }
`;

/* Muted until pointed at, as operators' footers show their studios: the row is a roll of partners,
   not a row of buttons, and a hundred full-colour marks would shout over the page above. */
const Logo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: 6px;
  outline: 1px solid var(--color-border);
  outline-offset: -1px;
  object-fit: contain;
  filter: grayscale(1);
  opacity: 0.75;
  transition:
    filter 0.2s ease,
    opacity 0.2s ease;
  &:hover {
    filter: none;
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding-top: 20px;
  border-top: 1px solid var(--color-border);
`;

const Notes = styled.div`
  display: grid;
  gap: 6px;
`;

const Currency = styled.p`
  margin: 0;
  color: var(--color-text);
  font-weight: 600;
`;

const Responsible = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
`;

const AgeBadge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 2px solid var(--color-danger);
  color: var(--color-danger);
  font-weight: 800;
  font-size: 13px;
`;

const FooterLinks = styled.nav`
  display: flex;
  gap: 16px;
  & a {
    color: var(--color-text-muted);
  }
`;

/** The vendor logos are drawn when the footer comes within this distance of the screen. */
const VENDORS_MARGIN = '600px 0px';

/** The platform's vendor art is 240x96; these attributes give the image its shape before it loads. */
const VENDOR_LOGO_WIDTH_PX = 240;
const VENDOR_LOGO_HEIGHT_PX = 96;

/**
 * True once the footer nears the screen, then for good. The footer sits below every home section, and
 * its hundred-odd vendor logos drawn with the first render were work (render, layout) the page paid
 * while it loaded for something a visitor sees only at the end. Without IntersectionObserver (old
 * browsers, tests) it is near at once.
 */
function useNearScreen(target: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: VENDORS_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}

export function Footer() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useContentLanguage();
  const menus = useGameMenus();
  const wrapper = useRef<HTMLElement>(null);
  const near = useNearScreen(wrapper);
  const groups = useMemo(() => (near ? buildVendorGroups(menus.data?.categories ?? []) : []), [menus.data, near]);
  // A year is written without grouping: 2026, not 2,026.
  const year = new Intl.NumberFormat(NUMBER_LOCALE[language], { useGrouping: false }).format(new Date().getFullYear());
  return (
    <Wrapper ref={wrapper} data-testid="footer">
      <Inner>
        {groups.length > 0 ? (
          <section aria-label={t('shell:footer.vendors')} data-testid="footer-vendors">
            <Groups>
              {groups.map((group) => (
                <Group key={group.gameType} data-testid={`footer-vendors-${group.gameType}`}>
                  <GroupTitle>{t(`common:gameType.${group.gameType}`)}</GroupTitle>
                  <Logos>
                    {group.vendors.map((vendor) => (
                      <li key={vendor.vassalage}>
                        {/* The name is the logo's alt for a reader and its title for a pointer. */}
                        <Logo src={vendor.iconUrl} alt={vendor.name} title={vendor.name} width={VENDOR_LOGO_WIDTH_PX} height={VENDOR_LOGO_HEIGHT_PX} loading="lazy" decoding="async" />
                      </li>
                    ))}
                  </Logos>
                </Group>
              ))}
            </Groups>
          </section>
        ) : null}
        <Bottom>
          <Notes>
            <Currency data-testid="footer-currency">
              {t('shell:footer.currency', { code: brand.currency.code, symbol: brand.currency.symbol })}
            </Currency>
            <Responsible>
              <AgeBadge aria-hidden="true">{formatInteger(AGE_GATE_YEARS, language)}+</AgeBadge>
              <ShieldIcon />
              {t('shell:footer.responsible', { age: formatInteger(AGE_GATE_YEARS, language) })}
            </Responsible>
          </Notes>
          <Notes>
            <FooterLinks aria-label={t('shell:footer.links')}>
              <Link to="/help">{t('shell:routes.help')}</Link>
              <Link to="/help#term">{t('shell:footer.terms')}</Link>
              <Link to="/promotions">{t('shell:nav.promotions')}</Link>
              {/* The licences of what the game art is drawn from ask to be shown with it (decision 0040). */}
              <a href={ART_CREDITS_URL} data-testid="footer-art-credits">
                {t('shell:footer.artCredits')}
              </a>
            </FooterLinks>
            <span>{t('shell:footer.copyright', { year, brand: brand.displayName })}</span>
          </Notes>
        </Bottom>
      </Inner>
    </Wrapper>
  );
}

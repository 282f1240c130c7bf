import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedEnvelopeMenu } from '@croupier/feature-red-envelope/menu';
import { Badge } from '@croupier/ui';
import { GiftIcon } from '../../icons/icons';

interface MenuLinkProps {
  to: string;
  end?: boolean;
  children: ReactNode;
  'data-testid'?: string;
  'data-open-count'?: number;
}

/**
 * Red envelopes (decision 0043): an entry for members while a pool is open or due, with how many they
 * can open now. Loaded after the first paint, and for members only: a guest's first page carries none
 * of it (its hook, the badge), so the first route's script does not grow with it.
 */
export function RedEnvelopeEntry({ Link }: { Link: ComponentType<MenuLinkProps> }) {
  const { t } = useTranslation();
  const { visible, openCount } = useRedEnvelopeMenu(true);
  if (!visible) return null;
  return (
    <li>
      <Link to="/red-envelope" end data-testid="side-menu-red-envelope" data-open-count={openCount}>
        <GiftIcon />
        {t('shell:routes.redEnvelope')}
        <Badge count={openCount} />
      </Link>
    </li>
  );
}

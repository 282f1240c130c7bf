import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@croupier/ui';

const Trail = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  align-items: center;
  font-size: 14px;
  & li + li::before {
    content: '›';
    margin-inline-end: 4px;
    color: ${vars.colorTextMuted};
  }
`;

const Crumb = styled.button`
  border: 0;
  padding: 4px 6px;
  border-radius: 6px;
  background: transparent;
  color: ${vars.colorPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  &:hover {
    background: color-mix(in srgb, ${vars.colorPrimary} 12%, transparent);
  }
`;

/** The way down the tree: the agent's own team first, then each agent drilled into; the last is where the list is. */
export function Breadcrumbs({ path, onGo }: { path: readonly string[]; onGo: (depth: number) => void }) {
  const { t } = useTranslation('agent');
  const names = [t('downlines.myTeam'), ...path];
  return (
    <nav aria-label={t('downlines.trail')}>
      <Trail data-testid="agent-breadcrumbs">
        {names.map((name, depth) => (
          <li key={`${depth}-${name}`}>
            {depth === names.length - 1 ? (
              <strong aria-current="location">{name}</strong>
            ) : (
              <Crumb type="button" onClick={() => onGo(depth)} data-testid="agent-breadcrumb">
                {name}
              </Crumb>
            )}
          </li>
        ))}
      </Trail>
    </nav>
  );
}

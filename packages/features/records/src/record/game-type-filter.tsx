import { useTranslation } from 'react-i18next';
import { GAME_TYPES, isGameType, type GameType } from '@croupier/domain';
import { Select } from '@croupier/ui';

const ALL = 'ALL';

/** Every game type of the catalogue, or all of them. */
export function GameTypeFilter({ value, onChange }: { value: GameType | null; onChange: (gameType: GameType | null) => void }) {
  const { t } = useTranslation('records');
  const options = [{ value: ALL, label: t('filter.allTypes') }, ...GAME_TYPES.map((type) => ({ value: type, label: t(`common:gameType.${type}`) }))];
  return (
    <Select
      label={t('filter.gameType')}
      options={options}
      value={value ?? ALL}
      onChange={(next) => onChange(isGameType(next) ? next : null)}
      data-testid="records-game-type"
    />
  );
}

import { useTranslation } from 'react-i18next';
import { GAME_TYPES, isGameType, type GameType } from '@croupier/domain';
import { Select } from '@croupier/ui';

export function GameTypeSelect({ value, onChange }: { value: GameType | null; onChange: (gameType: GameType | null) => void }) {
  const { t } = useTranslation('agent');
  const options = [{ value: '', label: t('teamBets.allTypes') }, ...GAME_TYPES.map((type) => ({ value: type, label: t(`common:gameType.${type}`) }))];
  return (
    <Select
      label={t('teamBets.gameType')}
      options={options}
      value={value ?? ''}
      onChange={(next) => onChange(isGameType(next) ? next : null)}
      data-testid="agent-game-type"
    />
  );
}

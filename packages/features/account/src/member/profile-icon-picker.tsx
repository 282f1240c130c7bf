import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { setProfileIcon, type MemberInfo } from '@croupier/contract';
import { formatInteger } from '@croupier/i18n';
import { useApiClient } from '@croupier/api-client/react';
import { focusRing, Message, mix, vars } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { memberInfoQueryKey } from '../environment/member-info-key';
import { useErrorMessage } from '../errors/use-error-message';
import { useLanguage } from '../parts/use-language';
import { PROFILE_ICON_IDS, ProfileIcon } from './profile-icons';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(56px, 1fr));
  gap: 10px;
`;

const Choice = styled.button<{ $chosen: boolean }>`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  padding: 4px;
  border-radius: 50%;
  border: 2px solid ${({ $chosen }) => ($chosen ? vars.colorAccent : 'transparent')};
  background: ${({ $chosen }) => ($chosen ? mix('colorAccent', 14) : 'transparent')};
  cursor: pointer;
  transition: transform 120ms ease;
  &:hover {
    transform: scale(1.06);
  }
  &:disabled {
    cursor: progress;
  }
  ${focusRing}
`;

/** The security centre's icon picker: PUT /wps/member/info/icon, and the member info follows at once. */
export function ProfileIconPicker({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('account');
  const { token } = useAccountEnvironment();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const language = useLanguage();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function choose(iconId: number) {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await client.callApi(setProfileIcon, { body: { iconId } });
      queryClient.setQueryData<MemberInfo>(memberInfoQueryKey(token), (current) => (current ? { ...current, iconId: saved.iconId } : current));
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  }
  return (
    <div>
      <Grid role="radiogroup" aria-label={t('security.icon.title')} data-testid="profile-icon-picker">
        {PROFILE_ICON_IDS.map((iconId) => {
          const chosen = member.iconId === iconId;
          return (
            <Choice
              key={iconId}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={t('security.icon.choose', { number: formatInteger(iconId + 1, language) })}
              $chosen={chosen}
              disabled={saving}
              onClick={() => void choose(iconId)}
              data-testid={`profile-icon-${iconId}`}
            >
              <ProfileIcon iconId={iconId} sizePx={44} />
            </Choice>
          );
        })}
      </Grid>
      {failure ? (
        <Message tone="error" announce style={{ marginTop: 12 }}>
          {errorMessage(failure)}
        </Message>
      ) : null}
    </div>
  );
}

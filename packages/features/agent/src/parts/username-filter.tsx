import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_USERNAME_MAX_LENGTH } from '@croupier/domain';
import { Button, Input } from '@croupier/ui';
import styled from 'styled-components';

/**
 * The name field takes the room Apply leaves it, never less than nothing: on a phone it used to keep
 * its natural width and run under the button.
 */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  align-items: end;
  flex: 1 1 260px;
  max-width: 440px;
`;

/**
 * One team member's rows only: applied when the agent asks, not at every key, so a half-typed name
 * never asks the server about a member that is not in the team.
 */
export function UsernameFilter({ value, onChange }: { value: string | null; onChange: (username: string | null) => void }) {
  const { t } = useTranslation('agent');
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    onChange(trimmed === '' ? null : trimmed);
  };
  return (
    <Form role="search" onSubmit={submit} data-testid="agent-username-filter">
      <Input
        label={t('report.username')}
        placeholder={t('report.usernameAll')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={AGENT_USERNAME_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="agent-username-filter-input"
      />
      <Button type="submit" variant="secondary" data-testid="agent-username-filter-apply">
        {t('report.apply')}
      </Button>
    </Form>
  );
}

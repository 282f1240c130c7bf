import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { createDownlineAccount, getAgentDownlines, getAgentTeamOverview, getRegisterSettings, type CreatedDownline } from '@croupier/contract';
import { isApiError } from '@croupier/api-client';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';
import { isLanguage, type DownlineAccountKind } from '@croupier/domain';
import { Button, Form, Input, Message, SegmentedControl } from '@croupier/ui';
import { validateFields, validationMessage } from '@croupier/validation';
import { useErrorText } from '../parts/error-text';
import { downlineFieldRule } from './register-rules';

type Field = 'username' | 'password' | 'confirmPassword';
type Problems = Partial<Record<Field, string>>;

const SETTINGS_STALE_MS = 10 * 60_000;

/**
 * A new direct downline: player or agent, a username and an initial password under the brand's
 * register rules, with the register form's messages. The account must change the password at its
 * first login, which the answer confirms.
 */
export function CreateDownlineForm() {
  const { t, i18n } = useTranslation('agent');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const settings = useCallQuery(getRegisterSettings, undefined, { staleTime: SETTINGS_STALE_MS });
  const [kind, setKind] = useState<DownlineAccountKind>('player');
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', confirmPassword: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  const [pending, setPending] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
    setCreated(null);
  };

  const check = (): Problems => {
    const issues = validateFields<Field>(values, {
      username: downlineFieldRule(settings.data, 'username'),
      password: downlineFieldRule(settings.data, 'password'),
      confirmPassword: { patternId: '*', minLength: 0, maxLength: 128, required: true },
    });
    const found: Problems = {};
    for (const field of Object.keys(issues) as Field[]) {
      const issue = issues[field];
      if (issue) found[field] = validationMessage(issue, language);
    }
    // SPEC §5: confirmation required and equal to the password, else "inconsistent twice".
    if (!found.confirmPassword && values.confirmPassword !== values.password) found.confirmPassword = t('register.mismatch');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = check();
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const answer = await client.callApi(createDownlineAccount, { secret: { kind, username: values.username.trim(), password: values.password, confirmPassword: values.confirmPassword } });
      setCreated(answer.account);
      setValues({ username: '', password: '', confirmPassword: '' });
      void queryClient.invalidateQueries({ queryKey: [getAgentDownlines.name] });
      void queryClient.invalidateQueries({ queryKey: [getAgentTeamOverview.name] });
    } catch (error) {
      if (isApiError(error) && error.code === 'USERNAME_TAKEN') {
        setProblems({ username: errorText(error) });
      } else if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.fields.length > 0) {
        const fromServer: Problems = {};
        for (const fieldError of error.fields) {
          const field = (['username', 'password', 'confirmPassword'] as const).find((name) => fieldError.field === name || fieldError.field.endsWith(`.${name}`));
          if (field) fromServer[field] = fieldError.message;
        }
        setProblems(fromServer);
        if (Object.keys(fromServer).length === 0) setFailure(errorText(error));
      } else {
        setFailure(errorText(error));
      }
    } finally {
      setPending(false);
    }
  };

  const kinds = [
    { value: 'player' as const, label: t('register.player'), testId: 'agent-register-kind-player' },
    { value: 'agent' as const, label: t('register.agent'), testId: 'agent-register-kind-agent' },
  ];
  return (
    <Form maxWidthPx={460} noValidate onSubmit={(event) => void submit(event)} data-testid="agent-register-form">
      <SegmentedControl label={t('register.kind')} options={kinds} value={kind} onChange={setKind} />
      <Input
        label={t('register.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={(event) => change('username')(event.target.value)}
        error={problems.username}
        data-testid="agent-register-username"
      />
      <Input
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => change('password')(event.target.value)}
        hint={t('register.passwordHint')}
        error={problems.password}
        data-testid="agent-register-password"
      />
      <Input
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => change('confirmPassword')(event.target.value)}
        error={problems.confirmPassword}
        data-testid="agent-register-confirm"
      />
      {failure ? (
        <Message variant="text" tone="error" announce data-testid="agent-register-error">
          {failure}
        </Message>
      ) : null}
      {created ? (
        <Message variant="text" tone="success" announce data-testid="agent-register-created">
          {t(created.kind === 'agent' ? 'register.createdAgent' : 'register.createdPlayer', { username: created.username })}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" loading={pending} data-testid="agent-register-submit">
        {t('register.submit')}
      </Button>
    </Form>
  );
}

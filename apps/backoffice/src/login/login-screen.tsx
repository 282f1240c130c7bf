import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, vars } from '@croupier/ui';
import { loadSessionCalls } from '../api/session-calls';
import { useConsoleContext } from '../console-context';
import { Alert, Muted } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { useSession } from '../session/use-session';

const Frame = styled.main`
  display: grid;
  min-height: 100vh;
  place-items: center;
  padding: 24px;
`;

const Card = styled.form`
  display: grid;
  gap: 16px;
  width: min(400px, 100%);
  padding: 28px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
`;

/** Where a login goes on: the page the operator was sent away from, or the brands. */
function nextPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login') ? from : '/';
}

export function LoginScreen() {
  const { t } = useConsoleText();
  const { apiClient, session } = useConsoleContext();
  const signedIn = useSession((state) => state.token !== null);
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const login = useMutation({
    mutationFn: async (body: { username: string; password: string }) => apiClient.callApi((await loadSessionCalls()).boLogin, { body }),
    onSuccess: ({ token, operator }) => {
      session.getState().begin(token, operator);
      void navigate(nextPath(location.state), { replace: true });
    },
  });

  if (signedIn && !login.isSuccess) return <Navigate to={nextPath(location.state)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    setMissing(name === '' || password === '');
    if (name === '' || password === '') return;
    login.mutate({ username: name, password });
  };

  return (
    <Frame>
      <Card onSubmit={submit} noValidate aria-labelledby="console-login-heading">
        <Heading id="console-login-heading">{t('login.heading')}</Heading>
        <Muted>{t('login.intro')}</Muted>
        <Input label={t('login.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={username} onChange={(event) => setUsername(event.target.value)} />
        <Input label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        {missing ? <Alert role="alert">{t('login.required')}</Alert> : null}
        {login.isError ? <Alert role="alert">{refusalText(t, login.error)}</Alert> : null}
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Card>
    </Frame>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clientSeedProblem } from '@croupier/provably-fair';
import { formatInteger } from '@croupier/i18n';
import { Button, Input } from '@croupier/ui';
import { canBet, useOriginalsEnvironment } from '../environment/originals-environment';
import { errorKeyOf } from '../parts/error-key';
import { Card, Facts, Form, Hash, Message, Note, SectionTitle } from '../parts/page.styles';
import { useLanguage } from '../parts/use-language';
import { VERIFY_PATH } from '../verify/verify-path';
import { useFairness, useRotateSeeds } from './use-fairness';

function RotateForm({ currentClientSeed }: { currentClientSeed: string }) {
  const { t } = useTranslation('originals');
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState(currentClientSeed);
  const [touched, setTouched] = useState(false);
  useEffect(() => setClientSeed(currentClientSeed), [currentClientSeed]);
  const problem = clientSeedProblem(clientSeed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    rotate.mutate(clientSeed);
  };
  const revealed = rotate.data?.revealed;
  return (
    <Form onSubmit={submit} noValidate data-testid="fairness-rotate-form">
      <Input
        label={t('fairness.clientSeed')}
        value={clientSeed}
        maxLength={64}
        onChange={(event) => setClientSeed(event.target.value)}
        error={touched && problem ? t(`fairness.seedProblem.${problem}`) : undefined}
        data-testid="fairness-client-seed"
      />
      <Button type="submit" variant="secondary" loading={rotate.isPending} data-testid="fairness-rotate">
        {t('fairness.rotate')}
      </Button>
      {rotate.error ? (
        <Message $tone="error" role="alert" data-testid="fairness-rotate-error">
          {t(errorKeyOf(rotate.error))}
        </Message>
      ) : null}
      {revealed ? (
        <Message $tone="success" data-testid="fairness-revealed">
          {t('fairness.revealed', { count: revealed.noncesUsed })} <Hash data-testid="fairness-revealed-seed">{revealed.serverSeed}</Hash>
        </Message>
      ) : null}
    </Form>
  );
}

/** The seed pair behind the next round, and rotation, which reveals the seed of the rounds played. */
export function FairnessPanel() {
  const { t } = useTranslation('originals');
  const environment = useOriginalsEnvironment();
  const language = useLanguage();
  const fairness = useFairness();
  return (
    <Card aria-labelledby="fairness-title" data-testid="fairness-panel">
      <SectionTitle id="fairness-title">{t('fairness.title')}</SectionTitle>
      {!canBet(environment) ? <Note>{t('fairness.loginToSee')}</Note> : null}
      {fairness.data ? (
        <>
          <Facts>
            <dt>{t('fairness.serverSeedHash')}</dt>
            <dd>
              <Hash data-testid="fairness-server-seed-hash">{fairness.data.serverSeedHash}</Hash>
            </dd>
            <dt>{t('fairness.nonce')}</dt>
            <dd data-testid="fairness-nonce" data-nonce={fairness.data.nonce}>
              {formatInteger(fairness.data.nonce, language)}
            </dd>
          </Facts>
          <RotateForm currentClientSeed={fairness.data.clientSeed} />
        </>
      ) : null}
      <Note>
        <Link to={VERIFY_PATH}>{t('fairness.verifierLink')}</Link>
      </Note>
    </Card>
  );
}

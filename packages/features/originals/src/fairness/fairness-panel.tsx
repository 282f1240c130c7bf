import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clientSeedProblem } from '@croupier/provably-fair';
import { formatInteger } from '@croupier/i18n';
import { Button, Dialog, Form, Input, Message, Note, SectionTitle } from '@croupier/ui';
import { canBet, useOriginalsEnvironment } from '../environment/originals-environment';
import { errorKeyOf } from '../parts/error-key';
import { Card, Facts, Hash } from '../parts/page.styles';
import { useLanguage } from '../parts/use-language';
import { FAIRNESS_PATH } from '../fairness-page/fairness-path';
import { VERIFY_PATH } from '../verify/verify-path';
import { useFairness, useRotateSeeds } from './use-fairness';

function RotateForm({ currentClientSeed }: { currentClientSeed: string }) {
  const { t } = useTranslation('originals');
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState(currentClientSeed);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setClientSeed(currentClientSeed), [currentClientSeed]);
  const problem = clientSeedProblem(clientSeed);
  // Rotation reveals the seed and restarts the nonce: one stray click must not do it, so it is confirmed first.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setConfirming(true);
  };
  const revealed = rotate.data?.revealed;
  return (
    <Form spacing="tight" onSubmit={submit} noValidate data-testid="fairness-rotate-form">
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
        <Message tone="error" announce data-testid="fairness-rotate-error">
          {t(errorKeyOf(rotate.error))}
        </Message>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('fairness.confirmTitle')}
        size="small"
        buttons={[
          { label: t('fairness.confirmCancel'), variant: 'secondary' },
          { label: t('fairness.confirmRotate'), onClick: () => rotate.mutate(clientSeed) },
        ]}
      >
        <p data-testid="fairness-confirm-text">{t('fairness.confirmText', { clientSeed })}</p>
      </Dialog>
      {revealed ? (
        <Message tone="success" data-testid="fairness-revealed">
          {t('fairness.revealed', { count: revealed.noncesUsed })} <Hash data-testid="fairness-revealed-seed">{revealed.serverSeed}</Hash>
        </Message>
      ) : null}
    </Form>
  );
}

/** Where every game's algorithm is published, and where any round is checked. */
export function FairnessLinks() {
  const { t } = useTranslation('originals');
  return (
    <Note>
      <Link to={FAIRNESS_PATH} data-testid="fairness-page-link">
        {t('fairness.howItWorks')}
      </Link>
      {' · '}
      <Link to={VERIFY_PATH}>{t('fairness.verifierLink')}</Link>
    </Note>
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
      <FairnessLinks />
    </Card>
  );
}

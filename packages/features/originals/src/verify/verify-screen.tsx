import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Form, Input, Message, Note, Spinner } from '@croupier/ui';
import { canBet, useOriginalsEnvironment } from '../environment/originals-environment';
import { errorKeyOf } from '../parts/error-key';
import { Card, Page, Title } from '../parts/page.styles';
import { recomputeRound } from './recompute';
import { RoundFacts } from './round-facts';
import { isRoundId, useRound } from './use-round';
import { Verdict } from './verdict';

function RoundCheck({ roundId }: { roundId: string }) {
  const { t } = useTranslation('originals');
  const round = useRound(roundId);
  // Recomputing hashes up to a whole chain's worth for Crash: once per answer, not per render.
  const recomputation = useMemo(() => (round.data ? recomputeRound(round.data) : null), [round.data]);
  if (round.error) {
    return (
      <Message tone="error" announce data-testid="verify-error">
        {t(errorKeyOf(round.error))}
      </Message>
    );
  }
  if (!round.data || !recomputation) return <Spinner />;
  return (
    <Card data-testid="verify-round" data-game={round.data.game}>
      <RoundFacts round={round.data} />
      <Verdict recomputation={recomputation} />
      <Note>
        <a href={`data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(round.data))}`} download={`round-${roundId}.json`} data-testid="verify-download-round">
          {t('verify.downloadRound')}
        </a>{' '}
        {t('verify.downloadRoundHint')}
      </Note>
    </Card>
  );
}

/** /bgs/verify?round=<id>: any in-house round worked out again in the browser from its published seeds. */
export function VerifyScreen() {
  const { t } = useTranslation('originals');
  const environment = useOriginalsEnvironment();
  const [search, setSearch] = useSearchParams();
  const roundId = search.get('round');
  const [typed, setTyped] = useState(roundId ?? '');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const id = typed.trim();
    if (isRoundId(id)) setSearch({ round: id });
  };
  return (
    <Page data-testid="verify-page">
      <Title>{t('verify.title')}</Title>
      <Card>
        <Note>{t('verify.intro')}</Note>
        <Form spacing="tight" onSubmit={submit} noValidate>
          <Input
            label={t('verify.roundId')}
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={tried && !isRoundId(typed.trim()) ? t('verify.roundIdProblem') : undefined}
            data-testid="verify-round-id"
          />
          <Button type="submit" data-testid="verify-submit">
            {t('verify.submit')}
          </Button>
        </Form>
      </Card>
      {!canBet(environment) ? <Message tone="info">{t('verify.loginNeeded')}</Message> : null}
      {roundId && isRoundId(roundId) && canBet(environment) ? <RoundCheck key={roundId} roundId={roundId} /> : null}
    </Page>
  );
}

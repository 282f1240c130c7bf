import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAccountEnvironment } from '../environment/account-environment';

/**
 * A sentence with the terms link inside it (SPEC §2: terms at /help#term). The dictionary gives the
 * words before, the link and the words after, so each language can put the link where it belongs.
 */
export function TermsSentence({ section, testId }: { section: 'login' | 'register'; testId: string }) {
  const { t } = useTranslation('account');
  const { closePopup } = useAccountEnvironment();
  return (
    <>
      {t(`${section}.terms.before`)}
      <Link to="/help#term" onClick={closePopup} data-testid={testId}>
        {t(`${section}.terms.link`)}
      </Link>
      {t(`${section}.terms.after`)}
    </>
  );
}

import { Link } from 'react-router-dom';
import { Alert, ConsolePage } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';

export function NotFoundScreen() {
  const { t } = useConsoleText();
  return (
    <ConsolePage>
      <Alert role="alert">{t('errors.NOT_FOUND')}</Alert>
      <Link to="/">{t('brands.back')}</Link>
    </ConsolePage>
  );
}

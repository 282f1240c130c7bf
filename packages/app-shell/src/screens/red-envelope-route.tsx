import { RedEnvelopeScreen } from '@croupier/feature-red-envelope';
import { useBrand } from '../brand/brand-context';
import { ScreenSuspense } from '../parts/screen-suspense';

export function RedEnvelopeRoute() {
  const brand = useBrand();
  return (
    <div data-screen="redEnvelope">
      <ScreenSuspense>
        <RedEnvelopeScreen currency={brand.currency} timeZone={brand.timeZone} />
      </ScreenSuspense>
    </div>
  );
}

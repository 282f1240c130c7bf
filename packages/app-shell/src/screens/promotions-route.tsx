import { useParams } from 'react-router-dom';
import { PromotionDetailScreen, PromotionsEnvironmentProvider, PromotionsScreen } from '@croupier/feature-promotions';
import { ScreenSuspense } from '../parts/screen-suspense';
import { NotFoundScreen } from './not-found-screen';
import { usePromotionsEnvironmentValue } from './promotions-environment';

/** SPEC §2 /promotions. `data-screen="promotions"` is what the layout journeys look for. */
export function PromotionsRoute() {
  const environment = usePromotionsEnvironmentValue();
  return (
    <div data-screen="promotions">
      <PromotionsEnvironmentProvider environment={environment}>
        <ScreenSuspense>
          <PromotionsScreen />
        </ScreenSuspense>
      </PromotionsEnvironmentProvider>
    </div>
  );
}

const PROMOTION_ID = /^[1-9][0-9]{0,17}$/;

/** /promotions/:promotionId: a promotion's own page; an id that cannot be one is the not-found page. */
export function PromotionDetailRoute() {
  const environment = usePromotionsEnvironmentValue();
  const { promotionId = '' } = useParams();
  if (!PROMOTION_ID.test(promotionId)) return <NotFoundScreen />;
  return (
    <div data-screen="promotionDetail">
      <PromotionsEnvironmentProvider environment={environment}>
        <ScreenSuspense>
          <PromotionDetailScreen key={promotionId} promotionId={promotionId} />
        </ScreenSuspense>
      </PromotionsEnvironmentProvider>
    </div>
  );
}

import { PromotionsEnvironmentProvider, RewardCentreScreen } from '@croupier/feature-promotions';
import { useBrand } from '../brand/brand-context';
import { usePromotionsEnvironmentValue } from './promotions-environment';

/** The member centre's reward centre, a chunk of its own with the promotions feature. */
export function RewardCentrePage() {
  const brand = useBrand();
  const environment = usePromotionsEnvironmentValue();
  return (
    <div data-screen="member.rewardCenter">
      <PromotionsEnvironmentProvider environment={environment}>
        <RewardCentreScreen currency={brand.currency} manualRebate={brand.features.manualRebate} />
      </PromotionsEnvironmentProvider>
    </div>
  );
}

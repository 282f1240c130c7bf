export { PromotionsScreen } from './list/promotions-screen';
export { PromotionDetailScreen } from './detail/promotion-detail-screen';
export { RewardCentreScreen, type RewardCentreScreenProps } from './reward-centre/reward-centre-screen';
export { PromotionsEnvironmentProvider, type PromotionPaths, type PromotionsEnvironment } from './parts/environment';
export { PromotionBanner, type PromotionBannerProps } from './parts/promotion-banner';
export { PROMOTION_MESSAGE_CODES, promotionErrorText } from './parts/error-text';

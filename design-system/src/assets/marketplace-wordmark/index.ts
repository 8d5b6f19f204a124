export {
  MARKETPLACE_IDS,
  MARKETPLACES,
  type MarketplaceId,
  MarketplaceWordmark,
  type MarketplaceWordmarkProps,
  marketplaceWordmarkVariants,
} from './marketplace-wordmark';

export * from './dashboard-illustration';
export * from './marketplace-wordmark';

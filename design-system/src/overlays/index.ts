export * from './consent-banner';
export * from './dialog';
export * from './site-switch-dialog';
export * from './toast';

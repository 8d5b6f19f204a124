export { CtaBanner, type CtaBannerProps } from './cta-banner';

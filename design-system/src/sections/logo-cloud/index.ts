export { LogoCloud, type LogoCloudItem, type LogoCloudProps } from './logo-cloud';

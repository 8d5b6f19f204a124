export { Footer, type FooterColumn, type FooterProps, type SocialLink } from './footer';

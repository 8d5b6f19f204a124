export { PhoneHeader, type PhoneHeaderProps } from './phone-header';

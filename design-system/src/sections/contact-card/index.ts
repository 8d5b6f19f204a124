export {
  CONTACT_CHANNELS,
  ContactCard,
  type ContactCardLabels,
  type ContactCardProps,
  type ContactChannel,
  type ContactChannelType,
} from './contact-card';
export { copyText } from './copy-text';

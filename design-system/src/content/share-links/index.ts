export { CopyLinkButton, type CopyLinkButtonProps, type CopyLinkLabels } from './copy-link-button';
export {
  SHARE_NETWORK_NAMES,
  SHARE_NETWORKS,
  ShareLinks,
  type ShareLinksLabels,
  type ShareLinksProps,
  type ShareNetwork,
  shareUrl,
} from './share-links';

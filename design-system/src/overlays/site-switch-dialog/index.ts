export { SiteSwitchDialog, type SiteSwitchDialogProps } from './site-switch-dialog';

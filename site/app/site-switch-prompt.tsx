import { SiteSwitchDialog } from '@sellwise/design-system/overlays';
import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import { type CreateRoot, mountClientUi } from './client-root';

type PromptProps = {
  createRoot: CreateRoot;
  intl: IntlShape;
  mobile: boolean;
  onConfirm: () => void;
  onCloseDontRemind: () => void;
};

function SiteSwitchPrompt({ intl, mobile, onConfirm, onCloseDontRemind }: PromptProps) {
  const [open, setOpen] = useState(true);
  const t = (id: string) => intl.formatMessage({ id: `pages.common.${id}` });
  return (
    <SiteSwitchDialog
      open={open}
      onOpenChange={setOpen}
      device={mobile ? 'phone' : 'desktop'}
      title={t('html_warm_tips')}
      description={t('html_recommended_pro_new')}
      hint={t('html_not_in_china_close_tip')}
      confirmLabel={t('html_jump_now')}
      dismissLabel={t('html_close_not_remind')}
      labels={{ close: t('form.close') }}
      onConfirm={onConfirm}
      onClose={() => {}}
      onDismiss={onCloseDontRemind}
    />
  );
}

/** The site-switch prompt of spec §4, opened once the check said yes. */
export function showSiteSwitchPrompt(props: PromptProps): void {
  mountClientUi(props.createRoot, 'site-switch', <SiteSwitchPrompt {...props} />);
}

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
      warmTips={t('html_warm_tips')}
      recommendedProNew={t('html_recommended_pro_new')}
      notInChinaCloseTip={t('html_not_in_china_close_tip')}
      jumpNow={t('html_jump_now')}
      closeNotRemind={t('html_close_not_remind')}
      labels={{ close: t('form.close') }}
      onConfirm={onConfirm}
      onClose={() => {}}
      onCloseDontRemind={onCloseDontRemind}
    />
  );
}

/** The site-switch prompt of spec §4, opened once the check said yes. */
export function showSiteSwitchPrompt(props: PromptProps): void {
  mountClientUi(props.createRoot, 'site-switch', <SiteSwitchPrompt {...props} />);
}

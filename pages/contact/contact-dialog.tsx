import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@sellwise/design-system/overlays';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@sellwise/design-system/primitives';
import { MessageCircle, MessageSquareText } from 'lucide-react';
import type * as React from 'react';
import { useIntl } from 'react-intl';
import { ContactChannels } from './contact-channels';
import { FeedbackForm } from './feedback-form';

export type ContactTab = 'chat' | 'feedback';

export type ContactDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes (the launcher that opened it). */
  returnFocus?: React.RefObject<HTMLElement | null>;
  defaultTab?: ContactTab;
  /** The address sent with feedback: the page the visitor is on. */
  pageUrl?: () => string;
};

const D = 'pages.contact';

/** "Contact us": the chat channels with their QR codes, and the feedback form, as two tabs. */
export function ContactDialog({
  open,
  onOpenChange,
  returnFocus,
  defaultTab = 'chat',
  pageUrl = () => window.location.href,
}: ContactDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `${D}.${id}` });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="responsive"
        size="lg"
        labels={{ close: t('dialog.close') }}
        data-slot="contact-dialog"
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <div className="flex flex-col gap-1">
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription size="sm">{t('dialog.description')}</DialogDescription>
        </div>
        <Tabs defaultValue={defaultTab}>
          <TabsList className="w-full">
            <TabsTrigger value="chat">
              <MessageCircle aria-hidden="true" />
              {t('tabs.chat')}
            </TabsTrigger>
            <TabsTrigger value="feedback">
              <MessageSquareText aria-hidden="true" />
              {t('tabs.feedback')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="chat">
            <ContactChannels />
          </TabsContent>
          <TabsContent value="feedback">
            <FeedbackForm pageUrl={pageUrl} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

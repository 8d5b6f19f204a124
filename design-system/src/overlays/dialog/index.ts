export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  type DialogTitleProps,
  DialogTrigger,
  dialogContentVariants,
  dialogOverlayClass,
} from './dialog';

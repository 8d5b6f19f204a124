export { Toast, Toaster, type ToasterProps, type ToastProps, toastVariants, useToast } from './toast';
export {
  createToaster,
  type Toaster as ToastQueue,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
  toast,
  toaster,
} from './toast-store';

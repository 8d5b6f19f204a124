import { qrCodeDownloadConfig } from './app-config';
import { configPage } from './app-page';

/** /m/qrCodeDownload.htm, where the app's QR code leads: both store buttons and sign-up. */
export const qrCodeDownloadPage = configPage(qrCodeDownloadConfig);
export const QrCodeDownloadPage = qrCodeDownloadPage.Page;

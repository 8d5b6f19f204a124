export {
  APP_STORES,
  AppDownload,
  type AppDownloadProps,
  type AppStoreId,
  type AppStoreLink,
} from './app-download';

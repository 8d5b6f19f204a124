export { AuthLayout, type AuthLayoutProps } from './auth-layout';

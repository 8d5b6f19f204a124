export { LanguageSwitcher, type LanguageSwitcherProps, languageSwitcherVariants } from './language-switcher';

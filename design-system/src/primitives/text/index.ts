export { Text, type TextProps, textVariants } from './text';

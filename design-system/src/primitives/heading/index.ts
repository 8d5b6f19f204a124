export { Heading, type HeadingProps, headingVariants } from './heading';

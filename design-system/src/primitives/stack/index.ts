export { Grid, type GridProps, gridVariants, Stack, type StackProps, stackVariants } from './stack';

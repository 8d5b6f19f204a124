export { RadioGroup, type RadioGroupProps, type RadioOption, radioGroupVariants } from './radio-group';

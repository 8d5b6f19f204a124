export { type StepItem, Steps, type StepsProps } from './steps';

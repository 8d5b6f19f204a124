export { defaultTextareaLabels, Textarea, type TextareaLabels, type TextareaProps } from './textarea';

export {
  FeedbackPrompt,
  type FeedbackPromptLabels,
  type FeedbackPromptProps,
  type FeedbackResult,
} from './feedback-prompt';

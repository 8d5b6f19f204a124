import {
  choiceSchema,
  FEEDBACK_TYPES,
  FIELD_MESSAGES,
  requiredTextField,
  TEXT_MAX,
  TEXT_MIN,
  textField,
} from '@sellwise/api/contract/fields';
import { z } from 'zod';

export { FEEDBACK_TYPES };
export const FEEDBACK_MIN = TEXT_MIN.feedback;
export const FEEDBACK_MAX = TEXT_MAX.feedback;
export const CONTACT_MAX = TEXT_MAX.feedbackContact;

/** The contract's fields of feedbackRequest; the page address is added when sending. */
export const feedbackSchema = z.object({
  type: choiceSchema(FEEDBACK_TYPES),
  content: requiredTextField(FEEDBACK_MAX, {
    length: FEEDBACK_MIN,
    message: FIELD_MESSAGES.feedbackTooShort,
  }),
  contact: textField(CONTACT_MAX),
});
export type FeedbackValues = z.infer<typeof feedbackSchema>;

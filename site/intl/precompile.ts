import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './catalogues';
import type { ShippedMessages } from './shipped';

const asts = new Map<string, MessageFormatElement[]>();

/** Parses as intl-messageformat does at format time (same locale, tags on), once per text. */
function parseOnce(message: string, locale: string): MessageFormatElement[] {
  const key = `${locale}\u0000${message}`;
  let ast = asts.get(key);
  if (!ast) {
    ast = parse(message, { locale: new Intl.Locale(locale) });
    asts.set(key, ast);
  }
  return ast;
}

const isPlainText = (message: string, ast: MessageFormatElement[]) =>
  ast.length === 0 || (ast.length === 1 && ast[0]?.type === 0 && ast[0].value === message);

/** Server side: splits a page's messages into plain text and precompiled ICU messages. */
export function shipMessages(messages: Messages, locale: string): ShippedMessages {
  const shipped: ShippedMessages = { plain: {}, compiled: {} };
  for (const [id, message] of Object.entries(messages)) {
    const ast = parseOnce(message, locale);
    if (isPlainText(message, ast)) shipped.plain[id] = message;
    else shipped.compiled[id] = ast;
  }
  return shipped;
}

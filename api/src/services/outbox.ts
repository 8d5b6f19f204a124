import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms' | 'captcha';
  subject: string;
  text: string;
  code: string | null;
}
/** A real mail/SMS sender; without one, messages stay in the outbox (development, tests). */
export type Transport = (message: OutboxMessage) => Promise<void>;

type Tx = Pick<Db, 'insert'>;

export const MASK = '••••••';

/**
 * What is stored of a message. In production no code is kept in plain text (a database reader must not be
 * able to use it): the column stays empty and the code is masked in the text; delivery uses the message
 * held in memory. Elsewhere the code is kept so end-to-end tests can read it through /dev/outbox.
 */
export function storedMessage(message: OutboxMessage, production: boolean): OutboxMessage {
  if (!production || message.code === null) return message;
  return { ...message, code: null, text: message.text.split(message.code).join(MASK) };
}

/** Written in the caller's transaction, so a message exists only if the code it carries does. */
export async function enqueue(
  tx: Tx,
  message: OutboxMessage,
  options: { production?: boolean } = {},
): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values(storedMessage(message, options.production ?? false))
    .returning({ id: outbox.id });
  return row!.id;
}

/** Called after commit; a failed delivery leaves sent_at empty (and the message expires with the others). */
export async function deliver(db: Db, transport: Transport | undefined, id: number, message: OutboxMessage) {
  if (!transport || message.channel === 'captcha') return;
  try {
    await transport(message);
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
  } catch (error) {
    console.error('outbox delivery failed', id, error);
  }
}

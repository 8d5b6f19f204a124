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

/** Written in the caller's transaction, so a message exists only if the code it carries does. */
export async function enqueue(tx: Tx, message: OutboxMessage): Promise<number> {
  const [row] = await tx.insert(outbox).values(message).returning({ id: outbox.id });
  return row!.id;
}

/** Called after commit; a failed delivery leaves sent_at empty for a retry job. */
export async function deliver(db: Db, transport: Transport | undefined, id: number, message: OutboxMessage) {
  if (!transport || message.channel === 'captcha') return;
  try {
    await transport(message);
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
  } catch (error) {
    console.error('outbox delivery failed', id, error);
  }
}

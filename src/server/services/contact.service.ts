import type { Db } from '../../../db/client.js';
import type { ContactInput } from '../../shared/schemas/contact.js';

/** Stores a contact message for the admins' inbox (docs/product.md#contact: the form really delivers). */
export async function submitContactMessage(db: Db, input: ContactInput, userId: string | null): Promise<{ id: number }> {
  const row = await db
    .insertInto('contactMessages')
    .values({ ...input, email: input.email.toLowerCase(), itemId: input.itemId ?? null, userId, handled: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

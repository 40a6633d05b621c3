import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { contactMessages } from './contact.tables';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  userId: number | null;
}

export function createContactRepository(db: Db) {
  return {
    async insert(msg: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(msg).returning({ id: contactMessages.id });
      return Number(row.id);
    },

    /** Addresses of active staff and superusers: who reads the contact messages. */
    async staffEmails(): Promise<string[]> {
      const found = await rows<{ email: string }>(
        db,
        sql`select distinct email from users
            where is_active and (is_staff or is_superuser) and email <> ''
            order by email`,
      );
      return found.map((r) => r.email);
    },
  };
}

import type { Database } from '../../db/client';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
  userId: number | null;
}

export function createContactRepository(database: Database) {
  return {
    async insert(msg: NewContactMessage): Promise<number> {
      const [row] = await database.query<{ id: string | number }>(
        `insert into contact_messages (name, email, subject, message, ip, user_id)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [msg.name, msg.email, msg.subject, msg.message, msg.ip, msg.userId],
      );
      return Number(row.id);
    },

    /** Addresses of active staff and superusers: who reads the contact messages. */
    async staffEmails(): Promise<string[]> {
      const rows = await database.query<{ email: string }>(
        `select distinct email from users
         where is_active and (is_staff or is_superuser) and email <> ''
         order by email`,
      );
      return rows.map((r) => r.email);
    },
  };
}

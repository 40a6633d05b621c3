import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { variantFiles } from '../../lib/images';
import type { StoredMessageImage } from './messages.repository';

// Mensagens and the member's LGPD rights: what an account's deletion erases, what the export carries.

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** Rows as JSON values (numbers stay numbers on both engines), like the rest of the export. */
async function jsonRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const list = await rows<{ row: Record<string, unknown> | string }>(
    db,
    sql`select to_jsonb(q) as row from (${query}) q`,
  );
  return list.map((r) => json(r.row));
}

/**
 * Erases what the member wrote (text and photos) before their account goes, and recounts the other
 * sides' unread counters without those messages. The conversations stay for the other people,
 * whose member rows lose the other side (other_id null: "Conta excluída") when the user row goes.
 * Runs in the deletion's transaction; returns the photo files to remove after the commit.
 */
export async function eraseMemberMessages(tx: Db, userId: number): Promise<string[]> {
  const gone = await rows<{ images: StoredMessageImage[] | string }>(
    tx,
    sql`delete from messages where sender_id = ${userId} returning images`,
  );
  await tx.execute(sql`update conversation_members m
                          set unread = (select count(*) from messages x
                                         where x.conversation_id = m.conversation_id
                                           and x.sender_id <> m.user_id and x.read_at is null)
                        where m.other_id = ${userId}`);
  return gone.flatMap((g) => json<StoredMessageImage[]>(g.images).flatMap((i) => variantFiles(i.variants)));
}

/**
 * The export's part about Mensagens: the member's conversations with every message in them (both
 * sides: the talk is theirs too), and the blocks they made (not who blocked them).
 */
export async function exportMemberMessages(db: Db, userId: number): Promise<Record<string, Record<string, unknown>[]>> {
  const [conversations, messages, blocks] = await Promise.all([
    jsonRows(
      db,
      sql`select c.id, a.slug as ad_slug, a.title as ad_title, o.username as other_username,
                 m.unread, m.last_message_at, c.created_at
            from conversation_members m
            join conversations c on c.id = m.conversation_id
            left join ads a on a.id = c.ad_id
            left join users o on o.id = m.other_id
           where m.user_id = ${userId}
           order by c.id`,
    ),
    jsonRows(
      db,
      sql`select x.id, x.conversation_id, (x.sender_id = ${userId}) as mine, x.text, x.images, x.flagged,
                 x.created_at, x.read_at
            from messages x
            join conversation_members m on m.conversation_id = x.conversation_id and m.user_id = ${userId}
           order by x.id`,
    ),
    jsonRows(
      db,
      sql`select u.username as blocked_username, b.created_at
            from user_blocks b join users u on u.id = b.blocked_id
           where b.blocker_id = ${userId}
           order by b.created_at`,
    ),
  ]);
  return { conversations, messages, user_blocks: blocks };
}

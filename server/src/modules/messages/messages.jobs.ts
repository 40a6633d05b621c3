import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import type { Mailer } from '../../lib/mailer';

// Mensagens' background work: the unread-messages e-mail (plugins/jobs.ts runs it every few
// minutes under LOCKS.messageEmails) and the photo references the media janitor keeps.

/** How long a message waits unread before an e-mail tells of it. */
export const EMAIL_AFTER_MINUTES = 15;

interface Due {
  conversation_id: number | string;
  user_id: number | string;
  email: string;
  first_name: string;
  other_name: string | null;
  ad_title: string | null;
  unread: number | string;
}

/**
 * One e-mail per conversation per member per day, when the member has had an unread message there
 * for 15 minutes that never reached an open notifications stream of theirs (a message that did was
 * shown live) and they have not turned these e-mails off (users.message_emails). Each e-mail is
 * claimed (emailed_at) before it is sent, so two runs never send it twice; a failed send is logged
 * by the job and waits for the next day. Returns how many were sent.
 */
export async function sendUnreadMessageEmails(orm: Db, mail: { mailer: Mailer; siteUrl: string }): Promise<number> {
  const due = await rows<Due>(
    orm,
    sql`select m.conversation_id, m.user_id, u.email, u.first_name, o.first_name as other_name,
               a.title as ad_title, m.unread
          from conversation_members m
          join users u on u.id = m.user_id and u.is_active and u.message_emails
          join conversations c on c.id = m.conversation_id
          left join ads a on a.id = c.ad_id
          left join users o on o.id = m.other_id
         where m.unread > 0
           and (m.emailed_at is null or m.emailed_at <= now() - interval '1 day')
           and not exists (select 1 from user_blocks b where b.blocker_id = m.user_id and b.blocked_id = m.other_id)
           and exists (select 1 from messages x
                        where x.conversation_id = m.conversation_id and x.sender_id <> m.user_id
                          and x.read_at is null and x.delivered_at is null
                          and x.created_at <= now() - make_interval(mins => ${EMAIL_AFTER_MINUTES}))
         order by m.conversation_id
         limit 500`,
  );
  let sent = 0;
  for (const d of due) {
    const claimed = await rows<{ user_id: unknown }>(
      orm,
      sql`update conversation_members set emailed_at = now()
           where conversation_id = ${d.conversation_id} and user_id = ${d.user_id}
             and (emailed_at is null or emailed_at <= now() - interval '1 day')
          returning user_id`,
    );
    if (claimed.length === 0) continue;
    const link = `${mail.siteUrl}/messages/${Number(d.conversation_id)}`;
    const who = d.other_name || 'Alguém';
    const about = d.ad_title ? ` sobre "${d.ad_title}"` : '';
    const n = Number(d.unread);
    await mail.mailer.send({
      to: d.email,
      subject: `Você tem ${n === 1 ? 'uma mensagem nova' : `${n} mensagens novas`} na Tribo`,
      text:
        `Olá${d.first_name ? `, ${d.first_name}` : ''}!\n\n` +
        `${who} enviou ${n === 1 ? 'uma mensagem' : `${n} mensagens`}${about} que você ainda não leu.\n\n` +
        `Responda em: ${link}\n\n` +
        'Dica de segurança: nunca pague adiantado por Pix a quem você não conhece.\n\n' +
        'Não quer mais estes avisos? Desligue "Avisar por e-mail sobre mensagens não lidas" em ' +
        `${mail.siteUrl}/profile/edit.\n`,
    });
    sent += 1;
  }
  return sent;
}

/** Every media key ("ads/<uuid>-800.webp") a message photo names: the media janitor keeps them. */
export async function messageImageReferences(orm: Db): Promise<Set<string>> {
  const list = await rows<{ url: string }>(
    orm,
    sql`select v.value as url
          from messages x, jsonb_array_elements(x.images) i, jsonb_each_text(i -> 'variants') v
         where x.images <> '[]'::jsonb`,
  );
  return new Set(list.map((r) => r.url.replace(/^\/media\//, '')));
}

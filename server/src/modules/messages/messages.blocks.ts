import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { rows } from '../../db/rows';
import type { Block } from './messages.schemas';

// Blocks (GET|POST /api/v1/users/blocks/, DELETE …/{username}/): a member stops someone from
// writing to them, and stops writing to them; conversations with people they blocked leave their
// inbox and badge. Nobody learns that they were blocked, except that their message is refused.

interface BlockRow {
  username: string;
  first_name: string;
  avatar: string | null;
  created_at: string | Date;
}

const toBlock = (r: BlockRow): Block => ({
  username: r.username,
  first_name: r.first_name,
  avatar: r.avatar,
  created_at: new Date(r.created_at).toISOString(),
});

const BLOCK_COLUMNS = sql`u.username, u.first_name,
  case when u.avatar is null then null else '/media/' || u.avatar || '-128.webp' end as avatar, b.created_at`;

export function createBlocksService(orm: Db) {
  async function userId(username: string): Promise<number> {
    const [u] = await rows<{ id: number | string }>(orm, sql`select id from users where username = ${username}`);
    if (!u) throw notFound('Usuário não encontrado.');
    return Number(u.id);
  }

  return {
    async list(blockerId: number): Promise<Block[]> {
      const list = await rows<BlockRow>(
        orm,
        sql`select ${BLOCK_COLUMNS} from user_blocks b join users u on u.id = b.blocked_id
             where b.blocker_id = ${blockerId} order by b.created_at desc, u.username`,
      );
      return list.map(toBlock);
    },

    /** Blocks a member (again: no change). */
    async add(blockerId: number, username: string): Promise<Block> {
      const blockedId = await userId(username);
      if (blockedId === blockerId) throw badRequest('Você não pode bloquear a si mesmo.', 'self_block');
      await orm.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${blockerId}, ${blockedId})
                            on conflict do nothing`);
      const [row] = await rows<BlockRow>(
        orm,
        sql`select ${BLOCK_COLUMNS} from user_blocks b join users u on u.id = b.blocked_id
             where b.blocker_id = ${blockerId} and b.blocked_id = ${blockedId}`,
      );
      return toBlock(row);
    },

    async remove(blockerId: number, username: string): Promise<void> {
      const blockedId = await userId(username);
      const gone = await rows<{ blocked_id: unknown }>(
        orm,
        sql`delete from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId} returning blocked_id`,
      );
      if (gone.length === 0) throw notFound('Este usuário não está bloqueado.', 'not_blocked');
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { LOCKS } from '../db/locks';
import { checkPasswordPolicy, hashPassword } from '../modules/users/passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@tribo.local';

export interface SeedAdminResult {
  created: boolean;
  email?: string;
  /** Set only when the password was generated (it is printed once and never stored in clear). */
  generatedPassword?: string;
}

/**
 * First start: when no superuser exists, creates a staff superuser from SEED_ADMIN_EMAIL and
 * SEED_ADMIN_PASSWORD, or with a generated password printed this one time. Later starts do nothing.
 */
export async function seedAdmin(
  database: Database,
  config: Pick<Config, 'seedAdminEmail' | 'seedAdminPassword'>,
  print: (line: string) => void = (line) => console.log(line),
): Promise<SeedAdminResult> {
  const result = await database.withLock(LOCKS.seedAdmin, async (session) => {
    const [existing] = await session.query('select id from users where is_superuser limit 1');
    if (existing) return { created: false };
    const email = (config.seedAdminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
    const generatedPassword = config.seedAdminPassword ? undefined : randomBytes(18).toString('base64url');
    const password = config.seedAdminPassword ?? generatedPassword!;
    const problems = checkPasswordPolicy(password, { username: 'admin', email });
    if (config.seedAdminPassword && problems.length) {
      print(`Aviso: SEED_ADMIN_PASSWORD não segue a política de senhas (${problems.join(' ')}) Troque-a após entrar.`);
    }
    const passwordHash = await hashPassword(password);
    const [byEmail] = await session.query<{ id: number }>('select id from users where lower(email) = $1', [email]);
    if (byEmail) {
      await session.query(
        `update users set is_staff = true, is_superuser = true, is_active = true, password_hash = $2,
           password_changed_at = now() where id = $1`,
        [byEmail.id, passwordHash],
      );
    } else {
      let username = 'admin';
      for (let n = 2; (await session.query('select 1 from users where lower(username) = $1', [username])).length; n++) {
        username = `admin${n}`;
      }
      await session.query(
        `insert into users (username, email, password_hash, first_name, is_staff, is_superuser, email_verified)
         values ($1, $2, $3, 'Administrador', true, true, true)`,
        [username, email, passwordHash],
      );
    }
    return { created: true, email, generatedPassword };
  });
  // The caller announces the account (server.ts: in the start banner, after the server listens).
  return result ?? { created: false };
}

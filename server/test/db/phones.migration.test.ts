import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/db/migrate';
import { normalizePhone } from '../../src/lib/phone';
import { createTestDatabase, type TestDatabase } from '../support/app';

const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0072_phone_e164.sql'), 'utf8');

describe('migration 0072: phone and WhatsApp numbers in E.164', () => {
  let testDb: TestDatabase;
  before(async () => {
    testDb = await createTestDatabase();
  });
  after(async () => {
    await testDb.destroy();
  });

  // What people typed before the numbers were normalised on write, and what each becomes.
  const CASES: Array<[typed: string, stored: string]> = [
    ['11987654321', '+5511987654321'],
    ['(11) 98765-4321', '+5511987654321'],
    ['011 98765-4321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['+55 (21) 3456-7890', '+552134567890'],
    ['+5511987654321', '+5511987654321'],
    ['', ''],
    // not a Brazilian number: kept as typed
    ['1234-5678', '1234-5678'],
    ['+1 212 555 1234', '+1 212 555 1234'],
  ];

  test('users and ads rows become what the modules write; other numbers stay as typed', async () => {
    const db = testDb.database;
    const ids: number[] = [];
    for (const [i, [typed]] of CASES.entries()) {
      const [{ id }] = await db.query<{ id: number }>(
        `insert into users (username, email, phone, whatsapp) values ($1, $2, $3, $3) returning id`,
        [`fone${i}`, `fone${i}@exemplo.com.br`, typed],
      );
      ids.push(id);
      await db.query(
        `insert into ads (slug, owner_id, category_id, title, description, state_code, city, contact_whatsapp, contact_phone)
         values ($1, $2, 1, 'Diarista experiente', 'Faxina completa e organização da casa.', 'SP', 'São Paulo', $3, $3)`,
        [`fone-${i}`, id, typed],
      );
    }

    await db.exec(MIGRATION);

    for (const [i, [typed, stored]] of CASES.entries()) {
      const [user] = await db.query<{ phone: string; whatsapp: string }>(
        'select phone, whatsapp from users where id = $1',
        [ids[i]],
      );
      const [ad] = await db.query<{ contact_phone: string; contact_whatsapp: string }>(
        'select contact_phone, contact_whatsapp from ads where owner_id = $1',
        [ids[i]],
      );
      assert.deepEqual(
        [user.phone, user.whatsapp, ad.contact_phone, ad.contact_whatsapp],
        Array(4).fill(stored),
        typed,
      );
      // the same rule as the modules' writes
      assert.equal(normalizePhone(typed) ?? typed, stored, typed);
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, one lane. */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum cannot be imported under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a random password, verified against when an account does not exist or has no
 * password, so that a wrong e-mail costs the same time as a wrong password.
 */
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`);
  return dummyHash;
}

/** Checks a password against a stored hash (or against a dummy one, and fails, when there is none). */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await getDummyHash());
  try {
    const ok = await verify(target, password);
    return ok && Boolean(storedHash);
  } catch {
    return false;
  }
}

/** Warms the dummy hash so the first failed sign-in is not slower than the others. */
export function warmUpPasswords(): Promise<unknown> {
  return getDummyHash();
}

let commonPasswords: Set<string> | null = null;

/**
 * The 10,000 most common passwords (zxcvbn's list from the Xato corpus, lower case) plus a short
 * list of common Brazilian ones. Loaded on first use.
 */
export function getCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const set = new Set<string>();
    for (const file of ['common-passwords.txt', 'common-passwords-ptbr.txt']) {
      for (const line of readFileSync(path.join(__dirname, file), 'utf8').split('\n')) {
        const p = line.trim();
        if (p) set.add(p.toLowerCase());
      }
    }
    commonPasswords = set;
  }
  return commonPasswords;
}

/** difflib.SequenceMatcher.quick_ratio: an upper bound of similarity from shared characters. */
function quickRatio(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const n = counts.get(ch) ?? 0;
    if (n > 0) {
      matches++;
      counts.set(ch, n - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

const MAX_SIMILARITY = 0.7;

/** A very long password is not "similar" to a short attribute just because it contains its letters. */
function exceedsLengthRatio(password: string, value: string): boolean {
  return password.length >= 10 * value.length && value.length < (MAX_SIMILARITY / 2) * password.length;
}

function tooSimilar(password: string, value: string): boolean {
  const pw = password.toLowerCase();
  const v = value.toLowerCase().trim();
  if (!v) return false;
  const parts = [...v.split(/[^\p{L}\p{N}_]+/u).filter((p) => p.length >= 3), v];
  return parts.some((part) => {
    if (exceedsLengthRatio(pw, part)) return false;
    return pw.includes(part) && part.length >= 4 ? true : quickRatio(pw, part) >= MAX_SIMILARITY;
  });
}

export interface PasswordContext {
  username?: string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

const SIMILAR_MESSAGES: Record<keyof PasswordContext, string> = {
  username: 'A senha é muito parecida com o nome de usuário.',
  email: 'A senha é muito parecida com o e-mail.',
  first_name: 'A senha é muito parecida com o seu nome.',
  last_name: 'A senha é muito parecida com o seu sobrenome.',
};

/**
 * The password policy (ASVS V2.1): 8 to 128 characters counted as code points, no composition
 * rules, not among the most common passwords, not too similar to the account's own data.
 * Returns the pt-BR messages; empty means accepted.
 */
export function checkPasswordPolicy(password: string, context: PasswordContext = {}): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    problems.push(`Esta senha é muito curta. Ela precisa conter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  }
  if (length > PASSWORD_MAX_LENGTH) {
    problems.push(`Esta senha é muito longa. Ela pode conter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);
  }
  if (getCommonPasswords().has(password.trim().toLowerCase())) {
    problems.push('Esta senha é muito comum. Escolha uma senha menos previsível.');
  }
  for (const key of Object.keys(SIMILAR_MESSAGES) as Array<keyof PasswordContext>) {
    const value = context[key];
    if (value && tooSimilar(password, value)) {
      problems.push(SIMILAR_MESSAGES[key]);
      break;
    }
  }
  return problems;
}

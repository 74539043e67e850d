import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP ASVS L2 parameters (docs/architecture.md §4): N = 2^17, r = 8, p = 1, i.e. 128 MiB per hash. */
export const SCRYPT = { logN: 17, r: 8, p: 1, keyLength: 32 } as const;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; 128 * N * r bytes are needed, plus headroom.
  const maxmem = 128 * 2 ** logN * r * 2;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N: 2 ** logN, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The cost in force: 2^17, except that a jest run may lower it (SCRYPT_LOG_N_FOR_TESTS) so suites that register many customers stay fast. */
function logN(): number {
  const forTests = process.env.NODE_ENV === 'test' ? Number(process.env.SCRYPT_LOG_N_FOR_TESTS) : NaN;
  return Number.isInteger(forTests) && forTests >= 4 && forTests < SCRYPT.logN ? forTests : SCRYPT.logN;
}

/** `scrypt$logN$r$p$salt$key`, salt and key in base64: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = logN();
  const key = await derive(password, salt, cost, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', cost, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** Spends a real verification's time when there is no account, so an unknown e-mail answers as slowly as a wrong password (docs/architecture.md §4). */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

/**
 * Tokens without passwords. A token is `hx1.<payload>.<hmac>`: the signature
 * lets us turn away forgeries without a database read, and the store keeps
 * only the token's SHA-256, so a leaked table grants nothing. Each token is a
 * grant: a player (their device key), one seat of one game, or a spectator.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Grant } from './store/players.ts';

const b64 = (b: Buffer) => b.toString('base64url');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class Tokens {
  constructor(private readonly key: string) {
    if (key.length < 16) throw new Error('token key must be at least 16 characters');
  }

  private sign(payload: string): string {
    return b64(createHmac('sha256', this.key).update(payload).digest());
  }

  /** A fresh token for a grant; only its hash is stored. */
  issue(grant: Grant): { token: string; hash: string } {
    const payload = b64(Buffer.from(JSON.stringify({ ...grant, n: b64(randomBytes(18)) })));
    const token = `hx1.${payload}.${this.sign(payload)}`;
    return { token, hash: sha256(token) };
  }

  /** The grant a token claims if its signature holds, else null; the store still decides if it exists. */
  verify(token: string): { grant: Grant; hash: string } | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== 'hx1') return null;
    const [, payload, sig] = parts as [string, string, string];
    const want = Buffer.from(this.sign(payload));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    try {
      const { n: _n, ...grant } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Grant & {
        n: string;
      };
      return { grant, hash: sha256(token) };
    } catch {
      return null;
    }
  }
}

/** Short random ids from an unambiguous alphabet (no 0/O, 1/I/L). */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export function randomId(length: number, alphabet = ALPHABET): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

import { describe, expect, it } from 'vitest';
import { randomId, sha256, Tokens } from './auth.ts';

describe('Tokens', () => {
  const tokens = new Tokens('a-key-long-enough-for-hmac');

  it('round-trips a grant and gives the hash the store keeps', () => {
    const { token, hash } = tokens.issue({ kind: 'seat', playerId: 'p1', gameId: 'g1', seat: 'north' });
    expect(hash).toBe(sha256(token));
    expect(tokens.verify(token)).toEqual({
      grant: { kind: 'seat', playerId: 'p1', gameId: 'g1', seat: 'north' },
      hash,
    });
  });

  it('gives a fresh token every time, even for the same grant', () => {
    const a = tokens.issue({ kind: 'player', playerId: 'p1' }).token;
    const b = tokens.issue({ kind: 'player', playerId: 'p1' }).token;
    expect(a).not.toBe(b);
  });

  it('rejects tokens signed with another key, altered payloads and garbage', () => {
    const { token } = tokens.issue({ kind: 'player', playerId: 'p1' });
    expect(new Tokens('another-key-entirely-here').verify(token)).toBeNull();
    const [h, , sig] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ kind: 'player', playerId: 'p2', n: 'x' })).toString('base64url');
    expect(tokens.verify(`${h}.${payload}.${sig}`)).toBeNull();
    for (const bad of ['', 'hx1', 'hx1..', 'hx2.a.b', 'hx1.a.b.c', token.slice(0, -1)])
      expect(tokens.verify(bad)).toBeNull();
  });

  it('refuses a short key', () => {
    expect(() => new Tokens('short')).toThrow(/16/);
  });
});

describe('randomId', () => {
  it('uses only its alphabet and the length asked', () => {
    const id = randomId(40);
    expect(id).toMatch(/^[2-9a-hjkmnp-z]{40}$/);
    expect(randomId(8, 'AB')).toMatch(/^[AB]{8}$/);
  });
});

/**
 * What a META change means for pushes, and the stream consumer's parsing of
 * DynamoDB stream images into metas (the cloud path of the same logic).
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { metaOf } from '../functions/src/lambda/stream.ts';
import { inQuietHours, messagesFor } from '../functions/src/notify.ts';
import type { Meta, PendingEntry } from '../functions/src/store/games.ts';

const pending = (seat: string, extra: Partial<PendingEntry> = {}): PendingEntry => ({
  seat,
  prompt: `${seat} to move`,
  kind: 'turn',
  timeout: true,
  since: '2026-11-29T10:00:00.000Z',
  deadline: '2026-11-30T10:00:00.000Z',
  ...extra,
});

const meta = (over: Partial<Meta>): Meta => ({
  gameId: 'g1',
  title: 'duel',
  config: {},
  seatIds: ['north', 'south'],
  holders: { north: { playerId: 'pa', name: 'Ann' }, south: { playerId: 'pb', name: 'Bob' } },
  createdBy: 'pa',
  status: 'active',
  version: 3,
  pending: [],
  timing: { decisionHours: 24, reminderHours: 2 },
  inviteCode: 'X',
  seed: 'secret',
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-30T08:00:00.000Z',
  result: null,
  snapSeq: 0,
  orders: {},
  ...over,
});

describe('messagesFor', () => {
  it('tells a seat newly pending that it is its move, and nobody else', () => {
    const m = messagesFor(meta({ pending: [pending('north')] }), meta({ pending: [pending('south')] }), 'Duel');
    expect([...m]).toEqual([
      ['pb', { title: 'Your move in Duel', body: 'south to move', url: '/games/g1', tag: 'g1' }],
    ]);
  });

  it('says nothing when the same decision is still pending (a retry, a chat, a second action)', () => {
    expect(messagesFor(meta({ pending: [pending('south')] }), meta({ pending: [pending('south')] }), 'Duel').size).toBe(
      0,
    );
  });

  it('sends a reminder once, when the seat is marked reminded, with the hours left', () => {
    const m = messagesFor(
      meta({ pending: [pending('south')] }),
      meta({ pending: [pending('south', { reminded: true })] }),
      'Duel',
    );
    expect(m.get('pb')).toMatchObject({ title: 'Reminder: Duel', body: expect.stringContaining('about 2 h left') });
  });

  it('tells everyone seated when the game ends, and respects a muted seat', () => {
    const after = meta({
      status: 'finished',
      result: { winners: ['north'], summary: 'north wins 15 to 9' },
      holders: { north: { playerId: 'pa', name: 'Ann' }, south: { playerId: 'pb', name: 'Bob', muted: true } },
    });
    const m = messagesFor(meta({ pending: [pending('south')] }), after, 'Duel');
    expect([...m.keys()]).toEqual(['pa']);
    expect(m.get('pa')?.body).toBe('north wins 15 to 9');
  });
});

describe('quiet hours', () => {
  it('wrap past midnight in the player zone', () => {
    const q = { from: 22 * 60, to: 7 * 60, tz: 'Europe/Berlin' };
    expect(inQuietHours(Date.parse('2026-11-29T22:30:00Z'), q)).toBe(true); // 23:30 in Berlin
    expect(inQuietHours(Date.parse('2026-11-29T12:00:00Z'), q)).toBe(false);
    expect(inQuietHours(Date.parse('2026-11-29T12:00:00Z'), { ...q, tz: 'Not/AZone' })).toBe(false);
  });
});

describe('stream images', () => {
  it('parse META items and ignore every other item', () => {
    const m = meta({ pending: [pending('south')] });
    const image = marshall({ pk: 'GAME#g1', sk: 'META', duePk: 'DUE', ...m }, { removeUndefinedValues: true });
    expect(metaOf(image as never)).toEqual(m);
    expect(metaOf(marshall({ pk: 'GAME#g1', sk: 'EV#0000000001', first: 1 }) as never)).toBeNull();
    expect(metaOf(undefined)).toBeNull();
  });
});

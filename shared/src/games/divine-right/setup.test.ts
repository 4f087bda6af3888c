import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { start } from '../../engine/runner.ts';
import {
  BASIC_CASTLES,
  BASIC_KINGDOMS,
  CASTLES,
  DIPLOMACY_DECK,
  getHex,
  IDENTITY_CARDS,
  MERCENARIES,
  poolSize,
  unitType,
} from './data/index.ts';
import { commandSchema } from './commands.ts';
import { configSchema } from './config.ts';
import type { DrEvent } from './events.ts';
import type { State } from './rules/state.ts';
import { begin, botUntil, divineRight, ofType, sandbox } from './testkit.ts';

describe('components and set-up (DR-GEN, DR-SETUP)', () => {
  const { state: s, events } = begin({ players: 4 }, 7);
  it('DR-GEN-02 DR-SETUP-02 the Basic Game: only ploy cards, no magic, no special mercenaries; anything else is not a command', () => {
    expect(DIPLOMACY_DECK.length).toBeLessThan(52);
    expect(s.deck.length + s.discard.length + Object.values(s.players).reduce((n, p) => n + p.hand.length, 0)).toBe(
      DIPLOMACY_DECK.length,
    );
    expect(commandSchema.safeParse({ type: 'castSpell', spell: 'fireball' }).success).toBe(false);
  });
  it('DR-GEN-03 DR-GEN-05 units are monarchs (heroes), armies and fleets, each with a movement allowance; regulars with a printed space', () => {
    for (const u of Object.values(s.units)) {
      expect(['monarch', 'army', 'fleet']).toContain(u.kind);
      expect(unitType(u.type).ma).toBeGreaterThan(0);
    }
  });
  it('DR-GEN-06 common mercenaries all start in the pool', () => {
    expect(s.mercPool.length).toBe(MERCENARIES.length);
  });
  it('DR-GEN-10 DR-SETUP-03 two to six players, each drawing a different identity card', () => {
    expect(configSchema.safeParse({ players: 7 }).success).toBe(false);
    expect(configSchema.safeParse({ players: 1 }).success).toBe(false);
    const kingdoms = Object.values(s.players).map((p) => p.kingdom);
    expect(new Set(kingdoms).size).toBe(4);
    expect(divineRight.minSeats).toBe(2);
    expect(divineRight.maxSeats).toBe(6);
  });
  it('DR-SETUP-01 DR-KING-01 eleven identity cards in the Basic Game', () => {
    expect(BASIC_KINGDOMS.length).toBe(11);
    expect(BASIC_KINGDOMS).not.toContain('black-hand');
  });
  it('DR-SETUP-04 DR-SETUP-05 DR-SETUP-08 player kingdoms deploy their whole pool, the monarch in the royal castle; others place nothing', () => {
    for (const p of Object.values(s.players)) {
      const mine = Object.values(s.units).filter((u) => u.kingdom === p.kingdom);
      expect(mine.filter((u) => u.kind === 'army').length).toBe(poolSize(p.kingdom, 'army'));
      expect(s.units[`${p.kingdom}-monarch`]?.hex).toBe(IDENTITY_CARDS[p.kingdom].monarchHex);
    }
    const players = new Set(Object.values(s.players).map((p) => p.kingdom));
    for (const k of BASIC_KINGDOMS)
      if (!players.has(k)) expect(Object.values(s.units).some((u) => u.kingdom === k)).toBe(false);
  });
  it('DR-SETUP-06 DR-DIP-01 ambassadors start off the map, ready to work', () => {
    for (const p of Object.values(s.players)) expect(p.ambassadorBack).toBe(0);
  });
  it('DR-SETUP-09 one personality card face down under each non-player kingdom; the rest aside; nobody sees them', () => {
    const np = BASIC_KINGDOMS.filter((k) => s.kingdoms[k].status === 'inactive');
    const cards = np.map((k) => s.kingdoms[k].personality);
    expect(new Set(cards).size).toBe(np.length);
    expect(s.personalityDeck.length).toBe(22 - np.length);
    for (const k of np) expect(divineRight.view(s, 'p1').kingdoms[k].personality).toBeNull();
  });
  it('DR-SETUP-10 DR-SETUP-14 DR-ORDER-01 the game starts on turn 1 with a random player order', () => {
    expect(s.turn).toBe(1);
    expect(
      ofType(events as DrEvent[], 'orderDrawn')[0]
        ?.order.slice()
        .sort(),
    ).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
  it('DR-SETUP-11 DR-SETUP-12 DR-SETUP-13 principalities and the Obelisk are unclaimed; three castles do not exist', () => {
    expect(getHex('1719').basicOwner).toBeNull();
    expect(
      CASTLES.filter((c) => !c.basic)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Invisible School', 'The Keep', 'Tower of Zards']);
    expect(BASIC_CASTLES.some((c) => c.name === 'The Keep')).toBe(false);
  });
  it('DR-SETUP-15 players start with no points and no cards until their first Diplomacy Phase', () => {
    const { events: ev } = begin({ players: 3 }, 11);
    const started = ev[0] as Extract<DrEvent, { type: 'started' }>;
    for (const p of Object.values(started.players)) expect([p.vp, p.hand.length]).toEqual([0, 0]);
  });
  it('DR-GEN-07 DR-GEN-11 stacks are open to all, hands and unrevealed cards are not', () => {
    const v = divineRight.view(s, 'spectator');
    expect(v.units.length).toBe(Object.keys(s.units).length);
    expect(v.players.every((p) => p.hand === undefined)).toBe(true);
  });
});

describe('turn sequence and order (DR-TURN, DR-ORDER)', () => {
  it('DR-TURN-02 DR-TURN-03 DR-TURN-06 every player takes a turn of five phases in order; then the next game turn', () => {
    const { state } = begin({ players: 3, turns: 3 }, 3);
    const seen: string[] = [];
    let s: State = state;
    let order = s.order;
    s = botUntil(
      s,
      (x) => {
        if (!seen.length || seen[seen.length - 1] !== `${x.turn}:${x.active}`) seen.push(`${x.turn}:${x.active}`);
        if (x.turn === 1) order = x.order;
        return x.turn > 1;
      },
      3,
    );
    expect(seen.filter((k) => k.startsWith('1:')).map((k) => k.slice(2))).toEqual(order);
    expect(s.turn).toBe(2);
  });
  it('DR-TURN-01 DR-VP-02 DR-VP-04 after the last turn the most points win (20 turns by default)', () => {
    expect(configSchema.parse({}).turns).toBe(20);
    const s = botUntil(begin({ players: 2, turns: 2 }, 5).state, () => false, 5);
    expect(s.result).not.toBeNull();
    const best = Math.max(...Object.values(s.players).map((p) => p.vp));
    for (const w of s.result?.winners ?? []) expect(s.players[w]?.vp).toBe(best);
  });
  it('DR-ORDER-02 DR-ORDER-03 the order is drawn again each game turn and shown to everyone', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 6; seed++) {
      const s = botUntil(begin({ players: 4, turns: 2 }, seed).state, (x) => x.turn === 2, seed);
      orders.add(s.order.join());
      expect(divineRight.view(s, 'spectator').order).toEqual(s.order);
    }
    expect(orders.size).toBeGreaterThan(1);
  });
  it('DR-TURN-04 only the active player moves', () => {
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], phase: 'movement' });
    expect(divineRight.pending(s).map((p) => p.seat)).toEqual(['p1']);
    expect(divineRight.choices(s, 'p2')).toEqual([]);
  });
  it('DR-VP-11 capture points stay when the captive is freed', async () => {
    const { captureMonarch, freeCaptive } = await import('./rules/status.ts');
    const { Tx } = await import('./rules/tx.ts');
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { pon: 'p2' },
      phase: 'movement',
      units: [{ id: 'pon-monarch', hex: '2911' }],
    });
    const t = new Tx(s, seededDice(1));
    captureMonarch(t, 'pon', 'p1');
    freeCaptive(t, 'pon');
    expect(t.state.players.p1?.vp).toBe(30);
  });
  it('configSchema.parse({}) is a playable default that sets up', () => {
    const out = start(divineRight, configSchema.parse({}), { dice: seededDice(1), now: 0 });
    expect(divineRight.pending(out.state as State).length).toBe(1);
  });
});

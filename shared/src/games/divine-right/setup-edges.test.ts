/**
 * Edges of the set-up (rules/setup.ts) that mutation testing (Stryker) showed no test held: the opening
 * log names each counter once, the draw deck holds every ploy card once (a custom start's chosen top
 * cards first, hand cards left out), counters a custom start leaves off the map, the clean slate of a
 * new game, a Troll ally's entry question, and where a custom start's first turn begins.
 */
import { describe, expect, it } from 'vitest';
import { DIPLOMACY_DECK, IDENTITY_CARDS, type KingdomId, REGULAR_COUNTERS, TROLL_SCENIC_SPACES } from './data/index.ts';
import type { DrEvent } from './events.ts';
import { replacementOptions } from './rules/random.ts';
import type { State } from './rules/state.ts';
import { begin, divineRight, ofType, sandbox } from './testkit.ts';

const regularsOf = (k: KingdomId) => REGULAR_COUNTERS.filter((c) => c.kingdom === k);
const regularIds = (k: KingdomId) => regularsOf(k).map((c) => c.id);
const printedHex = (id: string) => {
  const c = REGULAR_COUNTERS.find((x) => x.id === id);
  return c && 'hex' in c.deploy ? c.deploy.hex : undefined;
};
const startedOf = (events: DrEvent[]) => ofType(events, 'started')[0] as Extract<DrEvent, { type: 'started' }>;
const allCards = () => DIPLOMACY_DECK.map((c) => c.id).sort();
const everyCard = (s: State) => [...s.deck, ...s.discard, ...Object.values(s.players).flatMap((p) => p.hand)].sort();

describe('what the set-up puts down (DR-SETUP-02, DR-SETUP-04)', () => {
  it('DR-SETUP-04 DR-ZORN-02 the opening log sets each counter of a player kingdom down once, at its printed space (Zorn in his mountains)', () => {
    const { events } = begin({ sandbox: { kingdoms: ['muetar', 'zorn'], phase: 'movement' } });
    const started = divineRight.redact(startedOf(events), 'p2') as Extract<DrEvent, { type: 'started' }>;
    const ids = started.units.map((u) => u.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.slice().sort()).toEqual(
      ['muetar-monarch', 'zorn-monarch', ...regularIds('muetar'), ...regularIds('zorn')].sort(),
    );
    for (const u of started.units.filter((x) => x.kingdom === 'muetar' && x.kind !== 'monarch'))
      expect(u.hex).toBe(printedHex(u.id));
    // an ordinary start too: no counter twice in the log
    const plain = startedOf(begin({ players: 5 }, 3).events).units.map((u) => u.id);
    expect(plain.length).toBe(new Set(plain).size);
  });

  it('DR-SETUP-02 DR-DIP-02 the draw deck holds every ploy card once; a custom start stacks its chosen cards on top and leaves hand cards out', () => {
    const { state } = begin({ players: 3 }, 5);
    expect(everyCard(state)).toEqual(allCards());
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'diplomacy',
      units: [],
      hands: { p1: ['oracle-2-1'], p2: ['flattery-1-2'] },
      deckTop: ['rumours-2-3', 'flattery-1-1'],
    });
    // p1 draws the first chosen card as his Diplomacy Phase opens; the second is next
    expect(s.players.p1?.hand).toEqual(['oracle-2-1', 'rumours-2-3']);
    expect(s.deck[0]).toBe('flattery-1-1');
    expect(everyCard(s)).toEqual(allCards());
    expect(divineRight.view(s, 'p2').decks.diplomacy).toBe(DIPLOMACY_DECK.length - 3);
  });
});

describe('a custom start with counters placed by hand (sandbox)', () => {
  it('DR-KING-15 DR-REIN-04 counters of a player or allied kingdom left off the map are dead and may return as replacements; a neutral keeps its pool', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { pon: 'p1' },
      phase: 'movement',
      units: [
        { id: 'muetar-monarch', hex: IDENTITY_CARDS.muetar.monarchHex, inside: true },
        { id: 'muetar-army-1', hex: printedHex('muetar-army-1') as string },
      ],
    });
    const k = divineRight.view(s, 'p2').kingdoms;
    expect(k.muetar).toMatchObject({ monarch: 'map', reserve: [] });
    expect(k.muetar.dead).toEqual(regularIds('muetar').filter((id) => id !== 'muetar-army-1'));
    expect(k.neuth).toMatchObject({ monarch: 'off', dead: regularIds('neuth') });
    expect(k.pon).toMatchObject({ status: 'active', monarch: 'off', dead: regularIds('pon'), reserve: [] });
    expect(k.ghem).toMatchObject({ status: 'inactive', dead: [], reserve: regularIds('ghem') });
    expect(replacementOptions(s, 'p1')).toContainEqual({ unit: 'muetar-army-2', hex: printedHex('muetar-army-2') });
    expect(replacementOptions(s, 'p1').some((o) => o.unit === 'muetar-army-1')).toBe(false);
  });

  it('DR-SETUP-05 DR-SETUP-04 an ordinary start: every player monarch is on the map and nothing is dead', () => {
    const { state } = begin({ players: 4 }, 9);
    for (const p of Object.values(state.players)) {
      expect(state.kingdoms[p.kingdom]).toMatchObject({ monarch: 'map', dead: [] });
    }
  });
});

describe('the first turn of a new game (DR-SETUP-10, DR-SETUP-15, DR-TROLL-05)', () => {
  it('DR-SETUP-15 DR-DIP-22 DR-SIEGE-31 DR-TROLL-03 the game opens on a clean slate: no duel fought, no castle plundered, nothing lost to events', () => {
    const { state } = begin({ players: 4 }, 2);
    const v = divineRight.view(state, 'spectator');
    expect(v.players.map((p) => p.dueled)).toEqual([[], [], [], []]);
    expect(v.plundered).toEqual([]);
    for (const ks of Object.values(v.kingdoms)) expect(ks.lostToEvents).toEqual([]);
    const s = sandbox({ kingdoms: ['trolls', 'neuth'], units: [], phase: 'movement' });
    expect([s.plundered, s.players.p1?.dueled, s.kingdoms.trolls.lostToEvents]).toEqual([[], [], []]);
  });

  it('DR-TROLL-05 a Troll kingdom allied at the start asks its player (even out of turn) where the monarch enters; placed counters ask nothing', () => {
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], allies: { trolls: 'p2' }, phase: 'movement' });
    expect(divineRight.pending(s)[0]).toMatchObject({ seat: 'p2', kind: 'deploy' });
    const places = divineRight.choices(s, 'p2').flatMap((c) => (c.command.type === 'deploy' ? [c.command.hex] : []));
    expect(places.sort()).toEqual([...TROLL_SCENIC_SPACES].sort());
    const placed = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { trolls: 'p2' },
      phase: 'movement',
      units: [{ id: 'trolls-monarch', hex: '3101' }],
    });
    expect(divineRight.pending(placed)[0]).toMatchObject({ seat: 'p1' });
    expect(placed.step).toBe('movement');
  });

  it('DR-TURN-03 DR-RE-01 a custom start set in the Random Events phase (or in none) opens with the roll, then the draw; a later phase starts at its step', () => {
    const base = { kingdoms: ['muetar', 'neuth'] as KingdomId[], units: [], deckTop: ['flattery-1-1'] };
    for (const s of [sandbox({ ...base, phase: 'events' }, {}, [3, 4]), sandbox(base, {}, [3, 4])]) {
      expect(s.step).toBe('diplomacy');
      expect(s.players.p1?.hand).toEqual(['flattery-1-1']);
    }
    const later = sandbox({ ...base, phase: 'sieges' });
    expect(later.step).toBe('sieges');
    expect(later.players.p1?.hand).toEqual([]);
    // an ordinary start rolls the first player's event too and reaches his Diplomacy Phase (or a choice it asks)
    const { state, events } = begin({ players: 3 }, 4);
    expect(ofType(events, 'eventRolled').length).toBe(1);
    expect(state.step).not.toBe('begin');
  });
});

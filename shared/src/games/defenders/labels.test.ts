/**
 * Issue 9, "Names, not ids": every label, prompt, confirm and log line a player reads names things
 * in words; travel is offered once per place, the cheapest way; steps that cannot be taken back and
 * may surprise ask first (confirm); choices on the map say where (target); seats have names.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../engine/dice.ts';
import { MUTATION_RUN } from '../../engine/testing.ts';
import { play, start } from '../../engine/runner.ts';
import type { Choice } from '../../engine/types.ts';
import type { Command } from './commands.ts';
import { configSchema } from './config.ts';
import {
  BOARD,
  DARKNESS_CARDS,
  GENERAL_IDS,
  HERO_CARDS,
  HERO_IDS,
  LOCATIONS,
  MONARCH_CITY,
  QUESTS,
} from './data/index.ts';
import type { DfEvent } from './events.ts';
import { dayOptions } from './rules/day.ts';
import { activeTokens, type State } from './rules/state.ts';
import { act, CALM, defenders, hero, QUIET, sandbox } from './testkit.ts';

const IDS = [
  ...LOCATIONS.map((l) => l.id),
  ...HERO_CARDS.map((c) => c.id),
  ...QUESTS.map((q) => q.id),
  ...DARKNESS_CARDS.map((c) => c.id),
  ...GENERAL_IDS,
  ...HERO_IDS,
  'hero1',
  'hero2',
  'hero3',
  'hero4',
];
/** Any id as a whole word (hyphens and digits belong to the word); names are capitalised, ids never. */
const ANY_ID = new RegExp(
  `(?<![A-Za-z0-9-])(${IDS.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![A-Za-z0-9-])`,
);
const noId = (text: string, what: string) => expect(ANY_ID.exec(text)?.[0], `${what}: ${text}`).toBeUndefined();

const TRAVEL_MODES = new Set(['horse', 'eagle', 'gate-card', 'gate']);
/** Where a choice goes: the move's or Soar/Blink's destination. */
const goesTo = (c: Command): string | undefined =>
  c.type === 'move' || (c.type === 'skill' && (c.skill === 'soar' || c.skill === 'blink')) ? c.to : undefined;
/** Commands that never take place anywhere on the map. */
const NOWHERE = new Set<Command['type']>(['endDay', 'commit', 'attackNext', 'chooseHero', 'discard']);
/** What a way of travelling costs: [actions, cards]. */
const cost = (c: Command): [number, number] =>
  c.type === 'skill' ? [c.skill === 'blink' ? 2 : 1, 0] : [1, c.type === 'move' && c.card ? 1 : 0];
/** Final steps a player expects to be final: their label says they roll, draw or hand over the turn. */
const EXPECTED_FINAL = new Set<Command['type']>(['fight', 'rumors', 'skill', 'commit', 'attackNext', 'chooseHero']);

function checkChoices(s: State, seat: string, list: Choice<Command>[]): void {
  const labels = list.map((c) => c.label);
  expect(new Set(labels).size, `labels repeat: ${labels.join(' / ')}`).toBe(labels.length);
  const h = s.players[seat]?.hero;
  for (const c of list) {
    noId(c.label, 'label');
    if (typeof c.confirm === 'string') noId(c.confirm, 'confirm');
    const to = goesTo(c.command);
    if (to) expect(c.target, c.label).toBe(to);
    else if (NOWHERE.has(c.command.type)) expect(c.target, c.label).toBeUndefined();
    else if (c.target !== undefined && c.target !== MONARCH_CITY) expect(c.target, c.label).toBe(h?.location);
    if (['fight', 'heal', 'healLand', 'buildGate', 'rumors', 'attack', 'quest', 'slay'].includes(c.command.type)) {
      expect(c.target, c.label).toBe(h?.location);
    }
  }
  if (s.phase !== 'day' || !h || seat !== s.active) return;
  // Travel: one way per place, none a cheaper way beats; walking beats every other way.
  const moves = list.filter((c) => goesTo(c.command));
  const walk = new Set(BOARD.neighbours(h.location));
  for (const c of moves) {
    const m = c.command;
    if ((m.type === 'move' && TRAVEL_MODES.has(m.mode)) || m.type === 'skill') {
      expect(walk.has(goesTo(m) as string), `${c.label}: walking gets there`).toBe(false);
    }
    for (const o of moves) {
      if (o === c || goesTo(o.command) !== goesTo(m)) continue;
      const [a1, c1] = cost(o.command);
      const [a2, c2] = cost(m);
      expect(a1 <= a2 && c1 <= c2, `${o.label} and ${c.label}`).toBe(false);
    }
  }
  // What is dropped is still legal and still reached: the same places as every legal way.
  const legal = dayOptions(s, seat);
  const reach = (l: Choice<Command>[]) => [...new Set(l.map((c) => goesTo(c.command)).filter(Boolean))].sort();
  expect(reach(moves)).toEqual(reach(legal));
  for (const c of list) expect(legal.some((o) => o.command === c.command || o.label === c.label)).toBe(true);
}

/** A few seeded bot games, checking every prompt, choice, outcome and log line on the way. */
function playouts(seeds: number): { events: number; choices: number; confirms: number } {
  let events = 0;
  let choices = 0;
  let confirms = 0;
  for (let seed = 0; seed < seeds; seed++) {
    const cfg = configSchema.parse({
      players: 1 + (seed % 4),
      openHands: seed % 3 !== 1,
      heroSelection: seed % 4 === 0 ? 'pick' : 'random',
    });
    const pick = seededDice(`labels-${seed}:bot`);
    let out = start(defenders, cfg, { dice: seededDice(`labels-${seed}:0`), now: 0 });
    const log = (list: readonly unknown[]) => {
      for (const e of list as DfEvent[]) {
        for (const viewer of [...defenders.seats(cfg), 'spectator']) {
          const r = defenders.redact(e, viewer);
          if (r) noId(defenders.describe?.(r) ?? '', `log ${e.type}`);
        }
        events++;
      }
    };
    log(out.events);
    let state = out.state as State;
    for (let step = 1; step < 4000 && !defenders.result(state); step++) {
      const pending = defenders.pending(state);
      for (const p of pending) noId(p.prompt, 'prompt');
      for (const seat of state.seats) noId(defenders.seatName?.(state, seat) ?? '', 'seat name');
      const p = pending[pick.int(0, pending.length - 1)];
      if (!p) break;
      const list = defenders.choices(state, p.seat);
      checkChoices(state, p.seat, list);
      choices += list.length;
      const c = list[pick.int(0, list.length - 1)];
      if (!c) break;
      out = play(defenders, state, p.seat, c.command, { dice: seededDice(`labels-${seed}:${step}`), now: step });
      // The confirm audit: a step that asks is final (the attack, which the commit follows, excepted);
      // a final step that does not ask is one whose label says it rolls, draws or ends the Daytime spent.
      const cmd = c.command;
      if (c.confirm) {
        confirms++;
        if (cmd.type !== 'attack' && cmd.type !== 'quest') expect(out.undoable, c.label).toBe(false);
      } else if (out.undoable === false && !EXPECTED_FINAL.has(cmd.type)) {
        if (cmd.type === 'endDay') expect(activeTokens(hero(state, p.seat))).toBe(0);
        else expect.fail(`${c.label} cannot be taken back and does not ask`);
      }
      log(out.events);
      state = out.state as State;
    }
    noId(defenders.result(state)?.summary ?? '', 'result');
  }
  return { events, choices, confirms };
}

/** Spends `n` actions walking to the first neighbour and back (an even `n` ends where it began). */
function tire(s: State, n: number, seat = 'hero1'): State {
  const home = hero(s, seat).location;
  const away = BOARD.neighbours(home)[0] as string;
  for (let i = 0; i < n; i++) s = act(s, seat, { type: 'move', mode: 'foot', to: i % 2 ? home : away }).state;
  return s;
}

describe('names, not ids', () => {
  it.skipIf(MUTATION_RUN)(
    'property: no label, confirm, prompt, seat name, log line or result of seeded bot games shows an id',
    () => {
      const n = playouts(16);
      expect(n.events).toBeGreaterThan(2000);
      expect(n.choices).toBeGreaterThan(5000);
      expect(n.confirms).toBeGreaterThan(20);
    },
  );

  it('the id check catches ids and spares names', () => {
    expect(ANY_ID.test('Discard hc-17 or red-01')).toBe(true);
    expect(ANY_ID.test('hero2 walks to monarch-city')).toBe(true);
    expect(ANY_ID.test('The Paladin rides to Millbrook, discarding the red Horse card of Ember Road')).toBe(false);
    expect(ANY_ID.test('Sapphire heals 1 wound; Hero 2 picks the Eagle Rider.')).toBe(false);
  });

  it('cards, places, heroes and Generals are named in the labels', () => {
    const s = sandbox(
      {
        darknessDeck: QUIET,
        heroes: { hero1: { hand: ['blue-02', 'blue-01'], quest: null, location: 'kingsbridge' } },
      },
      { heroes: ['paladin'] },
    );
    const labels = defenders.choices(s, 'hero1').map((c) => c.label);
    expect(labels).toContain('Walk to Tidewater Mill');
    expect(labels).toContain('Ride to Wyrmscale Coast, discarding the blue Horse card of Kingsbridge');
    expect(labels).toContain('Fly to Drakehold Peak, discarding the blue Eagle card of Tidewater Mill');
    expect(labels).toContain('Build a Magic Gate here, discarding the blue Horse card of Kingsbridge');
    expect(defenders.pending(s)[0]?.prompt).toBe("Daytime: take the Paladin's actions.");
  });
});

describe('travel: one way per place', () => {
  /** Monarch City with three Horse cards, two Magic Gate cards and a second gate at Grimspire Keep. */
  const busy = (heroId: string, hand: string[]) =>
    sandbox(
      {
        darknessDeck: QUIET,
        gates: ['dancing-stone', 'grimspire-keep'],
        heroes: { hero1: { hand, quest: null } },
      },
      { heroes: [heroId] },
    );
  const moving = (list: Choice<Command>[]) => list.filter((c) => goesTo(c.command as Command));

  it('a busy start offers each place once, the cheapest way, where every card once gave its own button', () => {
    const s = busy('paladin', ['red-01', 'red-05', 'green-01', 'red-13', 'green-05', 'blue-01', 'red-03', 'black-03']);
    const legal = moving(dayOptions(s, 'hero1'));
    const offered = moving(defenders.choices(s, 'hero1'));
    expect(legal.length).toBeGreaterThan(150);
    expect(offered.length).toBeLessThan(40);
    // 8 neighbours on foot, 16 more within 2 by Horse, Grimspire Keep through the Magic Gate.
    expect(offered.length).toBe(25);
    expect(new Set(offered.map((c) => goesTo(c.command as Command))).size).toBe(offered.length);
    const modes = offered.map((c) => (c.command as Extract<Command, { type: 'move' }>).mode);
    expect(modes.filter((m) => m === 'foot')).toHaveLength(8);
    expect(modes.filter((m) => m === 'horse')).toHaveLength(16);
    expect(offered.find((c) => goesTo(c.command as Command) === 'grimspire-keep')?.label).toBe(
      'Open a Magic Gate to Grimspire Keep, discarding the red Magic Gate card of Cinder Vale',
    );
  });

  it('the Eagle Rider soars where walking does not reach, and never spends a card to fly', () => {
    const s = busy('eagle-rider', ['red-01', 'red-02', 'green-02', 'blue-02', 'red-03', 'green-03', 'purple-04']);
    const legal = moving(dayOptions(s, 'hero1'));
    const offered = moving(defenders.choices(s, 'hero1'));
    expect(legal.length).toBeGreaterThan(200);
    expect(offered).toHaveLength(LOCATIONS.length - 1);
    expect(offered.filter((c) => (c.command as Command).type === 'skill')).toHaveLength(LOCATIONS.length - 1 - 8);
    expect(offered.some((c) => (c.command as { card?: string }).card)).toBe(false);
  });

  it('the cheapest card goes: fewer dice, then a colour the quest does not ask for, then the shorter reach', () => {
    const at = (hand: string[], quest: string | null = null) =>
      sandbox({ darknessDeck: QUIET, heroes: { hero1: { hand, quest } } }, { heroes: ['paladin'] });
    const cardTo = (s: State, to: string) =>
      defenders.choices(s, 'hero1').find((c) => goesTo(c.command as Command) === to)?.command as { card?: string };
    // Cinder Vale is 2 away: a Horse (1 die) beats a Magic Gate card of Cinder Vale (2 dice).
    expect(cardTo(at(['red-03', 'green-01']), 'cinder-vale').card).toBe('green-01');
    // Two 1-die Horses: the quest asks for black, so the red one goes.
    expect(cardTo(at(['black-01', 'red-01'], 'q01'), 'cinder-vale').card).toBe('red-01');
    // An Eagle reaches 2 as well; the Horse goes first.
    expect(cardTo(at(['red-02', 'red-01']), 'cinder-vale').card).toBe('red-01');
  });

  it('dropped ways stay legal in decide', () => {
    const s = busy('paladin', ['red-01', 'green-01', 'red-02']);
    expect(defenders.choices(s, 'hero1').some((c) => (c.command as { card?: string }).card === 'green-01')).toBe(false);
    const r = act(s, 'hero1', { type: 'move', mode: 'horse', to: 'cinder-vale', card: 'green-01' });
    expect(hero(r.state).location).toBe('cinder-vale');
    const walkable = act(s, 'hero1', { type: 'move', mode: 'eagle', to: 'ember-road', card: 'red-02' });
    expect(hero(walkable.state).location).toBe('ember-road');
  });

  it('Blink costs two actions and no card, so it stays beside a ride but never beside a walk', () => {
    const s = sandbox(
      { darknessDeck: QUIET, heroes: { hero1: { hand: ['red-01'], quest: null } } },
      { heroes: ['sorceress'] },
    );
    const to = (place: string) =>
      defenders
        .choices(s, 'hero1')
        .filter((c) => goesTo(c.command as Command) === place)
        .map((c) => c.label);
    expect(to('ember-road')).toEqual(['Walk to Ember Road']);
    expect(to('cinder-vale')).toEqual([
      'Ride to Cinder Vale, discarding the red Horse card of Ember Road',
      'Blink to Cinder Vale (2 actions)',
    ]);
    expect(to('drakehold-peak')).toEqual(['Blink to Drakehold Peak (2 actions)']);
  });

  it('identical cards are offered once', () => {
    const s = sandbox(
      {
        darknessDeck: QUIET,
        taint: { 'ember-road': 1 },
        heroes: {
          hero1: {
            hand: ['red-01', 'red-13', 'purple-01', 'purple-05'],
            quest: null,
            location: 'ember-road',
          },
        },
      },
      { heroes: ['paladin'] },
    );
    const labels = defenders.choices(tire(s, 2), 'hero1').map((c) => c.label);
    expect(labels.filter((l) => l.startsWith('Heal the Land'))).toHaveLength(1);
    expect(labels.filter((l) => l.startsWith('Build a Magic Gate'))).toHaveLength(1);
    expect(labels.filter((l) => l.startsWith('Play Second Wind'))).toHaveLength(1);
    // the other copy is still legal
    expect(act(s, 'hero1', { type: 'buildGate', card: 'red-13' }).state.gates).toContain('ember-road');
  });
});

describe('confirm: what a step that cannot be taken back gives up', () => {
  const solo = (
    h: Record<string, unknown> = {},
    board: Record<string, unknown> = {},
    heroId = 'paladin',
    config = {},
  ) =>
    sandbox(
      { darknessDeck: CALM, heroes: { hero1: { hand: [], quest: null, ...h } }, ...board },
      { heroes: [heroId], ...config },
    );
  const choice = (s: State, pred: (c: Command) => boolean, seat = 'hero1') =>
    defenders.choices(s, seat).find((c) => pred(c.command as Command));
  const endDay = (s: State) => choice(s, (c) => c.type === 'endDay');

  it('End Daytime counts the actions left unused, and asks nothing once they are spent', () => {
    expect(endDay(solo())?.confirm).toBe(
      '6 actions unused: Daytime ends and the Evening begins (draw 2 Hero Cards), then the Night.',
    );
    expect(endDay(tire(solo(), 5))?.confirm).toMatch(/^1 action unused: /);
    expect(endDay(tire(solo(), 6))?.confirm).toBeUndefined();
    expect(endDay(tire(solo({}, { minions: { [MONARCH_CITY]: { black: 1 } } }), 4))?.confirm).toMatch(
      /2 actions unused: .* Ending the turn among the minions at Monarch City costs at least 2 wounds\.$/,
    );
    // the Rogue's free Pickpocket counts too
    expect(endDay(tire(solo({}, {}, 'rogue'), 5))?.confirm).toMatch(/^Pickpocket not used: Daytime ends/);
    const r = act(solo(), 'hero1', { type: 'endDay' });
    expect(r.state.turn).toBe(2);
  });

  it('the hand-limit discard that lets the Night begin asks; with closed hands every discard asks', () => {
    const hand = ['red-05', 'red-06', 'red-07', 'red-08', 'red-09', 'red-10', 'red-11', 'red-12', 'red-13', 'red-14'];
    const evening = (config = {}) =>
      act(solo({ hand }, { heroDeck: ['blue-01', 'blue-02'], darknessDeck: QUIET }, 'paladin', config), 'hero1', {
        type: 'endDay',
      }).state;
    let s = evening();
    expect(defenders.pending(s)[0]?.prompt).toBe('Evening: discard 2 more Hero Cards to get down to 10.');
    const first = choice(s, (c) => c.type === 'discard' && c.card === 'blue-01');
    expect(first?.label).toBe('Discard the blue Horse card of Kingsbridge (1 die)');
    expect(first?.confirm).toBeUndefined();
    s = act(s, 'hero1', { type: 'discard', card: 'blue-01' }).state;
    expect(choice(s, (c) => c.type === 'discard' && c.card === 'red-08')?.confirm).toBe(
      'The red card of Scorchwood goes to the discard pile and the Night begins: 1 Darkness Spreads card will be drawn.',
    );
    const closed = evening({ openHands: false });
    expect(choice(closed, (c) => c.type === 'discard')?.confirm).toMatch(/cannot be taken back/);
    expect(
      play(defenders, closed, 'hero1', { type: 'discard', card: 'blue-01' }, { dice: seededDice(1), now: 0 }).undoable,
    ).toBe(false);
  });

  it('attacking a General says who fights with how many dice and what a loss costs', () => {
    const s = sandbox(
      {
        darknessDeck: CALM,
        heroes: {
          hero1: { hand: ['black-03', 'black-01'], quest: null, location: 'grimspire-keep' },
          hero2: { hand: ['black-05'], quest: null, location: 'grimspire-keep', wounds: 3 },
        },
      },
      { players: 2, heroes: ['paladin', 'cleric'] },
    );
    const attack = choice(s, (c) => c.type === 'attack');
    expect(attack?.label).toBe('Attack Varkolak');
    expect(attack?.target).toBe('grimspire-keep');
    expect(attack?.confirm).toBe(
      'The Paladin attacks Varkolak with up to 3 dice (4+ hits, 5 hits to defeat); the Cleric (up to 1 die) is ' +
        'called to join. Committed cards are spent win or lose. A loss costs each hero in the battle 3 wounds and ' +
        '1 random Hero Card and sends them to Monarch City.',
    );
    const near = solo({ hand: ['black-03'], location: 'grimspire-keep', wounds: 3 });
    expect(choice(near, (c) => c.type === 'attack')?.confirm).toMatch(/; the Paladin would fall\.$/);
  });

  it('discards that cannot be taken back ask: Heal the Land, a quest, and any card with closed hands', () => {
    const tainted = solo({ hand: ['red-04'], location: 'brimstone-quarry' }, { taint: { 'brimstone-quarry': 1 } });
    expect(choice(tainted, (c) => c.type === 'healLand')?.confirm).toBe(
      'The red card of Brimstone Quarry is spent whether or not a die shows 5 or more.',
    );
    const questing = solo({ hand: ['black-05'], location: 'hollowmere', quest: 'q01' });
    const q = choice(questing, (c) => c.type === 'quest');
    expect(q?.label).toBe(
      'Complete The Sunken Reliquary, giving up the black Horse card of Hollowmere: draw 2 Hero Cards',
    );
    expect(q?.confirm).toBe('Gives up the black Horse card of Hollowmere for good; a new quest is drawn.');
    const ride = (config: Record<string, unknown>) =>
      choice(solo({ hand: ['red-01'] }, {}, 'paladin', config), (c) => c.type === 'move' && c.mode === 'horse');
    expect(ride({})?.confirm).toBeUndefined();
    expect(ride({ openHands: false })?.confirm).toBe(
      'Hands are closed: the red Horse card of Ember Road is shown to the table, and this cannot be taken back.',
    );
  });

  it('ordinary rolls and steps that can be taken back do not ask', () => {
    const s = solo({ wounds: 1, hand: ['red-01'] }, { minions: { 'ember-road': { red: 2 } } });
    for (const c of defenders.choices(s, 'hero1'))
      if ((c.command as Command).type === 'move') expect(c.confirm).toBeUndefined();
    const there = act(s, 'hero1', { type: 'move', mode: 'foot', to: 'ember-road' }).state;
    const fight = choice(there, (c) => c.type === 'fight');
    expect(fight?.label).toBe('Fight 2 Demons (red) here: roll 2 dice');
    expect(fight?.confirm).toBeUndefined();
    expect(
      play(defenders, s, 'hero1', { type: 'move', mode: 'foot', to: 'ember-road' }, { dice: seededDice(1), now: 0 })
        .undoable,
    ).toBe(true);
  });
});

describe('targets, seat names and sealing', () => {
  it('a choice on the map names its place; one off the map names none', () => {
    const s = sandbox(
      {
        darknessDeck: QUIET,
        minions: { 'weary-ox-inn': { green: 1 } },
        taint: { 'weary-ox-inn': 1 },
        heroes: { hero1: { hand: ['green-06', 'purple-04'], quest: null, location: 'weary-ox-inn', wounds: 1 } },
      },
      { heroes: ['paladin'] },
    );
    const list = defenders.choices(s, 'hero1');
    const of = (type: string) => list.filter((c) => (c.command as Command).type === type).map((c) => c.target);
    for (const t of ['fight', 'healLand', 'buildGate', 'rumors'])
      expect(new Set(of(t)), t).toEqual(new Set(['weary-ox-inn']));
    expect(of('endDay')).toEqual([undefined]);
    expect(list.find((c) => c.label.startsWith('Play Royal Summons'))?.target).toBe(MONARCH_CITY);
    for (const c of list) {
      const to = goesTo(c.command as Command);
      if (to) expect(c.target).toBe(to);
    }
  });

  it('seatName is the hero once chosen, never a sealed pick', () => {
    const s = sandbox({}, { heroes: ['paladin'] });
    expect(defenders.seatName?.(s, 'hero1')).toBe('Paladin');
    const picking = start(defenders, configSchema.parse({ players: 2, heroSelection: 'pick', firstSeat: 'hero1' }), {
      dice: seededDice(3),
      now: 0,
    }).state as State;
    expect(defenders.seatName?.(picking, 'hero2')).toBe('Hero 2');
    const picked = act(picking, 'hero1', { type: 'chooseHero', hero: 'dwarf' }).state;
    expect(defenders.seatName?.(picked, 'hero1')).toBe('Hero 1');
    expect(defenders.seatName?.(undefined, 'hero3')).toBe('Hero 3');
  });

  it('sealed: every event that turns up something hidden, and a hand card shown only with closed hands', () => {
    const sealed = (e: unknown) => defenders.sealed?.(e as DfEvent);
    expect(sealed({ type: 'heroCardsDrawn', seat: 'hero1', cards: ['red-01'], open: true })).toBe(true);
    expect(sealed({ type: 'questDrawn', seat: 'hero1', quest: 'q01', open: true })).toBe(true);
    expect(sealed({ type: 'darknessDrawn', card: 'ds-01', use: 'both' })).toBe(true);
    expect(
      sealed({ type: 'heroJoined', seat: 'hero1', hero: 'paladin', location: MONARCH_CITY, wounds: 0, spent: 0 }),
    ).toBe(true);
    expect(sealed({ type: 'cardsDiscarded', seat: 'hero1', cards: ['red-01'], why: 'horse', open: true })).toBe(false);
    expect(sealed({ type: 'cardsDiscarded', seat: 'hero1', cards: ['red-01'], why: 'horse', open: false })).toBe(true);
    expect(
      sealed({ type: 'questCompleted', seat: 'hero1', quest: 'q01', reward: { kind: 'restore' }, open: false }),
    ).toBe(true);
    expect(sealed({ type: 'heroMoved', seat: 'hero1', to: 'millbrook', mode: 'foot' })).toBe(false);
    const closed = sandbox(
      { darknessDeck: QUIET, heroes: { hero1: { hand: ['red-01'], quest: null } } },
      { heroes: ['paladin'], openHands: false },
    );
    const ride = act(closed, 'hero1', { type: 'move', mode: 'horse', to: 'cinder-vale', card: 'red-01' });
    expect(ride.events.find((e) => e.type === 'cardsDiscarded')).toMatchObject({ open: false, hero: 'paladin' });
  });
});

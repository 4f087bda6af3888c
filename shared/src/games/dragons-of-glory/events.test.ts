/**
 * Strategic Events (Rule 2, DG-SE-01..08) and the effect of every one of the 26 counters of
 * data/tables.ts. Each test starts a sandbox at Step 2 with the counter it needs in the cup; the draw
 * takes `cup.sort()[int]`, so the first scripted value (0) draws it.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { cupAtStart, eventsAddedOn, scenario, STRATEGIC_EVENTS } from './data/index.ts';
import { describe as line } from './describe.ts';
import type { DgEvent } from './events.ts';
import { rating } from './rules/activation.ts';
import { evolve } from './rules/evolve.ts';
import type { State } from './rules/state.ts';
import {
  asksChoice,
  attackModifiers,
  haltedUnits,
  markerHex,
  markerMods,
  shipMovementBonus,
  shipsHalted,
  tacticalRating,
} from './rules/strategic.ts';
import { act, begin, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';
import { redact, view } from './view.ts';

type Units = Sandbox['units'];
const WAR: Sandbox['nations'] = {
  dominion: 'highlord',
  soth: 'highlord',
  qualinesti: 'whitestone',
  silvanesti: 'whitestone',
  'good-dragons': 'whitestone',
};

/** Step 2 of `turn` (3 unless told: the Highlord draws) with `event` alone in the cup, drawn at once. */
function drawn(event: string, sb: Partial<Sandbox> = {}, dice: number[] = []): State {
  return sandbox({ units: [], turn: 3, ...sb, nations: { ...WAR, ...sb.nations }, step: 'events', cup: [event] }, {}, [
    0,
    ...dice,
  ]);
}
const choose = (s: State, seat: string, pick: string, dice: number[] = []) =>
  act(s, seat, { type: 'eventChoice', pick }, dice);
const picks = (s: State, seat: string): string[] =>
  dragonsOfGlory
    .choices(s, seat)
    .map((c) => c.command as Command)
    .flatMap((c) => (c.type === 'eventChoice' ? [c.pick] : []));
/** Step 3 has begun with the drawer's attempt. */
const inStep3 = (s: State) =>
  expect(s.stage).toEqual({ kind: 'activation', side: s.turn % 2 ? 'highlord' : 'whitestone', first: true });
const turnEnds = (s: State): State => evolve(s, { type: 'turnBegun', turn: s.turn + 1 });
/** Step 1 is the replacements rules' (rules/replacements.ts): each side takes its default; `dice` are for the draw. */
function passStep1(s: State, dice: number[]): { state: State; events: DgEvent[] } {
  let state = s;
  const events: DgEvent[] = [];
  while (state.stage?.kind === 'replacements') {
    const seat = dragonsOfGlory.pending(state)[0]!.seat;
    const r = act(state, seat, dragonsOfGlory.onTimeout(state, seat), dice);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('Rule 2: the cup and the draw', () => {
  it('DG-SE-01 the cup starts with the counters the scenario names', () => {
    const { state } = begin({ scenario: 'campaign' });
    // The campaign's Turn 1 draw has taken one of the eleven E1 counters.
    expect(state.cup.length + state.drawn.length).toBe(11);
    expect(state.drawn.every((d) => STRATEGIC_EVENTS.find((e) => e.id === d.event)!.back === 1)).toBe(true);
    expect([...state.cup, ...state.drawn.map((d) => d.event)].sort()).toEqual([...eventsAddedOn(1)].sort());
    // A later start holds what its scenario says (AMB-08): no E20 counter before Turn 20.
    const later = begin({ scenario: 'knights-at-bay' }).state;
    const all = [...later.cup, ...later.drawn.filter((d) => d.turn > 0).map((d) => d.event)];
    expect(all.sort()).toEqual([...cupAtStart(scenario('knights-at-bay'))].sort());
    expect(all.some((e) => STRATEGIC_EVENTS.find((x) => x.id === e)!.back === 20)).toBe(false);
  });

  it('DG-SE-02 the E10 counters go into the cup on Turn 10 before its draw, the E20 on Turn 20', () => {
    for (const turn of [10, 20]) {
      const s = sandbox({
        units: [],
        nations: WAR,
        turn: turn - 1,
        step: 'combat',
        mover: 'whitestone',
        second: true,
        cup: ['storm-season'],
      });
      // The new counters: sorted, index 0 of the filled cup is drawn.
      const ended = act(s, 'whitestone', { type: 'endCombat' });
      const { events, state } = passStep1(ended.state, [0]);
      events.unshift(...ended.events);
      const fill = events.findIndex((e) => e.type === 'cupFilled');
      const draw = events.findIndex((e) => e.type === 'eventDrawn');
      expect(fill).toBeGreaterThan(-1);
      expect(fill).toBeLessThan(draw);
      expect(ofType(events, 'cupFilled')[0]!.events.sort()).toEqual([...eventsAddedOn(turn)].sort());
      const cup = [...eventsAddedOn(turn), 'storm-season'].sort();
      expect(ofType(events, 'eventDrawn')[0]!.event).toBe(cup[0]);
      expect(state.turn).toBe(turn);
    }
    // No other Turn adds counters.
    const s = sandbox({
      units: [],
      nations: WAR,
      turn: 10,
      step: 'combat',
      mover: 'whitestone',
      second: true,
      cup: ['storm-season'],
    });
    expect(ofType(act(s, 'whitestone', { type: 'endCombat' }).events, 'cupFilled')).toHaveLength(0);
  });

  it('DG-SE-03 one counter a Turn, drawn by the Highlord on odd Turns and by Whitestone on even', () => {
    for (const [turn, by] of [
      [3, 'highlord'],
      [4, 'whitestone'],
    ] as const) {
      const s = sandbox(
        { units: [], nations: WAR, turn, step: 'events', cup: ['storm-season', 'fair-winds'] },
        {},
        [1],
      );
      expect(s.drawn).toEqual([{ event: 'storm-season', turn, by }]);
      expect(s.cup).toEqual(['fair-winds']);
    }
  });

  it('DG-SE-04 a drawn event is shown to both sides; the cup is not', () => {
    const s = drawn('storm-season', { cup: [] }, []);
    const two = sandbox(
      { units: [], nations: WAR, turn: 3, step: 'events', cup: ['storm-season', 'fair-winds'] },
      {},
      [1],
    );
    for (const seat of ['highlord', 'whitestone', 'spectator']) {
      const v = view(two, seat);
      expect(v.drawn.map((d) => d.event)).toEqual(['storm-season']);
      expect(v.cupSize).toBe(1);
      expect(JSON.stringify(v)).not.toContain('fair-winds');
    }
    expect(redact({ type: 'eventDrawn', event: 'storm-season', by: 'highlord' }, 'whitestone')).toEqual({
      type: 'eventDrawn',
      event: 'storm-season',
      by: 'highlord',
    });
    expect(redact({ type: 'cupFilled', events: ['mutiny'] }, 'highlord')).toEqual({
      type: 'cupFilled',
      events: ['hidden'],
    });
    expect(line({ type: 'eventDrawn', event: 'storm-season', by: 'highlord' })).toBe(
      'Highlord draws the Strategic Event “Storm Season”. Gales close the seas: no ship of either side moves this Turn (ships in the Maelstrom still roll).',
    );
    expect(s.drawn).toHaveLength(1);
  });

  it('DG-SE-05 a drawn counter never returns to the cup; map counters stay on the map, the rest are set aside', () => {
    const s = drawn('storm-season', { turn: 9 });
    expect(s.cup).not.toContain('storm-season');
    expect(s.markers).toEqual([]);
    // On Turn 10 the E10 counters go in, and a drawn one is not put back.
    const e10 = sandbox({
      units: [],
      nations: WAR,
      turn: 9,
      step: 'combat',
      mover: 'whitestone',
      second: true,
      cup: ['storm-season'],
    });
    const gone = { ...e10, drawn: [{ event: 'mutiny', turn: 5, by: 'highlord' as const }] };
    const { events } = act(gone, 'whitestone', { type: 'endCombat' });
    expect(ofType(events, 'cupFilled')[0]!.events).not.toContain('mutiny');
    // The Dragonlances go on the map with an army.
    const lances = drawn('dragonlances', { units: [{ id: 'solanthus-foot-1', hex: '2110', side: 'whitestone' }] });
    expect(lances.markers).toEqual([{ event: 'dragonlances', hex: '2110', unit: 'solanthus-foot-1' }]);
  });

  it('DG-SE-06 an event helps the side it names whoever draws it, or the drawer', () => {
    // Whitestone Envoys drawn by the Highlord still help Whitestone.
    const envoys = drawn('whitestone-envoys', { turn: 3 });
    expect(envoys.drawn[0]!.by).toBe('highlord');
    expect(rating(envoys, 'whitestone', 'khur')!.rating).toBe(5);
    expect(rating(envoys, 'highlord', 'khur')!.rating).toBe(2);
    // Mercenary Companies help whoever drew them.
    const hl = drawn('mercenary-companies', { turn: 21 });
    expect(rating(hl, 'highlord', 'khur')!.rating).toBe(4);
    expect(rating(hl, 'whitestone', 'khur')!.rating).toBe(3);
    const ws = drawn('mercenary-companies', { turn: 22 });
    expect(rating(ws, 'whitestone', 'khur')!.rating).toBe(5);
    expect(rating(ws, 'highlord', 'khur')!.rating).toBe(2);
  });

  it('DG-SE-07 an event modifies activation rolls this Turn, and the roll shows it by name', () => {
    const s = drawn('highlord-gold', { turn: 3 });
    inStep3(s);
    expect(rating(s, 'highlord', 'khur')!.mods).toEqual([{ label: 'Highlord Gold', value: 2, rule: 'DG-SE-07' }]);
    // Khur needs 4 for the Highlord now: a 4 succeeds (it would fail at the printed 2).
    const { events } = act(s, 'highlord', { type: 'activate', nation: 'khur' }, [4]);
    expect(ofType(events, 'activationRolled')[0]).toMatchObject({ die: 4, rating: 4, success: true });
    // The modifier ends with the Turn.
    expect(rating(turnEnds(s), 'highlord', 'khur')!.rating).toBe(2);
  });

  it('DG-SE-08 an empty cup draws nothing and Step 3 follows (AMB-09)', () => {
    const s = sandbox({ units: [], nations: WAR, turn: 3, step: 'events', cup: [] });
    expect(s.drawn).toEqual([]);
    inStep3(s);
    expect(line({ type: 'cupEmpty', by: 'highlord' })).toContain('no Strategic Event');
  });

  it('DG-SE-05 each event asks at most one choice (data)', () => {
    for (const e of STRATEGIC_EVENTS) expect(e.effects.filter(asksChoice).length).toBeLessThanOrEqual(1);
  });
});

describe('the 26 events', () => {
  it('DG-SE-07 Whitestone Envoys: Whitestone +2 to every activation roll this Turn', () => {
    const s = drawn('whitestone-envoys', { turn: 4 });
    inStep3(s);
    expect(rating(s, 'whitestone', 'hylo')!.rating).toBe(6);
    const { events } = act(s, 'whitestone', { type: 'activate', nation: 'khur' }, [5]);
    expect(ofType(events, 'activationRolled')[0]).toMatchObject({ rating: 5, success: true });
    expect(rating(turnEnds(s), 'whitestone', 'hylo')!.rating).toBe(4);
  });

  it('DG-SE-07 Highlord Gold: the Highlord +2 to every activation roll this Turn, Whitestone nothing', () => {
    const s = drawn('highlord-gold', { turn: 4 });
    expect(rating(s, 'highlord', 'kaolyn')!.rating).toBe(3);
    expect(rating(s, 'whitestone', 'kaolyn')!.rating).toBe(4);
  });

  describe('Ogre Pact: an extra Highlord roll, +1, for Blode or Kern', () => {
    it('DG-SE-07 with both neutral the Highlord picks one; a success joins it, is placed, then Step 3 begins', () => {
      const s = drawn('ogre-pact');
      expect(s.stage).toEqual({ kind: 'event-choice', side: 'highlord', event: 'ogre-pact' });
      expect(picks(s, 'highlord').sort()).toEqual(['blode', 'kern']);
      expect(dragonsOfGlory.choices(s, 'highlord')[0]!.label).toMatch(/needs 8 or less/);
      rejects(s, 'highlord', { type: 'eventChoice', pick: 'khur' }, 'rule/bad_choice');
      rejects(s, 'whitestone', { type: 'eventChoice', pick: 'kern' }, 'rule/not_your_turn');
      const r = choose(s, 'highlord', 'kern', [8]);
      expect(ofType(r.events, 'activationRolled')[0]).toMatchObject({
        nation: 'kern',
        die: 8,
        rating: 8,
        success: true,
        event: 'ogre-pact',
      });
      expect(r.state.nations.kern.status).toBe('highlord');
      expect(r.state.stage).toEqual({ kind: 'place', side: 'highlord', nation: 'kern' });
      const placed = act(r.state, 'highlord', { type: 'placeAtHome' });
      inStep3(placed.state);
      // The extra roll is not the Highlord's Step 3 attempt.
      expect(placed.state.attempts.highlord).toBeUndefined();
      expect(dragonsOfGlory.choices(placed.state, 'highlord').some((c) => c.command.type === 'activate')).toBe(true);
    });

    it('DG-SE-07 a failed extra roll changes nothing and Step 3 begins; one neutral is rolled for at once', () => {
      const s = drawn('ogre-pact', { nations: { blode: 'highlord' } }, [9]);
      const roll = s.stage;
      expect(roll).toEqual({ kind: 'activation', side: 'highlord', first: true });
      expect(s.nations.kern.status).toBe('neutral');
      // None neutral: nothing happens.
      const none = drawn('ogre-pact', { nations: { blode: 'highlord', kern: 'whitestone' } });
      inStep3(none);
    });

    it('DG-SE-07 its timeout rolls for the nation with the better chance', () => {
      const s = drawn('ogre-pact');
      expect(dragonsOfGlory.onTimeout(s, 'highlord')).toEqual({ type: 'eventChoice', pick: 'blode' });
    });
  });

  it('DG-SE-07 Kender Wanderlust: an extra Whitestone roll, +1, for Hylo or Goodlund; 0-or-less needs the bonus', () => {
    // Only Goodlund neutral: rolled at once against 5 + 1.
    const ok = drawn('kender-wanderlust', { turn: 4, nations: { hylo: 'whitestone' } }, [6]);
    expect(ok.nations.goodlund.status).toBe('whitestone');
    expect(ok.stage).toEqual({ kind: 'place', side: 'whitestone', nation: 'goodlund' });
    const no = drawn('kender-wanderlust', { turn: 4, nations: { hylo: 'whitestone' } }, [7]);
    expect(no.nations.goodlund.status).toBe('neutral');
    inStep3(no);
  });

  it('DG-SE-06 Pact of the Black Robes: the renegade joins any Highlord army the Highlord picks', () => {
    const units: Units = [
      { id: 'red-inf-1', hex: '2923' },
      { id: 'blue-inf-1', hex: '3413' },
    ];
    const s = drawn('black-robe-pact', { units });
    expect(picks(s, 'highlord')).toEqual(['2923', '3413']);
    const r = choose(s, 'highlord', '3413');
    expect(r.state.units['black-robe-2']).toMatchObject({ where: 'map', hex: '3413', side: 'highlord' });
    inStep3(r.state);
    // One army: no question.
    const one = drawn('black-robe-pact', { units: [units[0]!] });
    expect(one.units['black-robe-2']!.hex).toBe('2923');
    inStep3(one);
  });

  it('DG-SE-06 The Red Robe’s Choice: the Red Robe joins a Whitestone army', () => {
    const s = drawn('red-robe-choice', { units: [{ id: 'qualinesti-foot-1', hex: '1525' }] });
    expect(s.units['red-robe']).toMatchObject({ where: 'map', hex: '1525', side: 'whitestone' });
  });

  it('DG-SE-06 Storm Season: no ship moves this Turn', () => {
    const s = drawn('storm-season');
    expect(shipsHalted(s)).toBe(true);
    expect(shipsHalted(turnEnds(s))).toBe(false);
    expect(shipsHalted(drawn('fair-winds'))).toBe(false);
  });

  it('DG-SE-06 A New Brood: one more draconian at the Dark Temple, if it stands and has room', () => {
    // Three made already (in the pool): the fourth rises.
    const made: Units = [1, 2, 3].map((i) => ({
      id: `draconian-${i}`,
      where: 'pool' as const,
      side: 'highlord' as const,
    }));
    const s = drawn('new-brood', { units: made, darkTemple: 'nightspire', draconiansMade: 3 });
    expect(s.units['draconian-4']).toMatchObject({ where: 'map', hex: '3517', side: 'highlord' });
    expect(s.draconiansMade).toBe(4);
    // No temple, or a full temple hex (a fortified city holds three), or all twenty made: nothing.
    expect(drawn('new-brood', { units: made, draconiansMade: 3 }).draconiansMade).toBe(3);
    const full: Units = [
      { id: 'guard-inf-1', hex: '3517' },
      { id: 'guard-inf-2', hex: '3517' },
      { id: 'red-inf-1', hex: '3517' },
    ];
    expect(
      drawn('new-brood', { units: [...made, ...full], darkTemple: 'nightspire', draconiansMade: 3 }).draconiansMade,
    ).toBe(3);
    expect(drawn('new-brood', { darkTemple: 'nightspire', draconiansMade: 20 }).draconiansMade).toBe(20);
  });

  it('DG-SE-06 Refugee Columns: Whitestone returns one army from its pool, without a pair, to its own country', () => {
    const units: Units = [
      { id: 'qualinesti-foot-1', where: 'pool', side: 'whitestone' },
      { id: 'silvanesti-foot-1', where: 'pool', side: 'whitestone' },
    ];
    const s = drawn('refugee-columns', { units });
    expect(s.stage).toMatchObject({ kind: 'event-choice', side: 'whitestone', event: 'refugee-columns' });
    expect(picks(s, 'whitestone')).toEqual(['qualinesti-foot-1@1525', 'silvanesti-foot-1@3728', 'none']);
    rejects(s, 'whitestone', { type: 'eventChoice', pick: 'qualinesti-foot-1@3728' }, 'rule/bad_choice');
    const r = choose(s, 'whitestone', 'qualinesti-foot-1@1525');
    expect(r.state.units['qualinesti-foot-1']).toMatchObject({ where: 'map', hex: '1525', depleted: false });
    expect(r.state.units['silvanesti-foot-1']!.where).toBe('pool');
    inStep3(r.state);
    // A country whose strongholds are lost takes nothing back.
    const lost = drawn('refugee-columns', { units: [units[0]!], control: { goldleaf: 'highlord' } });
    inStep3(lost);
    expect(lost.units['qualinesti-foot-1']!.where).toBe('pool');
  });

  it('DG-SE-06 Fair Winds: the drawer’s ships move 2 more this Turn', () => {
    const hl = drawn('fair-winds', { turn: 3 });
    expect(shipMovementBonus(hl, 'highlord')).toBe(2);
    expect(shipMovementBonus(hl, 'whitestone')).toBe(0);
    const ws = drawn('fair-winds', { turn: 4 });
    expect(shipMovementBonus(ws, 'whitestone')).toBe(2);
    expect(shipMovementBonus(ws, 'highlord')).toBe(0);
    expect(shipMovementBonus(turnEnds(ws), 'whitestone')).toBe(0);
  });

  it('DG-SE-07 Minotaur Ambition: the Highlord +3 for Mithas or Kothas only', () => {
    const s = drawn('minotaur-ambition');
    expect(rating(s, 'highlord', 'mithas')!.rating).toBe(9);
    expect(rating(s, 'highlord', 'kothas')!.rating).toBe(8);
    expect(rating(s, 'highlord', 'khur')!.rating).toBe(2);
    expect(rating(s, 'whitestone', 'kothas')!.rating).toBe(1);
  });

  it('DG-SE-06 The Good Dragons Return: eight dragons in Whitestone strongholds, no more than two a hex', () => {
    // Whitestone holds Goldleaf and Starwood: four dragons fit, the rest cannot come.
    const s = drawn('good-dragons', { turn: 10 });
    expect(s.stage).toMatchObject({ kind: 'event-choice', side: 'whitestone', event: 'good-dragons' });
    expect(picks(s, 'whitestone')).toEqual(['1525', '3728']);
    const a = choose(s, 'whitestone', '1525');
    expect(a.state.units['gold-dragon-1']!.hex).toBe('1525');
    const b = choose(a.state, 'whitestone', '1525');
    // Goldleaf is full of dragons: the next two go to Starwood without a question.
    const at = (id: string) => b.state.units[id]!.hex;
    expect([at('gold-dragon-2'), at('silver-dragon-1'), at('silver-dragon-2')]).toEqual(['1525', '3728', '3728']);
    expect(b.state.units['bronze-dragon-1']!.where).toBe('waiting');
    expect(Object.values(b.state.units).filter((u) => u.hex === '1525' && u.where === 'map')).toHaveLength(2);
    inStep3(b.state);
  });

  it('DG-SE-05 The Dragonlances: placed with a Whitestone army; enemy dragons add no modifier where it fights', () => {
    const units: Units = [
      { id: 'solanthus-foot-1', hex: '2110', side: 'whitestone' },
      { id: 'qualinesti-foot-1', hex: '1525' },
    ];
    const s = drawn('dragonlances', { turn: 10, units });
    expect(picks(s, 'whitestone')).toEqual(['1525', '2110']);
    const r = choose(s, 'whitestone', '2110');
    const m = r.state.markers[0]!;
    expect(m).toEqual({ event: 'dragonlances', hex: '2110', unit: 'solanthus-foot-1' });
    expect(markerMods(r.state, ['2110', '2211'])).toEqual({ noDragonModifierFor: 'whitestone', orb: null });
    expect(markerMods(r.state, ['1525'])).toEqual({ noDragonModifierFor: null, orb: null });
    // It goes where its army goes.
    const moved = evolve(r.state, {
      type: 'moved',
      side: 'whitestone',
      units: ['solanthus-foot-1'],
      path: ['2110', '2111'],
      costs: { 'solanthus-foot-1': 1 },
    });
    expect(markerHex(moved, moved.markers[0]!)).toBe('2111');
    expect(markerMods(moved, ['2111']).noDragonModifierFor).toBe('whitestone');
  });

  it('DG-SE-06 Flying Citadels: two citadels at the Dark Temple, or at Nightspire without one', () => {
    const temple = drawn('flying-citadels', { turn: 11, darkTemple: 'emberkeep' });
    expect(temple.units['citadel-1']!.hex).toBe('2923');
    expect(temple.units['citadel-2']!.hex).toBe('2923');
    const none = drawn('flying-citadels', { turn: 11 });
    expect(none.units['citadel-1']!.hex).toBe('3517');
    // Two air armies a hex: with a dragon there, only one citadel comes.
    const crowded = drawn('flying-citadels', { turn: 11, units: [{ id: 'red-dragon-1', hex: '3517' }] });
    expect(crowded.units['citadel-1']!.hex).toBe('3517');
    expect(crowded.units['citadel-2']!.where).toBe('waiting');
  });

  it('DG-SE-07 The Whitestone Council: Palanthus 4 and Knights +1 for Whitestone, for the rest of the game', () => {
    const s = drawn('whitestone-council', { turn: 10 });
    expect(rating(s, 'whitestone', 'palanthus')!.rating).toBe(4);
    expect(rating(s, 'whitestone', 'caergoth')!.rating).toBe(4);
    expect(rating(s, 'highlord', 'caergoth')!.rating).toBe(-2);
    const later = turnEnds(turnEnds(s));
    expect(rating(later, 'whitestone', 'palanthus')!.rating).toBe(4);
    expect(rating(later, 'whitestone', 'gunthar')!.rating).toBe(5);
    expect(rating(drawn('storm-season'), 'whitestone', 'palanthus')!.rating).toBe(0);
  });

  it('DG-SE-06 Elven Accord: up to two elf armies back from the pool; others are not offered', () => {
    const units: Units = [
      { id: 'qualinesti-foot-1', where: 'pool', side: 'whitestone' },
      { id: 'qualinesti-foot-2', where: 'pool', side: 'whitestone' },
      { id: 'silvanesti-foot-1', where: 'pool', side: 'whitestone' },
      { id: 'caergoth-foot-1', where: 'pool', side: 'whitestone' },
    ];
    const s = drawn('elven-accord', { turn: 10, units, nations: { caergoth: 'whitestone' } });
    expect(s.stage).toMatchObject({ kind: 'event-choice', left: 2 });
    expect(picks(s, 'whitestone')).not.toContain('caergoth-foot-1@1714');
    const a = choose(s, 'whitestone', 'qualinesti-foot-1@1525');
    expect(a.state.stage).toMatchObject({ kind: 'event-choice', left: 1 });
    const b = choose(a.state, 'whitestone', 'silvanesti-foot-1@3728');
    inStep3(b.state);
    expect(b.state.units['qualinesti-foot-2']!.where).toBe('pool');
    // Or stop after one.
    inStep3(choose(a.state, 'whitestone', 'none').state);
  });

  it('DG-SE-05 A Dragon Orb: placed with a Whitestone wizard; it acts in a battle that wizard is in', () => {
    const units: Units = [
      { id: 'white-robe', hex: '1525' },
      { id: 'red-robe', hex: '3728' },
    ];
    const s = drawn('dragon-orb', { turn: 10, units });
    expect(picks(s, 'whitestone')).toEqual(['white-robe', 'red-robe']);
    const r = choose(s, 'whitestone', 'red-robe');
    expect(r.state.markers).toEqual([{ event: 'dragon-orb', hex: '3728', unit: 'red-robe' }]);
    expect(markerMods(r.state, ['3728']).orb).toEqual({ side: 'whitestone', wizard: 'red-robe' });
    expect(markerMods(r.state, ['1525']).orb).toBeNull();
    const used = evolve(r.state, { type: 'markerRemoved', event: 'dragon-orb' });
    expect(markerMods(used, ['3728']).orb).toBeNull();
  });

  it('DG-SE-06 Dominion Shipyards: two fleets at Ashhaven, only if the Highlord holds it', () => {
    const s = drawn('dominion-shipyards', { turn: 11 });
    expect(s.units['dominion-ship-4']).toMatchObject({ where: 'map', hex: '3220', side: 'highlord' });
    expect(s.units['dominion-ship-5']!.hex).toBe('3220');
    const lost = drawn('dominion-shipyards', { turn: 11, control: { ashhaven: 'whitestone' } });
    expect(lost.units['dominion-ship-4']!.where).toBe('waiting');
  });

  it('DG-SE-06 Highlords’ Rivalry: Whitestone names a dragonarmy, none of whose armies moves this Turn', () => {
    const units: Units = [
      { id: 'red-inf-1', hex: '2923' },
      { id: 'red-dragon-1', hex: '2923' },
      { id: 'verminaard', hex: '2923' },
      { id: 'blue-inf-1', hex: '3413' },
      { id: 'guard-inf-1', hex: '3517' },
    ];
    const s = drawn('highlords-rivalry', { turn: 11, units });
    expect(s.stage).toMatchObject({ kind: 'event-choice', side: 'whitestone' });
    // Only dragonarmies with armies on the map; not the guard.
    expect(picks(s, 'whitestone')).toEqual(['red-army', 'blue-army']);
    const r = choose(s, 'whitestone', 'red-army');
    expect([...haltedUnits(r.state)].sort()).toEqual(['red-dragon-1', 'red-inf-1']);
    expect(line(ofType(r.events, 'eventChoiceMade')[0]!)).toBe(
      'Whitestone names the Red Dragonarmy (Highlords’ Rivalry).',
    );
    expect(haltedUnits(turnEnds(r.state)).size).toBe(0);
    inStep3(r.state);
  });

  it('DG-SE-06 Mutiny: the drawer damages an enemy ship not in port; a damaged one sinks with its army', () => {
    const units: Units = [
      { id: 'palanthus-ship-1', hex: '2104', side: 'whitestone' },
      { id: 'palanthus-ship-2', hex: '2004', side: 'whitestone', depleted: true },
      { id: 'palanthus-guard', hex: '2004', side: 'whitestone', aboard: 'palanthus-ship-2' },
      { id: 'caergoth-ship', hex: '3119', side: 'whitestone' },
      { id: 'dominion-ship-1', hex: '3219' },
      { id: 'dominion-ship-2', hex: '3220' },
    ];
    const s = drawn('mutiny', { turn: 11, units });
    expect(s.stage).toMatchObject({ kind: 'event-choice', side: 'highlord', event: 'mutiny' });
    // Palanthus is a port: its ship is safe. The damaged one is offered first (it sinks).
    expect(picks(s, 'highlord')).toEqual(['palanthus-ship-2', 'caergoth-ship']);
    const dmg = choose(s, 'highlord', 'caergoth-ship');
    expect(dmg.state.units['caergoth-ship']!.depleted).toBe(true);
    const sunk = choose(s, 'highlord', 'palanthus-ship-2');
    expect(sunk.state.units['palanthus-ship-2']!.where).toBe('removed');
    expect(sunk.state.units['palanthus-guard']!.where).toBe('pool');
    inStep3(sunk.state);
    // Drawn by Whitestone it strikes the Highlord's ships, and Whitestone chooses.
    const ws = drawn('mutiny', { turn: 12, units });
    expect(ws.units['dominion-ship-1']!.depleted).toBe(true);
    expect(ws.units['dominion-ship-2']!.depleted).toBe(false);
  });

  it('DG-SE-06 Hope Rekindled: Whitestone has the initiative this Turn and +2 to activation', () => {
    const s = drawn('hope-rekindled', { turn: 21 });
    expect(rating(s, 'whitestone', 'khur')!.rating).toBe(5);
    // Step 3: both pass; Step 4's rolls favour the Highlord, the initiative is still Whitestone's.
    const a = act(s, 'highlord', { type: 'skipActivation' });
    const b = act(a.state, 'whitestone', { type: 'skipActivation' }, [4, 1]);
    expect(ofType(b.events, 'initiativeRolled')[0]).toMatchObject({ highlord: 4, whitestone: 1, winner: 'whitestone' });
    expect(b.state.stage).toEqual({ kind: 'first', side: 'whitestone' });
  });

  it('DG-SE-06 The Emperor’s Summons: two Dominion armies from the pool to Nightspire, if the Highlord holds it', () => {
    const units: Units = [
      { id: 'red-inf-1', where: 'pool', side: 'highlord' },
      { id: 'blue-inf-1', where: 'pool', side: 'highlord' },
      { id: 'green-inf-1', where: 'pool', side: 'highlord' },
      { id: 'khur-foot-1', where: 'pool', side: 'highlord' },
      { id: 'draconian-1', where: 'pool', side: 'highlord' },
    ];
    const s = drawn('emperors-summons', { turn: 21, units, nations: { khur: 'highlord' } });
    expect(picks(s, 'highlord')).toEqual(['blue-inf-1@3517', 'green-inf-1@3517', 'red-inf-1@3517', 'none']);
    const a = choose(s, 'highlord', 'red-inf-1@3517');
    const b = choose(a.state, 'highlord', 'blue-inf-1@3517');
    expect(b.state.units['red-inf-1']!.hex).toBe('3517');
    expect(b.state.units['blue-inf-1']!.hex).toBe('3517');
    expect(b.state.units['green-inf-1']!.where).toBe('pool');
    inStep3(b.state);
    const lost = drawn('emperors-summons', { turn: 21, units, control: { nightspire: 'whitestone' } });
    inStep3(lost);
  });

  it('DG-SE-06 The Golden General: Laurana’s Tactical Rating is 4 for the rest of the game', () => {
    const before = drawn('storm-season', { turn: 21 });
    expect(tacticalRating(before, 'laurana')).toBe(3);
    const s = drawn('golden-general', { turn: 21 });
    expect(tacticalRating(s, 'laurana')).toBe(4);
    expect(tacticalRating(turnEnds(s), 'laurana')).toBe(4);
    expect(tacticalRating(s, 'verminaard')).toBe(2);
  });

  it('DG-SE-06 The Dark Queen’s Wrath: every Highlord attack this Turn +1', () => {
    const s = drawn('dark-queens-wrath', { turn: 22 });
    expect(attackModifiers(s, 'highlord')).toEqual([{ label: 'The Dark Queen’s Wrath', value: 1, rule: 'DG-SE-06' }]);
    expect(attackModifiers(s, 'whitestone')).toEqual([]);
    expect(attackModifiers(turnEnds(s), 'highlord')).toEqual([]);
  });

  it('DG-SE-06 Treachery: Whitestone removes one Highlord leader for good, not Lord Soth nor the Dark Emperor', () => {
    const units: Units = [
      { id: 'verminaard', hex: '2923' },
      { id: 'blue-highlord', hex: '3413' },
      { id: 'lord-soth', hex: '3406' },
      { id: 'dark-emperor', hex: '3517' },
    ];
    const s = drawn('treachery', { turn: 21, units });
    expect(s.stage).toMatchObject({ kind: 'event-choice', side: 'whitestone' });
    expect(picks(s, 'whitestone')).toEqual(['blue-highlord', 'verminaard']);
    rejects(s, 'whitestone', { type: 'eventChoice', pick: 'lord-soth' }, 'rule/bad_choice');
    const r = choose(s, 'whitestone', 'verminaard');
    expect(r.state.units.verminaard!.where).toBe('removed');
    expect(dragonsOfGlory.choices(s, 'whitestone')[0]!.confirm).toBeTruthy();
    // Only the two exempt leaders: nothing happens.
    inStep3(drawn('treachery', { turn: 21, units: units.slice(2) }));
  });

  it('DG-SE-07 Mercenary Companies: the drawer +2 to activation this Turn', () => {
    const s = drawn('mercenary-companies', { turn: 21 });
    expect(rating(s, 'highlord', 'kaolyn')!.rating).toBe(3);
    expect(rating(s, 'whitestone', 'kaolyn')!.rating).toBe(4);
  });

  it('DG-SE-01 every one of the 26 counters is drawn and resolved without a dead end', () => {
    for (const e of STRATEGIC_EVENTS) {
      const s = drawn(e.id, { turn: 21, darkTemple: 'nightspire' }, [10]);
      expect(s.drawn.map((d) => d.event)).toEqual([e.id]);
      expect(dragonsOfGlory.pending(s).length).toBeGreaterThan(0);
    }
  });
});

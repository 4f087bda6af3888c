/**
 * The two event counters that act in battle (Strategic Events of ours, data/tables.ts; MARKER_EFFECTS in
 * rules/strategic.ts): the Dragon Orb, used once before a roll of a battle its wizard takes part in, and the
 * Dragonlances, which blunt enemy dragons and, when their army is gone, are given to another Whitestone army
 * at the start of the next Step 2 (our timing: the text gives none).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import { attack, mapIs, modsOf, rolled, start, withResult } from './combat.testkit.ts';
import { counter } from './data/index.ts';
import { describe as line } from './describe.ts';
import type { DgEvent } from './events.ts';
import { sp } from './rules/board.ts';
import { eventsStep } from './rules/flow.ts';
import type { State } from './rules/state.ts';
import { lancesAdrift, markerHex, markerMods } from './rules/strategic.ts';
import { hexWord } from './rules/words.ts';
import { Tx } from './rules/tx.ts';
import { act, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

const ORB = (wizard: string, hex: string): State['markers'][number] => ({ event: 'dragon-orb', hex, unit: wizard });
const LANCES = (army: string, hex: string): State['markers'][number] => ({ event: 'dragonlances', hex, unit: army });
const withMarkers = (s: State, markers: State['markers']): State => ({ ...s, markers });
const dragonMod = (events: DgEvent[]) => modsOf(events, 'DG-DRM-02').map((m) => m.value);

/** Plays each pending side's default until the mover may declare another attack. */
function settle(s: State): State {
  let state = s;
  for (let i = 0; i < 20 && state.stage?.kind !== 'combat'; i++) {
    const seat = dragonsOfGlory.pending(state)[0]!.seat;
    state = act(state, seat, dragonsOfGlory.onTimeout(state, seat), [5, 5, 5, 5]).state;
  }
  expect(state.stage?.kind).toBe('combat');
  return state;
}

describe('the Dragon Orb', () => {
  it('DG-SE-05 the orb with defending Whitestone: every Highlord dragon depleted before the roll, then it is gone', () => {
    mapIs('3613', 'clear', ['3612', '3712']);
    const s = withMarkers(
      start([
        { id: 'red-dragon-1', hex: '3612' },
        { id: 'red-dragon-2', hex: '3612', depleted: true },
        { id: 'red-dragon-3', hex: '3712' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'qualinesti-foot-2', hex: '3613' },
        { id: 'red-robe', hex: '3613' },
      ]),
      [ORB('red-robe', '3613')],
    );
    const full = counter('red-dragon-1');
    if (full.kind !== 'air') throw new Error('a dragon is an air army');
    // A 6 at 1-3: one loss a side, no retreat (so the wizard's stack stands for the second battle).
    const r = attack(s, '3613', ['red-dragon-1', 'red-dragon-2'], [6]);
    // The orb acts first: the full dragon is depleted, the depleted one eliminated (out of the game, DG-REP-08).
    expect(ofType(r.events, 'markerRemoved')).toEqual([
      { type: 'markerRemoved', event: 'dragon-orb', by: 'red-robe', hex: '3613' },
    ]);
    expect(ofType(r.events, 'depleted')[0]).toEqual({ type: 'depleted', units: ['red-dragon-1'] });
    expect(ofType(r.events, 'eliminated')[0]).toMatchObject({ units: ['red-dragon-2'], to: 'removed' });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('markerRemoved')).toBeLessThan(types.indexOf('battleRolled'));
    // Strengths are counted after it: the dragon at its depleted SP, in strength and as a modifier.
    expect(dragonMod(r.events)[0]).toBe(full.depleted.sp);
    expect(rolled(r.events).attack).toBe(full.depleted.sp);
    expect(r.state.markers).toEqual([]);
    // The log says it in words.
    const lines = r.events.map(line).join('\n');
    expect(lines).toContain(`Wizard of the Red Robes raises a Dragon Orb at ${hexWord('3613')}`);
    expect(lines).not.toContain('dragon-orb');
    expect(lines).toContain('(depleted a second time by the Dragon Orb)');

    // A second battle with the same wizard: the orb is gone, the fresh dragon keeps its strength.
    expect(markerMods(r.state, ['3613']).orb).toBeNull();
    const next = settle(r.state);
    expect(next.units['qualinesti-foot-1']!.hex).toBe('3613');
    expect(next.units['red-robe']!.hex).toBe('3613');
    const again = attack({ ...next, attackedHexes: [], flags: {} }, '3613', ['red-dragon-3'], [5]);
    expect(ofType(again.events, 'markerRemoved')).toEqual([]);
    expect(ofType(again.events, 'depleted').filter((e) => e.units.includes('red-dragon-3'))).toEqual([]);
    expect(dragonMod(again.events)[0]).toBe(sp(next, 'red-dragon-3'));
  });

  it('DG-SE-05 the orb with attacking Whitestone depletes the defending dragons; a wizard not attacking does not use it', () => {
    const units = [
      { id: 'qualinesti-foot-1', hex: '3612' },
      { id: 'silvanesti-foot-1', hex: '3712' },
      { id: 'red-dragon-1', hex: '3613' },
      { id: 'red-inf-1', hex: '3613' },
    ];
    const s = (wizardAt: string) =>
      withMarkers(start([...units, { id: 'white-robe', hex: wizardAt }], { mover: 'whitestone' }), [
        ORB('white-robe', wizardAt),
      ]);
    // The dragon may retreat before combat (it faces no fliers); it stands.
    const stand = (x: State) => act(x, 'highlord', { type: 'stand' }, [5]);
    expect(attack(s('3612'), '3613', ['qualinesti-foot-1']).state.stage?.kind).toBe('rbc');
    const r = stand(attack(s('3612'), '3613', ['qualinesti-foot-1']).state);
    expect(ofType(r.events, 'markerRemoved')).toHaveLength(1);
    expect(ofType(r.events, 'depleted')[0]!.units).toEqual(['red-dragon-1']);
    const c = counter('red-dragon-1');
    expect(dragonMod(r.events)).toEqual([c.kind === 'air' ? -c.depleted.sp : 0]);
    expect(r.state.markers).toEqual([]);
    // The wizard's stack at 3712 does not attack: it takes no part, and the orb stays for later.
    const idle = stand(attack(s('3712'), '3613', ['qualinesti-foot-1']).state);
    expect(ofType(idle.events, 'markerRemoved')).toEqual([]);
    expect(dragonMod(idle.events)).toEqual([-sp(s('3712'), 'red-dragon-1')]);
    expect(idle.state.markers).toHaveLength(1);
  });

  it('DG-SE-05 the orb is kept through a battle with no enemy dragon in it', () => {
    const s = withMarkers(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'red-robe', hex: '3613' },
      ]),
      [ORB('red-robe', '3613')],
    );
    const r = attack(s, '3613', ['red-inf-1'], [5]);
    expect(ofType(r.events, 'markerRemoved')).toEqual([]);
    expect(r.state.markers).toHaveLength(1);
    rolled(r.events);
  });

  it('DG-SE-05 defenders that were only depleted dragons are swept away: no roll, the attacker may advance', () => {
    const s = withMarkers(
      start(
        [
          { id: 'qualinesti-foot-1', hex: '3612' },
          { id: 'white-robe', hex: '3612' },
          { id: 'red-dragon-1', hex: '3613', depleted: true },
        ],
        { mover: 'whitestone' },
      ),
      [ORB('white-robe', '3612')],
    );
    const r = act(attack(s, '3613', ['qualinesti-foot-1']).state, 'highlord', { type: 'stand' });
    expect(ofType(r.events, 'eliminated')[0]).toMatchObject({ units: ['red-dragon-1'], to: 'removed' });
    expect(ofType(r.events, 'battleRolled')).toEqual([]);
    expect(r.state.stage).toEqual({ kind: 'advance', side: 'whitestone' });
    expect(r.state.markers).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// The Dragonlances
// ---------------------------------------------------------------------------

const WAR = {
  dominion: 'highlord',
  qualinesti: 'whitestone',
  silvanesti: 'whitestone',
  solanthus: 'whitestone',
  palanthus: 'whitestone',
} as const;

/** Turn 10 (Whitestone draws) in the Movement Step, Storm Season alone in the cup, the lances' army in the pool. */
function lancesLost(units: Parameters<typeof sandbox>[0]['units']): State {
  const s = sandbox({
    units: [{ id: 'solanthus-foot-1', where: 'pool', side: 'whitestone' }, ...units],
    turn: 10,
    nations: WAR,
    cup: ['storm-season'],
  });
  return withMarkers(s, [LANCES('solanthus-foot-1', '2110')]);
}

/** Step 2 begins (the draw's die scripted). */
function step2(s: State, dice = [0]) {
  // As after Step 1: nothing staged.
  const tx = new Tx({ ...s, step: 'replacements', stage: null }, scriptedDice(dice));
  eventsStep(tx);
  return { state: tx.state, events: tx.events };
}
const picks = (s: State) =>
  dragonsOfGlory.choices(s, 'whitestone').flatMap((c) => (c.command.type === 'eventChoice' ? [c.command.pick] : []));

describe('the Dragonlances', () => {
  it('DG-SE-05 the lances act where their army is now, and not at all once it is gone', () => {
    const s = start([
      { id: 'red-dragon-1', hex: '3612' },
      { id: 'qualinesti-foot-1', hex: '3613' },
    ]);
    // Placed at 3614, its army has since moved into 3613: it blunts the attack there.
    const moved = attack(withMarkers(s, [LANCES('qualinesti-foot-1', '3614')]), '3613', ['red-dragon-1'], [5]);
    expect(dragonMod(moved.events)[0]).toBe(0);
    // Its army gone (in the pool), the marker stays put but does nothing.
    const gone = withMarkers(
      start([
        { id: 'red-dragon-1', hex: '3612' },
        { id: 'silvanesti-foot-1', hex: '3613' },
      ]),
      [LANCES('qualinesti-foot-1', '3613')],
    );
    expect(gone.units['qualinesti-foot-1']!.where).not.toBe('map');
    expect(markerMods(gone, ['3613']).noDragonModifierFor).toBeNull();
    expect(dragonMod(attack(gone, '3613', ['red-dragon-1'], [5]).events)[0]).toBe(sp(gone, 'red-dragon-1'));
  });

  it('DG-SE-05 the army carrying the lances is destroyed: the marker is adrift until Step 2', () => {
    const s = withMarkers(
      start([
        { id: 'red-inf-1', hex: '3612' },
        { id: 'qualinesti-foot-1', hex: '3613' },
        { id: 'silvanesti-foot-1', hex: '3728' },
      ]),
      [LANCES('qualinesti-foot-1', '3613')],
    );
    expect(lancesAdrift(s)).toBeNull();
    const r = withResult(s, '3613', ['red-inf-1'], { attacker: '-', defender: 'E' });
    expect(r.state.units['qualinesti-foot-1']!.where).toBe('pool');
    expect(lancesAdrift(r.state)).toMatchObject({ event: 'dragonlances' });
    expect(markerHex(r.state, r.state.markers[0]!)).toBeNull();
    // Nothing is asked of Whitestone during the battle: the Highlord goes on (here, to advance).
    expect(r.state.stage).toEqual({ kind: 'advance', side: 'highlord' });
  });

  it('DG-SE-05 at the start of Step 2 Whitestone gives the lances to one of its ground armies, the strongest first', () => {
    const s = lancesLost([
      { id: 'qualinesti-foot-1', hex: '1525' },
      { id: 'silvanesti-foot-1', hex: '3728', depleted: true },
      { id: 'silvanesti-griffons', hex: '3728' },
      { id: 'palanthus-ship-1', hex: '0115' },
      { id: 'solanthus-foot-2', hex: '0115', aboard: 'palanthus-ship-1' },
    ]);
    expect(sp(s, 'qualinesti-foot-1')).toBeGreaterThan(sp(s, 'silvanesti-foot-1'));
    const r = step2(s);
    expect(r.state.stage).toEqual({ kind: 'event-choice', side: 'whitestone', event: 'dragonlances' });
    // Before the draw: the cup is untouched.
    expect(ofType(r.events, 'eventDrawn')).toEqual([]);
    // Ground armies on land only: no griffons, none aboard a ship.
    expect(picks(r.state)).toEqual(['qualinesti-foot-1', 'silvanesti-foot-1']);
    const labels = dragonsOfGlory.choices(r.state, 'whitestone').map((c) => c.label);
    expect(labels[0]).toBe(
      `Give the Dragonlances to Qualinesti Archers I (${sp(s, 'qualinesti-foot-1')} SP) at Goldleaf`,
    );
    expect(dragonsOfGlory.choices(r.state, 'whitestone')[0]!.target).toBe('1525');
    // A missed deadline: the strongest.
    expect(dragonsOfGlory.onTimeout(r.state, 'whitestone')).toEqual({ type: 'eventChoice', pick: 'qualinesti-foot-1' });
    rejects(r.state, 'whitestone', { type: 'eventChoice', pick: 'silvanesti-griffons' }, 'rule/bad_choice');
    // The pick: the marker goes with that army, then the Turn's draw and Step 3.
    const c = act(r.state, 'whitestone', { type: 'eventChoice', pick: 'silvanesti-foot-1' }, [0]);
    expect(ofType(c.events, 'markerPlaced')).toEqual([
      { type: 'markerPlaced', event: 'dragonlances', hex: '3728', unit: 'silvanesti-foot-1' },
    ]);
    expect(ofType(c.events, 'eventDrawn')).toEqual([{ type: 'eventDrawn', event: 'storm-season', by: 'whitestone' }]);
    expect(c.state.step).toBe('activation');
    expect(lancesAdrift(c.state)).toBeNull();
    expect(markerMods(c.state, ['3728']).noDragonModifierFor).toBe('whitestone');
    expect(c.events.map(line)).toContain('The Dragonlances go with Silvanesti Guard I at Starwood.');
  });

  it('DG-SE-05 one army left: the lances go to it at once; none: the marker waits for a later Step 2', () => {
    const one = step2(lancesLost([{ id: 'qualinesti-foot-1', hex: '1525' }]));
    expect(ofType(one.events, 'markerPlaced')).toMatchObject([{ unit: 'qualinesti-foot-1', hex: '1525' }]);
    expect(ofType(one.events, 'eventDrawn')).toHaveLength(1);
    expect(one.state.step).toBe('activation');

    const none = step2(lancesLost([{ id: 'silvanesti-griffons', hex: '3728' }]));
    expect(ofType(none.events, 'markerPlaced')).toEqual([]);
    expect(ofType(none.events, 'eventDrawn')).toHaveLength(1);
    expect(none.state.step).toBe('activation');
    expect(lancesAdrift(none.state)).not.toBeNull();
  });

  it('DG-SE-05 an army still carrying the lances: Step 2 asks nothing', () => {
    const s = sandbox({
      units: [
        { id: 'qualinesti-foot-1', hex: '1525' },
        { id: 'silvanesti-foot-1', hex: '3728' },
      ],
      turn: 10,
      nations: WAR,
      cup: ['storm-season'],
    });
    const r = step2(withMarkers(s, [LANCES('qualinesti-foot-1', '1525')]));
    expect(ofType(r.events, 'markerPlaced')).toEqual([]);
    expect(r.state.step).toBe('activation');
  });
});

describe('the log', () => {
  it('DG-WIZ-01 a wizard’s move reads “appears at” a hex, or “appears aboard” a ship', () => {
    expect(line({ type: 'wizardMoved', wizard: 'red-robe', hex: '1525' })).toBe(
      'Wizard of the Red Robes appears at Goldleaf.',
    );
    expect(line({ type: 'wizardMoved', wizard: 'red-robe', hex: '0115', ship: 'pirate-ship-1' })).toBe(
      'Wizard of the Red Robes appears aboard Pirate Ships I.',
    );
  });
});

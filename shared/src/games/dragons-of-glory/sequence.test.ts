/**
 * The Turn sequence (DG-TURN-01..12 where they are flow: the order of the steps, who draws, who tries
 * activation first, the initiative and who moves first, each side's one Movement and Combat Step, the
 * Turn marker and the end of the game). Steps 5-7's contents (ships first, taunts, combat) and Step 1's
 * (replacements, the draconian) have their own tests; here Step 1 is passed with each side's default.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { eventsAddedOn } from './data/index.ts';
import type { DgEvent } from './events.ts';
import type { State } from './rules/state.ts';
import { act, begin, dragonsOfGlory, ofType, rejects, sandbox } from './testkit.ts';

const WAR: Sandbox['nations'] = {
  dominion: 'highlord',
  soth: 'highlord',
  qualinesti: 'whitestone',
  silvanesti: 'whitestone',
};
const at = (sb: Partial<Sandbox>, config: Parameters<typeof sandbox>[1] = {}, dice: number[] = []): State =>
  sandbox({ units: [], ...sb, nations: { ...WAR, ...sb.nations } }, config, dice);

/** Step 1 belongs to the replacements rules: each side takes its default; `dice` are for what follows. */
function passStep1(s: State, dice: number[] = []): { state: State; events: DgEvent[] } {
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

/** Plays commands in turn, collecting the events. */
function play(s: State, steps: [string, Command, number[]?][]): { state: State; events: DgEvent[] } {
  let state = s;
  const events: DgEvent[] = [];
  for (const [seat, c, dice] of steps) {
    const r = act(state, seat, c, dice ?? []);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The steps in order, Movement and Combat with the side playing them, and each new Turn. */
function steps(events: DgEvent[]): string[] {
  let mover = '';
  return events.flatMap((e) => {
    if (e.type === 'turnBegun') return [`turn ${e.turn}`];
    if (e.type !== 'stepped') return [];
    if (e.mover !== undefined) mover = e.mover ?? '';
    return [e.step === 'movement' || e.step === 'combat' ? `${e.step}:${mover}` : e.step];
  });
}

describe('the eight steps of a Turn', () => {
  it('DG-TURN-01 every Turn runs its eight steps in order and none is skipped', () => {
    // One counter in the cup: the draw is the same whatever the dice.
    const start = begin({ sandbox: { units: [], nations: WAR, turn: 3, step: 'replacements', cup: ['storm-season'] } });
    const one = passStep1(start.state, [0]);
    const rest = play(one.state, [
      ['highlord', { type: 'skipActivation' }],
      ['whitestone', { type: 'skipActivation' }, [3, 1]],
      ['highlord', { type: 'chooseFirst', side: 'highlord' }],
      ['highlord', { type: 'endMovement' }],
      ['highlord', { type: 'endCombat' }],
      ['whitestone', { type: 'endMovement' }],
      ['whitestone', { type: 'endCombat' }],
    ]);
    expect(steps([...start.events, ...one.events, ...rest.events])).toEqual([
      'replacements',
      'events',
      'activation',
      'initiative',
      'movement:highlord',
      'combat:highlord',
      'movement:whitestone',
      'combat:whitestone',
      'end',
      'turn 4',
      'replacements',
    ]);
    expect(rest.state.turn).toBe(4);
  });

  it('DG-TURN-03 the Highlord draws on odd Turns, Whitestone on even', () => {
    for (const turn of [1, 2, 3, 4, 25, 26]) {
      const s = at({ turn, step: 'events', cup: ['storm-season'] }, {}, [0]);
      expect(s.drawn).toEqual([{ event: 'storm-season', turn, by: turn % 2 ? 'highlord' : 'whitestone' }]);
    }
  });

  it('DG-TURN-04 the drawer tries activation first, then the other side, who has seen the result', () => {
    const s = at({ turn: 4, step: 'events', cup: ['storm-season'] }, {}, [0]);
    expect(s.stage).toEqual({ kind: 'activation', side: 'whitestone', first: true });
    const a = act(s, 'whitestone', { type: 'activate', nation: 'kaolyn' }, [1]);
    const b = act(a.state, 'whitestone', { type: 'placeAtHome' });
    expect(b.state.stage).toEqual({ kind: 'activation', side: 'highlord', first: false });
    expect(dragonsOfGlory.choices(b.state, 'highlord').some((c) => c.label.startsWith('Call Kaolyn'))).toBe(false);
  });

  describe('Step 4: initiative', () => {
    const initiative = (dice: number[], sb: Partial<Sandbox> = {}, scenario?: 'whitestone-dawn') =>
      at({ turn: 5, step: 'initiative', ...sb }, scenario ? { scenario } : {}, dice);

    it('DG-TURN-05 each side rolls 1d4 (Highlord first); the higher wins', () => {
      const hl = initiative([4, 3], { initiative: 'whitestone' });
      expect(hl.initiative).toBe('highlord');
      expect(hl.stage).toEqual({ kind: 'first', side: 'highlord' });
      const ws = initiative([1, 2], { initiative: 'highlord' });
      expect(ws.initiative).toBe('whitestone');
      // It is a d4: a 5 cannot be rolled.
      expect(() => initiative([5, 1])).toThrow();
    });

    it('DG-TURN-05 a tie goes to the side that held the initiative last Turn', () => {
      expect(initiative([3, 3], { initiative: 'whitestone' }).initiative).toBe('whitestone');
      expect(initiative([3, 3], { initiative: 'highlord' }).initiative).toBe('highlord');
      const tie = initiative([2, 2], { initiative: 'whitestone' });
      expect(tie.stage).toEqual({ kind: 'first', side: 'whitestone' });
    });

    it('DG-TURN-05 a tie with no holder yet goes to the side the scenario names (AMB-02)', () => {
      // The campaign names the Highlord, Whitestone Dawn names Whitestone.
      expect(initiative([1, 1]).initiative).toBe('highlord');
      expect(initiative([1, 1], {}, 'whitestone-dawn').initiative).toBe('whitestone');
      expect(initiative([2, 1], {}, 'whitestone-dawn').initiative).toBe('highlord');
    });

    it('DG-TURN-06 the winner names who moves first, itself or the other side; a timeout lets the other side move first', () => {
      const s = initiative([4, 1]);
      expect(
        dragonsOfGlory
          .choices(s, 'highlord')
          .map((c) => c.command)
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      ).toEqual([
        { type: 'chooseFirst', side: 'highlord' },
        { type: 'chooseFirst', side: 'whitestone' },
      ]);
      rejects(s, 'whitestone', { type: 'chooseFirst', side: 'whitestone' }, 'rule/not_your_turn');
      const own = act(s, 'highlord', { type: 'chooseFirst', side: 'highlord' });
      expect(own.state.first).toBe('highlord');
      expect(own.state.stage).toEqual({ kind: 'movement', side: 'highlord' });
      const other = act(s, 'highlord', { type: 'chooseFirst', side: 'whitestone' });
      expect(other.state.first).toBe('whitestone');
      expect(other.state.stage).toEqual({ kind: 'movement', side: 'whitestone' });
      expect(dragonsOfGlory.onTimeout(s, 'highlord')).toEqual({ type: 'chooseFirst', side: 'whitestone' });
    });
  });

  it('DG-TURN-10 the side that has not moved does its Movement and then its Combat Step', () => {
    const s = at({ turn: 5, step: 'combat', mover: 'highlord' });
    const a = act(s, 'highlord', { type: 'endCombat' });
    expect(steps(a.events)).toEqual(['movement:whitestone']);
    expect(a.state.stage).toEqual({ kind: 'movement', side: 'whitestone' });
    expect(a.state.half).toBe(1);
    const b = act(a.state, 'whitestone', { type: 'endMovement' });
    expect(b.state.stage).toEqual({ kind: 'combat', side: 'whitestone' });
  });

  it('DG-TURN-11 the Turn marker moves on and the next Turn begins at Step 1; E10 and E20 go in before the draw', () => {
    const s = at({ turn: 9, step: 'combat', mover: 'whitestone', second: true, cup: ['storm-season'] });
    const a = act(s, 'whitestone', { type: 'endCombat' });
    expect(a.state.turn).toBe(10);
    expect(steps(a.events)).toEqual(['end', 'turn 10', 'replacements']);
    const filled = ofType(a.events, 'cupFilled')[0]!.events;
    expect(filled.sort()).toEqual([...eventsAddedOn(10)].sort());
    // The draw of Turn 10 comes after, from the filled cup.
    const b = passStep1(a.state, [0]);
    const drawnNow = b.state.drawn.at(-1)!;
    expect(drawnNow.turn).toBe(10);
    expect([...filled, 'storm-season'].sort()[0]).toBe(drawnNow.event);
  });

  it('DG-TURN-11 the game ends after the scenario’s last Turn', () => {
    const last = at({ turn: 26, step: 'combat', mover: 'whitestone', second: true });
    const end = act(last, 'whitestone', { type: 'endCombat' });
    expect(end.state.result).not.toBeNull();
    expect(ofType(end.events, 'turnBegun')).toEqual([]);
    expect(dragonsOfGlory.pending(end.state)).toEqual([]);
    // The Red Wing lasts six Turns: Turn 5 goes on, Turn 6 ends it.
    const five = at({ turn: 5, step: 'combat', mover: 'whitestone', second: true }, { scenario: 'red-wing' });
    const on = act(five, 'whitestone', { type: 'endCombat' });
    expect(on.state.result).toBeNull();
    expect(on.state.turn).toBe(6);
    const six = at({ turn: 6, step: 'combat', mover: 'whitestone', second: true }, { scenario: 'red-wing' });
    expect(act(six, 'whitestone', { type: 'endCombat' }).state.result).not.toBeNull();
  });

  it('DG-TURN-12 each side moves once and attacks only in its own Combat Step', () => {
    const s = at({ turn: 5, step: 'initiative' }, {}, [4, 1]);
    const r = play(s, [
      ['highlord', { type: 'chooseFirst', side: 'whitestone' }],
      ['whitestone', { type: 'endMovement' }],
      ['whitestone', { type: 'endCombat' }],
      ['highlord', { type: 'endMovement' }],
      ['highlord', { type: 'endCombat' }],
    ]);
    const moved = steps(r.events).filter((x) => x.startsWith('movement'));
    expect(moved).toEqual(['movement:whitestone', 'movement:highlord']);
    expect(r.state.turn).toBe(6);
    // The side that is not moving can neither move nor attack, nor end the other's steps.
    const mv = act(s, 'highlord', { type: 'chooseFirst', side: 'highlord' }).state;
    rejects(mv, 'whitestone', { type: 'endMovement' }, 'rule/not_your_turn');
    const cb = act(mv, 'highlord', { type: 'endMovement' }).state;
    expect(cb.stage).toEqual({ kind: 'combat', side: 'highlord' });
    rejects(cb, 'whitestone', { type: 'endCombat' }, 'rule/not_your_turn');
    rejects(cb, 'highlord', { type: 'endMovement' }, 'rule/not_now');
  });
});

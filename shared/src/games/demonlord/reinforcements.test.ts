/** Reinforcements (DL-REIN-01..09), the tournament's extra unit (DL-VTOUR-02/03), AMB-60..62, 78. */
import { describe, expect, it } from 'vitest';
import { REINFORCEMENTS, SUMMONINGS, UNITS } from './data/index.ts';
import type { Sandbox } from './config.ts';
import type { State } from './rules/state.ts';
import { events, pass, refuses } from './sequence.kit.ts';
import { act, demonlord, labels, offered, sandbox } from './testkit.ts';

const PTS = UNITS.filter((u) => u.home === 'PTs').map((u) => u.id);
const AN = UNITS.filter((u) => u.home === 'AN').map((u) => u.id);
const CALL = { type: 'callReinforcements' } as const;
const mayCall = (s: State, seat: 'demon' | 'khozar') => offered(s, seat, (c) => c.type === 'callReinforcements');

const war = (sb: Partial<Sandbox> & { active: 'demon' | 'khozar' }): State =>
  sandbox({
    units: [
      { id: 'grokk', area: '1911' },
      { id: 'aurelian', area: '0510' },
    ],
    warBegun: true,
    ...sb,
  });

describe('reinforcements (DL-REIN)', () => {
  it('DL-REIN-01 AMB-60 no call before the first battle, siege or loss; the first capture opens calls for both', () => {
    const s = sandbox({
      active: 'khozar',
      units: [
        { id: 'corvin', area: '1104' },
        { id: 'nsh-orc-spearmen', area: '1204' },
      ],
    });
    expect(mayCall(s, 'khozar')).toBe(false);
    refuses(s, 'khozar', CALL, 'no_call');
    // Corvin walks into the orcs and is taken: the war has begun
    const taken = act(s, 'khozar', { type: 'move', units: ['corvin'], to: '1204' }, [1, 6]);
    expect(events(taken.events, 'warBegun')).toEqual([{ type: 'warBegun', cause: 'the first capture' }]);
    // the Demon (the other side) may call at the start of his phase
    const d = pass(taken.state, (x) => x.active === 'demon' && x.stage?.kind === 'movement').state;
    expect(mayCall(d, 'demon')).toBe(true);
  });

  it('DL-REIN-01 the first battle opens calls too', () => {
    let s = sandbox({
      active: 'demon',
      units: [
        { id: 'nsh-orc-spearmen', area: '0807' },
        { id: 'grokk', area: '0807' },
        { id: 'gz-infantry', area: '0808' },
      ],
    });
    s = act(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen', 'grokk'], to: '0808' }).state;
    const r = act(s, 'demon', { type: 'done' });
    expect(events(r.events, 'warBegun')).toEqual([{ type: 'warBegun', cause: 'the first battle' }]);
  });

  it('DL-REIN-02 a call is made at the start of one’s own phase, before anything moves', () => {
    const s = war({ active: 'demon' });
    expect(labels(s, 'demon')[0]).toMatch(/^Call reinforcements/);
    expect(mayCall(s, 'khozar')).toBe(false);
    refuses(s, 'khozar', CALL, 'not_your_turn');
    const moved = act(s, 'demon', { type: 'move', units: ['grokk'], to: '1910' }).state;
    expect(mayCall(moved, 'demon')).toBe(false);
    refuses(moved, 'demon', CALL, 'no_call');
  });

  it('DL-REIN-04 DL-REIN-05 AMB-78 they come on 1-3, rolled at the call and at the start of each own phase; the call stands', () => {
    const three = act(war({ active: 'demon' }), 'demon', CALL, [3]);
    expect(events(three.events, 'reinforcementsRolled')[0]).toMatchObject({ roll: 3, arrive: true });
    expect(three.state.sides.demon.toPlace).toHaveLength(9);
    const four = act(war({ active: 'demon' }), 'demon', CALL, [4]);
    expect(events(four.events, 'reinforcementsRolled')[0]).toMatchObject({ roll: 4, arrive: false });
    expect(four.state.sides.demon).toMatchObject({ called: true, arrived: false, toPlace: [] });
    // no taking it back, no second call
    expect(mayCall(four.state, 'demon')).toBe(false);
    refuses(four.state, 'demon', CALL, 'no_call');
    // Khozar's phase: no roll for the Demon; the Demon's next phase: a roll before movement
    const k = pass(four.state, (x) => x.active === 'khozar' && x.stage?.kind === 'movement');
    expect(events(k.events, 'reinforcementsRolled')).toEqual([]);
    const again = pass(k.state, (x) => x.active === 'demon' && x.stage !== null, [5]);
    expect(events(again.events, 'reinforcementsRolled')).toEqual([
      { type: 'reinforcementsRolled', side: 'demon', roll: 5, arrive: false },
    ]);
    expect(again.state.sides.demon.called).toBe(true);
    const come = pass(k.state, (x) => x.active === 'demon' && x.stage !== null, [1]);
    expect(come.state.stage).toEqual({ kind: 'reinforce', side: 'demon' });
  });

  it('DL-REIN-06 the Demon draws 9 of the 11 unseen, sets 2 aside, and places them at 2201, 2214 and 2223 as he likes', () => {
    const shuffle = { shuffle: [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] };
    const r = act(war({ active: 'demon' }), 'demon', CALL, [2, shuffle]);
    const drawn = events(r.events, 'reinforcementsDrawn')[0]!;
    expect(PTS).toHaveLength(11);
    expect(drawn.drawn).toEqual([...PTS].reverse().slice(0, 9));
    expect(drawn.aside).toEqual([PTS[1], PTS[0]]);
    expect([PTS[0], PTS[1]].map((id) => r.state.units[id!]?.status)).toEqual(['out', 'out']);
    // Khozar learns nothing of the draw
    expect(demonlord.redact?.(drawn, 'khozar')).toMatchObject({ drawn: [], aside: [] });
    expect(r.state.stage).toEqual({ kind: 'reinforce', side: 'demon' });
    expect(demonlord.choices(r.state, 'demon').map((c) => c.target)).toEqual(['2201', '2214', '2223']);
    refuses(r.state, 'demon', { type: 'placeReinforcements', units: drawn.drawn, area: '2202' }, 'bad_entry');
    // split: four at 2201, the rest at 2223
    let s = act(r.state, 'demon', { type: 'placeReinforcements', units: drawn.drawn.slice(0, 4), area: '2201' }).state;
    expect(s.stage).toEqual({ kind: 'reinforce', side: 'demon' });
    s = act(s, 'demon', { type: 'placeReinforcements', units: drawn.drawn.slice(4), area: '2223' }).state;
    expect(drawn.drawn.slice(0, 4).every((id) => s.units[id]?.area === '2201')).toBe(true);
    expect(drawn.drawn.slice(4).every((id) => s.units[id]?.area === '2223')).toBe(true);
  });

  it('DL-REIN-07 Khozar draws 8 of the 9 and places them at 0301, 0108 and 0523', () => {
    const r = act(war({ active: 'khozar' }), 'khozar', CALL, [1]);
    const drawn = events(r.events, 'reinforcementsDrawn')[0]!;
    expect(AN).toHaveLength(9);
    expect(drawn.drawn).toEqual(AN.slice(0, 8));
    expect(drawn.aside).toEqual([AN[8]]);
    expect(demonlord.choices(r.state, 'khozar').map((c) => c.target)).toEqual(['0301', '0108', '0523']);
    const s = act(r.state, 'khozar', { type: 'placeReinforcements', units: drawn.drawn, area: '0108' }).state;
    expect(drawn.drawn.every((id) => s.units[id]?.area === '0108')).toBe(true);
  });

  it('DL-REIN-08 AMB-62 reinforcements that came move in the same movement step, at full MP only with a leader', () => {
    const r = act(war({ active: 'khozar' }), 'khozar', CALL, [1]);
    const drawn = r.state.sides.khozar.toPlace;
    // Vasco Marr, their leader, comes with the others at 0108; two without him at 0523
    const lone = drawn.filter((id) => id !== 'vasco-marr').slice(0, 2);
    let s = act(r.state, 'khozar', { type: 'placeReinforcements', units: lone, area: '0523' }).state;
    s = act(s, 'khozar', {
      type: 'placeReinforcements',
      units: drawn.filter((id) => !lone.includes(id)),
      area: '0108',
    }).state;
    expect(s.stage).toEqual({ kind: 'movement' });
    const led = drawn.find((id) => id !== 'vasco-marr' && !lone.includes(id))!;
    const full = UNITS.find((u) => u.id === led)!.mp;
    expect(s.move?.allowance[led]).toBe(full);
    expect(s.move?.allowance[lone[0]!]).toBe(Math.floor(UNITS.find((u) => u.id === lone[0])!.mp / 2));
    const moved = act(s, 'khozar', { type: 'move', units: [led, 'vasco-marr'], to: '0208' });
    expect(moved.state.units[led]?.area).toBe('0208');
  });

  it('DL-REIN-08 reinforcements come at the start of a later phase are placed before movement and move in it', () => {
    const called = act(war({ active: 'khozar' }), 'khozar', CALL, [6]).state;
    const next = pass(called, (x) => x.active === 'khozar' && x.turn === 2 && x.stage !== null, [2]);
    expect(next.state.stage).toEqual({ kind: 'reinforce', side: 'khozar' });
    const units = next.state.sides.khozar.toPlace;
    const s = act(next.state, 'khozar', { type: 'placeReinforcements', units, area: '0301' }).state;
    expect(s.stage).toEqual({ kind: 'movement' });
    expect(units.every((id) => id in (s.move?.allowance ?? {}))).toBe(true);
  });

  it('AMB-61 an entry area held by enemy regiments cannot be used; with all three held they wait', () => {
    const one = act(
      war({
        active: 'khozar',
        units: [
          { id: 'aurelian', area: '0510' },
          { id: 'nsh-orc-spearmen', area: '0108' },
        ],
      }),
      'khozar',
      CALL,
      [1],
    );
    expect(demonlord.choices(one.state, 'khozar').map((c) => c.target)).toEqual(['0301', '0523']);
    const blocked = war({
      active: 'khozar',
      units: [
        { id: 'aurelian', area: '0510' },
        { id: 'nsh-orc-spearmen', area: '0108' },
        { id: 'nsh-orc-axemen', area: '0301' },
        { id: 'nsh-orc-archers', area: '0523' },
      ],
    });
    const r = act(blocked, 'khozar', CALL, [1]);
    expect(r.state.sides.khozar.toPlace).toHaveLength(8);
    expect(r.state.stage).toEqual({ kind: 'movement' });
  });

  it('DL-REIN-09 the Western Mage only once Khozar’s reinforcements are on the map (see summoning)', () => {
    const mage = SUMMONINGS.find((x) => x.id === 'western-mage')!;
    expect(mage).toMatchObject({ by: 'khozar', afterReinforcementsArrive: true });
    const before = pass(
      sandbox({ active: 'khozar', units: [{ id: 'kho-anselm', area: '0304' }] }),
      (x) => x.active === 'demon',
    );
    expect(before.events.some((e) => e.type === 'staged' && e.stage?.kind === 'summoning')).toBe(false);
    const after = act(
      sandbox({ active: 'khozar', units: [{ id: 'kho-anselm', area: '0304' }], called: { khozar: true } }),
      'khozar',
      {
        type: 'done',
      },
    );
    expect(after.state.stage).toEqual({ kind: 'summoning' });
  });
});

describe('the tournament’s reinforcements (DL-VTOUR-02/03)', () => {
  it('DL-VTOUR-02 DL-VTOUR-03 Khozar gets all nine, the Demon ten of eleven, still drawn at random', () => {
    expect([REINFORCEMENTS.khozar.tournamentDraw, REINFORCEMENTS.demon.tournamentDraw]).toEqual([9, 10]);
    const kt = act(sandbox({ active: 'khozar', units: [], warBegun: true }, { tournament: true }), 'khozar', CALL, [1]);
    expect(events(kt.events, 'reinforcementsDrawn')[0]).toMatchObject({ drawn: AN, aside: [] });
    const dt = act(sandbox({ active: 'demon', units: [], warBegun: true }, { tournament: true }), 'demon', CALL, [
      1,
      { shuffle: [3, 0, 1, 2, 4, 5, 6, 7, 8, 9, 10] },
    ]);
    const d = events(dt.events, 'reinforcementsDrawn')[0]!;
    expect(d.drawn).toHaveLength(10);
    expect(d.drawn[0]).toBe(PTS[3]);
    expect(d.aside).toEqual([PTS[10]]);
  });
});

/**
 * The military orders (checklist 1.9 #3, #16, #21, #24-#28, #30; 3.2-3.9):
 * each limit on both sides, each restriction as a failed order in words.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../engine/dice.ts';
import type { DomainId, UnitId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { HANDLERS } from './rules/actions/index.ts';
import './rules/actions/all.ts';
import { battles } from './rules/battle.ts';
import type { OrderState, State, UnitOwner, UnitState } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, ofType, sandbox } from './testkit.ts';

const D = 'emirate-of-djafra' as DomainId;
const C = 'princedom-of-docandragh' as DomainId;

function start(round = 2, extra: Parameters<typeof sandbox>[0] = {}): State {
  return sandbox({ round, treasury: { [D]: { gb: 50, rp: 20 }, [C]: { gb: 50, rp: 20 } }, ...extra }, { regents: 3 });
}

function war(s: State, a: DomainId = D, b: DomainId = C): State {
  return { ...s, domains: { ...s.domains, [a]: { ...s.domains[a], atWarWith: [...s.domains[a].atWarWith, b] } } };
}

/** Replaces every unit with these (type, owner, province; optional fields). */
function only(s: State, units: (Partial<UnitState> & { type: UnitId; owner: UnitOwner; province: string })[]): State {
  const out: Record<string, UnitState> = {};
  units.forEach((u, i) => {
    const id = u.id ?? `t${i + 1}`;
    out[id] = { mustered: 0, upgrades: [], seenBattle: false, captor: null, ...u, id };
  });
  return { ...s, units: out };
}

function order(
  action: OrderState['action'],
  as: OrderState['as'],
  targets: string[],
  more: Partial<OrderState> = {},
): OrderState {
  return { action, as, targets, ...more };
}

/** Resolves one order of a domain at its slot with scripted dice. */
function run(s: State, d: DomainId, o: OrderState, dice: ScriptedValue[] = [], index = 0) {
  const tx = new Tx(s, scriptedDice(dice));
  HANDLERS[o.action]!(tx, { domain: d, index, order: o });
  const resolved = ofType(tx.events, 'actionResolved')[0]!;
  return { state: tx.state, events: tx.events as DmEvent[], ok: resolved.ok, text: resolved.text, roll: resolved.roll };
}

/** Step 6 alone. */
function step6(s: State, dice: ScriptedValue[] = []) {
  const tx = new Tx(s, scriptedDice(dice));
  battles(tx);
  return { state: tx.state, events: tx.events as DmEvent[] };
}

const mine = (s: State, d: DomainId, p?: string) =>
  Object.values(s.units).filter((u) => u.owner === d && (!p || u.province === p));

describe('Muster Armies (1.9 #27, 3.2)', () => {
  it('J-67 #27 a unit needs one of its requirements in the province: Infantry P(3) or L(4), Archers P(2)', () => {
    const s = only(start(), []);
    // Suq Tamra: level 2, Djafra's law 1 — neither P(3) nor L(4)
    const no = run(s, D, order('muster-armies', 'court', ['suq-tamra'], { params: { units: ['infantry'] } }));
    expect(no.ok).toBe(false);
    expect(no.text).toContain('P(3), L(4)');
    expect(no.state.units).toEqual({});
    const yes = run(s, D, order('muster-armies', 'court', ['suq-tamra'], { params: { units: ['archers'] } }));
    expect(yes.ok).toBe(true);
    expect(mine(yes.state, D, 'suq-tamra').map((u) => u.type)).toEqual(['archers']);
    expect(yes.state.domains[D].gb).toBe(48);
    // Anbar is level 3: infantry by P(3)
    expect(run(s, D, order('muster-armies', 'court', ['anbar'], { params: { unit: 'infantry' } })).ok).toBe(true);
  });

  it('3.2 #27 a court action buys at most 10 GB of units: 10 GB is mustered, 12 GB is refused', () => {
    const s = only(start(), []);
    const ten = run(s, D, order('muster-armies', 'court', ['djafra'], { params: { units: ['armsmen', 'armsmen'] } }));
    expect(ten.ok).toBe(true);
    expect(ten.state.domains[D].gb).toBe(40);
    const twelve = run(
      s,
      D,
      order('muster-armies', 'court', ['djafra'], { params: { units: ['armsmen', 'armsmen', 'archers'] } }),
    );
    expect(twelve.ok).toBe(false);
    expect(twelve.text).toContain('10 GB');
    expect(twelve.state.domains[D].gb).toBe(50);
  });

  it('3.2 #27 at most province-level regular units per province per turn; the next turn it opens again', () => {
    let s = only(start(2), []);
    // Suq Tamra is level 2
    s = run(s, D, order('muster-armies', 'court', ['suq-tamra'], { params: { unit: 'archers', count: 2 } })).state;
    const third = run(
      { ...s, round: 3 },
      D,
      order('muster-armies', 'court', ['suq-tamra'], { params: { unit: 'archers' } }),
    );
    expect(third.ok).toBe(false);
    expect(third.text).toContain('at most 2 regular units a turn');
    // mercenaries do not count
    expect(
      run(
        { ...s, round: 3 },
        D,
        order('muster-armies', 'court', ['suq-tamra'], { params: { unit: 'mercenary-infantry' } }),
      ).ok,
    ).toBe(true);
    // round 4 begins turn 2
    expect(
      run({ ...s, round: 4 }, D, order('muster-armies', 'court', ['suq-tamra'], { params: { unit: 'archers' } })).ok,
    ).toBe(true);
  });

  it('3.2 #27 a Rebellious province musters only mercenaries', () => {
    const s = only(start(2, { loyalty: { djafra: 'rebellious' } }), []);
    const reg = run(s, D, order('muster-armies', 'court', ['djafra'], { params: { unit: 'infantry' } }));
    expect(reg.ok).toBe(false);
    expect(reg.text).toContain('Rebellious');
    expect(run(s, D, order('muster-armies', 'court', ['djafra'], { params: { unit: 'mercenary-infantry' } })).ok).toBe(
      true,
    );
  });

  it('1.9 #27 mercenaries are hired from a holding, never in a realm at war with the hirer', () => {
    const s = only(start(2, { holdings: [{ province: 'tarrowbrook', type: 'guild', owner: D, level: 0 }] }), []);
    const o = order('muster-armies', 'court', ['tarrowbrook'], { params: { unit: 'mercenary-infantry' } });
    expect(run(s, D, o).ok).toBe(true);
    const atWar = run(war(s), D, o);
    expect(atWar.ok).toBe(false);
    expect(atWar.text).toContain('at war');
    const none = run(s, D, order('muster-armies', 'court', ['dunhallow'], { params: { unit: 'mercenary-infantry' } }));
    expect(none.ok).toBe(false);
    expect(none.text).toContain('has none in Dunhallow');
  });

  it('3.2 #27 regulars are ready next round, mercenaries at once', () => {
    let s = only(start(2), []);
    s = run(
      s,
      D,
      order('muster-armies', 'court', ['djafra'], { params: { units: ['infantry', 'mercenary-infantry'] } }),
    ).state;
    const [inf, merc] = mine(s, D) as [UnitState, UnitState];
    expect(inf.mustered).toBe(2);
    const move = (st: State, id: string) =>
      run(st, D, order('move-troops', 'court', [id], { params: { path: ['anbar'] } }));
    const early = move(s, inf.id);
    expect(early.ok).toBe(false);
    expect(early.text).toContain('ready only next round');
    expect(move(s, merc.id).ok).toBe(true);
    expect(move({ ...s, round: 3 }, inf.id).ok).toBe(true);
  });

  it('1.6 #27 levies cost nothing and are remembered for the next turn’s loyalty roll', () => {
    const s = only(start(2), []);
    const r = run(s, D, order('muster-armies', 'court', ['djafra'], { params: { unit: 'levies', count: 3 } }));
    expect(r.ok).toBe(true);
    expect(r.state.domains[D].gb).toBe(50);
    expect(r.state.provinces.djafra!.levies).toEqual({ turn: 1, count: 3 });
    expect(mine(r.state, D).every((u) => u.musteredAt === 'djafra' && u.mustered === 2)).toBe(true);
  });

  it('1.9 #27 an order that cannot be paid fails in words and changes nothing', () => {
    const s = only(start(2, { treasury: { [D]: { gb: 1, rp: 0 } } }), []);
    const r = run(s, D, order('muster-armies', 'court', ['djafra'], { params: { unit: 'infantry' } }));
    expect(r.ok).toBe(false);
    expect(r.text).toContain('2 GB');
    expect(r.events.filter((e) => e.type !== 'actionResolved')).toEqual([]);
  });
});

describe('Move Troops (1.9 #25, 3.4)', () => {
  const army = (s: State) =>
    only(s, [
      { type: 'infantry', owner: D, province: 'djafra' },
      { type: 'infantry', owner: D, province: 'djafra' },
      { type: 'archers', owner: D, province: 'djafra' },
      { type: 'armsmen', owner: D, province: 'djafra' },
    ]);
  const ids = ['t1', 't2', 't3', 't4'];

  it('1.9 #25 J-72 the cost is 1 GB per 10 unit-provinces as a court action, per 5 as a free one, to a tenth', () => {
    const s = army(start());
    const x = run(s, D, order('move-troops', 'court', ids, { params: { path: ['anbar', 'yazur'] } }));
    expect(x.ok).toBe(true);
    expect(x.state.domains[D].gb).toBe(49.2);
    expect(mine(x.state, D).every((u) => u.province === 'yazur' && u.movedRound === 2)).toBe(true);
    const f = run(s, D, order('move-troops', 'free', ids, { params: { path: ['anbar', 'yazur'] } }));
    expect(f.state.domains[D].gb).toBe(48.4);
    const one = run(s, D, order('move-troops', 'free', ['t1'], { params: { path: ['anbar'] } }));
    expect(one.state.domains[D].gb).toBe(49.8);
  });

  it('1.9 #25 J-35 troops pass only friendly provinces: a neighbour at peace refuses, at war they enter and stop', () => {
    const s = army(start());
    const path = ['suq-tamra', 'maqam', 'tarrowbrook', 'docandragh'];
    const peace = run(s, D, order('move-troops', 'court', ['t1'], { params: { path: path.slice(1) } }));
    expect(peace.ok).toBe(false);
    const at = only(start(), [{ type: 'infantry', owner: D, province: 'maqam' }]);
    const refused = run(at, D, order('move-troops', 'court', ['t1'], { params: { path: ['tarrowbrook'] } }));
    expect(refused.ok).toBe(false);
    expect(refused.text).toContain('Tarrowbrook');
    expect(refused.state.units.t1!.province).toBe('maqam');
    const moved = run(
      war(at),
      D,
      order('move-troops', 'court', ['t1'], { params: { path: ['tarrowbrook', 'dunhallow'] } }),
    );
    expect(moved.ok).toBe(true);
    expect(moved.state.units.t1!.province).toBe('tarrowbrook');
    expect(moved.text).toContain('enemy land');
    // allies' land is friendly
    const allied = { ...at, domains: { ...at.domains, [C]: { ...at.domains[C], allies: [D] } } };
    expect(
      run(allied, D, order('move-troops', 'court', ['t1'], { params: { path: ['tarrowbrook', 'dunhallow'] } })).state
        .units.t1!.province,
    ).toBe('dunhallow');
  });

  it('J-33 #25 a move into a province with hostile units stops there, and the battle is fought in step 6', () => {
    let s = war(
      only(start(), [
        { type: 'infantry', owner: D, province: 'maqam' },
        { type: 'infantry', owner: C, province: 'tarrowbrook' },
      ]),
    );
    s = run(s, D, order('move-troops', 'court', ['t1'], { params: { path: ['tarrowbrook', 'docandragh'] } })).state;
    expect(s.units.t1!.province).toBe('tarrowbrook');
    const r = step6(s, [6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1]);
    expect(ofType(r.events, 'noted')[0]!.text).toContain('Battle at Tarrowbrook');
  });

  it('3.4 #25 crossing a river ends the move for the round', () => {
    const s = army(start());
    // Djafra and Suq Tamra are divided by the Sefa
    const r = run(s, D, order('move-troops', 'court', ['t1'], { params: { path: ['suq-tamra', 'maqam'] } }));
    expect(r.ok).toBe(true);
    expect(r.state.units.t1!.province).toBe('suq-tamra');
    expect(r.text).toContain('river');
    expect(r.state.domains[D].gb).toBe(49.9);
  });

  it('3.4 J-52 #25 4 × Move without harm; a forced march goes on with a morale check at DC 5 + provinces beyond', () => {
    // the forest legion has Move 1: 4 points safe, 8 forced
    const s = only(start(), [{ type: 'natures-army-forest-legion', owner: D, province: 'yazur' }]);
    const path = ['suq-tamra', 'maqam', 'yazur', 'suq-tamra', 'maqam'];
    // plains, 1 point each: 4 provinces are 4 points; the fifth would make 5
    const safe = run(s, D, order('move-troops', 'court', ['t1'], { params: { path } }));
    expect(safe.state.units.t1!.province).toBe('suq-tamra');
    expect(safe.text).toContain('4 × their Move');
    const forced = run(s, D, order('move-troops', 'court', ['t1'], { params: { path, forcedMarch: true } }), [2]);
    expect(forced.state.units.t1!.province).toBe('maqam');
    expect(forced.text).toContain('DC 6');
    const lost = run(s, D, order('move-troops', 'court', ['t1'], { params: { path, forcedMarch: true } }), [1]);
    expect(lost.state.units.t1).toBeUndefined();
    expect(lost.text).toContain('disband from exhaustion');
  });

  it('1.9 #25 a unit moves once a round, and units busy fortifying may not move', () => {
    let s = army(start());
    s = run(s, D, order('move-troops', 'court', ['t1'], { params: { path: ['anbar'] } })).state;
    const again = run(s, D, order('move-troops', 'court', ['t1'], { params: { path: ['yazur'] } }));
    expect(again.ok).toBe(false);
    expect(again.text).toContain('already moved');
    s = run(s, D, order('build', 'court', ['djafra'], { params: { building: 'fortification' } })).state;
    const busy = run(s, D, order('move-troops', 'court', ['t2'], { params: { path: ['anbar'] } }));
    expect(busy.ok).toBe(false);
    expect(busy.text).toContain('busy');
  });
});

describe('Ships and the sea (1.9 #24, #26, 3.5)', () => {
  const fleet = (s: State) => ({
    ...s,
    ships: Object.fromEntries(Object.entries(s.ships).filter(([, x]) => x.owner === D && x.at === 'djafra')),
  });

  it('3.5 #24 ships sail up to 4 × their sail rating along the coasts and dock in a friendly port', () => {
    const s = fleet(only(start(), []));
    const ids = Object.keys(s.ships);
    const r = run(
      s,
      D,
      order('move-ships', 'free', ids, {
        params: { path: ['coast:djafra', 'coast:suq-tamra', 'coast:maqam', 'maqam'] },
      }),
    );
    expect(r.ok).toBe(true);
    expect(Object.values(r.state.ships).every((x) => x.at === 'maqam' && x.movedRound === 2)).toBe(true);
    // 9 coast nodes are more than 8 points
    const far = [
      'coast:djafra',
      'coast:suq-tamra',
      'coast:maqam',
      'coast:tarrowbrook',
      'coast:maqam',
      'coast:suq-tamra',
      'coast:ras-halim',
      'coast:djafra',
      'coast:bir-sefa',
    ];
    const no = run(war(s), D, order('move-ships', 'free', ids, { params: { path: far } }));
    expect(no.ok).toBe(false);
    expect(no.text).toContain('8 sailing points');
  });

  it('1.7.3 #24 an unpaid ship cannot sail until it is paid for', () => {
    const s = fleet(only(start(), []));
    const ids = Object.keys(s.ships);
    const path = { params: { path: ['coast:djafra', 'coast:suq-tamra', 'coast:maqam', 'maqam'] } };
    const first = ids[0]!;
    const unpaid: State = { ...s, ships: { ...s.ships, [first]: { ...s.ships[first]!, unpaid: true } } };
    const no = run(unpaid, D, order('move-ships', 'free', ids, path));
    expect(no.ok).toBe(false);
    expect(no.text).toContain('is unpaid and cannot sail');
    expect(no.state.ships[first]!.at).toBe('djafra');
    // the others sail without it
    const rest = run(unpaid, D, order('move-ships', 'free', ids.slice(1), path));
    expect(rest.ok).toBe(ids.length > 1);
  });

  it('1.9 #26 troops go by sea at 1 GB per 5 units (cavalry 2) and land, moving no further that round', () => {
    const s = fleet(
      only(start(), [
        { type: 'infantry', owner: D, province: 'djafra' },
        { type: 'cavalry', owner: D, province: 'djafra' },
      ]),
    );
    const ids = Object.keys(s.ships);
    const r = run(
      war(s),
      D,
      order('move-troops-by-sea', 'free', ['t1', 't2'], { params: { ships: ids, to: 'tarrowbrook' } }),
    );
    expect(r.ok).toBe(true);
    expect(r.state.units.t1!.province).toBe('tarrowbrook');
    expect(r.state.domains[D].gb).toBe(49);
    expect(run(r.state, D, order('move-troops', 'court', ['t1'], { params: { path: ['dunhallow'] } })).ok).toBe(false);
    // a war galley and a dhoura carry 3 places: infantry, cavalry (2) and one more infantry is too many
    const full = only(s, [
      { type: 'infantry', owner: D, province: 'djafra' },
      { type: 'cavalry', owner: D, province: 'djafra' },
      { type: 'infantry', owner: D, province: 'djafra' },
    ]);
    const over = run(
      war(full),
      D,
      order('move-troops-by-sea', 'free', ['t1', 't2', 't3'], { params: { ships: ids, to: 'tarrowbrook' } }),
    );
    expect(over.ok).toBe(false);
    expect(over.text).toContain('carry 3');
  });

  it('J-34 3.5 hostile fleets in the same coastal waters always meet and fight', () => {
    let s = war(only(start(), []));
    const d = Object.values(s.ships).find((x) => x.owner === D)!;
    const c = Object.values(s.ships).find((x) => x.owner === C)!;
    s = { ...s, ships: { [d.id]: { ...d, at: 'coast:maqam' }, [c.id]: { ...c, at: 'coast:maqam' } } };
    const r = step6(s, Array(30).fill(6));
    expect(ofType(r.events, 'noted')[0]!.text).toContain('always meet');
  });
});

describe('Occupy Province (1.9 #28, 3.8)', () => {
  const camp = (s: State) =>
    war(
      only(s, [
        { type: 'infantry', owner: D, province: 'tarrowbrook' },
        { type: 'infantry', owner: D, province: 'tarrowbrook' },
      ]),
    );

  it('3.8 #28 an occupation with no battle holds: the province is occupied and its loyalty falls to Poor at once', () => {
    let s = camp(start());
    const r = run(s, D, order('occupy-province', 'free', ['tarrowbrook']));
    expect(r.ok).toBe(true);
    expect(r.state.domains[D].gb).toBe(49);
    s = step6(r.state).state;
    expect(s.provinces.tarrowbrook).toMatchObject({ occupiedBy: D, occupiedSince: 2, loyalty: 'poor' });
  });

  it('1.2 #28 an occupation fails if its units fight a battle that round', () => {
    let s = camp(start());
    s = run(s, D, order('occupy-province', 'free', ['tarrowbrook'])).state;
    s = {
      ...s,
      units: {
        ...s.units,
        c1: {
          id: 'c1',
          type: 'archers',
          owner: C,
          province: 'tarrowbrook',
          mustered: 0,
          upgrades: [],
          seenBattle: false,
          captor: null,
        },
      },
    };
    const r = step6(s, Array(60).fill(3));
    expect(r.state.provinces.tarrowbrook!.occupiedBy).toBeNull();
    expect(ofType(r.events, 'noted').some((e) => e.text.includes('occupation of Tarrowbrook fails'))).toBe(true);
  });

  it('J-24 3.8 #28 occupying needs war, walls must fall first, and units that moved this round cannot occupy', () => {
    const peace = only(start(), [{ type: 'infantry', owner: D, province: 'tarrowbrook' }]);
    expect(run(peace, D, order('occupy-province', 'free', ['tarrowbrook'])).text).toContain('needs war');
    const walls = war(only(start(), [{ type: 'infantry', owner: D, province: 'docandragh' }]));
    expect(run(walls, D, order('occupy-province', 'free', ['docandragh'])).text).toContain('walls');
    // walls taken by a siege (3.7) no longer stop the occupier
    const taken = {
      ...walls,
      provinces: {
        ...walls.provinces,
        docandragh: { ...walls.provinces.docandragh!, siege: { by: D, since: 2, taken: true } },
      },
    };
    expect(run(taken, D, order('occupy-province', 'free', ['docandragh'])).ok).toBe(true);
    const moved = war(only(start(), [{ type: 'infantry', owner: D, province: 'tarrowbrook', movedRound: 2 }]));
    expect(run(moved, D, order('occupy-province', 'free', ['tarrowbrook'])).ok).toBe(false);
  });

  it('3.8 #28 a standing occupation ends when the occupier’s troops leave', () => {
    let s = camp(start());
    s = step6(run(s, D, order('occupy-province', 'free', ['tarrowbrook'])).state).state;
    s = { ...s, round: 3, units: {} };
    expect(step6(s).state.provinces.tarrowbrook!.occupiedBy).toBeNull();
  });
});

describe('Pillage (3.8), ordered as Occupy Province, variant pillage', () => {
  const troops = (n: number, p = 'tarrowbrook', more: Partial<UnitState> = {}) =>
    war(
      only(
        start(),
        Array.from({ length: n }, () => ({ type: 'infantry' as UnitId, owner: D, province: p, ...more })),
      ),
    );
  const pillage = (params: OrderState['params'] = {}) =>
    order('occupy-province', 'free', ['tarrowbrook'], { variant: 'pillage', params });
  const withGrowth = (s: State, growth: number) => ({
    ...s,
    provinces: { ...s.provinces, tarrowbrook: { ...s.provinces.tarrowbrook!, growth } },
  });

  it('3.8 each unit takes 1 GB, at most 150% of the province level rounded up; growth falls by the GB taken', () => {
    // Tarrowbrook is level 3: at most 5 GB
    let s = run(withGrowth(troops(6), 6), D, pillage()).state;
    expect(s.domains[D].gb).toBe(50);
    s = step6(s).state;
    expect(s.domains[D].gb).toBe(55);
    expect(s.provinces.tarrowbrook).toMatchObject({ growth: 1, level: 3 });
    const four = step6(run(withGrowth(troops(4), 6), D, pillage()).state).state;
    expect(four.domains[D].gb).toBe(54);
    // growth below 0 costs the province a level
    const poor = step6(run(withGrowth(troops(4), 1), D, pillage()).state).state;
    expect(poor.provinces.tarrowbrook).toMatchObject({ level: 2, growth: 0 });
  });

  it('3.8 once a round per province, by units that did not move, and only at war (J-24)', () => {
    const s = run(troops(2), D, pillage()).state;
    expect(run(s, D, pillage()).text).toContain('once a round');
    expect(run(troops(2, 'tarrowbrook', { movedRound: 2 }), D, pillage()).ok).toBe(false);
    const peace = only(start(), [{ type: 'infantry', owner: D, province: 'tarrowbrook' }]);
    expect(run(peace, D, pillage()).text).toContain('needs war');
  });

  it('3.8 an unfortified holding loses a level per pillaging unit, 1 GB a level; walls keep pillagers out', () => {
    const id = `tarrowbrook:law:${C}`;
    const s = step6(run(troops(3), D, pillage({ pillage: 'holding', holding: id })).state).state;
    // Docandragh's law (2) in Tarrowbrook: two levels, 2 GB
    expect(s.holdings[id]!.level).toBe(0);
    expect(s.domains[D].gb).toBe(52);
    const walled = war(only(start(), [{ type: 'infantry', owner: D, province: 'docandragh' }]));
    const r = run(walled, D, order('occupy-province', 'free', ['docandragh'], { variant: 'pillage' }));
    expect(r.ok).toBe(false);
    expect(r.text).toContain('walls (level 3) stand');
  });
});

describe('Pillage of the magic (3.8, J-83)', () => {
  // Tarrowbrook with its magic raised to 3 for the test: Docandragh's source 2 and Djafra's source 1 fill it
  const T = 'tarrowbrook';
  const magical = (n: number) => {
    const s = start(2, {
      holdings: [
        { province: T, type: 'source', owner: C, level: 2 },
        { province: T, type: 'source', owner: D, level: 1 },
      ],
    });
    const troops = Array.from({ length: n }, () => ({ type: 'infantry' as UnitId, owner: D, province: T }));
    const w = war(only(s, troops));
    return { ...w, provinces: { ...w.provinces, [T]: { ...w.provinces[T]!, magic: 3 } } };
  };
  const strip = order('occupy-province', 'free', [T], { variant: 'pillage', params: { pillage: 'magic' } });
  const src = (s: State, d: DomainId) => s.holdings[`${T}:source:${d}`]?.level;

  it('3.8 J-83 a unit per magic level strips one level; the largest source over the room loses one, its owner told', () => {
    const r = step6(run(magical(3), D, strip).state);
    expect(r.state.provinces[T]!.magic).toBe(2);
    expect([src(r.state, C), src(r.state, D)]).toEqual([1, 1]);
    expect(ofType(r.events, 'noted').map((e) => [e.domain, e.text])).toEqual([
      [undefined, 'The Emirate of Djafra’s troops strip the magic of Tarrowbrook: it falls to 2 (3.8).'],
      [
        C,
        'Tarrowbrook is now of magic 2, with room for 2 levels of source holdings: the Princedom of Docandragh’s source holding there falls to 1 (3.8).',
      ],
    ]);
  });

  it('3.8 two units cannot strip magic 3: nothing changes', () => {
    const r = step6(run(magical(2), D, strip).state);
    expect(r.state.provinces[T]!.magic).toBe(3);
    expect([src(r.state, C), src(r.state, D)]).toEqual([2, 1]);
    expect(ofType(r.events, 'noted').map((e) => e.text)).toEqual([
      'Stripping the magic of Tarrowbrook (level 3) takes a unit per level; the Emirate of Djafra has 2 there (3.8).',
    ]);
  });
});

describe('Raid (1.9 #30, 3.8)', () => {
  const raiders = (n: number) =>
    war(
      only(
        start(),
        Array.from({ length: n }, () => ({ type: 'cavalry' as UnitId, owner: D, province: 'maqam' })),
      ),
    );
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

  it('1.9 #30 at most 2 units per level of the target: 6 may raid Tarrowbrook (3), 7 may not', () => {
    expect(run(raiders(6), D, order('raid', 'domain', ['tarrowbrook'], { params: { units: ids(6) } })).ok).toBe(true);
    const seven = run(raiders(7), D, order('raid', 'domain', ['tarrowbrook'], { params: { units: ids(7) } }));
    expect(seven.ok).toBe(false);
    expect(seven.text).toContain('At most 6');
  });

  it('1.9 #30 only an adjacent province, and only at war (J-24)', () => {
    const far = run(raiders(2), D, order('raid', 'domain', ['docandragh'], { params: { units: ids(2) } }));
    expect(far.text).toContain('adjacent');
    const s = only(start(), [{ type: 'cavalry', owner: D, province: 'maqam' }]);
    expect(run(s, D, order('raid', 'domain', ['tarrowbrook'], { params: { units: ['t1'] } })).text).toContain(
      'needs war',
    );
  });

  it('3.8 J-79 #30 an unopposed raid takes its loot from the victim’s treasury, at most 1 GB a raider', () => {
    let s = run(raiders(2), D, order('raid', 'domain', ['tarrowbrook'], { params: { units: ids(2) } })).state;
    s = step6(s).state;
    // Tarrowbrook 3: 3 + 3 unfortified, the highway does not count = 6, capped at 2 raiders
    expect(s.domains[D].gb).toBe(52);
    expect(s.domains[C].gb).toBe(48);
    expect(s.units.t1!.province).toBe('maqam');
  });

  it('3.8 #30 troops in the target sally out; raiders who lose carry nothing off', () => {
    let s = run(raiders(2), D, order('raid', 'domain', ['tarrowbrook'], { params: { units: ids(2) } })).state;
    s = {
      ...s,
      units: {
        ...s.units,
        c1: {
          id: 'c1',
          type: 'armsmen',
          owner: C,
          province: 'tarrowbrook',
          mustered: 0,
          upgrades: [],
          seenBattle: false,
          captor: null,
        },
      },
    };
    // raiders (attack 2-2) roll 1s, defenders (defend 3-3) roll 6s: 1.2 morale a round off the raiders' 4.0
    const r = step6(s, [1, 6, 1, 6, 1, 6, 1, 6]);
    expect(r.state.domains[D].gb).toBe(50);
    expect(ofType(r.events, 'noted').some((e) => e.text.includes('beaten off'))).toBe(true);
  });
});

describe('Build (1.9 #3, 1.11)', () => {
  it('1.9 #3 up to the province level in GB, plus 1 GB per unit present for fortifications; a level is done when paid', () => {
    const s = only(start(), [
      { type: 'infantry', owner: D, province: 'djafra' },
      { type: 'archers', owner: D, province: 'djafra' },
    ]);
    // Djafra is level 6 with walls 3: 6 GB + 2 units = 8 GB, the price of one province level
    const r = run(s, D, order('build', 'court', ['djafra'], { params: { building: 'fortification' } }));
    expect(r.ok).toBe(true);
    expect(r.state.provinces.djafra!.fortification).toBe(4);
    expect(r.state.domains[D].gb).toBe(44);
    expect(r.state.units.t1!.task).toMatchObject({ kind: 'fortify', round: 2 });
    // 4 GB on a Racing Track (5 GB) stays as work in progress
    const part = run(s, D, order('build', 'court', ['djafra'], { gb: 4, params: { building: 'racing-track' } }));
    expect(part.state.provinces.djafra!.works).toEqual([{ building: 'racing-track', on: null, owner: D, paid: 4 }]);
    expect(part.state.provinces.djafra!.buildings['racing-track']).toBeUndefined();
    const more = run(
      { ...part.state, round: 3 },
      D,
      order('build', 'court', ['djafra'], { gb: 1, params: { building: 'racing-track' } }),
    );
    expect(more.state.provinces.djafra!.buildings['racing-track']).toBe(1);
  });

  it('1.9 #3 one Build per province per round, one more per Workshop level', () => {
    let s = only(start(), []);
    const o = order('build', 'court', ['djafra'], { gb: 1, params: { building: 'palace' } });
    s = run(s, D, o).state;
    const second = run(s, D, o);
    expect(second.ok).toBe(false);
    expect(second.text).toContain('1 Build');
    const shop = {
      ...s,
      provinces: {
        ...s.provinces,
        djafra: { ...s.provinces.djafra!, buildings: { ...s.provinces.djafra!.buildings, workshop: 1 } },
      },
    };
    expect(run(shop, D, o).ok).toBe(true);
  });

  it('1.11 #3 requirements: walls only by the ruler, a Council Chamber needs law (4)', () => {
    const s = only(start(2, { holdings: [{ province: 'tarrowbrook', type: 'guild', owner: D, level: 1 }] }), []);
    expect(
      run(s, D, order('build', 'court', ['tarrowbrook'], { params: { building: 'fortification' } })).text,
    ).toContain('ruler');
    expect(run(s, D, order('build', 'court', ['djafra'], { params: { building: 'council-chamber' } })).ok).toBe(true);
    expect(
      run(s, D, order('build', 'court', ['ras-halim'], { params: { building: 'council-chamber' } })).text,
    ).toContain('law holding of level 4');
  });
});

describe('Disband (1.9 #16) and Improve Unit (1.9 #21, 3.9)', () => {
  it('1.9 #16 J-64 regulars go home at once; mercenaries at DC 10, turning brigand on a failure', () => {
    const s = only(start(), [
      { type: 'infantry', owner: D, province: 'djafra' },
      { type: 'mercenary-infantry', owner: D, province: 'djafra' },
    ]);
    // Djafra is High (−1): DC 9
    const fail = run(s, D, order('disband', 'free', ['t1', 't2']), [8]);
    expect(fail.ok).toBe(false);
    expect(fail.roll?.dc).toBe(9);
    expect(Object.keys(fail.state.units)).toEqual(['t2']);
    // J-64: no longer Djafra's (brigands.test.ts follows them)
    expect(fail.state.units.t2!.owner).toBe('brigands');
    const ok = run(s, D, order('disband', 'free', ['t1', 't2']), [9]);
    expect(ok.ok).toBe(true);
    expect(ok.state.units).toEqual({});
  });

  it('1.9 #16 holdings away from the regent: DC 20, rolled only when there is something of the domain’s to pull down', () => {
    const s = only(start(), []);
    // the Emir stands in Djafra; Suq Tamra (Average) has no Stables: refused before the die, the 3 RP unspent
    const none = run(
      s,
      D,
      order('disband', 'court', ['suq-tamra'], {
        variant: 'holdings-castles',
        params: { building: 'stables' },
        rp: 3,
      }),
      [20],
    );
    expect(none.ok).toBe(false);
    expect(none.roll).toBeNull();
    expect(none.text).toContain('nothing of the Emirate of Djafra’s to disband in Suq Tamra');
    expect(none.state.domains[D]).toEqual(s.domains[D]);
    expect(ofType(none.events, 'treasury')).toEqual([]);
    // its law holding there: DC 20 less the 3 RP = 17, both sides
    const law = order('disband', 'court', ['suq-tamra:law:emirate-of-djafra'], { variant: 'holdings-castles', rp: 3 });
    const miss = run(s, D, law, [16]);
    expect(miss.roll?.dc).toBe(17);
    expect(miss.ok).toBe(false);
    expect(miss.state.holdings['suq-tamra:law:emirate-of-djafra']).toBeDefined();
    expect(miss.state.domains[D].rp).toBe(s.domains[D].rp - 3);
    const hit = run(s, D, law, [17]);
    expect(hit.ok).toBe(true);
    expect(hit.state.holdings['suq-tamra:law:emirate-of-djafra']).toBeUndefined();
  });

  it('J-81 #16 a ship sells for 30-80% of its cost by a d6', () => {
    const s = only(start(), []);
    const galley = Object.values(s.ships).find((x) => x.owner === D && x.type === 'war-galley')!;
    const r = run(s, D, order('disband', 'free', [galley.id], { variant: 'ships' }), [6]);
    expect(r.state.domains[D].gb).toBe(56.4);
    expect(r.state.ships[galley.id]).toBeUndefined();
  });

  it('3.9 #21 only a unit that fought unbroken, at DC 20 less Strategy, 3 GB + 3 RP, one design a domain (J-58)', () => {
    const s = only(start(), [
      { type: 'infantry', owner: D, province: 'djafra', seenBattle: true },
      { type: 'infantry', owner: D, province: 'djafra' },
      { type: 'archers', owner: D, province: 'djafra', seenBattle: true, upgrades: ['elite'] },
    ]);
    expect(run(s, D, order('improve-unit', 'domain', ['t2'], { params: { upgrade: 'elite' } })).text).toContain(
      'fought a battle',
    );
    expect(run(s, D, order('improve-unit', 'domain', ['t1'], { params: { upgrade: 'elite' } })).text).toContain('J-58');
    const solo = { ...s, units: { t1: s.units.t1! } };
    const o = order('improve-unit', 'domain', ['t1'], { params: { upgrade: 'advanced-morale' } });
    const hit = run(solo, D, o, [17]);
    // DC 20, High loyalty −1, the Emir's Strategy −2: 17
    expect(hit.roll?.dc).toBe(17);
    expect(hit.ok).toBe(true);
    expect(hit.state.units.t1!.upgrades).toEqual(['advanced-morale']);
    expect(hit.state.domains[D]).toMatchObject({ gb: 47, rp: 17 });
    const miss = run(solo, D, o, [16]);
    expect(miss.ok).toBe(false);
    expect(miss.state.units.t1!.upgrades).toEqual([]);
    expect(run({ ...solo, units: { t1: { ...solo.units.t1!, type: 'mercenary-infantry' } } }, D, o).text).toContain(
      'cannot be improved',
    );
  });
});

describe('a whole round (1.2 step 5 then 6)', () => {
  it('1.2 #25 a march into an enemy army at step 5 is fought at step 6 with the dice that follow', () => {
    let s = war(
      only(start(), [
        { type: 'infantry', owner: D, province: 'maqam' },
        { type: 'infantry', owner: C, province: 'tarrowbrook' },
      ]),
    );
    const [c, z, d] = s.regents as [DomainId, DomainId, DomainId];
    s = act(s, c, { type: 'handIn', orders: [] }).state;
    s = act(s, z, { type: 'handIn', orders: [] }).state;
    const r = act(
      s,
      d,
      {
        type: 'handIn',
        orders: [order('move-troops', 'court', ['t1'], { params: { path: ['tarrowbrook'], posture: 'assault' } })],
      },
      // initiative (only Djafra acts), then the battle: assault 3-3 against defend 4-3
      [10, 6, 1, 6, 1, 6, 1],
    );
    const notes = ofType(r.events, 'noted').map((e) => e.text);
    expect(notes.some((t) => t.includes('Battle at Tarrowbrook'))).toBe(true);
    expect(notes.some((t) => t.includes('(assault, table 3-3) rolls 6'))).toBe(true);
    expect(r.state.round).toBe(3);
  });
});

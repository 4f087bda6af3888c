/**
 * Movement (DL-MOVE-01..21), leaders and riding (DL-LEAD-01..08), enemy units (DL-ENEMY-01..04), and the
 * ambiguities AMB-39, AMB-57, AMB-74, AMB-75 (checklist §4), with the Rains on the map (DL-SPELL-K-03/06).
 * Every set-up is a sandbox on borders found in the data; each precondition on the map is checked first.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { Config, Sandbox } from './config.ts';
import { BORDERS, type Border, CLIFF_BORDERS, crossingCost, getBorder, LAKE_BORDERS, type Side } from './data/index.ts';
import type { DlEvent } from './events.ts';
import { advance, beginPhase } from './rules/flow.ts';
import { beginMovement, minimumMoves, reach } from './rules/movement.ts';
import type { Effects, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, demonlord, ofType, rejects, sandbox } from './testkit.ts';

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

type Placed = { id: string; area: string };
interface Start {
  active?: Side;
  config?: Partial<Config>;
  effects?: Partial<Effects>;
  sieges?: State['sieges'];
  allies?: Sandbox['allies'];
  control?: Sandbox['control'];
  hands?: Sandbox['hands'];
  tops?: Sandbox['tops'];
}

/** A sandbox in the movement step of `active` (Khozar by default); effects and sieges are in force from its start. */
function start(units: Placed[], o: Start = {}): State {
  let s = sandbox(
    {
      units,
      active: o.active ?? 'khozar',
      ...(o.allies ? { allies: o.allies } : {}),
      ...(o.control ? { control: o.control } : {}),
      ...(o.hands ? { hands: o.hands } : {}),
      ...(o.tops ? { tops: o.tops } : {}),
    },
    o.config ?? {},
  );
  if (s.step === 'setup') {
    const tx = new Tx(s, scriptedDice([]));
    beginPhase(tx, s.turn, s.active);
    advance(tx);
    s = tx.state;
  }
  if (o.effects || o.sieges) {
    const tx = new Tx(
      { ...s, effects: { ...s.effects, ...o.effects }, sieges: { ...s.sieges, ...o.sieges } },
      scriptedDice([]),
    );
    beginMovement(tx);
    s = tx.state;
  }
  return s;
}

const move = (
  s: State,
  units: string[],
  to: string,
  extra: Partial<Extract<Command, { type: 'move' }>> = {},
  dice: ScriptedValue[] = [],
) => act(s, s.active, { type: 'move', units, to, ...extra } as Command, dice);
/** Refused with this RuleError code (the engine prefixes rule codes with `rule/`). */
const refuses = (s: State, seat: string, cmd: Command, code?: string) =>
  rejects(s, seat, cmd, code === undefined ? undefined : `rule/${code}`);
const left = (s: State, id: string): number => s.move!.allowance[id]! - (s.move!.spent[id] ?? 0);
const spent = (s: State, id: string): number => s.move!.spent[id] ?? 0;
const at = (s: State, id: string) => s.units[id]!.area;
const segs = (a: string, b: string) => [...getBorder(a, b).segments];
const river = (a: string, b: string) => getBorder(a, b).river !== null;
const moveLabels = (s: State) =>
  demonlord
    .choices(s, s.active)
    .filter((c) => c.command.type === 'move')
    .map((c) => c.label);
/** Whether the engine offers `units` an ordinary move (`minimum`: or a minimum move) to `to`. */
const canReach = (s: State, units: string[], to: string, minimum = false) => {
  const from = s.units[units[0]!]!.area!;
  return reach(s, s.active, units, from).has(to) || (minimum && minimumMoves(s, s.active, units, from).has(to));
};
const quietly = (s: State): Command | null => {
  const st = s.stage;
  if (!st) return null;
  if (st.kind === 'truce') return { type: 'seekPeace', yes: false };
  if (st.kind === 'exchange' && st.step === 'offer') return null;
  return ['movement', 'summoning', 'alliance', 'window', 'exchange', 'siegeMagic', 'veil'].includes(st.kind)
    ? { type: 'done' }
    : null;
};
/** Ends steps quietly until `side`'s next movement step. */
function nextMovement(s0: State, side: Side): State {
  let s = act(s0, s0.active, { type: 'done' }).state;
  for (let i = 0; i < 60; i++) {
    if (s.stage?.kind === 'movement' && s.active === side) return s;
    const p = demonlord.pending(s)[0];
    const c = p && quietly(s);
    if (!p || !c) throw new Error(`stuck at ${JSON.stringify(s.stage)}`);
    s = act(s, p.seat, c).state;
  }
  throw new Error('no movement step');
}

/** A straight line of open meadow, no settlement or road: 0403 to 0408 (five plain borders). */
const LINE = ['0403', '0404', '0405', '0406', '0407', '0408'];

describe('the map the tests use', () => {
  it('has the borders the tests rely on', () => {
    for (let i = 1; i < LINE.length; i++) {
      expect(segs(LINE[i - 1]!, LINE[i]!)).toEqual(['plain']);
      expect(river(LINE[i - 1]!, LINE[i]!)).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------
// DL-MOVE
// ---------------------------------------------------------------------------

describe('basic procedure (DL-MOVE-01..05)', () => {
  it('DL-MOVE-01: the cost is paid at each border, by the terrain on it, never by the terrain inside an area', () => {
    // 1901 holds forest, but its border with 1902 is meadow only; 0801 is hills and 0702 meadow, their border hills
    expect(segs('1901', '1902')).toEqual(['plain']);
    expect(segs('0702', '0801')).toEqual(['hills']);
    let s = start([
      { id: 'tm-guard', area: '1902' },
      { id: 'aurelian', area: '1902' },
      { id: 'tm-spearmen', area: '0801' },
      { id: 'brannoc', area: '0801' },
    ]);
    s = move(s, ['tm-guard'], '1901').state;
    expect(spent(s, 'tm-guard')).toBe(1); // into a forest area over a meadow border
    s = move(s, ['tm-spearmen'], '0702').state;
    expect(spent(s, 'tm-spearmen')).toBe(2); // into a meadow area over a hills border
    // and each further border is paid again
    s = move(s, ['tm-guard'], '1902').state;
    expect(spent(s, 'tm-guard')).toBe(2);
  });

  it('DL-MOVE-02: a plain border costs 1; a foot regiment of 3 MP crosses exactly three, not four', () => {
    const s = start([
      { id: 'tm-guard', area: LINE[0]! },
      { id: 'aurelian', area: LINE[0]! },
    ]);
    expect(s.move!.allowance['tm-guard']).toBe(3);
    const r = move(s, ['tm-guard'], LINE[3]!, { path: LINE.slice(1, 4) });
    expect(at(r.state, 'tm-guard')).toBe(LINE[3]);
    expect(spent(r.state, 'tm-guard')).toBe(3);
    expect(ofType(r.events, 'moved')[0]!.via).toEqual(['plain', 'plain', 'plain']);
    refuses(s, 'khozar', { type: 'move', units: ['tm-guard'], to: LINE[4]!, path: LINE.slice(1, 5) }, 'too_far');
    refuses(s, 'khozar', { type: 'move', units: ['tm-guard'], to: LINE[4]! }, 'unreachable');
    expect(canReach(s, ['tm-guard'], LINE[3]!)).toBe(true);
    expect(canReach(s, ['tm-guard'], LINE[4]!)).toBe(false);
  });

  it('DL-MOVE-03: units move one at a time or several together, and any number of them (all, some, none)', () => {
    const here = LINE[0]!;
    let s = start([
      { id: 'tm-guard', area: here },
      { id: 'tm-militia', area: here },
      { id: 'tm-pikemen', area: here },
      { id: 'aurelian', area: here },
    ]);
    // together
    let r = move(s, ['tm-guard', 'tm-militia'], LINE[1]!);
    expect(ofType(r.events, 'moved')).toHaveLength(1);
    expect(at(r.state, 'tm-guard')).toBe(LINE[1]);
    expect(at(r.state, 'tm-militia')).toBe(LINE[1]);
    // one at a time
    r = move(r.state, ['tm-guard'], LINE[2]!);
    expect(at(r.state, 'tm-guard')).toBe(LINE[2]);
    expect(at(r.state, 'tm-militia')).toBe(LINE[1]);
    // the pikemen and Aurelian never move: the step can still end
    s = act(r.state, 'khozar', { type: 'done' }).state;
    expect(s.stage?.kind === 'movement' && s.active === 'khozar').toBe(false);
    expect(at(s, 'tm-pikemen')).toBe(here);
    // none at all
    const none = act(start([{ id: 'tm-guard', area: here }]), 'khozar', { type: 'done' }).state;
    expect(none.move === null || none.stage?.kind !== 'movement' || none.active !== 'khozar').toBe(true);
  });

  it('DL-MOVE-03: units moved together cross at one place, but each pays its own cost from its own MP', () => {
    // meadow 1903 -> 1902, then forest-only 1902 -> 1801: foot 1 + 2 = 3 of its 3, horse 1 + 3 = 4 of its 5
    expect(segs('1902', '1903')).toEqual(['plain']);
    expect(segs('1801', '1902')).toEqual(['forest']);
    const s = start([
      { id: 'tm-guard', area: '1903' },
      { id: 'tm-sergeants', area: '1903' },
      { id: 'aurelian', area: '1903' },
    ]);
    const r = move(s, ['tm-guard', 'tm-sergeants'], '1801', { path: ['1902', '1801'] });
    expect(ofType(r.events, 'moved')[0]!.cost).toEqual({ 'tm-guard': 3, 'tm-sergeants': 4 });
    expect(left(r.state, 'tm-guard')).toBe(0);
    expect(left(r.state, 'tm-sergeants')).toBe(1);
    expect(reach(s, 'khozar', ['tm-guard', 'tm-sergeants'], '1903').get('1801')?.cost).toBe(4);
    // one more border is too far for the foot, so for the pair
    refuses(
      s,
      'khozar',
      { type: 'move', units: ['tm-guard', 'tm-sergeants'], to: '1802', path: ['1902', '1801', '1802'] },
      'too_far',
    );
  });

  it('DL-MOVE-04: MP may be spent in part; what is left is lost at the end of the step and never passed on', () => {
    const here = LINE[0]!;
    let s = start([
      { id: 'gz-infantry', area: here },
      { id: 'tm-guard', area: here },
      { id: 'aurelian', area: here },
    ]);
    expect(s.move!.allowance['gz-infantry']).toBe(5);
    s = move(s, ['gz-infantry', 'aurelian'], LINE[2]!).state; // Aurelian rides along: the next phase is led too
    expect(left(s, 'gz-infantry')).toBe(3);
    expect(s.move!.allowance['tm-guard']).toBe(3); // nothing passes to another unit
    // the rest may still be used within the step, one border at a time
    const more = move(s, ['gz-infantry', 'aurelian'], LINE[5]!).state;
    expect(left(more, 'gz-infantry')).toBe(0);
    // ended with 3 unspent: the next phase starts again at 5, not 8
    const next = nextMovement(s, 'khozar');
    expect(next.turn).toBe(2);
    expect(next.move!.allowance['gz-infantry']).toBe(5);
    expect(spent(next, 'gz-infantry')).toBe(0);
  });

  it('DL-MOVE-05: ordinary movement only in the movement step of the owner’s phase', () => {
    const s = start([
      { id: 'tm-guard', area: LINE[0]! },
      { id: 'nsh-orc-spearmen', area: '2002' },
      { id: 'grokk', area: '2002' },
    ]);
    // the waiting side may not move
    refuses(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen'], to: '2001' });
    // after the movement step, no more moves (the after-movement window is open to the Khozar side)
    const w = start(
      [
        { id: 'tm-guard', area: LINE[0]! },
        { id: 'ilvaine', area: LINE[0]! },
        { id: 'nsh-orc-spearmen', area: LINE[2]! },
      ],
      { hands: { khozar: ['vision'] } },
    );
    // the phase-start window (Vision may be cast before movement too): pass it
    let x = w;
    if (x.stage?.kind === 'window') x = act(x, 'khozar', { type: 'done' }).state;
    expect(x.stage?.kind).toBe('movement');
    x = act(x, 'khozar', { type: 'done' }).state;
    expect(x.stage).toMatchObject({ kind: 'window', window: 'after-movement' });
    refuses(x, 'khozar', { type: 'move', units: ['tm-guard'], to: LINE[1]! }, 'not_movement');
  });
});

describe('withdrawal is extra movement (DL-MOVE-05)', () => {
  function diceFrom(seed: number, n = 600): number[] {
    let x = seed * 7919 + 17;
    return Array.from({ length: n }, () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return (Math.floor(x / 65536) % 6) + 1;
    });
  }

  it('DL-MOVE-05: units that withdrew after a battle have their full MP in their next phase', () => {
    let found = 0;
    for (let seed = 1; seed <= 60 && !found; seed++) {
      let s = start([
        { id: 'tm-guard', area: LINE[0]! },
        { id: 'tm-pikemen', area: LINE[0]! },
        { id: 'aurelian', area: LINE[0]! },
        { id: 'nsh-black-guard', area: LINE[1]! },
        { id: 'nsh-ogres', area: LINE[1]! },
        { id: 'grokk', area: LINE[1]! },
      ]);
      let dice: ScriptedValue[] = diceFrom(seed);
      const events: DlEvent[] = [];
      const play = (seat: string, cmd: Command) => {
        const r = act(s, seat, cmd, dice);
        dice = dice.slice(dice.length - r.left);
        events.push(...r.events);
        s = r.state;
      };
      play('khozar', { type: 'move', units: ['tm-guard', 'tm-pikemen', 'aurelian'], to: LINE[1]! });
      play('khozar', { type: 'done' });
      for (let i = 0; i < 80 && s.stage && ['battle', 'terrain', 'order', 'withdraw'].includes(s.stage.kind); i++) {
        const p = demonlord.pending(s)[0]!;
        const plan =
          p.seat === 'khozar' ? { retreat: { mode: 'when', lossesAtLeast: 1 } } : { retreat: { mode: 'never' } };
        play(
          p.seat,
          p.kind === 'battle-plan'
            ? ({ type: 'battlePlan', plan } as Command)
            : s.stage.kind === 'withdraw'
              ? { type: 'withdraw', option: 0 }
              : (demonlord.onTimeout!(s, p.seat) as Command),
        );
      }
      const withdrew = ofType(events, 'withdrew').find((e) => e.side === 'khozar' && e.path.length > 0);
      if (!withdrew) continue;
      found++;
      const next = nextMovement(s, 'khozar');
      const led = (id: string) =>
        next.units.aurelian!.status === 'map' && next.units.aurelian!.area === next.units[id]!.area;
      for (const id of withdrew.units) {
        if (next.units[id]!.status !== 'map' || !id.startsWith('tm-')) continue;
        const full = id === 'tm-guard' || id === 'tm-pikemen' ? 3 : 0;
        expect(next.move!.allowance[id], `${id} after withdrawing`).toBe(led(id) ? full : Math.floor(full / 2));
        expect(spent(next, id)).toBe(0);
      }
    }
    expect(found, 'some seed has Khozar withdraw').toBeGreaterThan(0);
  });
});

describe('terrain and movement (DL-MOVE-06..14)', () => {
  it('DL-MOVE-06: on a border of several terrains the crossing is declared over one of them (the cheapest for the mover)', () => {
    // 1316|1317: steppe and hills; horse pays 1 over the steppe, not 2 over the hills
    expect(segs('1316', '1317').sort()).toEqual(['hills', 'steppe']);
    const s = start([
      { id: 'tm-sergeants', area: '1317' },
      { id: 'aurelian', area: '1317' },
    ]);
    const r = move(s, ['tm-sergeants'], '1316', { path: ['1316'] });
    expect(ofType(r.events, 'moved')[0]!.via).toEqual(['steppe']);
    expect(spent(r.state, 'tm-sergeants')).toBe(1);
  });

  it('DL-MOVE-07: a border of one terrain is crossed over it', () => {
    expect(segs('1215', '1316')).toEqual(['hills']);
    const s = start([
      { id: 'tm-sergeants', area: '1316' },
      { id: 'aurelian', area: '1316' },
    ]);
    const r = move(s, ['tm-sergeants'], '1215');
    expect(ofType(r.events, 'moved')[0]!.via).toEqual(['hills']);
    expect(spent(r.state, 'tm-sergeants')).toBe(2);
  });

  it('DL-MOVE-08 DL-MOVE-09: the cost is the table’s for the terrain and the movement type (plain, steppe, desert, hills; P, K, V)', () => {
    const borders: [string, string, string][] = [
      ['plain', LINE[0]!, LINE[1]!],
      ['steppe', '1812', '1813'],
      ['desert', '1616', '1716'],
      ['hills', '0801', '0802'],
    ];
    const table: Record<string, Record<'P' | 'K' | 'V', number>> = {
      plain: { P: 1, K: 1, V: 1 },
      steppe: { P: 1, K: 1, V: 1 },
      desert: { P: 2, K: 2, V: 1 },
      hills: { P: 2, K: 2, V: 1 },
    };
    const units = { P: 'nsh-orc-spearmen', K: 'nsh-lancers', V: 'nsh-gargoyles' } as const;
    for (const [terrain, a, b] of borders) {
      expect(segs(a, b)).toEqual([terrain]);
      expect(river(a, b)).toBe(false);
      for (const type of ['P', 'K', 'V'] as const) {
        const s = start(
          [
            { id: units[type], area: a },
            { id: 'grokk', area: a },
          ],
          { active: 'demon' },
        );
        const r = move(s, [units[type]], b, { path: [b] });
        expect(spent(r.state, units[type]), `${type} over ${terrain}`).toBe(table[terrain]![type]);
      }
    }
  });

  it('DL-MOVE-10: forest costs foot and flyers 2; hills cost foot 2; a river adds 2 for foot', () => {
    expect(segs('1801', '1901')).toEqual(['forest']);
    expect(segs('1901', '2001')).toEqual(['plain']);
    expect(river('1901', '2001')).toBe(true);
    for (const [unit, cost] of [
      ['nsh-orc-spearmen', 2],
      ['nsh-gargoyles', 2],
    ] as const) {
      const s = start(
        [
          { id: unit, area: '1801' },
          { id: 'grokk', area: '1801' },
        ],
        { active: 'demon' },
      );
      expect(spent(move(s, [unit], '1901').state, unit)).toBe(cost);
    }
    const s = start(
      [
        { id: 'nsh-orc-spearmen', area: '1901' },
        { id: 'grokk', area: '1901' },
      ],
      { active: 'demon' },
    );
    const r = move(s, ['nsh-orc-spearmen'], '2001', { path: ['2001'] });
    expect(spent(r.state, 'nsh-orc-spearmen')).toBe(3); // 2 river + 1 meadow
    expect(ofType(r.events, 'moved')[0]!.river).toEqual([true]);
  });

  it('DL-MOVE-11: the worked example: horse over open ground (1), a border all hills (2), meadow into a forest area (1) = 4', () => {
    // 1317 -> 1316 over steppe (the hills along that border ignored), 1316 -> 1215 all hills, 1215 -> 1116 meadow (1116 holds forest)
    expect(segs('1316', '1317').sort()).toEqual(['hills', 'steppe']);
    expect(segs('1215', '1316')).toEqual(['hills']);
    expect(segs('1116', '1215')).toEqual(['plain']);
    const s = start([
      { id: 'tm-sergeants', area: '1317' },
      { id: 'aurelian', area: '1317' },
    ]);
    expect(s.move!.allowance['tm-sergeants']).toBe(5);
    const r = move(s, ['tm-sergeants'], '1116', { path: ['1316', '1215', '1116'] });
    const m = ofType(r.events, 'moved')[0]!;
    expect(m.via).toEqual(['steppe', 'hills', 'plain']);
    expect(m.cost['tm-sergeants']).toBe(4);
    expect(left(r.state, 'tm-sergeants')).toBe(1);
  });

  it('DL-MOVE-12 DL-MOVE-13: a river’s cost adds to the land declared on the far bank: into desert 4, over the steppe beside it 3', () => {
    // The river example's forest is 2 for foot, as desert is; this map has no river through forest, so the same
    // sums are shown on the Barza's desert and steppe banks, and on the example's own border below.
    expect(river('1615', '1715')).toBe(true);
    expect(segs('1615', '1715').sort()).toEqual(['desert', 'steppe']);
    expect(river('1615', '1716')).toBe(true);
    expect(segs('1615', '1716')).toEqual(['desert']);
    const units = (id: string) =>
      start(
        [
          { id, area: '1615' },
          { id: 'aurelian', area: '1615' },
        ],
        {},
      );
    // the foot guard (3 MP): over the steppe bank for exactly 3
    let r = move(units('tm-guard'), ['tm-guard'], '1715', { path: ['1715'] });
    expect(ofType(r.events, 'moved')[0]!.via).toEqual(['steppe']);
    expect(spent(r.state, 'tm-guard')).toBe(3);
    expect(ofType(r.events, 'moved')[0]!.minimum).toBe(false);
    // into the desert bank: 4, more than its 3 (only as a minimum move)
    r = move(units('tm-guard'), ['tm-guard'], '1716', { path: ['1716'] });
    expect(ofType(r.events, 'moved')[0]!.minimum).toBe(true);
    // the spearmen (4 MP): into the desert for exactly 4, an ordinary move
    r = move(units('tm-spearmen'), ['tm-spearmen'], '1716', { path: ['1716'] });
    expect(ofType(r.events, 'moved')[0]!.minimum).toBe(false);
    expect(spent(r.state, 'tm-spearmen')).toBe(4);
    // the text's own border, forest and meadow along a river: 4 over the forest, 3 over the meadow
    const example: Border = { id: 'x|y', a: 'x', b: 'y', segments: ['forest', 'plain'], river: 'barza' };
    expect(crossingCost(example, 'forest', { move: 'P' })).toBe(4);
    expect(crossingCost(example, 'plain', { move: 'P' })).toBe(3);
  });

  it('DL-MOVE-14: the river cost is a fixed surcharge; a ford (1 onto the cheapest land) and a bridge (1) are cheaper', () => {
    expect(segs('1902', '2002').sort()).toEqual(['ford', 'plain']);
    expect(segs('0510', '0609').sort()).toEqual(['bridge', 'plain']);
    const s = start(
      [
        { id: 'nsh-orc-spearmen', area: '1902' },
        { id: 'grokk', area: '1902' },
      ],
      { active: 'demon' },
    );
    const r = move(s, ['nsh-orc-spearmen'], '2002', { path: ['2002'] });
    expect(ofType(r.events, 'moved')[0]!.via).toEqual(['ford']);
    expect(spent(r.state, 'nsh-orc-spearmen')).toBe(2);
    const t = start([
      { id: 'tm-guard', area: '0510' },
      { id: 'aurelian', area: '0510' },
    ]);
    const b = move(t, ['tm-guard'], '0609', { path: ['0609'] });
    expect(ofType(b.events, 'moved')[0]!.via).toEqual(['bridge']);
    expect(spent(b.state, 'tm-guard')).toBe(1);
    // where a ford costs no more than the river, a unit is taken over the ford (no heavy-armour penalty, footnote *)
    const v = start(
      [
        { id: 'lyu-eagle-knights', area: '1902' },
        { id: 'aurelian', area: '1902' },
      ],
      { allies: { lyuung: { side: 'khozar', kind: 'permanent' } } },
    );
    const f = move(v, ['lyu-eagle-knights'], '2002', { path: ['2002'] });
    expect(ofType(f.events, 'moved')[0]!.via).toEqual(['ford']);
    expect(f.state.move!.crossed['lyu-eagle-knights']).toBe('ford');
    // every plain river border costs foot the same 3, whatever the weather (there is none but the Rains)
    const plainRivers = [...BORDERS.values()].filter((x) => x.river && x.segments.join() === 'plain');
    expect(plainRivers.length).toBeGreaterThan(5);
    for (const x of plainRivers) expect(crossingCost(x, 'plain', { move: 'P' })).toBe(3);
  });
});

describe('cliffs, lakes and minimum movement (DL-MOVE-15..21)', () => {
  const cliff = ['1313', '1412'];
  it('DL-MOVE-15: cliffs and lakes stop foot and horse; flyers cross them', () => {
    expect(segs('1313', '1412')).toEqual(['cliff']);
    expect(segs('0318', '0417')).toEqual(['lake']);
    for (const [a, b] of [cliff, ['0318', '0417']] as [string, string][]) {
      for (const id of ['tm-guard', 'tm-sergeants']) {
        const s = start([
          { id, area: a },
          { id: 'aurelian', area: a },
        ]);
        refuses(s, 'khozar', { type: 'move', units: [id], to: b, path: [b] }, 'impassable');
        // no leader, so half MP: no way round either, and no minimum move over the cliff or lake
        const alone = start([{ id, area: a }]);
        refuses(alone, 'khozar', { type: 'move', units: [id], to: b }, 'unreachable');
        expect(canReach(alone, [id], b, true)).toBe(false);
      }
      const v = start(
        [
          { id: 'lyu-griffin-riders', area: a },
          { id: 'aurelian', area: a },
        ],
        { allies: { lyuung: { side: 'khozar', kind: 'permanent' } } },
      );
      expect(at(move(v, ['lyu-griffin-riders'], b).state, 'lyu-griffin-riders')).toBe(b);
    }
  });

  it('DL-MOVE-16: a border only partly cliff or lake is crossed over its other terrain', () => {
    expect(segs('1313', '1314').sort()).toEqual(['cliff', 'hills']);
    expect(segs('0318', '0319').sort()).toEqual(['lake', 'plain', 'swamp']);
    let s = start([
      { id: 'tm-guard', area: '1314' },
      { id: 'aurelian', area: '1314' },
    ]);
    let r = move(s, ['tm-guard'], '1313', { path: ['1313'] });
    expect(ofType(r.events, 'moved')[0]!.via).toEqual(['hills']);
    expect(spent(r.state, 'tm-guard')).toBe(2);
    s = start([
      { id: 'tm-guard', area: '0318' },
      { id: 'aurelian', area: '0318' },
    ]);
    r = move(s, ['tm-guard'], '0319', { path: ['0319'] });
    expect(ofType(r.events, 'moved')[0]!.via).toEqual(['plain']);
  });

  it('DL-MOVE-17: the lake borders are exactly 0318|0417, 0318|0418, 0318|0319', () => {
    const lakes = [...BORDERS.values()].filter((b) => b.segments.includes('lake')).map((b) => b.id);
    expect(lakes.sort()).toEqual(['0318|0319', '0318|0417', '0318|0418']);
    expect(LAKE_BORDERS.map((l) => l.border).sort()).toEqual(lakes);
    for (const b of ['0417', '0418']) {
      const s = start([
        { id: 'tm-guard', area: '0318' },
        { id: 'aurelian', area: '0318' },
      ]);
      refuses(s, 'khozar', { type: 'move', units: ['tm-guard'], to: b, path: [b] }, 'impassable');
    }
  });

  it('DL-MOVE-18: the cliff borders are exactly the six of the text, the whole ones closed to foot', () => {
    const cliffs = [...BORDERS.values()].filter((b) => b.segments.includes('cliff')).map((b) => b.id);
    expect(cliffs.sort()).toEqual(['1214|1314', '1214|1315', '1313|1314', '1313|1412', '1313|1413', '1419|1519']);
    expect(CLIFF_BORDERS.map((c) => c.border).sort()).toEqual(cliffs);
    for (const c of CLIFF_BORDERS) {
      const [a, b] = c.border.split('|') as [string, string];
      const s = start([
        { id: 'tm-guard', area: a },
        { id: 'aurelian', area: a },
      ]);
      if (c.whole) refuses(s, 'khozar', { type: 'move', units: ['tm-guard'], to: b, path: [b] }, 'impassable');
      else expect(at(move(s, ['tm-guard'], b, { path: [b] }).state, 'tm-guard')).toBe(b);
    }
  });

  it('DL-MOVE-19: a unit may always move one area even when it costs more than its MP, but never over a cliff or lake', () => {
    // no leader: the guard has 1 MP; the hills border costs 2
    expect(segs('0801', '0802')).toEqual(['hills']);
    const s = start([{ id: 'tm-guard', area: '0802' }]);
    expect(s.move!.allowance['tm-guard']).toBe(1);
    expect(moveLabels(s).find((l) => l.includes('0801'))).toMatch(/minimum move/);
    const r = move(s, ['tm-guard'], '0801');
    expect(at(r.state, 'tm-guard')).toBe('0801');
    expect(ofType(r.events, 'moved')[0]).toMatchObject({ minimum: true });
    // a cliff is closed even to a minimum move
    const c = start([{ id: 'tm-guard', area: '1313' }]);
    refuses(c, 'khozar', { type: 'move', units: ['tm-guard'], to: '1412' }, 'unreachable');
    refuses(c, 'khozar', { type: 'move', units: ['tm-guard'], to: '1412', path: ['1412'] }, 'impassable');
  });

  it('DL-MOVE-20: a minimum move is one border and the end of the unit’s movement; it never adds to other movement', () => {
    const s = start([{ id: 'tm-guard', area: '0802' }]);
    const r = move(s, ['tm-guard'], '0801');
    refuses(r.state, 'khozar', { type: 'move', units: ['tm-guard'], to: '0802' }, 'stopped');
    // two borders are never a minimum move
    expect(segs('0801', '0901')).toEqual(['mountains']);
    refuses(s, 'khozar', { type: 'move', units: ['tm-guard'], to: '0901', path: ['0801', '0901'] }, 'too_far');
    // a unit that has moved gets no minimum move afterwards: 1 MP over the meadow, then the river (3) is closed
    expect(segs('0803', '0804')).toEqual(['plain']);
    expect(river('0804', '0905')).toBe(true);
    const t = start([{ id: 'tm-guard', area: '0803' }]);
    const moved = move(t, ['tm-guard'], '0804').state;
    expect(left(moved, 'tm-guard')).toBe(0);
    expect(moveLabels(moved).filter((l) => l.includes('minimum'))).toEqual([]);
    refuses(moved, 'khozar', { type: 'move', units: ['tm-guard'], to: '0905' }, 'unreachable');
    // while one that has not moved may take it as its minimum move
    const fresh = start([{ id: 'tm-guard', area: '0804' }]);
    expect(ofType(move(fresh, ['tm-guard'], '0905').events, 'moved')[0]!.minimum).toBe(true);
  });

  it('DL-MOVE-21: the neutrals’ special costs: Altu-Khan foot 1 over hills, the Great Forest 1 through forest', () => {
    const akh = start(
      [
        { id: 'akh-axemen', area: '0802' },
        { id: 'duke-of-altu-khan', area: '0802' },
      ],
      { allies: { 'altu-khan': { side: 'khozar', kind: 'permanent' } } },
    );
    expect(spent(move(akh, ['akh-axemen'], '0801').state, 'akh-axemen')).toBe(1);
    expect(segs('1801', '1901')).toEqual(['forest']);
    const vl = start(
      [
        { id: 'vl-warriors', area: '1801' },
        { id: 'forest-chieftain', area: '1801' },
      ],
      { allies: { 'great-forest': { side: 'khozar', kind: 'permanent' } } },
    );
    expect(spent(move(vl, ['vl-warriors'], '1901').state, 'vl-warriors')).toBe(1);
    // the same foot of another faction pays 2 on both
    const tm = start([
      { id: 'tm-spearmen', area: '0802' },
      { id: 'aurelian', area: '0802' },
    ]);
    expect(spent(move(tm, ['tm-spearmen'], '0801').state, 'tm-spearmen')).toBe(2);
  });

  it('DL-MOVE-21: Swift Steps cast before movement gives every friendly unit there +2 MP', () => {
    let s = start(
      [
        { id: 'tm-guard', area: LINE[0]! },
        { id: 'ilvaine', area: LINE[0]! },
        { id: 'aurelian', area: LINE[0]! },
      ],
      { hands: { khozar: ['swift-steps'] } },
    );
    expect(s.stage).toMatchObject({ kind: 'window', window: 'phase-start' });
    s = act(s, 'khozar', { type: 'cast', spell: 'swift-steps', caster: 'ilvaine', area: LINE[0]! }, [1]).state;
    while (s.stage?.kind === 'window') s = act(s, s.stage.asked[0]!, { type: 'done' }).state;
    expect(s.stage?.kind).toBe('movement');
    expect(s.move!.allowance['tm-guard']).toBe(5);
    expect(at(move(s, ['tm-guard'], LINE[5]!).state, 'tm-guard')).toBe(LINE[5]);
  });
});

describe('the Rains on the map (DL-MOVE-21, DL-SPELL-K-03/06, AMB-44)', () => {
  const rains = (units: Placed[], areas: string[], phases = 1): State =>
    start(units, { active: 'demon', effects: { rains: { areas, until: phases } } });
  const demon = (area: string, id = 'nsh-orc-spearmen') => [
    { id, area },
    { id: 'grokk', area },
  ];

  it('DL-MOVE-21 Rains: a flooded river or ford is closed to every unit, flyers too, even for a minimum move', () => {
    expect(river('1903', '2002')).toBe(true);
    const s = rains(demon('1903'), ['1903', '2002']);
    refuses(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen'], to: '2002', path: ['2002'] }, 'impassable');
    const v = rains(demon('1902', 'nsh-gargoyles'), ['1902', '2002']);
    refuses(v, 'demon', { type: 'move', units: ['nsh-gargoyles'], to: '2002', path: ['2002'] }, 'impassable');
    const lone = rains([{ id: 'nsh-orc-spearmen', area: '1903' }], ['1903']);
    refuses(lone, 'demon', { type: 'move', units: ['nsh-orc-spearmen'], to: '2002' }, 'unreachable');
    // without the Rains, the same ford is 2
    const dry = start(demon('1902'), { active: 'demon' });
    expect(spent(move(dry, ['nsh-orc-spearmen'], '2002', { path: ['2002'] }).state, 'nsh-orc-spearmen')).toBe(2);
  });

  it('DL-MOVE-21 Rains: a bridge is a ford (2 for foot), hills cost 1 more, flyers pay double', () => {
    expect(segs('1904', '2003').sort()).toEqual(['bridge', 'plain']);
    let s = rains(demon('1904'), ['2003']);
    expect(spent(move(s, ['nsh-orc-spearmen'], '2003', { path: ['2003'] }).state, 'nsh-orc-spearmen')).toBe(2);
    expect(segs('2004', '2005')).toEqual(['hills']);
    s = rains(demon('2004'), ['2005']);
    expect(spent(move(s, ['nsh-orc-spearmen'], '2005').state, 'nsh-orc-spearmen')).toBe(3);
    s = rains(demon('2004', 'nsh-gargoyles'), ['2005']);
    expect(spent(move(s, ['nsh-gargoyles'], '2005').state, 'nsh-gargoyles')).toBe(4); // (1 + 1) x 2
    s = rains(demon('1901', 'nsh-gargoyles'), ['1902']);
    expect(segs('1901', '1902')).toEqual(['plain']);
    expect(spent(move(s, ['nsh-gargoyles'], '1902').state, 'nsh-gargoyles')).toBe(2);
  });

  it('DL-MOVE-21 Rains: meadow with two river sides turns to swamp; a swamp floods shut', () => {
    expect(segs('1903', '1904')).toEqual(['plain']);
    let s = rains(demon('1904'), ['1903']);
    expect(spent(move(s, ['nsh-orc-spearmen'], '1903').state, 'nsh-orc-spearmen')).toBe(3); // swamp for foot
    expect(segs('1802', '1803')).toEqual(['forest']);
    s = rains(demon('1803'), ['1802']);
    refuses(s, 'demon', { type: 'move', units: ['nsh-orc-spearmen'], to: '1802', path: ['1802'] }, 'impassable');
  });

  it('DL-MOVE-21 Rains: they last the phase of casting and the next one only', () => {
    const s = start(demon('2004'), { active: 'demon', effects: { rains: { areas: ['2005'], until: 0 } } });
    expect(spent(move(s, ['nsh-orc-spearmen'], '2005').state, 'nsh-orc-spearmen')).toBe(2);
  });
});

// ---------------------------------------------------------------------------
// DL-LEAD
// ---------------------------------------------------------------------------

describe('leaders and character movement (DL-LEAD-01..08)', () => {
  it('DL-LEAD-01: a regiment with no leader in its area at the start of the step has half MP, rounded down', () => {
    const s = start([
      { id: 'tm-guard', area: LINE[0]! }, // 3 -> 1
      { id: 'tm-sergeants', area: LINE[0]! }, // 5 -> 2
      { id: 'tm-spearmen', area: '0802' }, // 4, with a +0 leader
      { id: 'western-mage', area: '0802' },
    ]);
    expect(s.move!.allowance['tm-guard']).toBe(1);
    expect(s.move!.allowance['tm-sergeants']).toBe(2);
    expect(s.move!.allowance['tm-spearmen']).toBe(4);
    // 2 plain borders are an ordinary move for the halved horse, 3 are not
    expect(canReach(s, ['tm-sergeants'], LINE[2]!)).toBe(true);
    refuses(s, 'khozar', { type: 'move', units: ['tm-sergeants'], to: LINE[3]!, path: LINE.slice(1, 4) }, 'too_far');
  });

  it('DL-LEAD-02: a regiment that started with a leader keeps its full MP after leaving him', () => {
    let s = start([
      { id: 'tm-guard', area: LINE[0]! },
      { id: 'aurelian', area: LINE[0]! },
    ]);
    s = move(s, ['tm-guard'], LINE[1]!).state;
    s = move(s, ['tm-guard'], LINE[3]!).state;
    expect(at(s, 'tm-guard')).toBe(LINE[3]);
    expect(at(s, 'aurelian')).toBe(LINE[0]);
  });

  it('DL-LEAD-03: a character whose leader ability is "none" gives no full MP', () => {
    const s = start([
      { id: 'tm-guard', area: LINE[0]! },
      { id: 'ilvaine', area: LINE[0]! },
      { id: 'corvin', area: LINE[0]! },
    ]);
    expect(s.move!.allowance['tm-guard']).toBe(1);
  });

  it('DL-LEAD-04: meeting a leader during the move does not restore full MP', () => {
    let s = start([
      { id: 'tm-guard', area: LINE[0]! },
      { id: 'aurelian', area: LINE[1]! },
    ]);
    s = move(s, ['tm-guard'], LINE[1]!).state; // joins Aurelian, with 0 MP left of its 1
    expect(left(s, 'tm-guard')).toBe(0);
    refuses(s, 'khozar', { type: 'move', units: ['tm-guard'], to: LINE[2]! }, 'unreachable');
    refuses(s, 'khozar', { type: 'move', units: ['tm-guard', 'aurelian'], to: LINE[2]! }, 'unreachable');
  });

  it('DL-LEAD-05: a character alone moves his own full MP', () => {
    const s = start([{ id: 'ilvaine', area: LINE[0]! }]); // foot, 4 MP
    expect(s.move!.allowance.ilvaine).toBe(4);
    expect(at(move(s, ['ilvaine'], LINE[4]!).state, 'ilvaine')).toBe(LINE[4]);
    refuses(s, 'khozar', { type: 'move', units: ['ilvaine'], to: LINE[5]! }, 'unreachable');
  });

  it('DL-LEAD-06: a character who starts with a regiment and stays with it rides: his own MP do not count', () => {
    // Ilvaine (foot, 4 MP) rides the light horse (6 MP with Aurelian) five borders
    const s = start([
      { id: 'tm-light-horse', area: LINE[0]! },
      { id: 'ilvaine', area: LINE[0]! },
      { id: 'aurelian', area: LINE[0]! },
    ]);
    const r = move(s, ['tm-light-horse', 'ilvaine'], LINE[5]!);
    expect(at(r.state, 'ilvaine')).toBe(LINE[5]);
    // having gone past his own 4 MP, he cannot leave his mount now (he would not have ridden the whole step)
    refuses(r.state, 'khozar', { type: 'move', units: ['ilvaine'], to: LINE[4]! }, 'unreachable');
    // a character who has not stayed with the regiment all the step pays his own MP: the horse goes first,
    // Ilvaine follows alone (1 of her 4), then they go on together: 3 more borders, not 4
    let late = start([
      { id: 'tm-light-horse', area: LINE[0]! },
      { id: 'aurelian', area: LINE[0]! },
      { id: 'ilvaine', area: LINE[0]! },
    ]);
    late = move(late, ['tm-light-horse'], LINE[1]!).state;
    late = move(late, ['ilvaine'], LINE[1]!).state;
    expect(left(late, 'ilvaine')).toBe(3);
    expect(left(late, 'tm-light-horse')).toBe(5);
    refuses(late, 'khozar', { type: 'move', units: ['tm-light-horse', 'ilvaine'], to: LINE[5]! }, 'unreachable');
    expect(at(move(late, ['tm-light-horse', 'ilvaine'], LINE[4]!).state, 'ilvaine')).toBe(LINE[4]);
  });

  it('DL-LEAD-07: several characters may ride one regiment', () => {
    const s = start([
      { id: 'tm-light-horse', area: LINE[0]! },
      { id: 'ilvaine', area: LINE[0]! },
      { id: 'corvin', area: LINE[0]! },
      { id: 'aurelian', area: LINE[0]! },
    ]);
    const r = move(s, ['tm-light-horse', 'ilvaine', 'corvin', 'aurelian'], LINE[5]!);
    for (const id of ['tm-light-horse', 'ilvaine', 'corvin', 'aurelian']) expect(at(r.state, id)).toBe(LINE[5]);
  });

  it('DL-LEAD-08: characters ride only friendly regiments (own or allied), never the enemy’s', () => {
    // an allied Lyuung regiment carries Ilvaine
    const ally = start(
      [
        { id: 'lyu-griffin-riders', area: LINE[0]! },
        { id: 'cloud-prince', area: LINE[0]! },
        { id: 'ilvaine', area: LINE[0]! },
      ],
      { allies: { lyuung: { side: 'khozar', kind: 'permanent' } } },
    );
    expect(at(move(ally, ['lyu-griffin-riders', 'ilvaine'], LINE[5]!).state, 'ilvaine')).toBe(LINE[5]);
    // an enemy regiment in her area is no mount
    const enemy = start([
      { id: 'nsh-wolf-riders', area: LINE[0]! },
      { id: 'grokk', area: LINE[0]! },
      { id: 'ilvaine', area: LINE[0]! },
    ]);
    refuses(enemy, 'khozar', { type: 'move', units: ['nsh-wolf-riders', 'ilvaine'], to: LINE[5]! }, 'not_yours');
  });
});

// ---------------------------------------------------------------------------
// DL-ENEMY
// ---------------------------------------------------------------------------

describe('enemy units (DL-ENEMY-01..04)', () => {
  const battleAt = (events: DlEvent[]) => ofType(events, 'fightsFound').flatMap((e) => e.areas);

  it('DL-ENEMY-01: regiments entering enemy regiments stop there, and a battle follows', () => {
    const s = start([
      { id: 'tm-guard', area: LINE[0]! },
      { id: 'aurelian', area: LINE[0]! },
      { id: 'nsh-orc-spearmen', area: LINE[1]! },
    ]);
    refuses(s, 'khozar', { type: 'move', units: ['tm-guard'], to: LINE[2]!, path: LINE.slice(1, 3) }, 'must_stop');
    // no way the engine plans goes on through the enemy
    for (const leg of reach(s, 'khozar', ['tm-guard'], LINE[0]!).values()) {
      const i = leg.path.indexOf(LINE[1]!);
      expect(i === -1 || i === leg.path.length - 1).toBe(true);
    }
    expect(moveLabels(s).find((l) => l.includes(LINE[1]!))).toMatch(/into enemy regiments: a battle/);
    const r = move(s, ['tm-guard'], LINE[1]!);
    expect(ofType(r.events, 'moved')[0]!.stopped).toBe(true);
    refuses(r.state, 'khozar', { type: 'move', units: ['tm-guard'], to: LINE[0]! }, 'stopped');
    const done = act(r.state, 'khozar', { type: 'done' });
    expect(battleAt(done.events)).toEqual([LINE[1]]);
  });

  it('DL-ENEMY-02: regiments starting with the enemy may stay or leave; a besieged garrison may not leave', () => {
    const units = [
      { id: 'tm-guard', area: LINE[1]! },
      { id: 'aurelian', area: LINE[1]! },
      { id: 'nsh-orc-spearmen', area: LINE[1]! },
    ];
    const s = start(units);
    expect(at(move(s, ['tm-guard', 'aurelian'], LINE[3]!).state, 'tm-guard')).toBe(LINE[3]);
    expect(battleAt(act(s, 'khozar', { type: 'done' }).events)).toEqual([LINE[1]]); // stayed: they fight
    // DeAnsor besieged by a Demon regiment: its garrison is locked in
    const b = start(
      [
        { id: 'da-men-at-arms', area: '1105' },
        { id: 'duke-of-deansor', area: '1105' },
        { id: 'nsh-orc-spearmen', area: '1105' },
      ],
      {
        sieges: {
          '1105': {
            area: '1105',
            settlement: 'deansor',
            defender: 'khozar',
            besieger: 'demon',
            rounds: 1,
            inside: ['da-men-at-arms', 'duke-of-deansor'],
          },
        },
      },
    );
    refuses(b, 'khozar', { type: 'move', units: ['da-men-at-arms'], to: '1104' }, 'besieged');
  });

  it('DL-ENEMY-03: enemy characters never stop regiments (they pass on, the character rolls for capture)', () => {
    const s = start([
      { id: 'tm-guard', area: LINE[0]! },
      { id: 'aurelian', area: LINE[0]! },
      { id: 'ysshara', area: LINE[1]! },
    ]);
    expect(moveLabels(s).find((l) => l.includes(LINE[1]!))).not.toMatch(/battle/);
    // Ysshara rolls 6 against 1: she escapes; the guard walks on
    const r = move(s, ['tm-guard'], LINE[3]!, { path: LINE.slice(1, 4) }, [6, 1]);
    expect(at(r.state, 'tm-guard')).toBe(LINE[3]);
    expect(ofType(r.events, 'moved').every((m) => !m.stopped)).toBe(true);
    expect(ofType(r.events, 'captureRolled')).toHaveLength(1);
    expect(r.left).toBe(0);
  });

  it('DL-ENEMY-04: characters alone pass through enemy regiments and characters, at the risk of capture', () => {
    const s = start([
      { id: 'ilvaine', area: LINE[0]! },
      { id: 'nsh-orc-spearmen', area: LINE[1]! },
      { id: 'grokk', area: LINE[2]! },
    ]);
    expect(moveLabels(s).find((l) => l.includes(LINE[1]!))).toMatch(/capture check/);
    expect(moveLabels(s).find((l) => l.includes(LINE[2]!))).not.toMatch(/capture/); // Grokk alone
    const r = move(s, ['ilvaine'], LINE[3]!, { path: LINE.slice(1, 4) }, [5, 2]);
    expect(at(r.state, 'ilvaine')).toBe(LINE[3]);
    expect(ofType(r.events, 'captureRolled').map((e) => e.area)).toEqual([LINE[1]]); // Grokk alone captures nobody
    expect(r.left).toBe(0);
  });
});

// ---------------------------------------------------------------------------
// Ambiguities
// ---------------------------------------------------------------------------

describe('ambiguities of movement (AMB-39, AMB-57, AMB-74, AMB-75)', () => {
  it('AMB-39: Failure halves again after the leader rule (3 -> 1 -> 0); a minimum move is still allowed, but no one enters a Failure area', () => {
    const s = start(
      [
        { id: 'tm-guard', area: LINE[0]! },
        { id: 'tm-spearmen', area: '0802' },
        { id: 'aurelian', area: '0802' },
      ],
      { effects: { failure: [LINE[0]!, '0801'] } },
    );
    expect(s.move!.allowance['tm-guard']).toBe(0);
    expect(s.move!.allowance['tm-spearmen']).toBe(4); // outside the Failure area: untouched
    expect(at(move(s, ['tm-guard'], LINE[1]!).state, 'tm-guard')).toBe(LINE[1]); // minimum move out
    // own units may not enter the Failure area either, not even by a minimum move
    refuses(s, 'khozar', { type: 'move', units: ['tm-spearmen'], to: '0801' }, 'unreachable');
    refuses(s, 'khozar', { type: 'move', units: ['tm-spearmen'], to: '0801', path: ['0801'] }, 'failure_area');
    // and with a leader: 3 -> 1 by Failure
    const led = start(
      [
        { id: 'tm-guard', area: LINE[0]! },
        { id: 'aurelian', area: LINE[0]! },
      ],
      { effects: { failure: [LINE[0]!] } },
    );
    expect(led.move!.allowance['tm-guard']).toBe(1);
  });

  it('AMB-57: minimum movement is open again in each of the unit’s own movement steps', () => {
    // the guard alone has 1 MP; the hills border 0802|0801 costs 2, each way
    const s = start([{ id: 'tm-guard', area: '0802' }]);
    const there = move(s, ['tm-guard'], '0801');
    expect(ofType(there.events, 'moved')[0]!.minimum).toBe(true);
    const next = nextMovement(there.state, 'khozar');
    expect(next.turn).toBe(2);
    const back = move(next, ['tm-guard'], '0802');
    expect(ofType(back.events, 'moved')[0]!.minimum).toBe(true);
    expect(at(back.state, 'tm-guard')).toBe('0802');
  });

  it('AMB-74: the Ancients pay 1 for every passable border, never enter mountains, and do not fly over cliffs', () => {
    const allies = { ancients: { side: 'khozar' as const, kind: 'permanent' as const } };
    // hills 1, a river into desert 1
    let s = start(
      [
        { id: 'dr-lizard-warriors', area: '0802' },
        { id: 'elder-of-the-ancients', area: '0802' },
      ],
      { allies },
    );
    expect(spent(move(s, ['dr-lizard-warriors'], '0801').state, 'dr-lizard-warriors')).toBe(1);
    s = start(
      [
        { id: 'dr-lizard-warriors', area: '1615' },
        { id: 'elder-of-the-ancients', area: '1615' },
      ],
      { allies },
    );
    expect(spent(move(s, ['dr-lizard-warriors'], '1716', { path: ['1716'] }).state, 'dr-lizard-warriors')).toBe(1);
    // mountains and cliffs stay closed, even to a minimum move
    expect(segs('0801', '0901')).toEqual(['mountains']);
    s = start([{ id: 'dr-lizard-warriors', area: '0801' }], { allies });
    refuses(s, 'khozar', { type: 'move', units: ['dr-lizard-warriors'], to: '0901' }, 'unreachable');
    s = start([{ id: 'dr-lizard-warriors', area: '1313' }], { allies });
    refuses(s, 'khozar', { type: 'move', units: ['dr-lizard-warriors'], to: '1412' }, 'unreachable');
  });

  it('AMB-75: flyers cross a cliff or lake border for 1 MP', () => {
    for (const [a, b] of [
      ['1313', '1412'],
      ['0318', '0418'],
    ] as const) {
      const s = start(
        [
          { id: 'nsh-gargoyles', area: a },
          { id: 'grokk', area: a },
        ],
        { active: 'demon' },
      );
      expect(spent(move(s, ['nsh-gargoyles'], b, { path: [b] }).state, 'nsh-gargoyles')).toBe(1);
    }
  });
});

describe('move choices are in words', () => {
  it('labels name units and places, never ids', () => {
    const s = start([
      { id: 'tm-guard', area: '0510' },
      { id: 'aurelian', area: '0510' },
      { id: 'ilvaine', area: LINE[0]! },
    ]);
    const all = demonlord.choices(s, 'khozar').map((c) => c.label);
    expect(all).toContain('Move Ilvaine, High Priestess of Khozar to meadow 0404 (1 MP)');
    expect(all).toContain('Move Timur Guard and Lord Protector Aurelian to meadow 0609 (1 MP)'); // over the bridge
    expect(all).toContain('Move Timur Guard and Lord Protector Aurelian to Merrow (0712) (3 MP)');
    for (const l of all) for (const id of ['tm-guard', 'aurelian', 'ilvaine']) expect(l).not.toContain(id);
  });
});

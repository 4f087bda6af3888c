/**
 * Stacking and invisibility (DL-STACK-01..07), the top of a stack (AMB-12, AMB-13): what each seat sees in
 * `demonlord.view`, and what the log tells it through `demonlord.redact` and `demonlord.describe`.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { Config, Sandbox } from './config.ts';
import type { Side } from './data/index.ts';
import type { DlEvent } from './events.ts';
import { evolve } from './rules/evolve.ts';
import { advance, beginPhase } from './rules/flow.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import type { StackView } from './view.ts';
import { act, demonlord, ofType, rejects, sandbox } from './testkit.ts';

type Placed = { id: string; area: string };
function start(
  units: Placed[],
  o: { active?: Side; config?: Partial<Config>; tops?: Sandbox['tops']; hands?: Sandbox['hands'] } = {},
): State {
  let s = sandbox(
    {
      units,
      active: o.active ?? 'khozar',
      ...(o.tops ? { tops: o.tops } : {}),
      ...(o.hands ? { hands: o.hands } : {}),
    },
    o.config ?? {},
  );
  if (s.step === 'setup') {
    const tx = new Tx(s, scriptedDice([]));
    beginPhase(tx, s.turn, s.active);
    advance(tx);
    s = tx.state;
  }
  return s;
}
const move = (
  s: State,
  units: string[],
  to: string,
  extra: Partial<Extract<Command, { type: 'move' }>> = {},
  dice: number[] = [],
) => act(s, s.active, { type: 'move', units, to, ...extra } as Command, dice);
const refuses = (s: State, seat: string, cmd: Command, code?: string) =>
  rejects(s, seat, cmd, code === undefined ? undefined : `rule/${code}`);
const stackAt = (s: State, seat: string, area: string, side: string): StackView | undefined =>
  demonlord.view(s, seat).stacks.find((x) => x.area === area && x.side === side);
const log = (events: DlEvent[], seat: string) =>
  events
    .map((e) => demonlord.redact(e, seat))
    .filter((e): e is DlEvent => e !== null)
    .map((e) => demonlord.describe!(e))
    .filter(Boolean);

const L = ['0403', '0404', '0405', '0406', '0407', '0408'];
/** A Demon stack: two regiments and Grokk. */
const DEMONS = (area: string): Placed[] => [
  { id: 'nsh-orc-spearmen', area },
  { id: 'nsh-orc-axemen', area },
  { id: 'grokk', area },
];

describe('stacking (DL-STACK-01..03)', () => {
  it('DL-STACK-01: any number of units may share an area', () => {
    const many = ['tm-guard', 'tm-militia', 'tm-pikemen', 'tm-archers', 'tm-longbows', 'tm-spearmen', 'tm-knights'];
    const more = ['tm-sergeants', 'tm-light-horse', 'aurelian', 'brannoc', 'ilvaine'];
    const s = start([...many.map((id) => ({ id, area: L[1]! })), ...more.map((id) => ({ id, area: L[0]! }))]);
    const r = move(s, more, L[1]!);
    expect(stackAt(r.state, 'khozar', L[1]!, 'khozar')!.units).toHaveLength(12);
  });

  it('DL-STACK-02: friend and foe share an area: a character beside enemy regiments stays there; regiments meeting fight', () => {
    let s = start([{ id: 'ilvaine', area: L[0]! }, ...DEMONS(L[1]!)]);
    s = move(s, ['ilvaine'], L[1]!, {}, [6, 1]).state;
    const after = act(s, 'khozar', { type: 'done' });
    expect(ofType(after.events, 'fightsFound').flatMap((e) => e.areas)).toEqual([]); // characters alone fight no battle
    expect(after.state.units.ilvaine).toMatchObject({ status: 'map', area: L[1] });
    expect(after.state.units['nsh-orc-spearmen']!.area).toBe(L[1]);
    // regiments of both sides in the open after movement: a battle there
    let t = start([{ id: 'tm-guard', area: L[0]! }, { id: 'aurelian', area: L[0]! }, ...DEMONS(L[1]!)]);
    t = move(t, ['tm-guard', 'aurelian'], L[1]!).state;
    expect(ofType(act(t, 'khozar', { type: 'done' }).events, 'fightsFound')[0]!.areas).toEqual([L[1]]);
  });

  it('DL-STACK-03: units enter an area whatever stands there already, enemies included', () => {
    const s = start([{ id: 'tm-guard', area: L[0]! }, { id: 'aurelian', area: L[0]! }, ...DEMONS(L[1]!)]);
    const r = move(s, ['tm-guard', 'aurelian'], L[1]!);
    expect(r.state.units['tm-guard']!.area).toBe(L[1]);
  });
});

describe('invisibility (DL-STACK-04..06)', () => {
  it('DL-STACK-04: the other seat sees only the top of a stack (and its height, by the option); the owner sees all', () => {
    const s = start([...DEMONS(L[3]!)]);
    const theirs = stackAt(s, 'khozar', L[3]!, 'demon')!;
    expect(theirs.units).toBeNull();
    expect(theirs.top.id).toBe('nsh-orc-spearmen');
    expect(theirs.count).toBe(3);
    expect(stackAt(s, 'spectator', L[3]!, 'demon')!.units).toBeNull();
    expect(
      stackAt(s, 'demon', L[3]!, 'demon')!
        .units!.map((u) => u.id)
        .sort(),
    ).toEqual(['grokk', 'nsh-orc-axemen', 'nsh-orc-spearmen']);
    const hidden = start([...DEMONS(L[3]!)], { config: { showStackHeight: false } });
    expect(stackAt(hidden, 'khozar', L[3]!, 'demon')!.count).toBeNull();
    expect(stackAt(hidden, 'demon', L[3]!, 'demon')!.count).toBe(3);
  });

  it('DL-STACK-04: a move in the log tells the other seat only the top and the height, never the units or their MP', () => {
    const s = start([...DEMONS(L[0]!)], { active: 'demon' });
    const r = move(s, ['nsh-orc-spearmen', 'nsh-orc-axemen', 'grokk'], L[2]!);
    const moved = ofType(r.events, 'moved')[0]!;
    const seen = demonlord.redact(moved, 'khozar') as typeof moved;
    expect(seen.units).toEqual([]);
    expect(seen.cost).toEqual({});
    expect(seen.shown).toBe('nsh-orc-spearmen');
    expect(log(r.events, 'khozar')).toContain(
      'The Demonlord moves a stack of 3 topped by Orc Spearmen from meadow 0403 to forest and meadow 0405.',
    );
    expect(log(r.events, 'demon').join(' ')).toMatch(/Marshal Grokk/);
    expect(log(r.events, 'khozar').join(' ')).not.toMatch(/Grokk|Axemen|MP/);
    // the MP of the phase are the mover's business only
    const allowances = demonlord.redact({ type: 'allowances', allowance: { 'nsh-orc-spearmen': 1 } }, 'khozar');
    expect(allowances).toBeNull();
    // without stack heights, the move does not tell how many
    const h = start([...DEMONS(L[0]!)], { active: 'demon', config: { showStackHeight: false } });
    const hm = ofType(move(h, ['nsh-orc-spearmen', 'grokk'], L[2]!).events, 'moved')[0]!;
    expect((demonlord.redact(hm, 'khozar') as typeof hm).count).toBeUndefined();
  });

  it('DL-STACK-04: an allied neutral’s MP and units do not leak to the other seat', () => {
    const s = sandbox({
      units: [
        { id: 'lyu-griffin-riders', area: L[0]! },
        { id: 'cloud-prince', area: L[0]! },
        { id: 'aurelian', area: L[2]! },
      ],
      active: 'khozar',
      allies: { lyuung: { side: 'khozar', kind: 'permanent' } },
    });
    const tx = new Tx(s, scriptedDice([]));
    beginPhase(tx, s.turn, s.active);
    advance(tx);
    const allowances = tx.events.find((e) => e.type === 'allowances')!;
    expect(demonlord.redact(allowances, 'demon')).toBeNull();
    expect(demonlord.redact(allowances, 'khozar')).toEqual(allowances);
  });

  it('DL-STACK-05: in a battle the units fighting it are seen by both sides, and only those', () => {
    let s = start([
      { id: 'tm-guard', area: L[0]! },
      { id: 'aurelian', area: L[0]! },
      ...DEMONS(L[1]!),
      { id: 'nsh-ogres', area: L[4]! },
      { id: 'ysshara', area: L[4]! },
    ]);
    s = move(s, ['tm-guard', 'aurelian'], L[1]!).state;
    s = act(s, 'khozar', { type: 'done' }).state;
    expect(s.stage?.kind).toBe('battle');
    const fighting = stackAt(s, 'khozar', L[1]!, 'demon')!;
    expect(fighting.seen).toBe('battle');
    expect(fighting.units!.map((u) => u.id).sort()).toEqual(['grokk', 'nsh-orc-axemen', 'nsh-orc-spearmen']);
    expect(
      stackAt(s, 'demon', L[1]!, 'khozar')!
        .units!.map((u) => u.id)
        .sort(),
    ).toEqual(['aurelian', 'tm-guard']);
    expect(stackAt(s, 'khozar', L[4]!, 'demon')!.units).toBeNull(); // not in the battle
  });

  it('DL-STACK-06: a Vision shows its caster’s side the stack as it stood then; the log keeps it from the others', () => {
    let s = start([{ id: 'ilvaine', area: L[0]! }, ...DEMONS(L[2]!), { id: 'nsh-ogres', area: L[5]! }], {
      hands: { khozar: ['vision'] },
    });
    expect(s.stage).toMatchObject({ kind: 'window', window: 'phase-start' });
    const r = act(s, 'khozar', { type: 'cast', spell: 'vision', caster: 'ilvaine', area: L[2]! }, [1]);
    s = r.state;
    const seen = stackAt(s, 'khozar', L[2]!, 'demon')!;
    expect(seen.seen).toBe('vision');
    expect(seen.units!.map((u) => u.id).sort()).toEqual(['grokk', 'nsh-orc-axemen', 'nsh-orc-spearmen']);
    expect(stackAt(s, 'spectator', L[2]!, 'demon')!.units).toBeNull();
    const vision = r.events.find((e) => e.type === 'visionSeen')!;
    expect((demonlord.redact(vision, 'spectator') as { units: string[] }).units).toEqual([]);
    expect((demonlord.redact(vision, 'khozar') as { units: string[] }).units).toHaveLength(3);
    // once the stack is no longer as the Vision saw it (a unit withdrew into it), it is closed again: who came
    // is not seen, and who is still there of those seen is not told either
    s = evolve(s, { type: 'withdrew', side: 'demon', units: ['nsh-ogres'], from: L[5]!, path: [L[4]!, L[3]!, L[2]!] });
    const later = stackAt(s, 'khozar', L[2]!, 'demon')!;
    expect(later.units).toBeNull();
    expect(later.count).toBe(4);
  });
});

describe('the top of a stack (DL-STACK-07, AMB-12, AMB-13)', () => {
  it('AMB-13: the owner chooses the top in his movement step; the other seat then sees that unit', () => {
    let s = start([...DEMONS(L[3]!)], { active: 'demon' });
    expect(stackAt(s, 'khozar', L[3]!, 'demon')!.top.id).toBe('nsh-orc-spearmen');
    const offer = demonlord.choices(s, 'demon').find((c) => c.command.type === 'setTop');
    expect(offer?.label).toBe('Show Marshal Grokk on top of your stack at meadow 0406 (the enemy sees only him)');
    s = act(s, 'demon', { type: 'setTop', area: L[3]!, unit: 'grokk' }).state;
    expect(stackAt(s, 'khozar', L[3]!, 'demon')!.top.id).toBe('grokk');
    expect(stackAt(s, 'khozar', L[3]!, 'demon')!.count).toBe(3);
    // not a unit of that stack, not someone else's, not out of his movement step
    refuses(s, 'demon', { type: 'setTop', area: L[3]!, unit: 'nsh-ogres' }, 'not_here');
    refuses(s, 'demon', { type: 'setTop', area: L[2]!, unit: 'grokk' }, 'not_here');
    const k = start([...DEMONS(L[3]!), { id: 'aurelian', area: L[0]! }]);
    refuses(k, 'khozar', { type: 'setTop', area: L[3]!, unit: 'grokk' }, 'not_here');
    refuses(k, 'demon', { type: 'setTop', area: L[3]!, unit: 'grokk' });
  });

  it('AMB-13: a stack keeps the top it showed when it moves', () => {
    let s = start([...DEMONS(L[0]!)], { active: 'demon', tops: { [`${L[0]}:demon`]: 'grokk' } });
    const r = move(s, ['nsh-orc-spearmen', 'nsh-orc-axemen', 'grokk'], L[2]!);
    expect(ofType(r.events, 'moved')[0]!.shown).toBe('grokk');
    s = r.state;
    expect(stackAt(s, 'khozar', L[2]!, 'demon')!.top.id).toBe('grokk');
  });

  it('DL-STACK-07 AMB-12: regiments plan past a stack that shows a character; if regiments hide under him they stop there and one surfaces', () => {
    const s = start([{ id: 'tm-guard', area: L[0]! }, { id: 'aurelian', area: L[0]! }, ...DEMONS(L[1]!)], {
      tops: { [`${L[1]}:demon`]: 'grokk' },
    });
    expect(stackAt(s, 'khozar', L[1]!, 'demon')!.top.id).toBe('grokk');
    // the choices tell nothing hidden: no battle foreseen, and the way on is open
    const labels = demonlord.choices(s, 'khozar').map((c) => c.label);
    expect(labels.find((l) => l.includes(`meadow ${L[1]}`))).not.toMatch(/battle/);
    const r = move(s, ['tm-guard', 'aurelian'], L[3]!, { path: L.slice(1, 4) });
    const moved = ofType(r.events, 'moved');
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ path: [L[1]], stopped: true });
    expect(r.state.units['tm-guard']!.area).toBe(L[1]);
    // AMB-12: the first of its regiments in counter order is surfaced and shows from now on
    expect(ofType(r.events, 'topSet')).toEqual([
      { type: 'topSet', area: L[1], side: 'demon', unit: 'nsh-orc-spearmen', surfaced: true },
    ]);
    expect(log(r.events, 'khozar')).toContain('The Demonlord shows Orc Spearmen on top of its stack at meadow 0404.');
    expect(demonlord.sealed!(ofType(r.events, 'topSet')[0]!)).toBe(true);
    expect(stackAt(r.state, 'khozar', L[1]!, 'demon')!.top.id).toBe('nsh-orc-spearmen');
  });

  it('DL-STACK-07: a stack of characters only does not stop regiments (its characters roll for capture)', () => {
    const s = start([
      { id: 'tm-guard', area: L[0]! },
      { id: 'aurelian', area: L[0]! },
      { id: 'grokk', area: L[1]! },
      { id: 'ysshara', area: L[1]! },
    ]);
    const r = move(s, ['tm-guard', 'aurelian'], L[3]!, { path: L.slice(1, 4) }, [6, 1, 6, 1]);
    expect(r.state.units['tm-guard']!.area).toBe(L[3]);
    expect(ofType(r.events, 'topSet')).toEqual([]);
    expect(ofType(r.events, 'captureRolled')).toHaveLength(2);
  });
});

/**
 * A siege ends the moment its besiegers are gone (DR-SIEGE-30 B/C/D), whatever takes them away:
 * movement, combat losses, a retreat before combat, a breakout, a random event. The castle is then
 * no longer besieged: a weak stack may not walk in (DR-SIEGE-03) and reinforcements enter again.
 * A siege ended on purpose (lifted, too weak, its kingdom deactivated...) ends the same way, once the
 * besiegers are out, and the log gives that reason, also when their way out was a question.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { describe as worded } from './describe.ts';
import type { DrEvent } from './events.ts';
import { reinforcementHexes } from './rules/board.ts';
import type { State } from './rules/state.ts';
import { displaceUnits, killMonarch, requestDeactivation } from './rules/status.ts';
import { Tx } from './rules/tx.ts';
import { act, divineRight, nextTo, ofType, reachable, sandbox } from './testkit.ts';

const PENNOL = '1611';
const NEXT_TURN = [3, 4];
const range = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const neuth = (n: number, hex = PENNOL) => range(n, (i) => ({ id: `neuth-army-${i + 1}`, hex }));
const muetar = (n: number, hex: string, from = 1) => range(n, (i) => ({ id: `muetar-army-${i + from}`, hex }));
const mercs = (letters: string, hex: string, seat: string) =>
  letters.split('').map((l) => ({ id: `merc-${l}`, hex, seat }));

/** p1 Muetar holds Pennol (defence 5) with one army inside; p2 Neuth besieges it with six elf armies. */
function pennol(phase: Sandbox['phase'], units: Sandbox['units'] = [], order = ['p1', 'p2']): State {
  return sandbox({
    kingdoms: ['muetar', 'neuth'],
    order,
    phase,
    sieges: { [PENNOL]: 'p2' },
    units: [{ id: 'muetar-army-1', hex: PENNOL, inside: true }, ...neuth(6), ...(units ?? [])],
  });
}

describe('a siege ends when its besiegers are gone (DR-SIEGE-30)', () => {
  it('DR-SIEGE-30 DR-SIEGE-03 besiegers that move away end the siege at once; a weak stack may not walk in after them', () => {
    const s = pennol('movement', mercs('A', '1710', 'p2'), ['p2', 'p1']);
    expect(reachable(s, 'p2', ['merc-A']).has(PENNOL)).toBe(true);
    const r = act(s, 'p2', { type: 'move', units: neuth(6).map((u) => u.id), to: '1711' });
    expect(r.state.sieges[PENNOL]).toBeUndefined();
    expect(ofType(r.events, 'siegeEnded')[0]).toMatchObject({ hex: PENNOL });
    // one mercenary is far below defence 5 + 1 inside: no valid siege, so no entry
    expect(reachable(r.state, 'p2', ['merc-A']).has(PENNOL)).toBe(false);
  });

  it('DR-SIEGE-30 DR-SIEGE-16 besiegers wiped out by a relief attack: the siege ends before the advance, and reinforcements may enter', () => {
    const s = pennol('combat', [...muetar(9, '1610', 2), ...mercs('ABCDEF', '1610', 'p1')]);
    expect(reinforcementHexes(s, 'p1', 'army')).not.toContain(PENNOL);
    let st = act(s, 'p1', { type: 'declare', from: ['1610'], targets: [PENNOL], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    // 15 against 6: +2 against +1; 6 + 2 beats 1 + 1 by 6, every besieger falls
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [6, 1], {
      p2: { retreat: 'never', losses: 'own-first' },
    });
    expect(Object.values(r.state.units).some((u) => u.seat === 'p2')).toBe(false);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p1', kind: 'advance' });
    expect(r.state.sieges[PENNOL]).toBeUndefined();
    expect(reinforcementHexes(r.state, 'p1', 'army')).toContain(PENNOL);
  });

  it('DR-SIEGE-30 besiegers that retreat before combat out of the castle hex end the siege', () => {
    const s = pennol('combat', muetar(3, '1610', 2));
    let st = act(s, 'p1', { type: 'declare', from: ['1610'], targets: [PENNOL], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    st = act(st, 'p1', { type: 'resolve', attack: 0 }).state;
    const it0 = st.interrupts[0];
    if (it0?.kind !== 'retreat') throw new Error('no retreat question');
    const to = it0.options.find((h) => h !== '1610' && h !== '1612') ?? (it0.options[0] as string);
    // elves go on a 3; they go, then the battle (if any is left) is rolled
    const r = act(st, 'p2', { type: 'retreat', to }, [3], {});
    const recall = r.state.interrupts[0];
    expect(recall).toMatchObject({ kind: 'recall' });
    const go = act(r.state, 'p2', { type: 'recall', units: [] }, [3, 3, 3, 3, ...NEXT_TURN], {
      p1: { losses: 'own-first', advance: 'never' },
      p2: { losses: 'own-first' },
    });
    expect(go.state.units['neuth-army-1']?.hex).toBe(to);
    expect(go.state.sieges[PENNOL]).toBeUndefined();
  });

  it('DR-SIEGE-30 DR-SIEGE-32 a breakout that destroys every besieger ends the siege at once', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      phase: 'sieges',
      sieges: { [PENNOL]: 'p2' },
      units: [...muetar(8, PENNOL).map((u) => ({ ...u, inside: true })), ...neuth(2)],
    });
    const r = act(s, 'p1', { type: 'breakout', hex: PENNOL }, [6, 1], { p2: { losses: 'own-first' } });
    expect(ofType(r.events, 'battleRolled')[0]?.defenderLoss).toBe(2);
    expect(Object.values(r.state.units).some((u) => u.seat === 'p2')).toBe(false);
    expect(r.state.sieges[PENNOL]).toBeUndefined();
  });

  it('DR-SIEGE-30 DR-RE-04 a Mutiny that takes the last besieger ends the siege', () => {
    const s = sandbox(
      {
        kingdoms: ['muetar', 'neuth'],
        order: ['p2', 'p1'],
        sieges: { [PENNOL]: 'p2' },
        personalities: { pon: 16, ghem: 16 },
        deckTop: ['flattery-1-1'],
        units: [{ id: 'muetar-army-1', hex: PENNOL, inside: true }, ...mercs('A', PENNOL, 'p2')],
      },
      {},
      [1, 3],
    );
    expect(s.interrupts[0]).toMatchObject({ kind: 'losses', seat: 'p2', pool: ['merc-A'] });
    const r = act(s, 'p2', { type: 'takeLosses', units: ['merc-A'] });
    expect(r.state.sieges[PENNOL]).toBeUndefined();
  });
});

const ALZAK = '2312';
const STORMWALL = '2717';
const SYLVARREN = '2304';
const IRONPEAK = '3114';

/** How the log tells the end of the siege of `hex`: the event's reason and its worded line (null: it did not end). */
function ending(events: DrEvent[], hex: string): { reason: string; log: string } | null {
  const e = ofType(events, 'siegeEnded').find((x) => x.hex === hex);
  return e ? { reason: e.reason, log: worded(e) } : null;
}

/** The pending displacement question for the besiegers of `hex`, answered with its first way out. */
function displaceFirst(s: State, hex: string, dice: number[] = []) {
  const it0 = s.interrupts[0];
  if (it0?.kind !== 'displace' || it0.from !== hex) throw new Error('no displacement question');
  // the question waits with the siege still standing: the besiegers are in the hex, so no enemies share it outside a siege
  expect(s.sieges[hex]).toBe(it0.seat);
  expect(it0.units.every((id) => s.units[id]?.hex === hex)).toBe(true);
  return act(s, it0.seat, divineRight.onTimeout(s, it0.seat) as Command, dice);
}

/** p1 Ghem holds Aws Alzak (defence 4) with three armies inside; p2 Muetar besieges it with `n` armies, in p2's Siege Phase. */
const alzak = (n: number) =>
  sandbox({
    kingdoms: ['ghem', 'muetar'],
    order: ['p2', 'p1'],
    phase: 'sieges',
    sieges: { [ALZAK]: 'p2' },
    units: [
      ...range(3, (i) => ({ id: `ghem-army-${i + 1}`, hex: ALZAK, inside: true })),
      ...range(n, (i) => ({ id: `muetar-army-${i + 1}`, hex: ALZAK })),
    ],
  });

/**
 * p1 Muetar, p2 Neuth with its ally Pon, p3 Hothior. p1 besieges Neuth's Sylvarren (defence 4) with five armies,
 * p3 Pon's Ironpeak (defence 2) with three.
 */
const besiegedNeuth = () =>
  sandbox({
    kingdoms: ['muetar', 'neuth', 'hothior'],
    allies: { pon: 'p2' },
    phase: 'movement',
    sieges: { [SYLVARREN]: 'p1', [IRONPEAK]: 'p3' },
    units: [
      { id: 'neuth-monarch', hex: SYLVARREN, inside: true },
      ...range(5, (i) => ({ id: `muetar-army-${i + 1}`, hex: SYLVARREN })),
      ...range(3, (i) => ({ id: `hothior-army-${i + 1}`, hex: IRONPEAK })),
      { id: 'hothior-army-4', hex: '0725', inside: true },
    ],
  });

/** Neuth's monarch dies: p2 is out (DR-KING-27), Pon deactivates with him, Neuth falls into Confusion (a d6 of 4). */
function neuthFalls(): { state: State; events: DrEvent[] } {
  const t = new Tx(besiegedNeuth(), scriptedDice([4]));
  killMonarch(t, 'neuth', 'p1', 'fate');
  expect(t.state.players.p2?.eliminated).toBe(true);
  return { state: t.state, events: t.events };
}

/** Answers every displacement question left with its first way out; every event on the way. */
function displaceAll(s: State, events: DrEvent[], dice: number[] = []): { state: State; events: DrEvent[] } {
  let st = s;
  const all = [...events];
  for (let it0 = st.interrupts[0]; it0?.kind === 'displace'; it0 = st.interrupts[0]) {
    const r = displaceFirst(st, it0.from, dice);
    st = r.state;
    all.push(...r.events);
  }
  return { state: st, events: all };
}

describe('a siege ended on purpose is logged with its reason, once its besiegers are out (DR-SIEGE-30)', () => {
  it('DR-SIEGE-30 DR-SIEGE-18 DR-SIEGE-37 a siege lifted in the Siege Phase ends as lifted', () => {
    const s = alzak(10);
    const lift = divineRight.choices(s, 'p2').find((c) => c.command.type === 'liftSiege')?.command;
    if (lift?.type !== 'liftSiege') throw new Error('no lift');
    const r = act(s, 'p2', lift);
    expect(r.state.sieges[ALZAK]).toBeUndefined();
    expect(ending(r.events, ALZAK)).toEqual({ reason: 'lifted', log: 'The siege of Aws Alzak (2312) ends (lifted).' });
  });

  it('DR-SIEGE-30 DR-SIEGE-18 DR-SIEGE-37 OOT-5 a lift whose fleets are asked where to go ends as lifted once they are out', () => {
    // p1 Pon holds the castle-port Stormwall (defence 3); p2 Rombune besieges it with armies and two fleets
    const s = sandbox({
      kingdoms: ['pon', 'rombune'],
      order: ['p2', 'p1'],
      phase: 'sieges',
      sieges: { [STORMWALL]: 'p2' },
      units: [
        { id: 'pon-army-1', hex: STORMWALL, inside: true },
        ...range(5, (i) => ({ id: `rombune-army-${i + 1}`, hex: STORMWALL })),
        ...range(2, (i) => ({ id: `rombune-fleet-${i + 1}`, hex: STORMWALL })),
      ],
    });
    const lift = divineRight.choices(s, 'p2').find((c) => c.command.type === 'liftSiege')?.command;
    if (lift?.type !== 'liftSiege') throw new Error('no lift');
    // the armies go at once; the fleets have more than one way out, so p2 is asked
    const r = act(s, 'p2', lift);
    expect(r.state.units['rombune-army-1']?.hex).toBe(lift.to);
    expect(ending(r.events, STORMWALL)).toBeNull();
    const out = displaceFirst(r.state, STORMWALL);
    expect(out.state.sieges[STORMWALL]).toBeUndefined();
    expect(ending(out.events, STORMWALL)).toEqual({
      reason: 'lifted',
      log: 'The siege of Stormwall (2717) ends (lifted).',
    });
  });

  it('DR-SIEGE-30 DR-SIEGE-39 OOT-6 besiegers below 1:1 displaced at the end of the game turn: the siege ends as too weak', () => {
    // six against defence 4 and three inside: the siege stands to the end of the game turn
    let st = alzak(6);
    const events: DrEvent[] = [];
    for (let i = 0; i < 40 && !st.interrupts.some((x) => x.kind === 'displace'); i++) {
      const p = divineRight.pending(st)[0];
      if (!p) throw new Error('dead end');
      const r = act(st, p.seat, divineRight.onTimeout(st, p.seat) as Command, [3, 4, 3, 4]);
      st = r.state;
      events.push(...r.events);
    }
    expect(ofType(events, 'gameTurnEnded')).toHaveLength(1);
    expect(ending(events, ALZAK)).toBeNull();
    const out = displaceAll(st, events, NEXT_TURN);
    expect(out.state.sieges[ALZAK]).toBeUndefined();
    expect(ending(out.events, ALZAK)).toEqual({
      reason: 'too weak at the end of the game turn',
      log: 'The siege of Aws Alzak (2312) ends (too weak at the end of the game turn).',
    });
  });

  it('DR-SIEGE-30 DR-KING-26 DR-SIEGE-43 a siege that a neutral castle’s deployment makes too weak ends as such', () => {
    // four Muetar armies walk into Ghem's Aws Noir (defence 3): Ghem takes the field for p2 and fills it
    const from = nextTo('2101', (h) => h.kind === 'land' && h.basicOwner !== 'zorn');
    const four = range(4, (i) => ({ id: `muetar-army-${i + 1}`, hex: from }));
    const s = sandbox({ kingdoms: ['muetar', 'neuth'], personalities: { ghem: 16 }, phase: 'movement', units: four });
    const r = act(s, 'p1', { type: 'move', units: four.map((u) => u.id), to: '2101' }, [0], {
      p1: { displace: 'auto' },
    });
    expect(r.state.kingdoms.ghem.seat).toBe('p2');
    expect(r.state.sieges['2101']).toBeUndefined();
    expect(ending(r.events, '2101')).toEqual({
      reason: 'too few besiegers once the kingdom took the field',
      log: 'The siege of Aws Noir (2101) ends (too few besiegers once the kingdom took the field).',
    });
  });

  it('DR-SIEGE-30 DR-KING-27 DR-KING-17 Q-16 an eliminated player’s ally deactivates: the sieges of its castles end as deactivated', () => {
    const fell = neuthFalls();
    expect(fell.state.kingdoms.pon.status).toBe('inactive');
    const out = displaceAll(fell.state, fell.events);
    expect(out.state.sieges[IRONPEAK]).toBeUndefined();
    expect(ending(out.events, IRONPEAK)).toEqual({
      reason: 'kingdom deactivated',
      log: 'The siege of Ironpeak (3114) ends (kingdom deactivated).',
    });
  });

  it('DR-SIEGE-30 DR-KING-27 DR-CONF-08 Q-16 an eliminated player’s kingdom falls into Confusion: the sieges of its castles end so', () => {
    const fell = neuthFalls();
    expect(fell.state.kingdoms.neuth.lock).toMatchObject({ kind: 'confusion' });
    const out = displaceAll(fell.state, fell.events);
    expect(out.state.sieges[SYLVARREN]).toBeUndefined();
    expect(ending(out.events, SYLVARREN)).toEqual({
      reason: 'kingdom fell into Confusion',
      log: 'The siege of Sylvarren (2304) ends (kingdom fell into Confusion).',
    });
  });

  it('DR-SIEGE-30 DR-KING-16 DR-KING-17 a besieger who lifts his siege to let a kingdom deactivate: the siege ends so', () => {
    // p1's ally Pon is to deactivate; p2's two armies besiege Pon's Ironpeak and p2 lifts rather than veto
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { pon: 'p1' },
      personalities: { pon: 16 },
      phase: 'movement',
      sieges: { [IRONPEAK]: 'p2' },
      units: neuth(2, IRONPEAK),
    });
    const t = new Tx(s, scriptedDice([]));
    requestDeactivation(t, 'pon', 'deactivate', 0);
    expect(t.state.interrupts[0]).toMatchObject({ kind: 'veto', seat: 'p2', kingdom: 'pon' });
    const r = act(t.state, 'p2', { type: 'veto', keep: false });
    const out = displaceAll(r.state, r.events);
    expect(out.state.sieges[IRONPEAK]).toBeUndefined();
    expect(out.state.kingdoms.pon.status).toBe('inactive');
    expect(ending(out.events, IRONPEAK)).toEqual({
      reason: 'lifted to let the kingdom deactivate',
      log: 'The siege of Ironpeak (3114) ends (lifted to let the kingdom deactivate).',
    });
  });

  it('DR-SIEGE-30 the reason named to the Tx holds for that castle only, and only while its besiegers are being taken away', () => {
    const s = pennol('movement', [], ['p2', 'p1']);
    const away = (t: Tx) =>
      t.emit({ type: 'displaced', units: neuth(6).map((u) => u.id), to: '1711', inside: false, cause: 'displacement' });
    const other = new Tx(s, scriptedDice([]));
    other.endingSiege(ALZAK, 'lifted', () => away(other));
    expect(ending(other.events, PENNOL)?.reason).toBe('no besiegers left');
    const after = new Tx(s, scriptedDice([]));
    after.endingSiege(PENNOL, 'lifted', () => {});
    away(after);
    expect(ending(after.events, PENNOL)?.reason).toBe('no besiegers left');
  });

  it('DR-SIEGE-30 DR-SIEGE-37 OOT-5 besiegers displaced with no reason given (a question asked before reasons were kept): the siege ends as displaced', () => {
    const s = pennol('movement', [], ['p2', 'p1']);
    const t = new Tx(s, scriptedDice([]));
    expect(
      displaceUnits(
        t,
        neuth(6).map((u) => s.units[u.id]!),
        PENNOL,
        'displacement',
      ),
    ).toBe(true);
    const it0 = t.state.interrupts[0];
    if (it0?.kind !== 'displace') throw new Error('no displacement question');
    const asked = displaceFirst(t.state, PENNOL);
    expect(ending(asked.events, PENNOL)).toEqual({
      reason: 'besiegers displaced',
      log: 'The siege of Pennol (1611) ends (besiegers displaced).',
    });
    // the same question as a game stored before kept it, without its reason
    const { siege: _, ...old } = it0;
    const stored = displaceFirst({ ...t.state, interrupts: [old, ...t.state.interrupts.slice(1)] }, PENNOL);
    expect(ending(stored.events, PENNOL)?.reason).toBe('besiegers displaced');
  });
});

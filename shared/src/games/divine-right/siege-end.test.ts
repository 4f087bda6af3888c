/**
 * A siege ends the moment its besiegers are gone (DR-SIEGE-30 B/C/D), whatever takes them away:
 * movement, combat losses, a retreat before combat, a breakout, a random event. The castle is then
 * no longer besieged: a weak stack may not walk in (DR-SIEGE-03) and reinforcements enter again.
 */
import { describe, expect, it } from 'vitest';
import type { Sandbox } from './config.ts';
import { reinforcementHexes } from './rules/board.ts';
import type { State } from './rules/state.ts';
import { act, divineRight, ofType, reachable, sandbox } from './testkit.ts';

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

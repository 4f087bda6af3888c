/** Survivors of rules/combat.ts lines 541-791: advance options, the attacker's advance, battle fate rolls. */
import { describe, expect, it } from 'vitest';
import type { ScriptedValue } from '../../engine/dice.ts';
import type { OrdersBySeat } from '../../engine/runner.ts';
import { grid, HEXES } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, armies, battle, divineRight, duelOf, hexWhere, ofType, plainLand, sandbox } from './testkit.ts';

const plainAround = (id: string) => grid.neighbours(id).filter((n) => HEXES.get(n) && plainLand(HEXES.get(n)!));
const A = hexWhere((h) => plainLand(h) && plainAround(h.id).length >= 4);
const [B, C] = plainAround(A) as [string, string];
const NEXT_TURN: ScriptedValue[] = [3, 4, 3, 4, 3, 4];

const advanceAsked = (s: State) => {
  const it0 = s.interrupts[0];
  return it0?.kind === 'advance' ? it0 : undefined;
};

describe('advance options (DR-CMB-07, DR-ADV-01, DR-ADV-03)', () => {
  it('DR-CMB-07 DR-ADV-01 of two targets only the one emptied of defenders is offered for the advance', () => {
    const s = duelOf(
      { units: [...armies('muetar', 6, A), ...armies('neuth', 1, B), ...armies('neuth', 3, C, 2)] },
      'combat',
    );
    // 6 against 4: 1 to 1; 3 + 1 against 1 + 1: the defender loses 2 of his 4 armies, one hex stays held
    const r = battle(s, [A], [B, C], [3, 1], {
      p2: { retreat: 'never', losses: 'own-first' },
    });
    const lost = ofType(r.events, 'eliminated').flatMap((e) => e.units);
    expect(lost.length).toBeGreaterThan(0);
    const emptied = [B, C].filter((h) => !Object.values(r.state.units).some((u) => u.hex === h && u.seat === 'p2'));
    const held = [B, C].filter((h) => !emptied.includes(h));
    expect(held.length).toBe(1);
    expect(emptied.length).toBe(1);
    expect(advanceAsked(r.state)?.hexes).toEqual(emptied);
  });

  it('DR-ADV-03 DR-SIEGE-04 survivors as many as the castle defence (5 at Pennol) may advance in and lay siege; 4 may not', () => {
    const five = duelOf(
      { units: [...armies('neuth', 5, '1610'), ...armies('muetar', 1, '1611')], order: ['p2', 'p1'] },
      'combat',
    );
    const r5 = battle(five, ['1610'], ['1611'], [6, 1], { p1: { retreat: 'never', losses: 'own-first' } }, 'p2');
    expect(advanceAsked(r5.state)?.hexes).toEqual(['1611']);
    const ids = armies('neuth', 5, '1610').map((u) => u.id);
    const adv = act(r5.state, 'p2', { type: 'advance', units: ids, to: '1611' }, NEXT_TURN);
    expect(ofType(adv.events, 'displaced')[0]).toMatchObject({ to: '1611', inside: false, cause: 'advance' });
    expect(ofType(adv.events, 'siegeDeclared')).toEqual([expect.objectContaining({ hex: '1611', seat: 'p2' })]);
    expect(ofType(adv.events, 'used')).toContainEqual(expect.objectContaining({ units: ids, done: true }));
    expect(adv.state.sieges['1611']).toBe('p2');

    const four = duelOf(
      { units: [...armies('neuth', 4, '1610'), ...armies('muetar', 1, '1611')], order: ['p2', 'p1'] },
      'combat',
    );
    const r4 = battle(
      four,
      ['1610'],
      ['1611'],
      [6, 1, ...NEXT_TURN],
      { p1: { retreat: 'never', losses: 'own-first' } },
      'p2',
    );
    expect(r4.state.units['muetar-army-1']).toBeUndefined();
    expect(advanceAsked(r4.state)).toBeUndefined();
    expect(ofType(r4.events, 'battleEnded').length).toBe(1);
  });

  it('DR-ADV-01 an advance into an open hex is an advance, not a relief, and declares no siege', () => {
    const s = duelOf({ units: [...armies('muetar', 3, A), ...armies('neuth', 1, B)] }, 'combat');
    const r = battle(s, [A], [B], [6, 1], { p2: { retreat: 'never', losses: 'own-first' } });
    expect(advanceAsked(r.state)).toMatchObject({ hexes: [B], relief: null });
    const adv = act(r.state, 'p1', { type: 'advance', units: ['muetar-army-1'], to: B }, NEXT_TURN);
    expect(ofType(adv.events, 'displaced')[0]).toMatchObject({
      units: ['muetar-army-1'],
      to: B,
      inside: false,
      cause: 'advance',
    });
    expect(ofType(adv.events, 'siegeDeclared')).toEqual([]);
    expect(adv.state.sieges[B]).toBeUndefined();
  });

  it('DR-REL-01 DR-REL-02 a relief force enters its own castle as a relief, and lays no siege on it', () => {
    const s = duelOf(
      {
        sieges: { '1611': 'p2' },
        units: [
          ...armies('neuth', 5, '1611'),
          ...armies('muetar', 2, '1610'),
          { id: 'muetar-army-3', hex: '1611', inside: true },
        ],
      },
      'combat',
    );
    const r = battle(s, ['1610'], ['1611'], [6, 1], {
      p2: { retreat: 'never', losses: 'own-first' },
      p1: { losses: 'own-first' },
    });
    const asked = advanceAsked(r.state);
    expect(asked).toMatchObject({ relief: '1611' });
    const adv = act(r.state, 'p1', { type: 'advance', units: asked?.units ?? [], to: '1611', inside: true }, NEXT_TURN);
    expect(ofType(adv.events, 'displaced')[0]).toMatchObject({ to: '1611', inside: true, cause: 'relief' });
    expect(ofType(adv.events, 'siegeDeclared')).toEqual([]);
  });
});

describe("advancing into one's own castle (DR-ADV-03, DR-REL-01)", () => {
  it("DR-ADV-03 DR-REL-01 beating enemies outside one's own unbesieged castle, the advance goes inside and lays no siege", () => {
    const s = duelOf({ units: [...armies('muetar', 2, '1610'), ...armies('neuth', 1, '1611')] }, 'combat');
    const r = battle(s, ['1610'], ['1611'], [6, 1], { p2: { retreat: 'never', losses: 'own-first' } });
    expect(advanceAsked(r.state)).toMatchObject({ hexes: ['1611'], relief: null });
    const adv = act(r.state, 'p1', { type: 'advance', units: ['muetar-army-1'], to: '1611' }, NEXT_TURN);
    expect(ofType(adv.events, 'displaced')[0]).toMatchObject({ to: '1611', inside: true, cause: 'relief' });
    expect(ofType(adv.events, 'siegeDeclared')).toEqual([]);
    expect(adv.state.sieges['1611']).toBeUndefined();
  });
});

describe('battle fate rolls (DR-FATE-01 #1)', () => {
  /** Three armies and a monarch on each side, Muetar in A attacking Neuth in B. */
  const monarchsAtWar = () =>
    duelOf(
      {
        units: [
          ...armies('muetar', 3, A),
          { id: 'muetar-monarch', hex: A },
          ...armies('neuth', 3, B),
          { id: 'neuth-monarch', hex: B },
        ],
      },
      'combat',
    );
  it.each([
    {
      // 4 + 1 against 3 + 1: the defender loses one army; the fate die is a 4
      name: 'a hero whose defending stack lost units rolls for his fate; the winner rolls for none',
      dice: [4, 3, 4],
      losses: { defenderLoss: 1, attackerLoss: 0 },
      fate: { unit: 'neuth-monarch', roll: 4, by: 'p1', result: 'no-effect' },
    },
    {
      // 3 + 1 against 4 + 1: the attacker loses one army; the fate die is a 1: he is killed
      name: 'a hero with the beaten attackers rolls for his fate, by the defender',
      dice: [3, 4, 1],
      losses: { defenderLoss: 0, attackerLoss: 1 },
      fate: { unit: 'muetar-monarch', roll: 1, by: 'p2', result: 'killed' },
    },
  ])('DR-FATE-01 $name', ({ dice, losses, fate }) => {
    // 3 against 3: 1 to 1
    const r = battle(monarchsAtWar(), [A], [B], [...dice, ...NEXT_TURN]);
    expect(ofType(r.events, 'battleRolled')[0]).toMatchObject(losses);
    expect(ofType(r.events, 'fateRolled')).toEqual([expect.objectContaining(fate)]);
  });
});

/** A, the attackers' hex; B, the defenders'; Y a retreat hex next to B only; E a second attack's hex next to Y, on F. */
const plain = (id: string) => !!HEXES.get(id) && plainLand(HEXES.get(id)!);
const clear = (id: string) => {
  const h = HEXES.get(id);
  return !!h && h.kind === 'land' && h.basicOwner === null && h.features.length === 0 && h.river === null;
};
const adj = (a: string, b: string) => grid.neighbours(a).includes(b);
function layout() {
  for (const h of HEXES.values()) {
    if (!plainLand(h)) continue;
    const A = h.id;
    for (const B of grid.neighbours(A).filter(plain)) {
      const Y = grid.neighbours(B).find((y) => y !== A && plain(y) && !adj(A, y));
      if (!Y) continue;
      const E = grid.neighbours(Y).find((e) => clear(e) && e !== B && !adj(A, e) && !adj(B, e));
      if (!E) continue;
      const F = grid.neighbours(E).find((f) => clear(f) && f !== Y && !adj(A, f) && !adj(B, f) && !adj(Y, f));
      if (F) return { A, B, Y, E, F };
    }
  }
  throw new Error('no layout');
}
const L = layout();
const quietR: OrdersBySeat = { p1: { losses: 'own-first', advance: 'never' }, p2: { losses: 'own-first' } };
function attackedWithSecond(units: { id: string; hex: string; seat?: string }[]): State {
  const s = duelOf(
    {
      units: [
        ...armies('muetar', 3, L.A),
        { id: 'muetar-army-4', hex: L.E },
        { id: 'neuth-army-5', hex: L.F },
        ...units,
      ],
    },
    'combat',
  );
  let st = act(s, 'p1', { type: 'declare', from: [L.A], targets: [L.B], kind: 'land' }).state;
  st = act(st, 'p1', { type: 'declare', from: [L.E], targets: [L.F], kind: 'land' }).state;
  st = act(st, 'p1', { type: 'done' }).state;
  return act(st, 'p1', { type: 'resolve', attack: 0 }).state;
}

describe('calling a retreat off (DR-RBC-09, DR-RBC-11)', () => {
  it('DR-RBC-09 DR-RBC-11 a partial recall brings back only the called group, not the hero; the rest join the next attack', () => {
    const st = attackedWithSecond([
      { id: 'merc-A', hex: L.B, seat: 'p2' },
      { id: 'neuth-army-1', hex: L.B },
      { id: 'neuth-monarch', hex: L.B },
    ]);
    const r = act(st, 'p2', { type: 'retreat', to: L.Y }, [5]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'recall' });
    const kept = act(r.state, 'p2', { type: 'recall', units: ['merc-A'] }, [4, 2, 3, 4, 3, 4], quietR);
    expect(ofType(kept.events, 'retreatCancelled')).toEqual([expect.objectContaining({ hex: L.B, units: ['merc-A'] })]);
    expect(kept.state.units['neuth-monarch']?.hex).toBe(L.Y);
    expect(ofType(kept.events, 'attackJoined')).toEqual([
      expect.objectContaining({ index: 1, units: ['neuth-army-1'] }),
    ]);
  });

  it('DR-RBC-09 calling the whole retreat off brings the hero back with his stack, and nobody joins another attack', () => {
    const st = attackedWithSecond([
      { id: 'neuth-army-1', hex: L.B },
      { id: 'neuth-army-2', hex: L.B },
      { id: 'neuth-monarch', hex: L.B },
    ]);
    const r = act(st, 'p2', { type: 'retreat', to: L.Y }, [6]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'recall' });
    const off = act(
      r.state,
      'p2',
      { type: 'recall', units: ['neuth-army-1', 'neuth-army-2'] },
      [3, 3, 3, 4, 3, 4],
      quietR,
    );
    expect(ofType(off.events, 'retreatCancelled')[0]?.units).toEqual(['neuth-army-1', 'neuth-army-2', 'neuth-monarch']);
    expect(ofType(off.events, 'attackJoined')).toEqual([]);
    expect(ofType(off.events, 'battleRolled')[0]?.defender.strength).toBe(2);
  });

  it('DR-RBC-09 DR-RBC-11 letting the whole retreat go calls nothing back; the retreated units join the next attack', () => {
    const st = attackedWithSecond([
      { id: 'neuth-army-1', hex: L.B },
      { id: 'merc-A', hex: L.B, seat: 'p2' },
    ]);
    const r = act(st, 'p2', { type: 'retreat', to: L.Y }, [5]);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'recall' });
    const go = act(r.state, 'p2', { type: 'recall', units: [] }, [3, 4, 3, 4], quietR);
    expect(ofType(go.events, 'retreatCancelled')).toEqual([]);
    expect(go.state.units['neuth-army-1']?.hex).toBe(L.Y);
    expect(ofType(go.events, 'attackJoined')[0]?.units?.slice().sort()).toEqual(['merc-A', 'neuth-army-1']);
  });
});

describe('a tied amphibious attack (DR-AMPH-05, DR-TIE-01)', () => {
  it('DR-AMPH-05 DR-TIE-01 DR-TIE-03 equal losses count as a beaten amphibious attacker: half his survivors are lost too', () => {
    const SEA = '0219';
    const THORES = '0319';
    const s = sandbox({
      kingdoms: ['rombune', 'mivior'],
      phase: 'combat',
      sieges: { [THORES]: 'p2' },
      units: [
        ...[1, 2, 3, 4].flatMap((i) => [
          { id: `rombune-fleet-${i}`, hex: SEA },
          { id: `rombune-army-${i}`, hex: SEA, aboard: `rombune-fleet-${i}` },
        ]),
        ...armies('mivior', 4, THORES),
      ],
    });
    let st = act(s, 'p1', { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    // 8 against 4 (2:1): 2 + 2 against 3 + 1, a tie; the weaker side rolled 3: each side loses 3
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [2, 3, ...NEXT_TURN], {
      p1: { losses: 'own-first', advance: 'never' },
      p2: { losses: 'own-first', retreat: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]).toMatchObject({ attackerLoss: 3, defenderLoss: 3 });
    expect(ofType(r.events, 'battleHalved').length).toBe(1);
    // five survivors: two more are lost
    const left = Object.values(r.state.units).filter((u) => u.kingdom === 'rombune' && u.kind !== 'monarch');
    expect(left.length).toBe(3);
  });
});

describe('advancing after an amphibious attack on an enemy castle-port (DR-AMPH-08, DR-SIEGE-04)', () => {
  const SEA = '0219';
  const THORES = '0319';
  const landing = (fleets: number) => {
    const s = sandbox({
      kingdoms: ['shucassam', 'rombune'],
      phase: 'combat',
      units: [
        ...Array.from({ length: fleets }, (_, i) => ({ id: `shucassam-fleet-${i + 1}`, hex: SEA })),
        { id: 'shucassam-army-1', hex: SEA, aboard: 'shucassam-fleet-1' },
        { id: 'rombune-army-1', hex: THORES },
      ],
    });
    let st = act(s, 'p1', { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    return act(st, 'p1', { type: 'resolve', attack: 0 }, [6, 1, ...NEXT_TURN], {
      p1: { losses: 'own-first' },
      p2: { losses: 'own-first', retreat: 'never' },
    });
  };
  it('DR-AMPH-08 DR-SIEGE-04 three survivors may land at Thores (defence 3) and besiege it; two may not advance', () => {
    const three = landing(2);
    expect(three.state.units['rombune-army-1']).toBeUndefined();
    expect(advanceAsked(three.state)).toMatchObject({ hexes: [THORES], relief: null });
    const two = landing(1);
    expect(two.state.units['rombune-army-1']).toBeUndefined();
    expect(advanceAsked(two.state)).toBeUndefined();
    expect(ofType(two.events, 'battleEnded').length).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { ScriptedValue } from '../../engine/dice.ts';
import { getHex, grid, HEXES } from './data/index.ts';
import type { Sandbox } from './config.ts';
import { attackOptions, eligibleAttackers, oddsModifiers, tieLosses } from './rules/combat.ts';
import type { State } from './rules/state.ts';
import {
  act,
  armies,
  battle,
  divineRight,
  duelOf,
  hasChoice,
  hexWhere,
  ofType,
  plainLand,
  quiet,
  rejects,
  sandbox,
} from './testkit.ts';

const plainAround = (id: string) => grid.neighbours(id).filter((n) => HEXES.get(n) && plainLand(HEXES.get(n)!));
const A = hexWhere((h) => plainLand(h) && plainAround(h.id).length >= 4);
const [B, C, D] = plainAround(A) as [string, string, string];
/** The first hex the defender may retreat to. */
const retreatTo = (s: State): string => {
  const c = divineRight.choices(s, 'p2').find((x) => x.command.type === 'retreat')?.command;
  if (c?.type !== 'retreat') throw new Error('no retreat offered');
  return c.to;
};
const NEXT_TURN: ScriptedValue[] = [3, 4];

describe('odds (DR-ODDS) and ties (DR-TIE)', () => {
  it('DR-ODDS-01 DR-GEN-04 strength is the number of combat units; heroes add nothing', () => {
    const s = duelOf(
      { units: [...armies('muetar', 2, A), { id: 'muetar-monarch', hex: A }, ...armies('neuth', 1, B)] },
      'combat',
    );
    const r = battle(s, [A], B, [6, 1, ...NEXT_TURN]);
    const b = ofType(r.events, 'battleRolled')[0];
    expect(b?.attacker.strength).toBe(2);
    expect(b?.defender.strength).toBe(1);
  });
  it('DR-ODDS-02 DR-ODDS-03 DR-GEN-01 the larger side adds the ratio rounded in favour of the defender, the other side 1', () => {
    expect(oddsModifiers(6, 2)).toEqual({ attacker: 3, defender: 1 });
    expect(oddsModifiers(2, 6)).toEqual({ attacker: 1, defender: 3 });
    expect(oddsModifiers(4, 4)).toEqual({ attacker: 1, defender: 1 });
  });
  it('DR-ODDS-04 worked example 1: 5 against 3 is 1 to 1', () => {
    expect(oddsModifiers(5, 3)).toEqual({ attacker: 1, defender: 1 });
    const s = duelOf({ units: [...armies('muetar', 5, A), ...armies('neuth', 3, B)] }, 'combat');
    const b = ofType(battle(s, [A], B, [4, 4, ...NEXT_TURN]).events, 'battleRolled')[0];
    expect([b?.attacker.modifier, b?.defender.modifier]).toEqual([1, 1]);
  });
  it('DR-ODDS-05 worked example 2: 7 against 3 is 2 to 1', () => {
    expect(oddsModifiers(7, 3)).toEqual({ attacker: 2, defender: 1 });
  });
  it('DR-ODDS-06 worked example 3: 8 against 9 rounds up for the defender', () => {
    expect(oddsModifiers(8, 9)).toEqual({ attacker: 1, defender: 2 });
  });
  it('DR-ODDS-07 worked example 4: 2 against 3 rounds up for the defender', () => {
    expect(oddsModifiers(2, 3)).toEqual({ attacker: 1, defender: 2 });
  });
  it('DR-TIE-01 DR-TIE-03 worked tie 1: 8 against 4, rolls 2 and 3, each side loses 3', () => {
    const s = duelOf({ units: [...armies('muetar', 8, A), ...armies('neuth', 4, B)] }, 'combat');
    const r = battle(s, [A], B, [2, 3, ...NEXT_TURN]);
    const b = ofType(r.events, 'battleRolled')[0];
    expect(b).toMatchObject({
      attacker: { roll: 2, modifier: 2 },
      defender: { roll: 3, modifier: 1 },
      attackerLoss: 3,
      defenderLoss: 3,
    });
    expect(Object.values(r.state.units).filter((u) => u.hex === A).length).toBe(5);
    expect(Object.values(r.state.units).filter((u) => u.hex === B).length).toBe(1);
  });
  it('DR-TIE-02 DR-TIE-04 worked tie 2: 6 against 1, rolls 1 and 6: the defender loses 1, the attacker only 2', () => {
    expect(tieLosses(6, 1, 6)).toEqual({ weaker: 1, stronger: 2 });
    const s = duelOf({ units: [...armies('muetar', 6, A), ...armies('neuth', 1, B)] }, 'combat');
    const b = ofType(battle(s, [A], B, [1, 6, ...NEXT_TURN]).events, 'battleRolled')[0];
    expect(b).toMatchObject({ attackerLoss: 2, defenderLoss: 1 });
  });
});

describe('making attacks (DR-CMB)', () => {
  it('DR-CMB-01 DR-WHO-01 DR-TURN-04 only the active player attacks, in his Combat Phase', () => {
    const s = duelOf({ units: [...armies('muetar', 2, A), ...armies('neuth', 2, B)] }, 'combat');
    expect(divineRight.pending(s)).toEqual([expect.objectContaining({ seat: 'p1' })]);
    rejects(s, 'p2', { type: 'declare', from: [B], targets: [A], kind: 'land' }, 'rule/not_your_turn');
  });
  it("DR-CMB-02 DR-TURN-05 every attack is declared before any is resolved, then resolved in the attacker's order", () => {
    let s = duelOf(
      { units: [...armies('muetar', 2, A), ...armies('neuth', 1, B), ...armies('neuth', 1, C, 2)] },
      'combat',
    );
    s = act(s, 'p1', { type: 'declare', from: [A], targets: [B, C], kind: 'land' }).state;
    s = act(s, 'p1', { type: 'done' }).state;
    expect(s.step).toBe('resolve');
    rejects(s, 'p1', { type: 'declare', from: [A], targets: [D], kind: 'land' });
  });
  it('DR-CMB-03 DR-CMB-04 DR-CMB-05 the higher total wins; the loser removes the difference, choosing which units', () => {
    const s = duelOf({ units: [...armies('muetar', 3, A), ...armies('neuth', 3, B)] }, 'combat');
    const r = battle(s, [A], B, [6, 2], { p2: { retreat: 'never' } });
    expect(ofType(r.events, 'battleRolled')[0]).toMatchObject({ defenderLoss: 3, attackerLoss: 0 });
    expect(divineRight.pending(r.state)).toEqual([expect.objectContaining({ seat: 'p2', kind: 'losses' })]);
    const pick = act(
      r.state,
      'p2',
      { type: 'takeLosses', units: ['neuth-army-1', 'neuth-army-2', 'neuth-army-3'] },
      NEXT_TURN,
      { p1: { advance: 'never' } },
    );
    expect(ofType(pick.events, 'eliminated')[0]?.units).toEqual(['neuth-army-1', 'neuth-army-2', 'neuth-army-3']);
  });
  it('DR-CMB-06 land units aboard a sunk fleet go down with it and do not count as losses', () => {
    const sea = '0220';
    const s = sandbox({
      kingdoms: ['rombune', 'mivior'],
      phase: 'combat',
      units: [
        { id: 'rombune-fleet-1', hex: '0219' },
        { id: 'rombune-fleet-2', hex: '0219' },
        { id: 'mivior-fleet-1', hex: sea },
        { id: 'mivior-army-1', hex: sea, aboard: 'mivior-fleet-1' },
      ],
    });
    const r = battle(
      s,
      ['0219'],
      sea,
      [6, 1, ...NEXT_TURN],
      { p2: { retreat: 'never', losses: 'own-first' }, p1: { advance: 'never' } },
      'p1',
      'fleet',
    );
    expect(r.state.units['mivior-army-1']).toBeUndefined();
    expect(r.state.kingdoms.mivior.dead).toContain('mivior-army-1');
  });
  it('DR-CMB-07 DR-ADV-01 attackers may advance into a hex emptied of defenders; a destroyed attacker gives no advance', () => {
    const s = duelOf({ units: [...armies('muetar', 3, A), ...armies('neuth', 1, B)] }, 'combat');
    const r = battle(s, [A], B, [6, 1], { p2: { retreat: 'never', losses: 'own-first' } });
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p1', kind: 'advance' });
    const adv = act(r.state, 'p1', { type: 'advance', units: ['muetar-army-1', 'muetar-army-2'], to: B }, NEXT_TURN);
    expect(adv.state.units['muetar-army-1']?.hex).toBe(B);
    expect(adv.state.units['muetar-army-3']?.hex).toBe(A);
    const lost = battle(duelOf({ units: [...armies('muetar', 1, A), ...armies('neuth', 3, B)] }, 'combat'), [A], B, [
      1,
      6,
      ...NEXT_TURN,
    ]);
    expect(lost.state.units['neuth-army-1']?.hex).toBe(B);
    expect(ofType(lost.events, 'displaced')).toEqual([]);
  });
  it('DR-CMB-08 fleets and land units ignore each other in ordinary combat', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'mivior'],
      phase: 'combat',
      units: [
        { id: 'rombune-army-1', hex: '0318' },
        { id: 'mivior-fleet-1', hex: '0219' },
      ],
    });
    expect(attackOptions(s, 'p1')).toEqual([]);
  });
  it('DR-CMB-09 DR-TERR-03 a defender in mountains adds 1', () => {
    const m = hexWhere(
      (h) =>
        h.features.join() === 'mountain' &&
        h.basicOwner === null &&
        grid.neighbours(h.id).some((n) => HEXES.get(n) && plainLand(HEXES.get(n)!)),
    );
    const from = grid.neighbours(m).find((n) => HEXES.get(n) && plainLand(HEXES.get(n)!)) as string;
    const s = duelOf({ units: [...armies('muetar', 2, from), ...armies('neuth', 2, m)] }, 'combat');
    const b = ofType(battle(s, [from], m, [3, 3, ...NEXT_TURN]).events, 'battleRolled')[0];
    expect(b?.defender.modifier).toBe(2);
  });
  it('DR-CMB-10 DR-TERR-04 a defender in a mountain pass counts double', () => {
    const p = hexWhere(
      (h) =>
        h.features.join() === 'pass' &&
        grid.neighbours(h.id).some((n) => HEXES.get(n)?.kind === 'land' && HEXES.get(n)?.features.length === 0),
    );
    const from = grid
      .neighbours(p)
      .find((n) => HEXES.get(n)?.kind === 'land' && HEXES.get(n)?.features.length === 0) as string;
    const s = duelOf({ units: [...armies('muetar', 4, from), ...armies('neuth', 2, p)] }, 'combat');
    const b = ofType(battle(s, [from], p, [3, 3, ...NEXT_TURN]).events, 'battleRolled')[0];
    expect(b?.defender.strength).toBe(4);
  });
  it('DR-CMB-11 DR-RIV-03 units outside a castle fight on clear terrain; ordinary rivers change nothing', () => {
    const s = duelOf(
      { units: [...armies('neuth', 2, '1610'), ...armies('muetar', 2, '1611')], order: ['p2', 'p1'] },
      'combat',
    );
    let st = act(s, 'p2', { type: 'declare', from: ['1610'], targets: ['1611'], kind: 'land' }).state;
    st = act(st, 'p2', { type: 'done' }).state;
    const r = act(st, 'p2', { type: 'resolve', attack: 0 }, [3, 3, 3, 4], {
      p1: { retreat: 'never', losses: 'own-first' },
      p2: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]?.defender.modifier).toBe(1);
  });
});

describe('who may attack (DR-WHO)', () => {
  it('DR-WHO-02 DR-SIEGE-15 units that declared a siege this turn may not attack', () => {
    const s = duelOf({ units: [...armies('neuth', 5, '1610'), ...armies('muetar', 1, '1710')], order: ['p2', 'p1'] });
    const st = act(s, 'p2', {
      type: 'move',
      units: ['neuth-army-1', 'neuth-army-2', 'neuth-army-3', 'neuth-army-4', 'neuth-army-5'],
      to: '1611',
    }).state;
    expect(st.sieges['1611']).toBe('p2');
    expect(eligibleAttackers(st, 'p2', '1611', 'army')).toEqual([]);
  });
  it('DR-WHO-04 DR-REIN-08 units that entered this turn may attack', () => {
    const s = duelOf({ units: [...armies('muetar', 1, A), ...armies('neuth', 1, B)] }, 'combat');
    expect(eligibleAttackers(s, 'p1', A, 'army').length).toBe(1);
  });
  it('DR-WHO-05 DR-KING-13 a kingdom activated this turn attacks only inside its own kingdom', () => {
    const pon = hexWhere((h) => h.basicOwner === 'pon' && plainAround(h.id).length > 0);
    const out = plainAround(pon)[0] as string;
    const s = duelOf(
      {
        allies: { pon: 'p1' },
        kingdomState: { pon: { activatedTurn: 1 } },
        units: [{ id: 'pon-army-1', hex: pon }, ...armies('neuth', 1, out)],
      },
      'combat',
    );
    expect(attackOptions(s, 'p1')).toEqual([]);
  });
  it('DR-WHO-06 DR-SIEGE-09 units inside a castle cannot be attacked', () => {
    const s = duelOf(
      {
        units: [...armies('neuth', 3, '1610'), { id: 'muetar-army-1', hex: '1611', inside: true }],
        order: ['p2', 'p1'],
      },
      'combat',
    );
    expect(attackOptions(s, 'p2')).toEqual([]);
  });
  it('DR-WHO-07 DR-WHO-08 only adjacent stacks attack, and every unit of an attacking stack joins', () => {
    const far = grid
      .neighbours(A)
      .find((n) => n !== B && !grid.adjacent(n, B) && HEXES.get(n) && plainLand(HEXES.get(n)!)) as string;
    const s = duelOf(
      { units: [...armies('muetar', 3, A), ...armies('muetar', 1, far, 4), ...armies('neuth', 1, B)] },
      'combat',
    );
    rejects(s, 'p1', { type: 'declare', from: [far], targets: [B], kind: 'land' }, 'rule/illegal_attack');
    const st = act(s, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    expect(st.attacks[0]?.attackers).toEqual(['muetar-army-1', 'muetar-army-2', 'muetar-army-3']);
  });
  it('DR-WHO-09 a unit attacks once and an enemy is attacked once per Combat Phase', () => {
    const s = duelOf(
      { units: [...armies('muetar', 1, A), ...armies('muetar', 1, C, 2), ...armies('neuth', 1, B)] },
      'combat',
    );
    const st = act(s, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    if (grid.adjacent(C, B))
      rejects(st, 'p1', { type: 'declare', from: [C], targets: [B], kind: 'land' }, 'rule/illegal_attack');
    rejects(st, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }, 'rule/illegal_attack');
  });
  it('DR-WHO-10 stacks combine on one hex, and one stack may strike several hexes as one total', () => {
    const both = grid
      .neighbours(B)
      .find((n) => n !== A && grid.adjacent(n, A) && HEXES.get(n) && plainLand(HEXES.get(n)!)) as string;
    const s = duelOf(
      { units: [...armies('muetar', 1, A), ...armies('muetar', 1, both, 2), ...armies('neuth', 1, B)] },
      'combat',
    );
    expect(
      hasChoice(s, 'p1', { type: 'declare', from: [A, both].sort() as string[], targets: [B], kind: 'land' }) ||
        hasChoice(s, 'p1', { type: 'declare', from: [both, A], targets: [B], kind: 'land' }) ||
        hasChoice(s, 'p1', { type: 'declare', from: [A, both], targets: [B], kind: 'land' }),
    ).toBe(true);
    const two = duelOf(
      { units: [...armies('muetar', 2, A), ...armies('neuth', 1, B), ...armies('neuth', 1, C, 2)] },
      'combat',
    );
    const st = act(two, 'p1', { type: 'declare', from: [A], targets: [B, C], kind: 'land' }).state;
    expect(st.attacks[0]?.defenders.length).toBe(2);
  });
  it('DR-WHO-11 DR-RE-05 Bad Omens regulars may not attack', () => {
    const s = duelOf(
      { kingdomState: { muetar: { badOmens: true } }, units: [...armies('muetar', 2, A), ...armies('neuth', 1, B)] },
      'combat',
    );
    expect(attackOptions(s, 'p1')).toEqual([]);
  });
});

describe('retreat before combat (DR-RBC)', () => {
  const open = (extra: Sandbox['units'] = []) =>
    duelOf({ units: [...armies('muetar', 3, A), ...(extra ?? [])] }, 'combat');
  const declareAndResolve = (s: State) => {
    let st = act(s, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    return act(st, 'p1', { type: 'resolve', attack: 0 }).state;
  };
  it('DR-RBC-01 after the declaration and before the dice the defender may retreat', () => {
    const st = declareAndResolve(open(armies('neuth', 1, B)));
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'retreat' });
    expect(divineRight.choices(st, 'p2').map((c) => c.command.type)).toContain('stand');
  });
  it('DR-RBC-02 humans retreat on 4-6, non-humans on 3-6', () => {
    const elves = declareAndResolve(open(armies('neuth', 1, B)));
    const to = retreatTo(elves);
    const r = act(elves, 'p2', { type: 'retreat', to }, [3, ...NEXT_TURN], { p1: { advance: 'never' } });
    expect(ofType(r.events, 'retreatRolled')[0]).toMatchObject({ roll: 3, need: 3, to });
    const men = declareAndResolve(open([{ id: 'merc-A', hex: B, seat: 'p2' }]));
    const r2 = act(men, 'p2', { type: 'retreat', to }, [3, 6, 1, ...NEXT_TURN], {
      p2: { losses: 'own-first' },
      p1: { advance: 'never' },
    });
    expect(ofType(r2.events, 'retreatRolled')[0]).toMatchObject({ roll: 3, need: 4, to: null });
  });
  it('DR-RBC-03 DR-RBC-04 DR-RBC-12 mercenaries with elves: 5 takes both, 2 keeps the men while the elves may roll again', () => {
    const units = [{ id: 'merc-A', hex: B, seat: 'p2' }, ...armies('neuth', 2, B)];
    const st = declareAndResolve(open(units));
    const to = retreatTo(st);
    const five = act(st, 'p2', { type: 'retreat', to }, [5, ...NEXT_TURN], { p1: { advance: 'never' } });
    expect(ofType(five.events, 'retreatRolled')[0]?.units.sort()).toEqual(['merc-A', 'neuth-army-1', 'neuth-army-2']);
    const two = act(st, 'p2', { type: 'retreat', to }, [2, 3, 6, 1, ...NEXT_TURN], {
      p2: { losses: 'own-first', retreat: 'always' },
      p1: { advance: 'never' },
    });
    expect(ofType(two.events, 'retreatRolled')[0]?.units.sort()).toEqual(['neuth-army-1', 'neuth-army-2']);
    expect(two.state.units['merc-A']).toBeUndefined();
  });
  it('DR-RBC-13 elves and dwarves: a 2 keeps both, a 3 takes both', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { ghem: 'p2' },
      phase: 'combat',
      units: [...armies('muetar', 3, A), ...armies('neuth', 1, B), { id: 'ghem-army-1', hex: B }],
    });
    const st = declareAndResolve(s);
    const to = retreatTo(st);
    expect(
      ofType(
        act(st, 'p2', { type: 'retreat', to }, [3, ...NEXT_TURN], { p1: { advance: 'never' } }).events,
        'retreatRolled',
      )[0]?.units.length,
    ).toBe(2);
    const two = act(st, 'p2', { type: 'retreat', to }, [2, 6, 1, ...NEXT_TURN], {
      p2: { losses: 'own-first' },
      p1: { advance: 'never' },
    });
    expect(ofType(two.events, 'retreatRolled')[0]?.to).toBeNull();
  });
  it('DR-RBC-05 DR-RBC-06 heroes ride along with retreating units, all to one hex', () => {
    const st = declareAndResolve(open([...armies('neuth', 2, B), { id: 'neuth-monarch', hex: B }]));
    const to = retreatTo(st);
    const r = act(st, 'p2', { type: 'retreat', to }, [4, ...NEXT_TURN], { p1: { advance: 'never' } });
    for (const id of ['neuth-army-1', 'neuth-army-2', 'neuth-monarch']) expect(r.state.units[id]?.hex).toBe(to);
  });
  it('DR-RBC-07 DR-RBC-08 no retreat into enemies or hostile castles; with nowhere to go, no retreat is offered', () => {
    const st = declareAndResolve(open(armies('neuth', 1, B)));
    const it0 = st.interrupts[0];
    if (it0?.kind !== 'retreat') throw new Error('no retreat question');
    expect(it0.options).not.toContain(A);
    const ring = grid.neighbours(B).filter((n) => n !== A && HEXES.get(n)?.kind === 'land');
    const boxed = duelOf(
      {
        units: [
          ...armies('muetar', 3, A),
          ...armies('neuth', 1, B),
          ...ring.map((h, i) => ({ id: `muetar-army-${i + 4}`, hex: h })),
        ],
      },
      'combat',
    );
    let b = act(boxed, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
    b = act(b, 'p1', { type: 'done' }).state;
    const r = act(b, 'p1', { type: 'resolve', attack: 0 }, [6, 1, ...NEXT_TURN], quiet);
    expect(r.events.some((e) => e.type === 'asked' && e.interrupt.kind === 'retreat')).toBe(false);
  });
  it('DR-ADV-02 attackers may advance into a hex vacated by a retreat, which counts as their attack', () => {
    const st = declareAndResolve(open(armies('neuth', 1, B)));
    const to = retreatTo(st);
    const r = act(st, 'p2', { type: 'retreat', to }, [6], { p2: { retreat: 'always' } });
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p1', kind: 'advance' });
    const adv = act(r.state, 'p1', { type: 'advance', units: ['muetar-army-1'], to: B }, NEXT_TURN);
    expect(adv.state.units['muetar-army-1']?.hex).toBe(B);
  });
});

describe('advance into castles and relief (DR-ADV-03, DR-REL)', () => {
  it('DR-ADV-03 DR-SIEGE-04 DR-SIEGE-08 advancing survivors enter an enemy castle only with siege strength, and declare the siege', () => {
    const s = duelOf(
      { units: [...armies('neuth', 7, '1610'), ...armies('muetar', 1, '1611')], order: ['p2', 'p1'] },
      'combat',
    );
    let st = act(s, 'p2', { type: 'declare', from: ['1610'], targets: ['1611'], kind: 'land' }).state;
    st = act(st, 'p2', { type: 'done' }).state;
    const r = act(st, 'p2', { type: 'resolve', attack: 0 }, [6, 1], { p1: { retreat: 'never', losses: 'own-first' } });
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'advance' });
    const ids = Array.from({ length: 7 }, (_, i) => `neuth-army-${i + 1}`);
    const adv = act(r.state, 'p2', { type: 'advance', units: ids, to: '1611' }, [3, 4]);
    expect(adv.state.sieges['1611']).toBe('p2');
  });
  it('DR-REL-01 DR-REL-02 relieving land units attack the besieging land units and, win or lose, may enter the castle', () => {
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
    let st = act(s, 'p1', { type: 'declare', from: ['1610'], targets: ['1611'], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [6, 1], {
      p2: { retreat: 'never', losses: 'own-first' },
      p1: { losses: 'own-first' },
    });
    const it0 = r.state.interrupts[0];
    expect(it0).toMatchObject({ kind: 'advance', relief: '1611' });
    const after = act(
      r.state,
      'p1',
      { type: 'advance', units: it0?.kind === 'advance' ? it0.units : [], to: '1611', inside: true },
      NEXT_TURN,
    );
    const inside = Object.values(after.state.units).filter((u) => u.hex === '1611' && u.inside && u.seat === 'p1');
    expect(inside.length).toBeGreaterThan(1);
  });
  it('DR-REL-03 fleets enter their own castle-port besieged by land units only, in the Movement Phase', () => {
    const s = sandbox({
      kingdoms: ['shucassam', 'muetar'],
      phase: 'movement',
      sieges: { '2222': 'p2' },
      units: [{ id: 'shucassam-fleet-1', hex: '2322' }, ...armies('muetar', 5, '2222')],
    });
    const r = act(s, 'p1', { type: 'sail', fleets: ['shucassam-fleet-1'], cargo: [], to: '2222', land: false });
    expect(r.state.units['shucassam-fleet-1']).toMatchObject({ hex: '2222', inside: true });
  });
  it('DR-REL-04 a non-amphibious fleet attack counts only fleets; cargo is not strength', () => {
    const s = sandbox({
      kingdoms: ['rombune', 'mivior'],
      phase: 'combat',
      units: [
        { id: 'rombune-fleet-1', hex: '0219' },
        { id: 'rombune-army-1', hex: '0219', aboard: 'rombune-fleet-1' },
        { id: 'mivior-fleet-1', hex: '0220' },
      ],
    });
    const b = ofType(
      battle(
        s,
        ['0219'],
        '0220',
        [3, 3, ...NEXT_TURN],
        { p1: { losses: 'own-first', advance: 'never' }, p2: { retreat: 'never', losses: 'own-first' } },
        'p1',
        'fleet',
      ).events,
      'battleRolled',
    )[0];
    expect(b?.attacker.strength).toBe(1);
    expect(getHex('0220').kind).toBe('sea');
  });
});

/**
 * Combat at its edges, second part (rules/combat.ts, battles begun, retreats and ties): the need shown on
 * a retreat, the order in which types roll, heroes riding along, who is weaker in a tie, and who is asked
 * to sally. Written for the mutants of combat.ts that the scenario tests left alive.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptedValue } from '../../engine/dice.ts';
import type { Command } from './commands.ts';
import type { Sandbox } from './config.ts';
import { getHex, grid, HEXES } from './data/index.ts';
import type { State } from './rules/state.ts';
import { act, armies, battle, divineRight, duelOf, hexWhere, ofType, plainLand, quiet, sandbox } from './testkit.ts';

const plain = (id: string) => !!HEXES.get(id) && plainLand(HEXES.get(id)!);
const plainAround = (id: string) => grid.neighbours(id).filter(plain);
const A = hexWhere((h) => plainLand(h) && plainAround(h.id).length >= 4);
const B = plainAround(A)[0] as string;
const NEXT_TURN: ScriptedValue[] = [3, 4, 3, 4, 3, 4];

/** Three Muetar armies in A attack B, where p2 stands with `units`; p2 is asked about retreating. */
function askedToRetreat(units: NonNullable<Sandbox['units']>, sb: Partial<Sandbox> = {}): State {
  const s = duelOf({ ...sb, units: [...armies('muetar', 3, A), ...units] }, 'combat');
  let st = act(s, 'p1', { type: 'declare', from: [A], targets: [B], kind: 'land' }).state;
  st = act(st, 'p1', { type: 'done' }).state;
  return act(st, 'p1', { type: 'resolve', attack: 0 }).state;
}
const retreatLabels = (s: State) =>
  divineRight
    .choices(s, 'p2')
    .filter((c) => c.command.type === 'retreat')
    .map((c) => c.label);
const firstTo = (s: State): string => {
  const c = divineRight.choices(s, 'p2').find((x) => x.command.type === 'retreat')?.command;
  if (c?.type !== 'retreat') throw new Error('no retreat offered');
  return c.to;
};

describe('the roll a retreat needs, as the choice shows it (DR-RBC-02, DR-RBC-03)', () => {
  it('DR-RBC-02 elves alone are told they need 3 or more; men alone 4 or more', () => {
    const elves = askedToRetreat(armies('neuth', 2, B));
    expect(divineRight.pending(elves)[0]).toMatchObject({ seat: 'p2', kind: 'retreat' });
    const e = retreatLabels(elves);
    expect(e.length).toBeGreaterThan(0);
    for (const l of e) expect(l).toMatch(/^Try to retreat to .* \(a die roll: 3 or more\)$/);
    const men = askedToRetreat([{ id: 'merc-A', hex: B, seat: 'p2' }]);
    for (const l of retreatLabels(men)) expect(l).toMatch(/\(a die roll: 4 or more\)$/);
  });

  it('DR-RBC-03 men with elves: the worst type rolls first, so the choice says 4 or more', () => {
    for (const order of ['men-first', 'elves-first']) {
      const men = [{ id: 'merc-A', hex: B, seat: 'p2' }];
      const elves = armies('neuth', 1, B);
      const st = askedToRetreat(order === 'men-first' ? [...men, ...elves] : [...elves, ...men]);
      for (const l of retreatLabels(st)) expect(l).toMatch(/\(a die roll: 4 or more\)$/);
    }
  });

  it('DR-RBC-03 DR-RBC-12 the men roll first whoever stands first: a 3 then a 2 keeps everybody', () => {
    for (const order of ['men-first', 'elves-first']) {
      const men = [{ id: 'merc-A', hex: B, seat: 'p2' }];
      const elves = armies('neuth', 1, B);
      const st = askedToRetreat(order === 'men-first' ? [...men, ...elves] : [...elves, ...men]);
      const to = firstTo(st);
      // the 3 fails the men's 4; the elves then roll on their own and fail with a 2
      const r = act(st, 'p2', { type: 'retreat', to }, [3, 2, 6, 1, ...NEXT_TURN], {
        p1: { advance: 'never', losses: 'own-first' },
        p2: { losses: 'own-first' },
      });
      const rolled = ofType(r.events, 'retreatRolled');
      expect(rolled[0]).toMatchObject({ hex: B, roll: 2, need: 3, units: [], to: null });
      expect(ofType(r.events, 'battleRolled')[0]?.defender.strength).toBe(2);
      // a 3 then a 3: the men stay, the elves go alone
      const r2 = act(st, 'p2', { type: 'retreat', to }, [3, 3, 6, 1, ...NEXT_TURN], {
        p1: { advance: 'never', losses: 'own-first' },
        p2: { losses: 'own-first', retreat: 'always' },
      });
      expect(ofType(r2.events, 'retreatRolled')[0]).toMatchObject({ roll: 3, need: 3, units: ['neuth-army-1'], to });
      expect(r2.state.units['neuth-army-1']?.hex).toBe(to);
    }
  });
});

describe('heroes ride along with a retreat, and come back with it (DR-RBC-05, DR-RBC-09)', () => {
  const withHero = () => askedToRetreat([...armies('neuth', 2, B), { id: 'neuth-monarch', hex: B }]);

  it('DR-RBC-05 a failed retreat takes nobody, the hero neither', () => {
    const st = withHero();
    const r = act(st, 'p2', { type: 'retreat', to: firstTo(st) }, [2, 6, 1, ...NEXT_TURN], quiet);
    expect(ofType(r.events, 'retreatRolled')[0]).toMatchObject({ roll: 2, need: 3, units: [], to: null });
    expect(r.state.units['neuth-monarch']?.hex).toBe(B);
  });

  it('DR-RBC-05 a successful retreat names each unit once, the hero with the armies', () => {
    const st = withHero();
    const to = firstTo(st);
    const r = act(st, 'p2', { type: 'retreat', to }, [4]);
    const rolled = ofType(r.events, 'retreatRolled')[0];
    expect(rolled?.to).toBe(to);
    expect([...(rolled?.units ?? [])].sort()).toEqual(['neuth-army-1', 'neuth-army-2', 'neuth-monarch']);
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p2', kind: 'recall' });
  });

  it('DR-RBC-09 DR-RBC-05 calling the whole retreat off keeps the hero with his armies', () => {
    const st = withHero();
    const to = firstTo(st);
    const r = act(st, 'p2', { type: 'retreat', to }, [4]);
    const off = act(
      r.state,
      'p2',
      { type: 'recall', units: ['neuth-army-1', 'neuth-army-2'] },
      [3, 3, ...NEXT_TURN],
      quiet,
    );
    expect([...(ofType(off.events, 'retreatCancelled')[0]?.units ?? [])].sort()).toEqual([
      'neuth-army-1',
      'neuth-army-2',
      'neuth-monarch',
    ]);
    expect(off.state.units['neuth-monarch']?.hex).toBe(B);
  });
});

describe('who is the weaker side in a tie (DR-TIE-01, Q-61)', () => {
  it('DR-TIE-01 the side with less strength is the weaker: 2 against 3, a tie on 4, rolls 3 and 2', () => {
    const s = duelOf({ units: [...armies('muetar', 2, A), ...armies('neuth', 3, B)] }, 'combat');
    const r = battle(s, [A], B, [3, 2, ...NEXT_TURN]);
    const b = ofType(r.events, 'battleRolled')[0];
    // DR-CMB-05 the losses are taken as losses in combat
    const gone = ofType(r.events, 'eliminated');
    expect(gone.length).toBeGreaterThan(0);
    for (const e of gone) expect(e.cause).toBe('combat');
    // the attacker is weaker: he loses his roll's worth (capped at his 2), the defender as many as the roll, 3
    expect(b).toMatchObject({
      attacker: { roll: 3, modifier: 1, strength: 2 },
      defender: { roll: 2, modifier: 2, strength: 3 },
      attackerLoss: 2,
      defenderLoss: 3,
    });
  });

  it('DR-TIE-01 equal strength: the lower natural roll is the weaker (the attacker, led by a #16 monarch)', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'neuth'],
      allies: { pon: 'p1' },
      personalities: { pon: 16 },
      phase: 'combat',
      units: [
        { id: 'pon-monarch', hex: A },
        { id: 'pon-army-1', hex: A },
        { id: 'pon-army-2', hex: A },
        { id: 'muetar-army-1', hex: A },
        ...armies('neuth', 3, B),
      ],
    });
    const b = ofType(battle(s, [A], B, [2, 3, ...NEXT_TURN]).events, 'battleRolled')[0];
    // 2+2 against 3+1: the attacker rolled lower, so his 2 sets both losses
    expect(b).toMatchObject({
      attacker: { roll: 2, modifier: 2, strength: 3 },
      defender: { roll: 3, modifier: 1, strength: 3 },
      attackerLoss: 2,
      defenderLoss: 2,
    });
  });

  it('DR-TIE-01 DR-CMB-09 equal strength: the defender in mountains rolled lower and is the weaker', () => {
    const m = hexWhere(
      (h) =>
        h.features.join() === 'mountain' &&
        h.basicOwner === null &&
        grid.neighbours(h.id).some((n) => HEXES.get(n) && plainLand(HEXES.get(n)!)),
    );
    const from = grid.neighbours(m).find(plain) as string;
    const s = duelOf({ units: [...armies('muetar', 3, from), ...armies('neuth', 3, m)] }, 'combat');
    const b = ofType(battle(s, [from], m, [2, 1, ...NEXT_TURN]).events, 'battleRolled')[0];
    // 2+1 against 1+1+1: the defender's 1 sets both losses
    expect(b).toMatchObject({
      attacker: { roll: 2, modifier: 1, strength: 3 },
      defender: { roll: 1, modifier: 2, strength: 3 },
      attackerLoss: 1,
      defenderLoss: 1,
    });
  });
});

describe('mountains help the defender only where all his hexes are mountains (DR-CMB-09, Q-64)', () => {
  it('DR-CMB-09 one stack striking a mountain hex and a plain hex together: no mountain bonus', () => {
    const X = hexWhere(
      (h) =>
        plainLand(h) &&
        grid.neighbours(h.id).some((n) => HEXES.get(n)?.features.join() === 'mountain' && !HEXES.get(n)?.basicOwner) &&
        plainAround(h.id).length > 0,
    );
    const M = grid
      .neighbours(X)
      .find((n) => HEXES.get(n)?.features.join() === 'mountain' && !HEXES.get(n)?.basicOwner) as string;
    const P = plainAround(X)[0] as string;
    const s = duelOf(
      { units: [...armies('muetar', 2, X), { id: 'neuth-army-1', hex: M }, { id: 'neuth-army-2', hex: P }] },
      'combat',
    );
    let st = act(s, 'p1', { type: 'declare', from: [X], targets: [M, P], kind: 'land' }).state;
    st = act(st, 'p1', { type: 'done' }).state;
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [3, 3, ...NEXT_TURN], quiet);
    const b = ofType(r.events, 'battleRolled')[0];
    expect(b).toMatchObject({ attacker: { modifier: 1, strength: 2 }, defender: { modifier: 1, strength: 2 } });
    expect(getHex(M).features).toContain('mountain');
  });
});

describe('the sally out of a castle-port (DR-AMPH-03, OOT-3)', () => {
  const THORES = '0319';
  const SEA = '0219';
  const SHORE = '0318';
  const mercs = ['M', 'N', 'O', 'P'].map((x) => ({ id: `merc-${x}`, hex: SEA, seat: 'p1' }));
  const thores = (units: Sandbox['units']) => sandbox({ kingdoms: ['muetar', 'rombune'], phase: 'combat', units });
  const declared = (s: State, cmd: Command) =>
    act(act(act(s, 'p1', cmd).state, 'p1', { type: 'done' }).state, 'p1', { type: 'resolve', attack: 0 }).state;

  it('DR-AMPH-03 only his own fleets inside are offered to sally, not the armies inside', () => {
    const s = thores([
      ...mercs,
      { id: 'rombune-army-1', hex: THORES },
      { id: 'rombune-army-2', hex: THORES, inside: true },
      { id: 'rombune-fleet-1', hex: THORES, inside: true },
    ]);
    const st = declared(s, { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' });
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'sally' });
    const labels = divineRight.choices(st, 'p2').map((c) => c.label);
    expect(labels).toEqual([
      'Keep a Rombune fleet inside Thores (0319)',
      'Bring a Rombune fleet out of Thores (0319) to defend',
    ]);
    for (const l of labels) expect(l).not.toMatch(/army/);
  });

  it('DR-AMPH-03 his fleets already outside defend anyway and are not offered to sally', () => {
    const s = thores([
      ...mercs,
      { id: 'rombune-army-1', hex: THORES },
      { id: 'rombune-fleet-1', hex: THORES, inside: true },
      { id: 'rombune-fleet-2', hex: THORES },
    ]);
    const st = declared(s, { type: 'declare', from: [SEA], targets: [THORES], kind: 'amphibious' });
    expect(divineRight.choices(st, 'p2').map((c) => c.label)).toEqual([
      'Keep a Rombune fleet inside Thores (0319)',
      'Bring a Rombune fleet out of Thores (0319) to defend',
    ]);
  });

  it('DR-AMPH-01 DR-AMPH-03 an amphibious attack on a port without a castle asks no sally and goes on', () => {
    const FREEPORT = '2417';
    const sea = grid.neighbours(FREEPORT).find((n) => HEXES.get(n)?.kind !== 'land') as string;
    const s = sandbox({
      kingdoms: ['rombune', 'neuth'],
      phase: 'combat',
      units: [
        { id: 'rombune-fleet-1', hex: sea },
        { id: 'rombune-army-1', hex: sea, aboard: 'rombune-fleet-1' },
        { id: 'neuth-army-1', hex: FREEPORT },
      ],
    });
    const st = declared(s, { type: 'declare', from: [sea], targets: [FREEPORT], kind: 'amphibious' });
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2' });
    expect(divineRight.pending(st).some((p) => p.kind === 'sally')).toBe(false);
  });

  it('DR-AMPH-03 a land attack on the castle-port asks no sally', () => {
    const s = thores([
      ...armies('muetar', 3, SHORE),
      { id: 'rombune-army-1', hex: THORES },
      { id: 'rombune-fleet-1', hex: THORES, inside: true },
    ]);
    const st = declared(s, { type: 'declare', from: [SHORE], targets: [THORES], kind: 'land' });
    expect(divineRight.pending(st).some((p) => p.kind === 'sally')).toBe(false);
  });
});

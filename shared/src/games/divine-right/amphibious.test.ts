/** Amphibious attacks (DR-AMPH-01..09) and naval and mixed relief (DR-REL-05..08), played out at Thores. */
import { describe, expect, it } from 'vitest';
import type { Command, Orders } from './commands.ts';
import type { Sandbox } from './config.ts';
import type { State } from './rules/state.ts';
import { getHex } from './data/index.ts';
import { terrainModifier } from './rules/combat.ts';
import { act, divineRight, hasChoice, hexWhere, ofType, sandbox } from './testkit.ts';

const THORES = '0319';
const SEA = '0219';
const SHORE = '0318';
const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);
const rombuneFleet = (n: number, cargo = n) =>
  range(n).flatMap((i) => [
    { id: `rombune-fleet-${i}`, hex: SEA },
    ...(i <= cargo ? [{ id: `rombune-army-${i}`, hex: SEA, aboard: `rombune-fleet-${i}` }] : []),
  ]);
const besiegers = (n: number) => range(n).map((i) => ({ id: `mivior-army-${i}`, hex: THORES }));

/** p1 Rombune holds Thores, besieged by p2 Mivior; p1's Combat Phase. */
function thores(units: Sandbox['units']): State {
  return sandbox({ kingdoms: ['rombune', 'mivior'], phase: 'combat', sieges: { [THORES]: 'p2' }, units });
}
const orders: Record<string, Orders> = { p1: { losses: 'own-first' }, p2: { losses: 'own-first', retreat: 'never' } };
const NEXT: number[] = [3, 4, 3, 4];

function declared(s: State, cmd: Command): State {
  let st = act(s, 'p1', cmd).state;
  st = act(st, 'p1', { type: 'done' }).state;
  return st;
}
const amph = (join?: 'army' | 'fleet'): Command => ({
  type: 'declare',
  from: [SEA],
  targets: [THORES],
  kind: 'amphibious',
  ...(join ? { join } : {}),
});

describe('amphibious attacks (DR-AMPH)', () => {
  it('DR-AMPH-01 DR-AMPH-02 DR-AMPH-09 worked: 4 fleets and 4 carried armies against 4 besiegers of Thores, 8 vs 4 = 2:1', () => {
    const s = thores([...rombuneFleet(4), { id: 'rombune-army-5', hex: THORES, inside: true }, ...besiegers(4)]);
    expect(hasChoice(s, 'p1', amph())).toBe(true);
    const st = declared(s, amph());
    expect(st.attacks[0]).toMatchObject({ kind: 'amphibious' });
    expect(st.attacks[0]?.attackers.length).toBe(8);
    expect(st.attacks[0]?.defenders.length).toBe(4);
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [5, 2], orders);
    const roll = ofType(r.events, 'battleRolled')[0];
    expect(roll?.attacker).toMatchObject({ strength: 8, modifier: 2 });
    expect(roll?.defender).toMatchObject({ strength: 4, modifier: 1 });
    expect(roll?.defenderLoss).toBe(4);
    // all Miviorans dead: the Rombunis may go in or stay outside (DR-AMPH-08 A, B)
    expect(divineRight.pending(r.state)[0]).toMatchObject({ seat: 'p1', kind: 'advance' });
    const units = r.state.interrupts[0]?.kind === 'advance' ? r.state.interrupts[0].units : [];
    expect(hasChoice(r.state, 'p1', { type: 'advance', units, to: THORES, inside: true })).toBe(true);
    expect(hasChoice(r.state, 'p1', { type: 'advance', units, to: THORES })).toBe(true);
    const outside = act(r.state, 'p1', { type: 'advance', units, to: THORES }, NEXT);
    expect(outside.state.units['rombune-army-1']).toMatchObject({ hex: THORES, inside: false, aboard: null });
    const inside = act(r.state, 'p1', { type: 'advance', units, to: THORES, inside: true }, NEXT);
    expect(inside.state.units['rombune-army-1']).toMatchObject({ hex: THORES, inside: true, aboard: null });
    expect(inside.state.units['rombune-fleet-1']).toMatchObject({ hex: THORES, inside: true });
  });

  it('DR-RBC-01 DR-RBC-06 DR-AMPH-03 amphibious defenders may retreat before combat, armies and fleets each on their own roll and way', () => {
    const s = thores([...rombuneFleet(4), ...besiegers(2), { id: 'merc-M', hex: THORES, seat: 'p2' }]);
    const st = act(declared(s, amph()), 'p1', { type: 'resolve', attack: 0 }).state;
    // the armies are asked first, with land hexes to go to
    const a = st.interrupts[0];
    if (a?.kind !== 'retreat') throw new Error('no retreat question for the armies');
    expect(a).toMatchObject({ seat: 'p2', hex: THORES, force: 'army' });
    expect(a.options.every((h) => getHex(h).kind === 'land')).toBe(true);
    const stood = act(st, 'p2', { type: 'stand' }).state;
    // then the fleet, with water to go to
    const f = stood.interrupts[0];
    if (f?.kind !== 'retreat') throw new Error('no retreat question for the fleet');
    expect(f).toMatchObject({ seat: 'p2', hex: THORES, force: 'fleet' });
    // not into the attacking fleets' hex (DR-RBC-07)
    expect(f.options).not.toContain(SEA);
    const water = f.options.find((h) => getHex(h).kind === 'sea') as string;
    expect(water).toBeDefined();
    const label = divineRight.choices(stood, 'p2').find((c) => c.command.type === 'retreat')?.label;
    expect(label).toMatch(/mercenary fleet M/);
    const went = act(stood, 'p2', { type: 'retreat', to: water }, [4]);
    expect(went.state.units['merc-M']?.hex).toBe(water);
    const go = act(went.state, 'p2', { type: 'recall', units: [] }, [3, 3], orders);
    // the fleet is out of the battle: 8 against the 2 armies alone
    expect(ofType(go.events, 'battleRolled')[0]?.defender.strength).toBe(2);
  });

  it('DR-CMB-09 DR-AMPH-03 an amphibious battle takes the terrain of the defenders’ hex, like a land battle', () => {
    // Every amphibious target on the Basic map is clear (ports, and the outside of castle-ports), so this is
    // checked on the modifier itself: the same defenders in mountains, attacked by land or from the sea.
    const m = hexWhere((h) => h.features.join() === 'mountain' && h.basicOwner === null);
    const s = sandbox({
      kingdoms: ['rombune', 'mivior'],
      phase: 'combat',
      units: [{ id: 'mivior-army-1', hex: m }, ...rombuneFleet(1)],
    });
    const attack = (kind: 'land' | 'amphibious') => ({
      from: [SEA],
      targets: [m],
      kind,
      attackers: ['rombune-fleet-1', 'rombune-army-1'],
      defenders: ['mivior-army-1'],
      resolved: false,
    });
    const att = [s.units['rombune-fleet-1']!, s.units['rombune-army-1']!];
    const def = [s.units['mivior-army-1']!];
    expect(terrainModifier(s, attack('land'), att, def)).toBe(1);
    expect(terrainModifier(s, attack('amphibious'), att, def)).toBe(1);
  });

  it('DR-AMPH-09 DR-AMPH-08 B if the besiegers survive the attackers may still enter as a relieving force', () => {
    const s = thores([...rombuneFleet(4), ...besiegers(4)]);
    const r = act(declared(s, amph()), 'p1', { type: 'resolve', attack: 0 }, [3, 2], orders);
    expect(r.state.units['mivior-army-4']).toBeDefined();
    const it0 = r.state.interrupts[0];
    if (it0?.kind !== 'advance') throw new Error('no advance');
    expect(it0.relief).toBe(THORES);
    expect(it0.hexes).toEqual([]);
  });

  it('DR-AMPH-04 DR-AMPH-05 losses are split between armies and fleets by their owner; a beaten attacker loses half his survivors too', () => {
    const s = thores([...rombuneFleet(4), ...besiegers(4)]);
    const st = act(declared(s, amph()), 'p1', { type: 'resolve', attack: 0 }, [1, 6], {
      p2: { retreat: 'never' },
    }).state;
    // 3 vs 7: the attacker loses 4, choosing among fleets and armies
    const it0 = st.interrupts[0];
    if (it0?.kind !== 'losses') throw new Error('no losses');
    expect(it0.count).toBe(4);
    expect(new Set(it0.pool.map((id) => st.units[id]?.kind))).toEqual(new Set(['army', 'fleet']));
    const lose: Command = {
      type: 'takeLosses',
      units: ['rombune-army-1', 'rombune-army-2', 'rombune-fleet-3', 'rombune-fleet-4'],
    };
    const r = act(st, 'p1', lose);
    // four survive: half of them (2) are lost as well
    const half = r.state.interrupts[0];
    expect(half).toMatchObject({ kind: 'losses', seat: 'p1', count: 2 });
    const done = act(r.state, 'p1', { type: 'takeLosses', units: ['rombune-army-3', 'rombune-army-4'] }, NEXT, {
      p1: { advance: 'never' },
    });
    const left = Object.values(done.state.units).filter((u) => u.kingdom === 'rombune' && u.kind !== 'monarch');
    expect(left.map((u) => u.id).sort()).toEqual(['rombune-fleet-1', 'rombune-fleet-2']);
  });

  it('DR-AMPH-06 DR-AMPH-07 DR-REL-06 the garrison’s armies may join (not its fleets too), escape the half penalty and go back inside', () => {
    const s = thores([
      ...rombuneFleet(2),
      { id: 'rombune-army-5', hex: THORES, inside: true },
      { id: 'rombune-fleet-5', hex: THORES, inside: true },
      ...besiegers(4),
    ]);
    expect(hasChoice(s, 'p1', amph('army'))).toBe(true);
    expect(hasChoice(s, 'p1', amph('fleet'))).toBe(true);
    const st = declared(s, amph('army'));
    expect(st.attacks[0]?.helpers).toEqual(['rombune-army-5']);
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [2, 6], { p2: { retreat: 'never' } });
    expect(ofType(r.events, 'battleRolled')[0]?.attacker.strength).toBe(5);
    // lose 4 of 5 chosen among the amphibious force; the helper is spared by the owner
    const lost = act(
      r.state,
      'p1',
      {
        type: 'takeLosses',
        units: ['rombune-army-1', 'rombune-army-2', 'rombune-fleet-1', 'rombune-fleet-2'],
      },
      NEXT,
      { p1: { advance: 'never' } },
    );
    // the amphibious survivors are gone (none to halve), the helper is back inside
    expect(lost.state.units['rombune-army-5']).toMatchObject({ hex: THORES, inside: true });
    // a unit that broke out this turn may not join
    const broke: State = {
      ...s,
      units: { ...s.units, 'rombune-army-5': { ...s.units['rombune-army-5']!, brokeOut: true } },
    };
    expect(hasChoice(broke, 'p1', amph('army'))).toBe(false);
  });

  it('DR-AMPH-03 DR-AMPH-07 OOT-3 the defender may bring his fleets out of the castle-port; they stay outside', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'rombune'],
      phase: 'combat',
      units: [
        { id: 'merc-M', hex: SEA, seat: 'p1' },
        { id: 'merc-N', hex: SEA, seat: 'p1' },
        { id: 'merc-O', hex: SEA, seat: 'p1' },
        { id: 'merc-P', hex: SEA, seat: 'p1' },
        { id: 'rombune-army-1', hex: THORES },
        { id: 'rombune-fleet-1', hex: THORES, inside: true },
        { id: 'rombune-fleet-2', hex: THORES, inside: true },
      ],
    });
    const st = act(declared(s, amph()), 'p1', { type: 'resolve', attack: 0 }).state;
    expect(divineRight.pending(st)[0]).toMatchObject({ seat: 'p2', kind: 'sally' });
    expect(divineRight.onTimeout(st, 'p2')).toEqual({ type: 'sally', out: false });
    const r = act(st, 'p2', { type: 'sally', out: true }, [4, 4, ...NEXT], {
      p1: { losses: 'own-first', advance: 'never' },
      p2: { losses: 'own-first', retreat: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]?.defender.strength).toBe(3);
    expect(r.state.units['rombune-fleet-1']?.inside ?? false).toBe(false);
    const stay = act(st, 'p2', { type: 'sally', out: false }, [4, 4, ...NEXT], {
      p1: { losses: 'own-first', advance: 'never' },
      p2: { losses: 'own-first', retreat: 'never' },
    });
    expect(ofType(stay.events, 'battleRolled')[0]?.defender.strength).toBe(1);
  });

  it('DR-AMPH-01 an empty hostile castle-port may be attacked to land and lay siege', () => {
    const s = sandbox({
      kingdoms: ['muetar', 'rombune'],
      phase: 'combat',
      units: [
        ...['M', 'N', 'O', 'P'].map((l) => ({ id: `merc-${l}`, hex: SEA, seat: 'p1' })),
        { id: 'merc-A', hex: SEA, seat: 'p1', aboard: 'merc-M' },
        { id: 'merc-B', hex: SEA, seat: 'p1', aboard: 'merc-N' },
        { id: 'rombune-army-1', hex: '1218' },
      ],
    });
    const st = declared(s, amph());
    const r = act(st, 'p1', { type: 'resolve', attack: 0 });
    const it0 = r.state.interrupts[0];
    if (it0?.kind !== 'advance') throw new Error('no advance');
    const adv = act(r.state, 'p1', { type: 'advance', units: it0.units, to: THORES }, NEXT);
    expect(adv.state.sieges[THORES]).toBe('p1');
    expect(adv.state.units['merc-A']).toMatchObject({ hex: THORES, aboard: null, inside: false });
  });
});

describe('naval and mixed relief (DR-REL-05..08)', () => {
  const mixed = () => [
    ...range(6).map((i) => ({ id: `mivior-army-${i}`, hex: THORES })),
    { id: 'merc-M', hex: THORES, seat: 'p2' },
    { id: 'merc-N', hex: THORES, seat: 'p2' },
  ];
  it('DR-REL-07 DR-REL-08 worked: 4 fleets carrying 2 armies against 2 besieging fleets (2:1); 3 fleets and both armies enter the port', () => {
    const s = thores([...rombuneFleet(4, 2), ...mixed(), { id: 'rombune-army-5', hex: SHORE }]);
    let st = act(s, 'p1', { type: 'declare', from: [SHORE], targets: [THORES], kind: 'land' }).state;
    st = declared(st, { type: 'declare', from: [SEA], targets: [THORES], kind: 'fleet' });
    expect(st.attacks[1]?.defenders.sort()).toEqual(['merc-M', 'merc-N']);
    const r = act(st, 'p1', { type: 'resolve', attack: 1 }, [2, 4], { p2: { retreat: 'never' } });
    const roll = ofType(r.events, 'battleRolled')[0];
    expect(roll).toMatchObject({ attackerLoss: 1, defenderLoss: 0 });
    expect(roll?.attacker.modifier).toBe(2);
    // the besieger chose no losses; the attacker loses an empty fleet
    const lost = act(r.state, 'p1', { type: 'takeLosses', units: ['rombune-fleet-4'] });
    const it0 = lost.state.interrupts[0];
    if (it0?.kind !== 'advance') throw new Error('no advance');
    expect(it0.relief).toBe(THORES);
    const inn = act(lost.state, 'p1', { type: 'advance', units: it0.units, to: THORES, inside: true });
    expect(inn.state.step).toBe('resolve');
    expect(divineRight.choices(inn.state, 'p1').map((c) => c.command.type)).toEqual(['resolve']);
    for (const id of ['rombune-fleet-1', 'rombune-fleet-2', 'rombune-fleet-3', 'rombune-army-1', 'rombune-army-2'])
      expect(inn.state.units[id]).toMatchObject({ hex: THORES, inside: true });
    expect(inn.state.units['merc-M']).toBeDefined();
    // DR-REL-07: every attack was declared before: the armies that came in make none this turn
    expect(divineRight.choices(inn.state, 'p1').some((c) => c.command.type === 'declare')).toBe(false);
  });
  it('DR-REL-05 an amphibious relief fights all the besiegers, fleets and armies, in one battle', () => {
    const s = thores([...rombuneFleet(4), ...mixed()]);
    const st = declared(s, amph());
    expect(st.attacks[0]?.defenders.length).toBe(8);
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [4, 4, ...NEXT], {
      ...orders,
      p1: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]?.defender.strength).toBe(8);
  });
  it('DR-REL-06 a land relief: the garrison’s armies join, its fleets do not; a fleet relief takes its fleets', () => {
    const s = thores([
      { id: 'rombune-army-1', hex: SHORE },
      { id: 'rombune-army-2', hex: SHORE },
      { id: 'rombune-army-5', hex: THORES, inside: true },
      { id: 'rombune-fleet-5', hex: THORES, inside: true },
      { id: 'rombune-fleet-1', hex: SEA },
      ...mixed(),
    ]);
    const land: Command = { type: 'declare', from: [SHORE], targets: [THORES], kind: 'land', join: 'army' };
    expect(hasChoice(s, 'p1', land)).toBe(true);
    const st = declared(s, land);
    expect(st.attacks[0]?.helpers).toEqual(['rombune-army-5']);
    const r = act(st, 'p1', { type: 'resolve', attack: 0 }, [4, 4, ...NEXT], {
      ...orders,
      p1: { losses: 'own-first', advance: 'never' },
    });
    expect(ofType(r.events, 'battleRolled')[0]?.attacker.strength).toBe(3);
    const fleet: Command = { type: 'declare', from: [SEA], targets: [THORES], kind: 'fleet', join: 'fleet' };
    expect(hasChoice(s, 'p1', fleet)).toBe(true);
    expect(declared(s, fleet).attacks[0]?.helpers).toEqual(['rombune-fleet-5']);
  });
});

/**
 * Espionage (checklist 1.9 #18, J-17, J-18, J-50, J-70): the missions and their
 * DCs, spy networks, the counter-espionage pool, and the secrecy of it all:
 * another regent never sees a spy network, any pool, or an espionage result.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptedValue } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import type { Sandbox } from './config.ts';
import { type DomainId, effectiveSkills } from './data/index.ts';
import type { DmEvent } from './events.ts';
import type { BackingState, State } from './rules/state.ts';
import { act, domains, ofType, sandbox } from './testkit.ts';

const AMBER = 'amber-company' as DomainId;
const VELL = 'vellmark' as DomainId;

type Sheet = { orders: OrderInput[]; backing?: BackingState[] };
function play(s: State, sheets: Partial<Record<string, Sheet>>, dice: ScriptedValue[]) {
  let state = s;
  const events: DmEvent[] = [];
  let left = 0;
  s.regents.forEach((d, i) => {
    const sh = sheets[d] ?? { orders: [] };
    const last = i === s.regents.length - 1;
    const r = act(state, d, { type: 'handIn', orders: sh.orders, backing: sh.backing ?? [] }, last ? dice : []);
    state = r.state;
    events.push(...r.events);
    if (last) left = r.left;
  });
  return { state, events, left, results: ofType(events, 'actionResolved') };
}
const start = (sb: Sandbox = {}): State => sandbox({ round: 2, ...sb }, { regents: 12 });
const withPool = (s: State, d: DomainId, counterPool: number): State => ({
  ...s,
  domains: { ...s.domains, [d]: { ...s.domains[d], counterPool } },
});
const spy = (variant: string, targets: string[], extra: Partial<OrderInput> = {}): OrderInput => ({
  action: 'espionage',
  as: 'domain',
  variant,
  targets,
  ...extra,
});
const only = (s: State, sheet: Sheet, dice: ScriptedValue[]) => play(s, { [AMBER]: sheet }, dice);

describe('1.9 #18 Espionage: the missions and their DCs (J-17)', () => {
  it('J-17 #18 investigate a province: 10 − the spy’s law and guild levels + the target’s − the province level', () => {
    const s = start();
    // Amber's guild (1), Vellmark's law (3), Vellhafen level 4, Faris's Bloodmark +1 (J-50), High −1, Politics 3
    const r = only(s, { orders: [spy('investigate-province', ['vellhafen'])] }, [10, 5]);
    const e = r.results[0]!;
    expect(e.roll?.dc).toBe(5);
    expect(e.roll?.mods.map((m) => m.value)).toEqual([-1, 3, -4, 1, -1, -3]);
    expect(e.ok).toBe(true);
    expect(e.text).toContain('1 Infantry of Vellmark');
    expect(r.state.domains[AMBER].gb).toBe(s.domains[AMBER].gb - 1);
    expect(only(s, { orders: [spy('investigate-province', ['vellhafen'])] }, [10, 4]).results[0]!.ok).toBe(false);
  });

  it('J-17 #18 +1 for each province between the target and the spy’s nearest holding', () => {
    // Zhelezna (2), the Voroshin March's law (2); the company's nearest holding is three hexes off
    const r = only(start(), { orders: [spy('investigate-province', ['zhelezna'])] }, [10, 10]);
    const e = r.results[0]!;
    expect(e.roll?.mods.find((m) => m.label.includes('from the nearest holding'))?.value).toBe(2);
    expect(e.roll?.dc).toBe(10);
  });

  it('J-17 investigate a domain (15): its treasury to the nearest 5, its lieutenants and how many agendas', () => {
    const r = only(start(), { orders: [spy('investigate-domain', [VELL])] }, [10, 20]);
    const e = r.results[0]!;
    expect(e.roll?.base).toBe(15);
    expect(e.text).toContain('about 20 GB in its treasury; lieutenants Anselm Brunn; 4 agendas');
  });

  it('J-17 disrupt a trade route (15): it pays nothing at the next collection', () => {
    const r = only(start(), { orders: [spy('disrupt-route', ['r-zhainge-valley-1'])] }, [10, 12]);
    expect(r.results[0]!.roll?.dc).toBe(12);
    expect(r.state.disrupted).toEqual(['r-zhainge-valley-1']);
  });

  it('J-17 incite unrest and sabotage (20): a loyalty step, a level of walls', () => {
    const s = start();
    const unrest = only(s, { orders: [spy('incite-unrest', ['vellhafen'])] }, [10, 15]);
    expect(unrest.results[0]!.roll?.dc).toBe(15);
    expect(unrest.state.provinces.vellhafen!.loyalty).toBe('average');
    const sabotage = only(s, { orders: [spy('sabotage', ['vellhafen'])] }, [10, 15]);
    expect(sabotage.state.provinces.vellhafen!.fortification).toBe(s.provinces.vellhafen!.fortification - 1);
    expect(only(s, { orders: [spy('sabotage', ['vellhafen'])] }, [10, 14]).state.provinces.vellhafen!).toEqual(
      s.provinces.vellhafen!,
    );
  });

  it('J-17 #18 a refused mission costs nothing, its deposit included; one that stands pays both, roll or no roll', () => {
    const s = start();
    const vell = s.provinces.vellhafen!;
    const bare: State = {
      ...s,
      provinces: { ...s.provinces, vellhafen: { ...vell, fortification: 0, buildings: {} } },
    };
    // nothing built in Vellhafen to sabotage: refused before the die, the 1 GB and the 2 GB deposit
    const idle = only(bare, { orders: [spy('sabotage', ['vellhafen'], { params: { poolGb: 2 } })] }, [10, 20]);
    expect(idle.results[0]).toMatchObject({ ok: false, roll: null });
    expect(idle.results[0]!.text).toContain('Nothing is built in Vellhafen to sabotage');
    expect(idle.state.domains[AMBER]).toEqual(bare.domains[AMBER]);
    // a building that is not there, a Rebellious province, no men of the company held: each refused unpaid
    const nope = [
      spy('sabotage', ['vellhafen'], { params: { building: 'stables', poolGb: 2 } }),
      spy('free-prisoners', ['vellhafen'], { params: { poolRp: 2 } }),
    ];
    for (const o of nope) {
      const r = only(s, { orders: [o] }, [10, 20]);
      expect(r.results[0]).toMatchObject({ ok: false, roll: null });
      expect(r.state.domains[AMBER]).toEqual(s.domains[AMBER]);
    }
    const wild: State = { ...s, provinces: { ...s.provinces, vellhafen: { ...vell, loyalty: 'rebellious' } } };
    const calm = only(wild, { orders: [spy('incite-unrest', ['vellhafen'], { params: { poolGb: 2 } })] }, [10, 20]);
    expect(calm.results[0]).toMatchObject({ ok: false, roll: null });
    expect(calm.state.domains[AMBER]).toEqual(wild.domains[AMBER]);
    // the walls are there: the mission stands, so the deposit and the 1 GB are paid, and it is rolled (and fails)
    const tried = only(s, { orders: [spy('sabotage', ['vellhafen'], { params: { poolGb: 2 } })] }, [10, 2]);
    expect(tried.results[0]!.ok).toBe(false);
    expect(tried.results[0]!.roll).not.toBeNull();
    expect(tried.state.domains[AMBER]).toMatchObject({ gb: s.domains[AMBER].gb - 3, counterPool: 2 });
  });

  it('J-17 J-50 assassinate: 25 + the victim’s Prowess, +2 for Iron Will; a DC above 20 cannot be met', () => {
    const s = start();
    const otto = s.characters[`${VELL}:regent`]!;
    const r = only(s, { orders: [spy('assassinate', [otto.id])] }, [10, 20]);
    const e = r.results[0]!;
    expect(e.roll?.base).toBe(25 + effectiveSkills(otto.build).prowess);
    expect(e.roll?.mods.find((m) => m.label.includes('Iron Will'))?.value).toBe(2);
    expect(e.ok).toBe(false);
    expect(r.state.characters[otto.id]!.alive).toBe(true);
  });
});

describe('1.9 #18 spy networks', () => {
  it('1.9 #18 Create Spy Network (20) needs the regent there or a holding of his; it makes espionage there a court action at −2', () => {
    const s = start();
    const r = only(s, { orders: [spy('spy-network', ['vellhafen'])] }, [10, 15]);
    expect(r.results[0]!.roll?.dc).toBe(15);
    expect(r.state.spies).toEqual([{ province: 'vellhafen', owner: AMBER }]);
    const fail = only(s, { orders: [spy('spy-network', ['vellhafen'])] }, [10, 14]);
    expect(fail.state.spies).toEqual([]);
    const none = only(s, { orders: [spy('spy-network', ['kettlingen'])] }, [10]);
    expect(none.results[0]!.text).toContain('needs the regent in Kettlingen or a holding of his there');
    // later, a court action in Vellhafen at DC −2
    const court = only(r.state, { orders: [spy('investigate-province', ['vellhafen'], { as: 'court' })] }, [10, 3]);
    expect(court.results[0]!.roll?.mods.find((m) => m.label.startsWith('spy network'))?.value).toBe(-2);
    expect(court.results[0]!.roll?.dc).toBe(3);
    const noNet = only(s, { orders: [spy('investigate-province', ['vellhafen'], { as: 'court' })] }, [10]);
    expect(noNet.results[0]!.text).toContain('court action only where the regent has a spy network');
  });

  it('J-17 failing by 5 or more shows the target who sent the spies; a natural 1 loses the network used', () => {
    const s = withPool(start(), VELL, 7); // DC 5 + 5 drawn = 10
    const caught = only(s, { orders: [spy('investigate-province', ['vellhafen'])] }, [10, 5]);
    const note = ofType(caught.events, 'noted').find((n) => n.domain === VELL);
    expect(note?.text).toContain('Spies of the Amber Company were caught at work in Vellhafen');
    const close = only(s, { orders: [spy('investigate-province', ['vellhafen'])] }, [10, 6]);
    expect(ofType(close.events, 'noted').some((n) => n.domain === VELL)).toBe(false);
    const netted = { ...s, spies: [{ province: 'vellhafen' as const, owner: AMBER }] };
    const one = only(netted, { orders: [spy('investigate-province', ['vellhafen'])] }, [10, 1]);
    expect(one.state.spies).toEqual([]);
    expect(one.results[0]!.text).toContain('the spy network in Vellhafen is lost');
  });
});

describe('J-18 the counter-espionage pool', () => {
  it('J-18 each attempt against its owner draws at most 5 points at +1 DC, used up', () => {
    const s = withPool(start(), VELL, 7);
    const r = only(s, { orders: [spy('investigate-province', ['vellhafen'])] }, [10, 10]);
    const e = r.results[0]!;
    expect(e.roll?.mods.find((m) => m.ref === 'J-18')?.value).toBe(5);
    expect(e.roll?.dc).toBe(10);
    expect(r.state.domains[VELL].counterPool).toBe(2);
    const again = only(r.state, { orders: [spy('investigate-province', ['vellhafen'])] }, [10, 7]);
    expect(again.results[0]!.roll?.dc).toBe(7);
    expect(again.state.domains[VELL].counterPool).toBe(0);
  });

  it('J-18 adding to it is an order param (or a deposit alone); its owner sees only a warning below 5', () => {
    const s = start();
    const dep = only(
      s,
      { orders: [spy('counter-espionage', [], { as: 'court', params: { poolGb: 2, poolRp: 2 } })] },
      [10],
    );
    expect(dep.state.domains[AMBER].counterPool).toBe(4);
    expect(dep.state.domains[AMBER]).toMatchObject({ gb: s.domains[AMBER].gb - 2, rp: s.domains[AMBER].rp - 2 });
    const low = domains.view(dep.state, AMBER).domains[AMBER]!;
    expect(low.poolLow).toBe(true);
    expect('counterPool' in low).toBe(false);
    const more = only(
      dep.state,
      { orders: [spy('investigate-province', ['vellhafen'], { params: { poolGb: 1 } })] },
      [10, 10],
    );
    expect(more.state.domains[AMBER].counterPool).toBe(5);
    expect(domains.view(more.state, AMBER).domains[AMBER]!.poolLow).toBeUndefined();
    // the owner's own log never shows the pool either
    for (const e of [...dep.events, ...more.events]) {
      const seen = domains.redact(e, AMBER);
      expect(seen?.type === 'domainSet' && 'counterPool' in seen.patch).toBe(false);
    }
  });
});

describe('J-70 J-17 espionage is secret to its actor', () => {
  it('J-70 another regent’s view and log never show a spy network, the pool, or an espionage result', () => {
    const s = withPool(start(), VELL, 7);
    const r = play(
      s,
      {
        [AMBER]: { orders: [spy('spy-network', ['vellhafen'], { params: { poolGb: 3 } })] },
        'veiled-tower': { orders: [spy('investigate-province', ['djafra'])] },
      },
      [15, 5, 20, 1],
    );
    expect(r.state.spies).toEqual([{ province: 'vellhafen', owner: AMBER }]);
    for (const viewer of [VELL, 'emirate-of-djafra', 'sylvaeth', 'spectator']) {
      const log = r.events.map((e) => domains.redact(e, viewer)).filter((e): e is DmEvent => e !== null);
      expect(log.some((e) => e.type === 'actionResolved' && e.order.action === 'espionage')).toBe(false);
      expect(log.some((e) => e.type === 'stateSet' && 'spies' in e.patch)).toBe(false);
      expect(log.some((e) => e.type === 'domainSet' && 'counterPool' in e.patch)).toBe(false);
      expect(log.some((e) => e.type === 'treasury' && e.domain === AMBER)).toBe(false);
      // the one thing a target may learn is who was caught spying on it (J-17): a note to it alone
      const rest = log.filter((e) => !(e.type === 'noted' && e.domain === viewer));
      expect(JSON.stringify(rest)).not.toMatch(/spy network|counter-espionage|spies/i);
      const v = domains.view(r.state, viewer);
      expect(v.spies).toEqual([]);
      expect(JSON.stringify(v)).not.toContain('counterPool');
      expect(v.domains[AMBER]!.poolLow).toBeUndefined();
    }
    // the Veiled Tower failed by 5 or more in Djafra (its half-elf's Politics halved there): the Emirate alone is told
    const told = (v: string) =>
      r.events.map((e) => domains.redact(e, v)).filter((e) => e?.type === 'noted' && e.text.includes('caught'));
    expect(told('emirate-of-djafra')).toHaveLength(1);
    expect(told(VELL)).toHaveLength(0);
    // the actor sees its own result and network
    expect(domains.view(r.state, AMBER).spies).toEqual([{ province: 'vellhafen', owner: AMBER }]);
    expect(r.events.map((e) => domains.redact(e, AMBER)).some((e) => e?.type === 'actionResolved')).toBe(true);
  });

  it('J-17 the unmasking is told to the target alone', () => {
    const s = withPool(start(), VELL, 7);
    const r = only(s, { orders: [spy('investigate-province', ['vellhafen'])] }, [10, 2]);
    const note = ofType(r.events, 'noted').find((n) => n.domain === VELL)!;
    expect(domains.redact(note, VELL)).toEqual(note);
    expect(domains.redact(note, 'emirate-of-djafra')).toBeNull();
    expect(domains.redact(note, 'spectator')).toBeNull();
  });
});

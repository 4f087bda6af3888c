/**
 * Agendas and the VP ledger (checklist §4, J-66, data/agendas.ts): conditions
 * checked at the end of each turn, deeds scored in their turn, one private
 * ledger line per regent, and the winner with GAME.tieBreak.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import { AGENDA_BY_ID, type AgendaCondition, type DomainId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { finalScore, levelsOf, meets, recordDeed, scoreTurn } from './rules/agendas.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, domains, ofType, sandbox } from './testkit.ts';

const DOC = 'princedom-of-docandragh' as DomainId;
const ZHA = 'zhainge-valley' as DomainId;

const patch = (s: State, f: (x: State) => void): State => {
  const copy = structuredClone(s);
  f(copy);
  return copy;
};
function round(s: State, sheets: Partial<Record<DomainId, OrderInput[]>>, dice: number[] = []) {
  let state = s;
  let events: DmEvent[] = [];
  s.regents.forEach((d, i) => {
    const r = act(state, d, { type: 'handIn', orders: sheets[d] ?? [] }, i === s.regents.length - 1 ? dice : []);
    state = r.state;
    events = r.events;
  });
  return { state, events };
}
const two = (sb: Parameters<typeof sandbox>[0] = {}) => sandbox(sb, { regents: 2 });
const check = (s: State, d: DomainId, c: AgendaCondition) => meets(s, d, c);

describe('J-66 the VP ledger at the end of each turn', () => {
  it('J-66 4.3 each agenda whose condition holds at the turn’s end scores its rank’s VP: Full Coffers at 20 GB, not at 19.9', () => {
    const end = round(two({ round: 3, treasury: { [ZHA]: { gb: 20, rp: 5 } } }), {});
    // of its agendas (Crown of the Hollow, Trader, Full Coffers, Merchant Prince) only Full Coffers holds
    expect(end.state.domains[ZHA].vp).toBe(1);
    const short = round(two({ round: 3, treasury: { [ZHA]: { gb: 19.9, rp: 5 } } }), {});
    expect(short.state.domains[ZHA].vp).toBe(0);
  });

  it('J-66 nothing is scored in the first two rounds of a turn', () => {
    const r = round(two({ round: 2, treasury: { [ZHA]: { gb: 20, rp: 5 } } }), {});
    expect(r.state.domains[ZHA].vp).toBe(0);
    expect(ofType(r.events, 'noted').filter((n) => n.text.includes('ledger'))).toEqual([]);
  });

  it('J-66 Contented Realm: every province Average or better (Docandragh’s Ennisfane is Poor until it is raised)', () => {
    const poor = round(two({ round: 3 }), {});
    const fine = round(two({ round: 3, loyalty: { ennisfane: 'average' } }), {});
    expect(fine.state.domains[DOC].vp - poor.state.domains[DOC].vp).toBe(1);
  });

  it('J-66 one ledger line per regent, told to him alone (J-70)', () => {
    const r = round(two({ round: 3, treasury: { [ZHA]: { gb: 20, rp: 5 } } }), {});
    const lines = ofType(r.events, 'noted').filter((n) => n.text.includes('ledger'));
    expect(lines.map((n) => n.domain)).toEqual([DOC, ZHA]);
    const z = lines[1]!;
    expect(z.text).toContain('Turn 1 ledger of the Sheikhdom of the Zhaïnge Valley');
    expect(z.text).toContain('Full Coffers (minor, 1)');
    expect(domains.redact(z, DOC)).toBeNull();
    expect(domains.redact(z, ZHA)).toEqual(z);
    const vp = r.events.find((e) => e.type === 'domainSet' && e.id === ZHA && 'vp' in e.patch)!;
    expect(domains.redact(vp, DOC)).toBeNull();
  });

  it('J-66 a deed scores in its turn: a Coronation (5) that also meets the great agenda Crown of the Hollow (5)', () => {
    const s = two({
      round: 3,
      treasury: { [ZHA]: { gb: 30, rp: 5 } },
      holdings: [{ province: 'dur-hamma', type: 'guild', owner: ZHA, level: 0 }],
    });
    const r = round(
      s,
      { [ZHA]: [{ action: 'ceremony', as: 'domain', variant: 'coronation', targets: ['hollow-crown'] }] },
      [5],
    );
    // 28 GB are left after the 2 GB Ceremony: Full Coffers (1) holds too
    const line = ofType(r.events, 'noted').find((n) => n.domain === ZHA && n.text.includes('ledger'))!;
    expect(line.text).toContain('Crown of the Hollow (great, 5)');
    expect(line.text).toContain('crowned ruler of another, unclaimed domain (a great event) (5)');
    expect(r.state.domains[ZHA].vp).toBe(5 + 5 + 1);
  });

  it('J-66 a deed of an earlier turn does not score again', () => {
    const t = new Tx(two({ round: 6 }), scriptedDice([]));
    const before = patch(t.state, (x) => {
      x.domains[DOC].deeds = [{ id: 'divestiture', round: 2 }];
    });
    const t2 = new Tx(before, scriptedDice([]));
    recordDeed(t2, DOC, 'divestiture');
    scoreTurn(t2);
    const line = ofType(t2.events, 'noted').find((n) => n.domain === DOC)!;
    expect(line.text).toContain('deeds: each province taken by Divestiture (1)');
    expect(t2.state.domains[DOC].deeds).toHaveLength(2);
  });

  it('J-66 recordDeed ignores a deed not in DEED_VP', () => {
    const t = new Tx(two(), scriptedDice([]));
    recordDeed(t, DOC, 'conquest');
    expect(t.events).toEqual([]);
  });
});

describe('J-66 agenda conditions are machine-checkable (data/agendas.ts)', () => {
  const s = two({ round: 2 });

  it('J-66 treasury, provinces ruled, a named province, court level', () => {
    expect(check(s, ZHA, { kind: 'treasury', gb: 20 })).toBe(true);
    expect(check(s, ZHA, { kind: 'treasury', gb: 21 })).toBe(false);
    expect(check(s, DOC, { kind: 'provinces-ruled', count: 7 })).toBe(true);
    expect(check(s, DOC, { kind: 'provinces-ruled', count: 8 })).toBe(false);
    expect(check(s, DOC, { kind: 'rule-province', province: 'docandragh' })).toBe(true);
    expect(check(s, ZHA, { kind: 'rule-province', province: 'docandragh' })).toBe(false);
    expect(check(s, DOC, { kind: 'court', level: 4 })).toBe(true);
    expect(check(s, DOC, { kind: 'court', level: 5 })).toBe(false);
  });

  it('J-66 at peace for the whole turn: war now, or ended earlier in this turn, fails; ended in an earlier turn passes', () => {
    const war = patch(s, (x) => {
      x.domains[DOC].atWarWith = [ZHA];
    });
    expect(check(war, DOC, { kind: 'at-peace' })).toBe(false);
    const endedNow = patch(s, (x) => {
      x.domains[DOC].lastWarRound = 1;
    });
    expect(check(endedNow, DOC, { kind: 'at-peace' })).toBe(false);
    const later = patch(endedNow, (x) => {
      x.round = 4;
    });
    expect(check(later, DOC, { kind: 'at-peace' })).toBe(true);
  });

  it('J-66 holdings in N provinces, trade routes and their value (J-15)', () => {
    const sarma = AGENDA_BY_ID.get('preacher')!.condition;
    expect(check(s, DOC, sarma)).toBe(false);
    expect(check(s, DOC, { kind: 'holding-provinces', type: 'temple', count: 3 })).toBe(true);
    expect(check(s, DOC, { kind: 'holding-provinces', type: 'temple', count: 4 })).toBe(false);
    expect(check(s, ZHA, { kind: 'trade-routes', count: 1 })).toBe(true);
    expect(check(s, ZHA, { kind: 'trade-routes', count: 2 })).toBe(false);
    // Qasr Zhaïnge guild 2, Harsa guild 1: the route is worth 1.5 GB
    expect(check(s, ZHA, { kind: 'trade-value', gb: 1.5 })).toBe(true);
    expect(check(s, ZHA, { kind: 'trade-value', gb: 1.6 })).toBe(false);
  });

  it('J-66 units, ships, fortifications, buildings besides walls', () => {
    expect(check(s, DOC, { kind: 'units', count: 4 })).toBe(true);
    expect(check(s, DOC, { kind: 'units', count: 5 })).toBe(false);
    expect(check(s, DOC, { kind: 'ships', count: 1 })).toBe(true);
    expect(check(s, DOC, { kind: 'ships', count: 1, shipyardLevel: 1 })).toBe(false);
    expect(check(s, DOC, { kind: 'fortification-levels', count: 3 })).toBe(true);
    expect(check(s, DOC, { kind: 'fortification-levels', count: 4 })).toBe(false);
    expect(check(s, DOC, { kind: 'building-levels', count: 2 })).toBe(true);
    expect(check(s, DOC, { kind: 'building-levels', count: 3 })).toBe(false);
  });

  it('J-66 vassals, state religion, crowned, created provinces, bloodline, spies, ley lines, a region', () => {
    const x = patch(s, (y) => {
      y.domains[ZHA].vassalOf = DOC;
      y.domains[ZHA].stateReligion = DOC;
      y.domains['hollow-crown'].crownedBy = ZHA;
      y.domains[DOC].deeds = [{ id: 'create-province', round: 1 }];
      y.spies = [{ province: 'harsa', owner: DOC }];
    });
    expect(check(x, DOC, { kind: 'vassals', count: 1 })).toBe(true);
    expect(check(s, DOC, { kind: 'vassals', count: 1 })).toBe(false);
    expect(check(x, DOC, { kind: 'state-religion', realms: 1 })).toBe(true);
    expect(check(s, DOC, { kind: 'state-religion', realms: 1 })).toBe(false);
    expect(check(x, ZHA, { kind: 'crowned', domain: 'hollow-crown' })).toBe(true);
    expect(check(s, ZHA, { kind: 'crowned', domain: 'hollow-crown' })).toBe(false);
    expect(check(x, DOC, { kind: 'created-provinces', count: 1 })).toBe(true);
    expect(check(x, DOC, { kind: 'created-provinces', count: 2 })).toBe(false);
    expect(check(s, DOC, { kind: 'bloodline', score: 25 })).toBe(true);
    expect(check(s, DOC, { kind: 'bloodline', score: 26 })).toBe(false);
    expect(check(x, DOC, { kind: 'spy-networks', count: 1 })).toBe(true);
    expect(check(s, DOC, { kind: 'spy-networks', count: 1 })).toBe(false);
    expect(check(s, DOC, { kind: 'ley-lines', count: 1 })).toBe(false);
    expect(check(s, DOC, { kind: 'rule-region', region: 'plains-states' })).toBe(false);
  });
});

describe('J-66 GAME.tieBreak: the winner', () => {
  const withVp = (a: number, b: number) =>
    patch(two({ round: 12 }), (x) => {
      x.domains[DOC].vp = a;
      x.domains[ZHA].vp = b;
    });

  it('J-66 the most VP wins', () => {
    const t = new Tx(withVp(3, 7), scriptedDice([]));
    finalScore(t);
    expect(t.state.result?.winners).toEqual([ZHA]);
    expect(t.state.result?.summary).toContain('the Sheikhdom of the Zhaïnge Valley wins with 7 VP');
  });

  it('J-66 equal VP: the larger sum of province and holding levels wins; equal again, the win is shared', () => {
    const s = withVp(5, 5);
    expect(levelsOf(s, DOC)).toBeGreaterThan(levelsOf(s, ZHA));
    const t = new Tx(s, scriptedDice([]));
    finalScore(t);
    expect(t.state.result?.winners).toEqual([DOC]);
    const even = patch(s, (x) => {
      for (const h of Object.values(x.holdings)) if (h.owner === DOC || h.owner === ZHA) h.level = 0;
      for (const p of Object.values(x.provinces)) if (p.ruler === DOC || p.ruler === ZHA) p.level = 1;
      // Docandragh rules 7 provinces, Zhaïnge 6: give one of Docandragh's away
      x.provinces.brecanmoor!.ruler = null;
    });
    const t2 = new Tx(even, scriptedDice([]));
    finalScore(t2);
    expect(t2.state.result?.winners).toEqual([DOC, ZHA]);
    expect(t2.state.result?.summary).toContain('the win is shared');
  });
});

/**
 * Support and opposition (checklist 1.8 items 3-6, J-16), the actor's own
 * spending, and administering by Oversee, through whole rounds with scripted
 * dice (initiative d20s first, then the actions' d20s).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import type { Sandbox } from './config.ts';
import { action, type DomainId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { notEntitled } from './rules/backing.ts';
import { rollOrder } from './rules/resolve.ts';
import type { State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, ofType, sandbox } from './testkit.ts';

type Sheet = { orders: OrderInput[]; backing?: BackingInput[] };
type BackingInput = { domain: DomainId; order: number; side: 'support' | 'oppose'; rp: number; gb: number };

/** Round 2 (not a turn start) with all twelve regents seated. */
const start = (sb: Sandbox = {}): State => sandbox({ round: 2, ...sb }, { regents: 12 });

/** Every regent hands in (empty unless given); the last hand-in resolves the round with `dice`. */
function round(s: State, sheets: Partial<Record<DomainId, Sheet>>, dice: number[]) {
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

const order = (action: OrderInput['action'], targets: string[], extra: Partial<OrderInput> = {}): OrderInput => ({
  action,
  as: 'domain',
  targets,
  ...extra,
});
const hid = (p: string, t: string, o: string) => `${p}:${t}:${o}`;
const money = (s: State, d: DomainId) => ({ gb: s.domains[d].gb, rp: s.domains[d].rp });

const DOC: DomainId = 'princedom-of-docandragh';
const ZH: DomainId = 'zhainge-valley';
const EM: DomainId = 'emirate-of-djafra';
const AC: DomainId = 'amber-company';
const TS: DomainId = 'temple-of-sarma';

// Docandragh rules its law (2) in Tarrowbrook up to 3: DC 10 + 3 − Law 5 = 8 before any backing.
const LAW = hid('tarrowbrook', 'law', DOC);
const ZH_LAW: Sandbox = { holdings: [{ province: 'tarrowbrook', type: 'law', owner: ZH, level: 0 }] };
const ruleLaw = (extra: Partial<OrderInput> = {}) => ({ orders: [order('rule-holding', [LAW], extra)] });
const back = (side: 'support' | 'oppose', rp: number, gb = 0) => ({
  backing: [{ domain: DOC, order: 0, side, rp, gb }],
  orders: [],
});

describe('support and opposition (1.8, J-16)', () => {
  it('J-16 an entitled backer pays what it committed and each RP lowers the DC by 1', () => {
    const r = round(start(ZH_LAW), { [DOC]: ruleLaw(), [ZH]: back('support', 3) }, [10, 5]);
    expect(r.left).toBe(0);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 5 } });
    expect(r.results[0]?.roll?.mods).toContainEqual({ label: 'support from other regents', value: -3, ref: 'J-16' });
    expect(money(r.state, ZH)).toEqual({ gb: 20, rp: 22 });
  });

  it('J-16 opposition raises the DC; the whole amount is spent, up to what the backer holds', () => {
    const r = round(start(ZH_LAW), { [DOC]: ruleLaw(), [ZH]: back('oppose', 30) }, [10, 20]);
    expect(r.results[0]).toMatchObject({ ok: false, roll: { dc: 33 } });
    expect(money(r.state, ZH)).toEqual({ gb: 20, rp: 0 });
    expect(ofType(r.events, 'noted').some((n) => n.domain === ZH && n.text.includes('all it had'))).toBe(true);
  });

  it('J-16 a backer with no holding of a listed kind there pays nothing and is told why', () => {
    const r = round(start(), { [DOC]: ruleLaw(), [EM]: back('oppose', 5) }, [10, 8]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 8 } });
    expect(money(r.state, EM)).toEqual({ gb: 20, rp: 25 });
    const note = ofType(r.events, 'noted').find((n) => n.domain === EM);
    expect(note?.text).toContain('costs nothing');
    expect(note?.text).toContain('Tarrowbrook');
  });

  it('1.8 gold counts like regency only where the action allows it (Agitate), never on Rule Holding', () => {
    // Sarma agitates Docandragh down (DC 9) with 2 GB of its own; Docandragh, with law there, adds 1 RP + 1 GB
    const ag = round(
      start(),
      {
        [TS]: { orders: [order('agitate', ['docandragh'], { params: { direction: 'lower' }, gb: 2 })] },
        [DOC]: { orders: [], backing: [{ domain: TS, order: 0, side: 'support', rp: 1, gb: 1 }] },
      },
      [10, 5],
    );
    expect(ag.results[0]).toMatchObject({ ok: true, roll: { dc: 5 } });
    expect(money(ag.state, TS)).toEqual({ gb: 12, rp: 24 });
    expect(money(ag.state, DOC)).toEqual({ gb: 19, rp: 24 });
    const rh = round(start(ZH_LAW), { [DOC]: ruleLaw({ gb: 4 }), [ZH]: back('support', 0, 3) }, [10, 8]);
    expect(rh.results[0]).toMatchObject({ roll: { dc: 8 } });
    expect(money(rh.state, ZH)).toEqual({ gb: 20, rp: 25 });
    expect(money(rh.state, DOC)).toEqual({ gb: 19, rp: 22 });
    expect(ofType(rh.events, 'noted').some((n) => n.domain === ZH && n.text.includes('gold cannot be spent'))).toBe(
      true,
    );
  });

  it('1.8 closed actions take no backing (Exploratory Trade: everyone; Espionage: only its target)', () => {
    const s = start();
    expect(notEntitled(s, AC, { action: action('exploratory-trade'), provinces: ['djafra'] })).toContain(
      'nobody but the actor',
    );
    expect(notEntitled(s, AC, { action: action('espionage'), provinces: ['djafra'], against: EM })).toContain(
      'only the regent',
    );
    expect(notEntitled(s, EM, { action: action('espionage'), provinces: ['djafra'], against: EM })).toBeNull();
    expect(
      notEntitled(s, AC, { action: action('rule-holding'), provinces: ['djafra'], holdingType: 'guild' }),
    ).toBeNull();
  });

  it('1.8 the actor’s own RP lower the DC and are paid from its treasury', () => {
    const r = round(start(), { [DOC]: ruleLaw({ rp: 2 }) }, [10, 6]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 6 } });
    expect(money(r.state, DOC)).toEqual({ gb: 19, rp: 20 });
  });

  it('1.8 no RP may be spent on a lieutenant’s action', () => {
    const s = start();
    const tx = new Tx(s, scriptedDice([10]));
    const r = rollOrder(
      tx,
      { domain: DOC, index: 0, order: { action: 'rule-holding', as: 'lieutenant', targets: [LAW], rp: 3 } },
      { base: 10, mods: [], province: 'tarrowbrook' },
    );
    expect(r.dc).toBe(10);
    expect(tx.state.domains[DOC].rp).toBe(25);
    expect(ofType(tx.events, 'noted')[0]?.text).toContain('lieutenant');
  });

  it('1.8 an administering character of the target’s owner adds his skill to a hostile DC', () => {
    const target = hid('qasr-zhainge', 'guild', AC);
    // the contest of 1.9 #6 is DC 2; Faris al-Anbari administers the guild: + Commerce 6
    const r = round(
      start(),
      {
        [ZH]: { orders: [order('contest-holding', [target])] },
        [AC]: { orders: [{ action: 'oversee', as: 'character', variant: 'administer', targets: [target] }] },
      },
      [20, 1, 8],
    );
    const contest = r.results.find((x) => x.domain === ZH);
    expect(contest).toMatchObject({ ok: true, roll: { dc: 8 } });
    expect(contest?.roll?.mods).toContainEqual(expect.objectContaining({ value: 6, ref: '1.8' }));
  });

  it('1.3 take ten counts the die as 10 on a domain action whose overseer has skill 5', () => {
    // Docandragh's Law 5: takes ten against DC 8, no die rolled
    const ten = round(start(), { [DOC]: ruleLaw({ takeTen: true }) }, [10]);
    expect(ten.left).toBe(0);
    expect(ten.results[0]).toMatchObject({ ok: true, roll: { takeTen: true, die: 10, dc: 8 } });
  });
});

/**
 * The province actions (checklist 1.9 #2, #7, #12, #33) with J-63, J-75,
 * J-76 and J-82, played through whole rounds with scripted dice: the
 * initiative d20 of each acting domain first, then each action's d20.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import type { Sandbox } from './config.ts';
import type { DomainId } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { notPrepared, provinceContest, watchSettlement } from './rules/actions/holdings.ts';
import type { ProvinceState, State } from './rules/state.ts';
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
const money = (s: State, d: DomainId) => ({ gb: s.domains[d].gb, rp: s.domains[d].rp });

const DOC: DomainId = 'princedom-of-docandragh';
const ZH: DomainId = 'zhainge-valley';
const EM: DomainId = 'emirate-of-djafra';
const BR: DomainId = 'banu-rih';
const SY: DomainId = 'sylvaeth';
const TS: DomainId = 'temple-of-sarma';

const withProvince = (s: State, id: string, patch: Partial<ProvinceState>): State => ({
  ...s,
  provinces: { ...s.provinces, [id]: { ...s.provinces[id]!, ...patch } },
});

describe('#2 Agitate', () => {
  const agitate = (d: DomainId, p: string[], direction: string, extra: Partial<OrderInput> = {}) => ({
    [d]: { orders: [order('agitate', p, { params: { direction }, ...extra })] },
  });

  it('1.9 #2 J-76 Agitate moves loyalty one step at once; DC +1 per level the holding is below the province', () => {
    // Sarma's temple (1) in Docandragh (5, High): 10 + 4 − Politics 4 − 1 (High) = 9
    const ok = round(start(), agitate(TS, ['docandragh'], 'lower'), [10, 9]);
    expect(ok.results[0]).toMatchObject({ ok: true, roll: { dc: 9 } });
    expect(ok.state.provinces.docandragh?.loyalty).toBe('average');
    expect(money(ok.state, TS)).toEqual({ gb: 14, rp: 24 });
    const no = round(start(), agitate(TS, ['docandragh'], 'lower'), [10, 8]);
    expect(no.results[0]).toMatchObject({ ok: false });
    expect(no.state.provinces.docandragh?.loyalty).toBe('high');
  });

  it('1.9 #2 Agitate: −5 to turn a Poor province Rebellious', () => {
    const sb = { holdings: [{ province: 'ennisfane', type: 'temple' as const, owner: TS, level: 1 }] };
    // Ennisfane (2, Poor): 10 + 1 − 5 − Politics 4 + 2 (Poor) = 4
    const r = round(start(sb), agitate(TS, ['ennisfane'], 'lower'), [10, 4]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 4 } });
    expect(r.state.provinces.ennisfane?.loyalty).toBe('rebellious');
  });

  it('1.4 #2 the court’s Politics modifier counts on a domain action', () => {
    // the Zhaïnge Valley (court 3: −1) raises Harsa (3, Average) through its law (2): 10 + 1 − (4 − 1) = 8
    const r = round(start(), agitate(ZH, ['harsa'], 'raise'), [10, 8]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 8 } });
    expect(r.results[0]?.roll?.mods.some((m) => m.label.includes('court -1'))).toBe(true);
    expect(r.state.provinces.harsa?.loyalty).toBe('high');
  });

  it('1.9 #2 Agitate that cannot move the loyalty (High raised, Rebellious lowered) is refused unpaid and unrolled', () => {
    const high = round(start(), agitate(TS, ['docandragh'], 'raise'), [10]);
    expect(high.results[0]).toMatchObject({ ok: false, roll: null });
    expect(high.results[0]?.text).toContain('can go no higher');
    expect(money(high.state, TS)).toEqual({ gb: 15, rp: 25 });
    expect(high.left).toBe(0);
    // one step below the limit it is paid and rolled
    const avg = round(start({ loyalty: { docandragh: 'average' } }), agitate(TS, ['docandragh'], 'raise'), [10, 20]);
    expect(avg.results[0]).toMatchObject({ ok: true });
    expect(avg.state.provinces.docandragh?.loyalty).toBe('high');
  });

  it('1.3 #2 realm Agitate pays and rolls per province; an order without a holding there fails in words', () => {
    const r = round(start(), agitate(TS, ['docandragh', 'tarrowbrook'], 'lower'), [10, 9]);
    expect(r.results).toHaveLength(2);
    expect(r.results[1]).toMatchObject({ ok: false, roll: null });
    expect(r.results[1]?.text).toContain('Tarrowbrook');
    expect(money(r.state, TS)).toEqual({ gb: 14, rp: 24 });
  });
});

describe('#7 Contest Province', () => {
  it('1.9 #7 only while the ruler has no law above level 0 there and loyalty is Poor or Rebellious', () => {
    const sb = { holdings: [{ province: 'ennisfane', type: 'guild' as const, owner: ZH, level: 0 }] };
    const law = round(start(sb), { [ZH]: { orders: [order('contest-province', ['ennisfane'])] } }, [10]);
    expect(law.results[0]).toMatchObject({ ok: false, roll: null });
    const calm = round(
      start({ holdings: [{ province: 'hadbat', type: 'guild', owner: ZH, level: 0 }] }),
      {
        [ZH]: { orders: [order('contest-province', ['hadbat'])] },
      },
      [10],
    );
    expect(calm.results[0]).toMatchObject({ ok: false, roll: null });
  });

  it('1.9 #7 a success stands until the ruler has law (1) again; cost 1 GB + 1 RP a province level', () => {
    const sb: Sandbox = {
      loyalty: { hadbat: 'poor' },
      holdings: [{ province: 'hadbat', type: 'guild', owner: ZH, level: 0 }],
    };
    // the Zhaïnge Valley: 10 + 1 − Law 4 + 2 (Poor) = 9; then the Banu Rih rule their law 0 → 1:
    // 10 + 1 + 1 (nomad law) − Law 2 + 2 (Poor) = 12
    const first = round(start(sb), { [ZH]: { orders: [order('contest-province', ['hadbat'])] } }, [10, 9]);
    expect(first.results[0]).toMatchObject({ ok: true, roll: { dc: 9 } });
    expect(provinceContest(first.state, 'hadbat')).toBe(ZH);
    expect(money(first.state, ZH)).toEqual({ gb: 19, rp: 24 });
    const both = round(
      start(sb),
      {
        [ZH]: { orders: [order('contest-province', ['hadbat'])] },
        [BR]: { orders: [order('rule-holding', ['hadbat:law:banu-rih'])] },
      },
      [20, 1, 9, 12],
    );
    expect(both.results.map((x) => [x.domain, x.ok, x.roll?.dc])).toEqual([
      [ZH, true, 9],
      [BR, true, 12],
    ]);
    expect(both.state.provinces.hadbat?.contestedBy ?? null).toBeNull();
  });
});

describe('#12 Create Province (J-63)', () => {
  const create = (d: DomainId, p: string) => ({ [d]: { orders: [order('create-province', [p])] } });
  const s5 = () => start({ round: 5 });

  it('J-63 a wilderness is prepared by a domain’s units holding it three rounds running', () => {
    const s = start();
    const withUnit: State = {
      ...s,
      units: {
        ...s.units,
        x1: {
          id: 'x1',
          type: 'elven-infantry' as never,
          owner: SY,
          province: 'greywood-deeps',
          mustered: 0,
          upgrades: [],
          seenBattle: false,
          captor: null,
        },
      },
    };
    const tx = new Tx(withUnit, scriptedDice([]));
    watchSettlement(tx);
    expect(tx.state.provinces['greywood-deeps']?.settling).toEqual({ domain: SY, since: 2 });
    expect(notPrepared({ ...tx.state, round: 4 }, 'greywood-deeps', SY)).toContain('2 of 3');
    expect(notPrepared({ ...tx.state, round: 5 }, 'greywood-deeps', SY)).toBeNull();
    expect(notPrepared({ ...tx.state, round: 5 }, 'greywood-deeps', ZH)).toContain('0 of 3');
    const gone = new Tx({ ...tx.state, units: s.units }, scriptedDice([]));
    watchSettlement(gone);
    expect(gone.state.provinces['greywood-deeps']?.settling ?? null).toBeNull();
  });

  it('1.9 #12 Create Province: DC 20, 1 GB next to one’s holdings; the province joins the realm', () => {
    const s = withProvince(s5(), 'greywood-deeps', { settling: { domain: SY, since: 2 } });
    // Ithariel: 20 − Law 3 = 17
    const ok = round(s, create(SY, 'greywood-deeps'), [10, 17]);
    expect(ok.results[0]).toMatchObject({ ok: true, roll: { dc: 17 } });
    expect(ok.state.provinces['greywood-deeps']).toMatchObject({ wilderness: false, ruler: SY });
    expect(money(ok.state, SY)).toEqual({ gb: 14, rp: 25 });
    const no = round(s, create(SY, 'greywood-deeps'), [10, 16]);
    expect(no.results[0]).toMatchObject({ ok: false });
    expect(no.state.provinces['greywood-deeps']?.wilderness).toBe(true);
  });

  it('1.9 #12 3 GB where the settler has no holding next to it', () => {
    const s = withProvince(s5(), 'the-empty-reach', { settling: { domain: DOC, since: 2 } });
    const r = round(s, create(DOC, 'the-empty-reach'), [10, 20]);
    expect(r.results[0]).toMatchObject({ ok: true });
    expect(money(r.state, DOC)).toEqual({ gb: 17, rp: 25 });
  });

  it('J-63 not before the full turn, nor past a guardian, nor ever in the Worldwound', () => {
    const early = round(
      withProvince(s5(), 'greywood-deeps', { settling: { domain: SY, since: 3 } }),
      create(SY, 'greywood-deeps'),
      [10],
    );
    expect(early.results[0]).toMatchObject({ ok: false, roll: null });
    const guarded = round(
      withProvince(s5(), 'redscar', { settling: { domain: ZH, since: 1 } }),
      create(ZH, 'redscar'),
      [10],
    );
    expect(guarded.results[0]?.text).toContain('the wyrm of Redscar');
    const beaten = round(
      withProvince(s5(), 'redscar', { settling: { domain: ZH, since: 1 }, guardianBeaten: true }),
      create(ZH, 'redscar'),
      [10, 20],
    );
    expect(beaten.results[0]).toMatchObject({ ok: true });
    const wound = round(
      withProvince(s5(), 'ashen-rift', { settling: { domain: ZH, since: 1 } }),
      create(ZH, 'ashen-rift'),
      [10],
    );
    expect(wound.results[0]).toMatchObject({ ok: false, roll: null });
    expect(wound.results[0]?.text).toContain('Worldwound');
    expect(money(wound.state, ZH)).toEqual({ gb: 20, rp: 25 });
  });
});

describe('#33 Rule Province', () => {
  const rule = (d: DomainId, p: string, extra: Partial<OrderInput> = {}) => ({
    [d]: { orders: [order('rule-province', [p], extra)] },
  });

  it('1.9 #33 Rule Province: +1 growth on a success for 1 GB + RP of its level; a failure counts for the next', () => {
    // Tarrowbrook (3, Average): 10 − Law 5 = 5
    const ok = round(start(), rule(DOC, 'tarrowbrook'), [10, 5]);
    expect(ok.results[0]).toMatchObject({ ok: true, roll: { dc: 5 } });
    expect(ok.state.provinces.tarrowbrook).toMatchObject({ growth: 1, level: 3, failedRule: 0 });
    expect(money(ok.state, DOC)).toEqual({ gb: 19, rp: 22 });
    const no = round(start(), rule(DOC, 'tarrowbrook'), [10, 4]);
    expect(no.state.provinces.tarrowbrook).toMatchObject({ growth: 0, failedRule: 1 });
    const again = round(withProvince(start(), 'tarrowbrook', { failedRule: 2 }), rule(DOC, 'tarrowbrook'), [10, 3]);
    expect(again.results[0]).toMatchObject({ ok: true, roll: { dc: 3 } });
    expect(again.state.provinces.tarrowbrook?.failedRule).toBe(0);
  });

  it('J-82 growth reaching its target raises the level and returns to 0', () => {
    // mild climate, level 3: target 3
    const r = round(withProvince(start(), 'tarrowbrook', { growth: 2 }), rule(DOC, 'tarrowbrook'), [10, 5]);
    expect(r.state.provinces.tarrowbrook).toMatchObject({ level: 4, growth: 0 });
    expect(r.results[0]?.text).toContain('level 4');
  });

  it('1.9 #33 extra GB add growth and DC 1 each, at most the acting character’s Law', () => {
    const r = round(start(), rule(DOC, 'tarrowbrook', { params: { extra: 2 } }), [10, 7]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 7 } });
    expect(r.state.provinces.tarrowbrook).toMatchObject({ level: 4, growth: 0 });
    expect(money(r.state, DOC)).toEqual({ gb: 17, rp: 22 });
    const capped = round(start(), rule(DOC, 'dunhallow', { params: { extra: 9 } }), [10, 20]);
    // Dunhallow (2): Law 5 caps the 9 asked at 5 extra GB
    expect(money(capped.state, DOC)).toEqual({ gb: 14, rp: 23 });
    expect(ofType(capped.events, 'noted').some((n) => n.text.includes('capped'))).toBe(true);
  });

  it('J-75 +1 per neighbouring province whose ruler is at war with the actor', () => {
    const s = start();
    const war: State = { ...s, domains: { ...s.domains, [DOC]: { ...s.domains[DOC], atWarWith: [EM] } } };
    // Tarrowbrook borders Maqam (the Emirate's)
    const r = round(war, rule(DOC, 'tarrowbrook'), [10, 6]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 6 } });
    expect(r.results[0]?.roll?.mods).toContainEqual(expect.objectContaining({ value: 1, ref: 'J-75' }));
  });

  it('1.9 #33 Khinasi flavour: +2 at level 2 or less, −2 at level 6 or more', () => {
    // Ennisfane (2, Poor): 10 + 2 + 2 − 5 = 9; Djafra (6, High, highways round it): 10 − 2 − 1 − Law 5 − 1 = 1
    const small = round(start(), rule(DOC, 'ennisfane'), [10, 9]);
    expect(small.results[0]).toMatchObject({ ok: true, roll: { dc: 9 } });
    const city = round(start(), rule(EM, 'djafra'), [10, 2]);
    expect(city.results[0]).toMatchObject({ ok: true, roll: { dc: 1 } });
    expect(city.results[0]?.roll?.mods.map((m) => m.value).slice(0, 2)).toEqual([-1, -2]);
  });

  it('1.9 #33 lowered taxes count once a collection at that rate is made; raised ones at once', () => {
    const low = withProvince(start({ round: 5 }), 'tarrowbrook', { tax: -2, taxSince: 1 });
    const r = round(low, rule(DOC, 'tarrowbrook'), [10, 3]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: { dc: 3 } });
    const fresh = round(
      withProvince(start(), 'tarrowbrook', { tax: -2, taxSince: 2 }),
      rule(DOC, 'tarrowbrook'),
      [10, 5],
    );
    expect(fresh.results[0]).toMatchObject({ roll: { dc: 5 } });
    const high = round(
      withProvince(start(), 'tarrowbrook', { tax: 1, taxSince: 2 }),
      rule(DOC, 'tarrowbrook'),
      [10, 6],
    );
    expect(high.results[0]).toMatchObject({ roll: { dc: 6 } });
  });

  it('1.9 #33 only the ruler, never a Rebellious or wilderness province', () => {
    const other = round(start(), rule(ZH, 'tarrowbrook'), [10]);
    expect(other.results[0]).toMatchObject({ ok: false, roll: null });
    const rebel = round(start({ loyalty: { tarrowbrook: 'rebellious' } }), rule(DOC, 'tarrowbrook'), [10]);
    expect(rebel.results[0]).toMatchObject({ ok: false, roll: null });
    const wild = round(withProvince(start(), 'bitter-pass', { ruler: DOC }), rule(DOC, 'bitter-pass'), [10]);
    expect(wild.results[0]).toMatchObject({ ok: false, roll: null });
    expect(money(wild.state, DOC)).toEqual({ gb: 20, rp: 25 });
  });
});

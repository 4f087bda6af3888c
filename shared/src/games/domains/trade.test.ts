/**
 * Trade (checklist 1.9 #8, #13, #17, #19, #20; 1.12.3): trade routes made and
 * broken, embargoes, Exploratory Trade with both figures of the thread's worked
 * example, grants and their interception. Rounds are played from round 2 of a
 * turn, every regent handing in; the initiative d20s come first in the dice.
 */
import { describe, expect, it } from 'vitest';
import type { ScriptedValue } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import type { Sandbox } from './config.ts';
import { type DomainId, type ProvinceId, province } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { HANDLERS } from './rules/actions/index.ts';
import { embargoLoyalty, highwayPath, routeValue, voyagesHome } from './rules/actions/trade.ts';
import type { BackingState, ExpeditionState, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { scriptedDice, seededDice } from '../../engine/dice.ts';
import { brokenRoads } from './rules/economy.ts';
import { act, ofType, rejects, sandbox } from './testkit.ts';

const AMBER = 'amber-company';
const DJAFRA = 'emirate-of-djafra';

type Sheet = { orders: OrderInput[]; backing?: BackingState[] };

/** Every regent hands in (its sheet or an empty one); the last hand-in resolves the round with the dice. */
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

const start = (sb: Sandbox = {}, regents = 12): State => sandbox({ round: 2, ...sb }, { regents });
const shipsOf = (s: State, d: string, type?: string) =>
  Object.values(s.ships)
    .filter((x) => x.owner === d && (!type || x.type === type))
    .map((x) => x.id);
const home = (s: State, round: number, dice: ScriptedValue[] = []) => {
  const tx = new Tx({ ...s, round }, scriptedDice(dice));
  voyagesHome(tx);
  return tx;
};

describe('1.9 #13 Create Trade Route', () => {
  const route = (targets: string[], params: OrderInput['params'] = {}): OrderInput => ({
    action: 'create-trade-route',
    as: 'domain',
    targets,
    params,
  });

  it('1.9 #13 a land route joins two guilds by highways; DC 10 − Commerce, paying the average of the guilds (J-15)', () => {
    const s = start();
    // Faris: Commerce 5 bought + 1 Guilder = 6; Djafra is High (−1): DC 3
    const ok = play(s, { [AMBER]: { orders: [route(['djafra', 'ras-halim'])] } }, [10, 3]);
    const r = ok.results[0]!;
    expect(r.roll?.dc).toBe(3);
    expect(r.ok).toBe(true);
    expect(r.text).toContain('Djafra to Ras Halim');
    const made = ok.state.routes['r-amber-company-djafra-ras-halim']!;
    expect(made).toMatchObject({ from: 'djafra', to: 'ras-halim', kind: 'land', owner: AMBER });
    expect(routeValue(ok.state, made)).toBe(3);
    expect(ok.state.domains[AMBER].gb).toBe(s.domains[AMBER].gb - 1);
    const no = play(s, { [AMBER]: { orders: [route(['djafra', 'ras-halim'])] } }, [10, 2]);
    expect(no.results[0]!.ok).toBe(false);
    expect(no.state.routes['r-amber-company-djafra-ras-halim']).toBeUndefined();
    expect(no.state.domains[AMBER].gb).toBe(s.domains[AMBER].gb - 1);
  });

  it('J-73 a land route runs through highway provinces only, both ends included', () => {
    const s = start();
    expect(highwayPath(s, 'ras-halim', 'anbar')).toEqual(['ras-halim', 'djafra', 'anbar']);
    const via = play(s, { [AMBER]: { orders: [route(['ras-halim', 'anbar'])] } }, [10, 10]);
    expect(via.results[0]!.text).toContain('by the highways of Djafra');
    // Caer Mollen has no highway
    const none = play(s, { [AMBER]: { orders: [route(['djafra', 'caer-mollen'])] } }, [10]);
    expect(none.results[0]).toMatchObject({ ok: false, roll: null });
    expect(none.results[0]!.text).toContain('No unbroken road of highways');
    expect(none.state.domains[AMBER]).toEqual(s.domains[AMBER]);
  });

  it('J-73 at the collection a land route takes whatever road of highways joins its ends, and is lost when none does', () => {
    const made = play(start(), { [AMBER]: { orders: [route(['ras-halim', 'anbar'])] } }, [10, 10]).state;
    const id = 'r-amber-company-ras-halim-anbar';
    expect(made.routes[id]).toBeDefined();
    const collect = (s: State) => {
      const tx = new Tx(s, seededDice('roads'));
      brokenRoads(tx);
      return tx;
    };
    // the road stands: the route stays, and nothing is said
    const kept = collect(made);
    expect(kept.state.routes[id]).toBeDefined();
    expect(kept.events).toEqual([]);
    // Djafra's highway lost: Ras Halim and Anbar are no longer joined
    const cut = structuredClone(made);
    cut.provinces.djafra!.highway = false;
    expect(highwayPath(cut, 'ras-halim', 'anbar')).toBeNull();
    const lost = collect(cut);
    expect(lost.state.routes[id]).toBeUndefined();
    expect(lost.events).toContainEqual({
      type: 'noted',
      domain: AMBER,
      text: 'The trade route Ras Halim–Anbar is lost: no unbroken road of highways joins its ends any more (J-73).',
    });
    // a sea route needs no road
    const sea = structuredClone(cut);
    sea.routes[id] = { ...made.routes[id]!, kind: 'sea' };
    expect(collect(sea).state.routes[id]).toBeDefined();
  });

  it('1.9 #13 the two ends trade in different resources, and the regent has a guild at both', () => {
    const s = start();
    // Ras Halim and Docandragh both trade in glass
    const same = play(s, { [AMBER]: { orders: [route(['ras-halim', 'docandragh'], { kind: 'sea' })] } }, [10]);
    expect(same.results[0]!.text).toContain('both trade in glass');
    // no Amber guild in Suq Tamra
    const noGuild = play(s, { [AMBER]: { orders: [route(['djafra', 'suq-tamra'])] } }, [10]);
    expect(noGuild.results[0]!.text).toContain('needs a guild in both Djafra and Suq Tamra');
    expect(noGuild.state.domains[AMBER]).toEqual(s.domains[AMBER]);
  });

  it('1.9 #13 a sea route needs a port of level 4+ at one end and cargo at sea for all its sea routes', () => {
    const s = start({ holdings: [{ province: 'coralreach', type: 'guild', owner: AMBER, level: 1 }] });
    expect([province('caer-mollen').coastal, province('coralreach').coastal]).toEqual([true, true]);
    const small = play(s, { [AMBER]: { orders: [route(['caer-mollen', 'coralreach'], { kind: 'sea' })] } }, [10]);
    expect(small.results[0]!.text).toContain('port of level 4 or more');
    // the baghla (4) carries Djafra–Docandragh (3); Djafra–Port Sahm adds 2.5: 5.5 > 4
    const short = play(s, { [AMBER]: { orders: [route(['djafra', 'port-sahm'], { kind: 'sea' })] } }, [10]);
    expect(short.results[0]!.text).toContain('carry 4 GB of cargo; its sea routes with this one need 5.5');
    const dhoura = shipsOf(s, AMBER, 'dhoura')[0]!;
    const ok = play(
      s,
      { [AMBER]: { orders: [route(['djafra', 'port-sahm'], { kind: 'sea', ships: [dhoura] })] } },
      [10, 10],
    );
    expect(ok.results[0]!.ok).toBe(true);
    expect(ok.state.routes['r-amber-company-djafra-port-sahm']?.kind).toBe('sea');
    expect(ok.state.ships[dhoura]!.onTradeRoute).toBe(true);
  });
});

describe('1.9 #8 Contest Trade Route', () => {
  const contest = (route: string): OrderInput => ({ action: 'contest-trade-route', as: 'domain', targets: [route] });

  it('1.9 #8 DC 10 − the contesting level + the route’s value + 5 for a Caravansarai; one success breaks it', () => {
    const s = start();
    const r = 'r-amber-company-1'; // Djafra–Docandragh by sea, guilds 4 and 2: 3 GB
    expect(routeValue(s, s.routes[r]!)).toBe(3);
    // Emirate's law (4) in Djafra: 10 − 4 + 3 + 5 (Amber's Caravansarai in Djafra) − Commerce 2 − 1 (High) = 11
    const ok = play(s, { [DJAFRA]: { orders: [contest(r)] } }, [10, 11]);
    const e = ok.results[0]!;
    expect(e.roll?.dc).toBe(11);
    expect(e.roll?.mods.map((m) => m.value)).toEqual(expect.arrayContaining([-4, 3, 5]));
    expect(e.ok).toBe(true);
    expect(ok.state.routes[r]).toBeUndefined();
    expect(ok.state.domains[DJAFRA]).toMatchObject({ gb: s.domains[DJAFRA].gb - 1, rp: s.domains[DJAFRA].rp - 1 });
    const no = play(s, { [DJAFRA]: { orders: [contest(r)] } }, [10, 10]);
    expect(no.results[0]!.ok).toBe(false);
    expect(no.state.routes[r]).toBeDefined();
  });

  it('1.9 #8 only from a law or guild holding at an end, and never one’s own route', () => {
    const s = start();
    const own = play(s, { [AMBER]: { orders: [contest('r-amber-company-1')] } }, [10]);
    expect(own.results[0]!.text).toContain('does not contest his own');
    const far = play(s, { vellmark: { orders: [contest('r-amber-company-1')] } }, [10]);
    expect(far.results[0]!.text).toContain('no law or guild holding at either end');
    expect(far.state.domains.vellmark).toEqual(s.domains.vellmark);
  });
});

describe('1.9 #17 Embargo', () => {
  const embargo = (targets: string[]): OrderInput => ({ action: 'embargo', as: 'domain', targets });

  it('1.9 #17 a guild monopoly: 3 GB + 3 RP and a roll for each province of the realm action', () => {
    const s = start();
    const r = play(s, { [AMBER]: { orders: [embargo(['vellhafen', 'docandragh'])] } }, [10, 3, 2]);
    expect(r.results.map((e) => [e.roll?.dc, e.ok])).toEqual([
      [3, true],
      [3, false],
    ]);
    expect(r.state.provinces.vellhafen!.embargo).toEqual([AMBER]);
    expect(r.state.provinces.vellhafen!.embargoSince).toBe(2);
    expect(r.state.provinces.docandragh!.embargo).toEqual([]);
    expect(r.state.domains[AMBER]).toMatchObject({ gb: s.domains[AMBER].gb - 6, rp: s.domains[AMBER].rp - 6 });
  });

  it('1.9 #17 without a monopoly only a coalition of guilders embargoing the same province that round', () => {
    const s = start();
    // Aldmere has a guild (1) in Aldhafen besides the Amber Company's
    const alone = play(s, { [AMBER]: { orders: [embargo(['aldhafen'])] } }, [10]);
    expect(alone.results[0]!.text).toContain('no monopoly');
    expect(alone.state.domains[AMBER]).toEqual(s.domains[AMBER]);
    // together: Amber (Alertness) acts first at DC 3, Aldmere at 10 − Commerce 2 − 1 = 7
    const both = play(
      s,
      { [AMBER]: { orders: [embargo(['aldhafen'])] }, aldmere: { orders: [embargo(['aldhafen'])] } },
      [5, 5, 3, 7],
    );
    expect(both.results.map((e) => [e.domain, e.roll?.dc, e.ok])).toEqual([
      [AMBER, 3, true],
      ['aldmere', 7, true],
    ]);
    expect(both.state.provinces.aldhafen!.embargo).toEqual([AMBER, 'aldmere']);
  });

  it('J-38 an embargo costs the province −2 on its loyalty roll for each turn it has been in force', () => {
    const s = start();
    const r = play(s, { [AMBER]: { orders: [embargo(['vellhafen'])] } }, [10, 3]).state;
    expect(embargoLoyalty(r, 'vellhafen', 1)).toBe(0);
    expect(embargoLoyalty(r, 'vellhafen', 2)).toBe(-2);
    expect(embargoLoyalty(r, 'vellhafen', 3)).toBe(-4);
    expect(embargoLoyalty(r, 'docandragh', 3)).toBe(0);
  });
});

describe('1.12.3 #19 Exploratory Trade', () => {
  // the worked example: the Amber Company's guild (4) in Djafra (6), two dhouras to Brechtür, the
  // Guildmaster leading, blessed by the priestess of Sarma (who declares support of the order)
  const ten = () => start({}, 10);
  const voyage = (s: State, extra: Partial<OrderInput> = {}, params: OrderInput['params'] = {}): OrderInput => ({
    action: 'exploratory-trade',
    as: 'domain',
    targets: shipsOf(s, AMBER, 'dhoura'),
    overseer: `${AMBER}:regent`,
    params: { from: 'djafra', destination: 'brechtur', donation: 1, ...params },
    ...extra,
  });
  const blessing: Sheet = { orders: [], backing: [{ domain: AMBER, order: 0, side: 'support', rp: 0, gb: 0 }] };

  it('1.12.3 #19 the worked example: DC 8 (−2 −1 −1 +2 −4 −6); a success pays 1d2+1 a dhoura, 4-6 GB, on return', () => {
    const s = ten();
    // initiative (Amber alone), the d20 at exactly 8, pirates d100 26 (> 25%), profits 1 and 2
    const r = play(s, { [AMBER]: { orders: [voyage(s)] }, 'temple-of-sarma': blessing }, [10, 8, 26, 1, 2]);
    expect(r.left).toBe(0);
    const e = r.results[0]!;
    expect(e.roll?.dc).toBe(8);
    expect(e.roll?.mods.map((m) => m.value).sort((a, b) => a - b)).toEqual([-6, -4, -2, -1, -1, 2]);
    expect(e.ok).toBe(true);
    expect(e.text).toContain('the trade pays 5 GB (2 + 3)');
    // 2 RP + 2 GB base, 4 GB of cargo, 1 GB to the temple
    expect(r.state.domains[AMBER]).toMatchObject({ gb: s.domains[AMBER].gb - 7, rp: s.domains[AMBER].rp - 2 });
    expect(r.state.domains['temple-of-sarma'].gb).toBe(s.domains['temple-of-sarma'].gb + 1);
    const [x] = r.state.expeditions as ExpeditionState[];
    expect(x).toMatchObject({ returns: 4, cargo: 4, profit: 5, home: false });
    for (const id of x!.ships) expect(r.state.ships[id]!.at).toBe('voyage:brechtur');
    // two rounds later the fleet is home: cargo back and the profit
    const back = home(r.state, 4).state;
    expect(back.domains[AMBER].gb).toBe(s.domains[AMBER].gb - 7 + 4 + 5);
    for (const id of x!.ships) expect(back.ships[id]!.at).toBe('djafra');
    expect(home(r.state, 3).state.domains[AMBER].gb).toBe(r.state.domains[AMBER].gb);
  });

  it('1.12.3 #19 the worked example: 6 more RP bring the DC to 2; a natural 20 doubles the profit to 12', () => {
    const s = ten();
    const r = play(s, { [AMBER]: { orders: [voyage(s, { rp: 6 })] }, 'temple-of-sarma': blessing }, [10, 20, 90, 2, 2]);
    const e = r.results[0]!;
    expect(e.roll?.dc).toBe(2);
    expect(e.text).toContain('the trade pays 12 GB (3 + 3, doubled on a natural 20)');
    expect(r.state.domains[AMBER].rp).toBe(s.domains[AMBER].rp - 2 - 6);
  });

  it('1.12.3 #19 a failed voyage earns nothing, yet pirates are rolled and the cargo comes home', () => {
    const s = ten();
    const r = play(s, { [AMBER]: { orders: [voyage(s)] }, 'temple-of-sarma': blessing }, [10, 7, 26]);
    expect(r.left).toBe(0);
    expect(r.results[0]!.ok).toBe(false);
    expect(r.results[0]!.text).toContain('no pirates (d100 26, 25%)');
    expect(home(r.state, 4).state.domains[AMBER].gb).toBe(s.domains[AMBER].gb - 7 + 4);
  });

  it('1.12.3 J-84 pirates sink 1d2 of a fleet of two, never more than sailed, and their cargo with them', () => {
    const s = ten();
    const r = play(s, { [AMBER]: { orders: [voyage(s)] }, 'temple-of-sarma': blessing }, [10, 12, 25, 1, 2]);
    expect(r.results[0]!.text).toContain('pirates strike (d100 25, 25%) and sink 1 ship');
    const [x] = r.state.expeditions as ExpeditionState[];
    expect(x!.afloat).toHaveLength(1);
    expect(x).toMatchObject({ cargo: 2, profit: 3 });
    expect(r.state.ships[x!.ships[0]!]).toBeUndefined();
    expect(home(r.state, 4).state.domains[AMBER].gb).toBe(s.domains[AMBER].gb - 7 + 2 + 3);
  });

  it('1.12.3 J-60 a natural 1 sinks the whole fleet; the leader lives on d10 ≤ his Seamanship', () => {
    const s = ten();
    const drowned = play(s, { [AMBER]: { orders: [voyage(s)] }, 'temple-of-sarma': blessing }, [10, 1, 4]);
    expect(drowned.left).toBe(0);
    expect(shipsOf(drowned.state, AMBER, 'dhoura')).toEqual([]);
    expect(drowned.state.characters[`${AMBER}:regent`]!.alive).toBe(false);
    const saved = play(s, { [AMBER]: { orders: [voyage(s)] }, 'temple-of-sarma': blessing }, [10, 1, 3]);
    expect(saved.state.characters[`${AMBER}:regent`]!.alive).toBe(true);
  });

  it('1.12.3 only the regent’s own modifiers: no RP or GB unless he leads, no loyalty; the fleet fits the table', () => {
    const s = ten();
    // RP without the regent leading: the sheet refuses it at hand-in, and the handler refuses it unpaid
    const paid = voyage(s, { overseer: undefined, rp: 3 });
    rejects(s, AMBER, { type: 'handIn', orders: [paid] }, 'rule/expedition_not_led');
    const tx = new Tx(s, scriptedDice([10]));
    HANDLERS['exploratory-trade']!(tx, { domain: AMBER as DomainId, index: 0, order: paid });
    expect(ofType(tx.events, 'actionResolved')[0]!.text).toContain('only when the regent leads it in person');
    expect(tx.state.domains[AMBER]).toEqual(s.domains[AMBER]);
    // not leading: no −2; no blessing: no −1 → DC 11, and Djafra's High loyalty does not count
    const alone = play(
      s,
      { [AMBER]: { orders: [voyage(s, { overseer: undefined }, { donation: 0 })] } },
      [10, 11, 90, 1, 1],
    );
    expect(alone.results[0]!.roll?.dc).toBe(11);
    // a guild (4) in a level-6 port sends two ships at most
    const extra = {
      id: 'sx',
      type: 'dhoura' as const,
      owner: AMBER as DomainId,
      at: 'djafra',
      hits: 0,
      onTradeRoute: false,
      inPortSince: 0,
    };
    const three = { ...s, ships: { ...s.ships, sx: extra } };
    const big = play(three, { [AMBER]: { orders: [voyage(three)] } }, [10]);
    expect(big.results[0]!.text).toContain('may send 2 ships, not 3');
  });

  it('1.12.3 once a turn overall and once every 4 turns from a seaport, counted per regent', () => {
    const past: ExpeditionState = {
      id: 'x0',
      domain: AMBER as DomainId,
      port: 'djafra',
      destination: 'anuire',
      ships: [],
      afloat: [],
      cargo: 0,
      profit: 0,
      paid: 0,
      ok: true,
      sailed: 1,
      returns: 2,
      home: true,
    };
    const at = (round: number) => ({ ...start({ round }, 10), expeditions: [past] });
    const same = at(2);
    expect(play(same, { [AMBER]: { orders: [voyage(same)] } }, [10]).results[0]!.text).toContain('this turn already');
    const t4 = at(11);
    expect(play(t4, { [AMBER]: { orders: [voyage(t4)] } }, [10]).results[0]!.text).toContain('once every 4 turns');
    const t5 = at(14);
    const r = play(t5, { [AMBER]: { orders: [voyage(t5, {}, { donation: 0 })] } }, [10, 20, 90, 1, 1]);
    // no longer the first expedition (+2 gone), no blessing: 20 − 2 − 1 − 4 − 6 = 7
    expect(r.results[0]!.roll?.dc).toBe(7);
    expect(r.results[0]!.ok).toBe(true);
    // another regent's voyage does not count against the Amber Company
    const other: ExpeditionState = { ...past, domain: 'coral-throne' as DomainId, sailed: 2 };
    const mixed = { ...start({}, 10), expeditions: [other] };
    expect(play(mixed, { [AMBER]: { orders: [voyage(mixed)] } }, [10, 12, 90, 1, 1]).results[0]!.ok).toBe(true);
  });

  it('J-85 a region’s profit per turn is shared in initiative order by the fleets returning that turn', () => {
    const x = (domain: string, profit: number): ExpeditionState => ({
      id: `x-${domain}`,
      domain: domain as DomainId,
      port: 'djafra',
      destination: 'vosgaard',
      ships: [],
      afloat: [],
      cargo: 0,
      profit,
      paid: 0,
      ok: true,
      sailed: 2,
      returns: 3,
      home: false,
    });
    const s = {
      ...start(),
      expeditions: [x(AMBER, 6), x('coral-throne', 8)],
      initiative: ['coral-throne', AMBER] as DomainId[],
    };
    const t = home(s, 3);
    // Vosgaard yields 10 GB a turn: the Coral Throne (first in initiative) takes 8, the Amber Company 2
    expect(t.state.domains['coral-throne'].gb).toBe(s.domains['coral-throne'].gb + 8);
    expect(t.state.domains[AMBER].gb).toBe(s.domains[AMBER].gb + 2);
    expect(ofType(t.events, 'noted')[1]!.text).toContain('all Vosgaard yields this turn');
  });
});

describe('1.9 #20 Grant', () => {
  const grant = (to: string, params: OrderInput['params']): OrderInput => ({
    action: 'grant',
    as: 'court',
    targets: [to],
    params,
  });
  const atWar = (s: State, a: DomainId, b: DomainId): State => ({
    ...s,
    domains: { ...s.domains, [a]: { ...s.domains[a], atWarWith: [b] }, [b]: { ...s.domains[b], atWarWith: [a] } },
  });

  it('1.9 #20 gold passes automatically between two holdings of level 1+, by highway or by sea', () => {
    const s = start();
    const r = play(s, { [AMBER]: { orders: [grant(DJAFRA, { gb: 5 })] } }, [10]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: null });
    expect(r.results[0]!.text).toContain('within Djafra');
    expect(r.state.domains[DJAFRA].gb).toBe(s.domains[DJAFRA].gb + 5);
    expect(r.state.domains[AMBER].gb).toBe(s.domains[AMBER].gb - 5);
    // Djafra to Qasr Zhaïnge: no highway between; by sea in the Emirate's ships (3 GB of room)
    const sea = play(s, { [DJAFRA]: { orders: [grant('zhainge-valley', { gb: 3 })] } }, [10]);
    expect(sea.results[0]!.text).toContain('by sea from Djafra to Qasr Zhaïnge');
    const heavy = play(s, { [DJAFRA]: { orders: [grant('zhainge-valley', { gb: 4 })] } }, [10]);
    expect(heavy.results[0]!.text).toContain('have no room for 4 GB');
    expect(heavy.state.domains[DJAFRA]).toEqual(s.domains[DJAFRA]);
  });

  it('1.9 #20 P5 units granted by sea need places on the giver’s ships in port', () => {
    const s0 = start();
    const amberMerc = Object.values(s0.units).find((u) => u.owner === AMBER)!;
    const merc = { ...amberMerc, id: 'dj-merc', owner: DJAFRA as DomainId, province: 'djafra' as ProvinceId };
    const s: State = { ...s0, units: { ...s0.units, [merc.id]: merc } };
    const aboard = play(s, { [DJAFRA]: { orders: [grant('zhainge-valley', { units: [merc.id] })] } }, [10]);
    expect(aboard.results[0]!.text).toContain('by sea from Djafra to Qasr Zhaïnge');
    expect(aboard.state.units[merc.id]!.owner).toBe('zhainge-valley');
    // no ship of the Emirate in Djafra: no deck to carry them
    const ships = Object.fromEntries(
      Object.entries(s.ships).filter(([, x]) => !(x.owner === DJAFRA && x.at === 'djafra')),
    );
    const ashore = play(
      { ...s, ships },
      { [DJAFRA]: { orders: [grant('zhainge-valley', { units: [merc.id] })] } },
      [10],
    );
    expect(ashore.results[0]).toMatchObject({ ok: false, roll: null });
    expect(ashore.results[0]!.text).toContain('no room for 1 unit place');
    expect(ashore.state.units[merc.id]!.owner).toBe(DJAFRA);
  });

  it('J-19 each hostile law holding on the way intercepts on 5% a level, less 5 points an escort', () => {
    // the Banu Rih, at war with the Amber Company, hold law (2) in Djafra: 10%
    const s = atWar(
      start({ holdings: [{ province: 'djafra', type: 'law', owner: 'banu-rih', level: 2 }] }),
      AMBER as DomainId,
      'banu-rih' as DomainId,
    );
    const lost = play(s, { [AMBER]: { orders: [grant(DJAFRA, { gb: 5 })] } }, [10, 10]);
    expect(lost.results[0]!.ok).toBe(false);
    expect(lost.results[0]!.text).toContain('10% chance from 2 levels of hostile law on the way, d100 10');
    expect(lost.state.domains['banu-rih'].gb).toBe(s.domains['banu-rih'].gb + 5);
    const safe = play(s, { [AMBER]: { orders: [grant(DJAFRA, { gb: 5 })] } }, [10, 11]);
    expect(safe.state.domains[DJAFRA].gb).toBe(s.domains[DJAFRA].gb + 5);
    // the company's mercenaries as escort: 5%
    const merc = Object.values(s.units).find((u) => u.owner === AMBER)!.id;
    const escorted = play(s, { [AMBER]: { orders: [grant(DJAFRA, { gb: 5, escorts: [merc] })] } }, [10, 6]);
    expect(escorted.results[0]!.ok).toBe(true);
    expect(escorted.results[0]!.text).toContain('5% chance');
  });

  it('J-19 #20 an intercepted grant is told as sent and seized, by whose law holding and where, not as a refusal', () => {
    const s = atWar(
      start({ holdings: [{ province: 'djafra', type: 'law', owner: 'banu-rih', level: 2 }] }),
      AMBER as DomainId,
      'banu-rih' as DomainId,
    );
    const lost = play(s, { [AMBER]: { orders: [grant(DJAFRA, { gb: 5 })] } }, [10, 10]).results[0]!;
    expect(lost.ok).toBe(false);
    expect(lost.text).toBe(
      'The Amber Company sends 5 GB to the Emirate of Djafra within Djafra. The grant of 5 GB is intercepted on the way by the Banu Rih’s law holding (2) in Djafra, for the Banu Rih (10% chance from 2 levels of hostile law on the way, d100 10).',
    );
    // a covert law holding intercepts unnamed (J-69): the log tells where, not whose
    const law = s.holdings['djafra:law:banu-rih']!;
    const hidden: State = { ...s, holdings: { ...s.holdings, [law.id]: { ...law, covert: true } } };
    const seized = play(hidden, { [AMBER]: { orders: [grant(DJAFRA, { gb: 5 })] } }, [10, 10]);
    expect(seized.results[0]!.text).toContain('intercepted on the way by a covert law holding in Djafra (');
    expect(seized.results[0]!.text).not.toContain('Banu Rih');
    expect(seized.state.domains['banu-rih'].gb).toBe(s.domains['banu-rih'].gb + 5);
  });

  it('1.9 #20 RP only between liege and vassal; units only mercenaries', () => {
    const s = start();
    const rp = play(s, { [AMBER]: { orders: [grant(DJAFRA, { rp: 2 })] } }, [10]);
    expect(rp.results[0]!.text).toContain('Regency passes only between liege and vassal');
    const vassal = { ...s, domains: { ...s.domains, [AMBER]: { ...s.domains[AMBER], vassalOf: DJAFRA as DomainId } } };
    const paid = play(vassal, { [AMBER]: { orders: [grant(DJAFRA, { rp: 2 })] } }, [10]);
    expect(paid.state.domains[DJAFRA].rp).toBe(s.domains[DJAFRA].rp + 2);
    const infantry = Object.values(s.units).find((u) => u.owner === DJAFRA && u.type === 'infantry')!.id;
    const regular = play(s, { [DJAFRA]: { orders: [grant(AMBER, { units: [infantry] })] } }, [10]);
    expect(regular.results[0]!.text).toContain('Only mercenary units');
    const merc = Object.values(s.units).find((u) => u.owner === AMBER)!.id;
    const hired = play(s, { [AMBER]: { orders: [grant(DJAFRA, { units: [merc] })] } }, [10]);
    expect(hired.state.units[merc]!.owner).toBe(DJAFRA);
  });

  it('1.9 #20 a grant is a court action', () => {
    rejects(
      start(),
      AMBER,
      { type: 'handIn', orders: [{ ...grant(DJAFRA, { gb: 1 }), as: 'domain' }] },
      'rule/wrong_kind',
    );
  });
});

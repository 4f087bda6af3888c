/**
 * The draft's proposals for the trade and espionage actions (checklist 1.9 #8,
 * #13, #17, #18, #19, #20; 1.12.3): each offered order is one its handler
 * carries out as the board stands (it may still fail its roll), named without
 * ids, and what the handler would refuse is not offered.
 */
import { describe, expect, it } from 'vitest';
import { DESTINATIONS, type DomainId } from './data/index.ts';
import { offeredOrders, refused, resolveAlone } from './rules/proposals/testkit.ts';
import type { OrderState, State } from './rules/state.ts';
import { domains, rejects, sandbox } from './testkit.ts';

const AMBER = 'amber-company' as DomainId;
const DJAFRA = 'emirate-of-djafra' as DomainId;
const VELL = 'vellmark' as DomainId;
const ALDMERE = 'aldmere' as DomainId;

const MINE = ['contest-trade-route', 'create-trade-route', 'embargo', 'espionage', 'exploratory-trade', 'grant'];

const start = (sb: Parameters<typeof sandbox>[0] = {}, regents = 12): State =>
  sandbox({ round: 2, ...sb }, { regents });
const patch = (s: State, f: (x: State) => void): State => {
  const copy = structuredClone(s);
  f(copy);
  return copy;
};
const offers = (s: State, d: DomainId, action: string, variant?: string) =>
  offeredOrders(s, d).filter(
    (o) => o.order.action === action && (variant === undefined || o.order.variant === variant),
  );
const order = (o: Partial<OrderState> & Pick<OrderState, 'action'>): OrderState => ({
  as: 'domain',
  targets: [],
  ...o,
});
const refuses = (s: State, d: DomainId, o: OrderState): boolean => refused(resolveAlone(s, d, o).result);

const reEscape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The ids of the board (and of the destinations) that a label shows: there should be none. */
function idsIn(s: State, label: string): string[] {
  const ids = [
    ...Object.keys(s.provinces),
    ...Object.keys(s.domains),
    ...Object.keys(s.holdings),
    ...Object.keys(s.characters),
    ...Object.keys(s.units),
    ...Object.keys(s.ships),
    ...Object.keys(s.routes),
    ...DESTINATIONS.map((x) => x.id),
  ];
  return ids.filter((id) => new RegExp(`(^|[^\\w-])${reEscape(id)}($|[^\\w-])`).test(label));
}

/** Every offer is carried out alone (not refused) and named in words. */
function carriedOut(s: State, d: DomainId, list: { order: OrderState; label: string }[]): void {
  for (const o of list) {
    expect(idsIn(s, o.label), o.label).toEqual([]);
    const r = resolveAlone(s, d, o.order).result;
    expect(refused(r), `${o.label}: ${r.text}`).toBe(false);
  }
}

describe('Contest Trade Route proposals (1.9 #8)', () => {
  it('1.9 #8 offers each rival route with a law or guild of the domain at an end, from its largest; each is carried out', () => {
    const s = start();
    const list = offers(s, DJAFRA, 'contest-trade-route');
    expect(
      list.filter((o) => o.order.as === 'domain').map((o) => [o.order.targets[0], o.order.params?.holding]),
    ).toEqual([['r-amber-company-1', 'djafra:law:emirate-of-djafra']]);
    expect(list[0]!.label).toBe(
      'Contest Trade Route: the Amber Company’s sea route from Djafra to Docandragh (3 GB a turn), from your law holding (4) in Djafra (1 GB, 1 RP)',
    );
    carriedOut(s, DJAFRA, list);
  });

  it('1.9 #8 offers no route of one’s own, none without a holding at an end, none it cannot pay', () => {
    const s = start();
    const contest = order({ action: 'contest-trade-route', targets: ['r-amber-company-1'] });
    expect(refuses(s, AMBER, contest)).toBe(true);
    expect(offers(s, AMBER, 'contest-trade-route').some((o) => o.order.targets[0] === 'r-amber-company-1')).toBe(false);
    expect(refuses(s, VELL, contest)).toBe(true);
    expect(offers(s, VELL, 'contest-trade-route')).toEqual([]);
    const poor = start({ treasury: { [DJAFRA]: { gb: 5, rp: 0 } } });
    expect(refuses(poor, DJAFRA, contest)).toBe(true);
    expect(offers(poor, DJAFRA, 'contest-trade-route')).toEqual([]);
  });
});

describe('Create Trade Route proposals (1.9 #13, J-15, J-73)', () => {
  const joins = (s: State, d: DomainId) =>
    offers(s, d, 'create-trade-route').map((o) => `${o.order.params?.kind}:${[...o.order.targets].sort().join('+')}`);

  it('1.9 #13 offers pairs of the domain’s guilds joined by highways, or else by sea with ships to carry it; each is carried out', () => {
    const s = start();
    const list = offers(s, AMBER, 'create-trade-route');
    const made = joins(s, AMBER);
    expect(made).toEqual(
      expect.arrayContaining(['land:djafra+ras-halim', 'land:anbar+ras-halim', 'sea:djafra+port-sahm']),
    );
    // by land where the highways join them: no sea route besides
    expect(made).not.toContain('sea:djafra+ras-halim');
    const sea = list.find((o) => o.order.params?.kind === 'sea' && o.order.targets.includes('port-sahm'))!;
    expect(sea.order.params?.ships).toHaveLength(1);
    expect(sea.label).toContain('putting 1 Dhoura on the sea trade');
    expect(list[0]!.label).toBe('Create Trade Route: a land route from Djafra to Ras Halim (3 GB a turn) (1 GB)');
    carriedOut(s, AMBER, list);
  });

  it('1.9 #13 offers no pair trading in the same resource, no land route off the highways, no route it has', () => {
    const s = start();
    const made = joins(s, AMBER);
    // Ras Halim and Docandragh both trade in glass
    expect(
      refuses(
        s,
        AMBER,
        order({ action: 'create-trade-route', targets: ['ras-halim', 'docandragh'], params: { kind: 'sea' } }),
      ),
    ).toBe(true);
    expect(made.filter((x) => x.endsWith(':docandragh+ras-halim'))).toEqual([]);
    // Caer Mollen has no highway
    expect(refuses(s, AMBER, order({ action: 'create-trade-route', targets: ['djafra', 'caer-mollen'] }))).toBe(true);
    expect(made).not.toContain('land:caer-mollen+djafra');
    // Djafra–Docandragh is the company's route already
    expect(
      refuses(
        s,
        AMBER,
        order({ action: 'create-trade-route', targets: ['djafra', 'docandragh'], params: { kind: 'sea' } }),
      ),
    ).toBe(true);
    expect(made.filter((x) => x.endsWith(':djafra+docandragh'))).toEqual([]);
  });

  it('1.9 #13 offers no sea route the ships cannot carry', () => {
    // without its two dhouras the baghla (4) carries only Djafra–Docandragh (3)
    const s = patch(start(), (x) => {
      for (const sh of Object.values(x.ships)) if (sh.owner === AMBER && sh.type === 'dhoura') delete x.ships[sh.id];
    });
    const o = order({ action: 'create-trade-route', targets: ['djafra', 'port-sahm'], params: { kind: 'sea' } });
    expect(refuses(s, AMBER, o)).toBe(true);
    expect(joins(s, AMBER)).not.toContain('sea:djafra+port-sahm');
    carriedOut(s, AMBER, offers(s, AMBER, 'create-trade-route'));
  });
});

describe('Embargo proposals (1.9 #17, J-38)', () => {
  it('1.9 #17 offers each province of another ruler where the domain holds the only guilds; each is carried out', () => {
    const s = start();
    // (Djafra's covert guild of the Veiled Tower is not seen: see below)
    const alone = offers(s, AMBER, 'embargo').filter(
      (o) => !o.label.includes('coalition') && o.order.targets[0] !== 'djafra',
    );
    expect(new Set(alone.map((o) => o.order.targets[0]))).toEqual(
      new Set(['anbar', 'caer-mollen', 'docandragh', 'vellhafen']),
    );
    expect(alone.every((o) => o.order.targets.length === 1 && o.label.endsWith('(3 GB, 3 RP)'))).toBe(true);
    carriedOut(s, AMBER, alone);
  });

  it('1.9 #17 without a monopoly a coalition is offered, saying it rests on another guilder’s same Embargo; alone it is refused, with a partner it holds', () => {
    // an Aldmere guild in Anbar, a province of Djafra, beside the company's
    const s = patch(start(), (x) => {
      x.holdings['anbar:guild:aldmere'] = {
        ...Object.values(x.holdings).find((h) => h.province === 'anbar' && h.owner === AMBER)!,
        id: 'anbar:guild:aldmere',
        owner: ALDMERE,
        level: 1,
      };
    });
    const o = order({ action: 'embargo', targets: ['anbar'] });
    expect(refuses(s, AMBER, o)).toBe(true);
    const coalition = offers(s, AMBER, 'embargo').filter(
      (x) => x.order.targets.includes('anbar') && x.order.as === 'domain',
    );
    expect(coalition).toHaveLength(1);
    expect(coalition[0]!.label).toBe(
      'Embargo: Anbar of the Emirate of Djafra in coalition with Aldmere, who trade there too (it holds only if one of them orders the same Embargo this round; its tax −2, its loyalty suffers) (3 GB, 3 RP)',
    );
    expect(idsIn(s, coalition[0]!.label)).toEqual([]);
    // the partner's Embargo of the same province on its sheet: the company's is carried out
    const withSheet = (x: State, d: DomainId) => {
      x.sheets[d] = { orders: [order({ action: 'embargo', targets: ['anbar'] })], backing: [], in: true };
    };
    expect(
      refuses(
        patch(s, (x) => withSheet(x, ALDMERE)),
        AMBER,
        coalition[0]!.order,
      ),
    ).toBe(false);
    // the ruler's own order is no partner
    expect(
      refuses(
        patch(s, (x) => withSheet(x, DJAFRA)),
        AMBER,
        coalition[0]!.order,
      ),
    ).toBe(true);
  });

  it('1.9 #17 J-69 a covert guild is not seen: the monopoly is offered, and its refusal names no covert owner', () => {
    // the Veiled Tower keeps a covert guild in Djafra beside the company's
    const s = start();
    const list = offers(s, AMBER, 'embargo').filter(
      (x) => x.order.targets.includes('djafra') && x.order.as === 'domain',
    );
    expect(list).toHaveLength(1);
    expect(list[0]!.label).toContain('where your guild (4) is the only one');
    const r = resolveAlone(s, AMBER, list[0]!.order).result;
    expect(refused(r)).toBe(true);
    expect(r.text).toContain('a covert guild trades there too');
    expect(r.text).not.toContain('Veiled Tower');
    // with an open rival beside the covert one, the open one is named and the covert one only as one
    const both = patch(s, (x) => {
      x.holdings['djafra:guild:aldmere'] = {
        ...x.holdings['djafra:guild:amber-company']!,
        id: 'djafra:guild:aldmere',
        owner: ALDMERE,
        level: 1,
      };
    });
    const t = resolveAlone(both, AMBER, list[0]!.order).result.text;
    expect(t).toContain('(Aldmere and a covert guild trade there too)');
    expect(t).not.toContain('Veiled Tower');
  });

  it('1.9 #17 a ruler’s own guild is no partner to count on: no coalition is offered there', () => {
    const s = start();
    // in Port Sahm the only other guild is the Coral Throne's, which rules it
    const sahm = s.provinces['port-sahm']!.ruler!;
    const only = patch(s, (x) => {
      for (const h of Object.values(x.holdings))
        if (h.province === 'port-sahm' && h.type === 'guild' && h.owner !== AMBER && h.owner !== sahm)
          delete x.holdings[h.id];
    });
    expect(offers(only, AMBER, 'embargo').some((o) => o.order.targets.includes('port-sahm'))).toBe(false);
  });

  it('1.9 #17 none under its embargo already', () => {
    const s = start();
    const laid = patch(s, (x) => {
      x.provinces.vellhafen!.embargo = [AMBER];
      x.provinces.vellhafen!.embargoSince = 1;
    });
    expect(refuses(laid, AMBER, order({ action: 'embargo', targets: ['vellhafen'] }))).toBe(true);
    expect(offers(laid, AMBER, 'embargo').some((o) => o.order.targets.includes('vellhafen'))).toBe(false);
  });
});

describe('Espionage proposals (1.9 #18, J-17, J-18)', () => {
  it('1.9 #18 J-17 offers each mission where the spies are of use, and the counter-espionage deposit; each is carried out', () => {
    // a unit of the company held prisoner by Vellmark in Vellhafen
    const s = patch(start(), (x) => {
      x.units.u42!.captor = VELL;
      x.units.u42!.province = 'vellhafen';
    });
    const list = offers(s, AMBER, 'espionage');
    expect(new Set(list.map((o) => o.order.variant))).toEqual(
      new Set([
        'counter-espionage',
        'investigate-province',
        'investigate-domain',
        'disrupt-route',
        'spy-network',
        'incite-unrest',
        'sabotage',
        'free-prisoners',
        'assassinate',
      ]),
    );
    const free = list.find((o) => o.order.variant === 'free-prisoners')!;
    expect(free.order).toMatchObject({ targets: ['vellhafen'], params: { against: VELL } });
    expect(free.label).toContain('free 1 Mercenary Infantry held by Vellmark in Vellhafen');
    // sabotage names what it damages: Vellhafen's walls among them
    expect(
      list.some(
        (o) =>
          o.order.variant === 'sabotage' &&
          o.order.targets[0] === 'vellhafen' &&
          o.order.params?.building === 'fortification',
      ),
    ).toBe(true);
    carriedOut(s, AMBER, list);
  });

  it('1.9 #18 a court action only where the domain has a spy network, and then under every kind', () => {
    const s = start();
    const court = order({ action: 'espionage', as: 'court', variant: 'investigate-province', targets: ['vellhafen'] });
    expect(refuses(s, AMBER, court)).toBe(true);
    const courts = offers(s, AMBER, 'espionage').filter((o) => o.order.as === 'court');
    expect(courts.every((o) => o.order.variant === 'counter-espionage')).toBe(true);
    const net = patch(s, (x) => {
      x.spies = [{ province: 'vellhafen', owner: AMBER }];
    });
    expect(refuses(net, AMBER, court)).toBe(false);
    const there = offers(net, AMBER, 'espionage').filter(
      (o) => o.order.as === 'court' && o.order.variant !== 'counter-espionage',
    );
    expect(there.length).toBeGreaterThan(0);
    expect(there.every((o) => o.label.includes('through your spy network there'))).toBe(true);
    // no second network where one stands
    expect(refuses(net, AMBER, order({ action: 'espionage', variant: 'spy-network', targets: ['vellhafen'] }))).toBe(
      true,
    );
    expect(offers(net, AMBER, 'espionage', 'spy-network').some((o) => o.order.targets[0] === 'vellhafen')).toBe(false);
    carriedOut(net, AMBER, offers(net, AMBER, 'espionage'));
  });

  it('1.12.2 #18 a mission goes through a covert law or guild holding where the spy has one (−5)', () => {
    const s = start();
    const tower = 'veiled-tower' as DomainId;
    const o = offers(s, tower, 'espionage', 'investigate-province').find(
      (x) => x.order.targets[0] === 'djafra' && x.order.as === 'domain',
    )!;
    expect(o.order.params).toEqual({ covert: true });
    expect(o.label).toContain('through your covert holding there (DC −5)');
    const r = resolveAlone(s, tower, o.order).result;
    expect(r.roll?.mods.find((m) => m.label === 'through a covert holding')?.value).toBe(-5);
    carriedOut(s, tower, offers(s, tower, 'espionage'));
  });

  it('1.9 #18 no spy network without the regent or a holding there, no spying on one’s own, none unpaid', () => {
    const s = start();
    expect(refuses(s, AMBER, order({ action: 'espionage', variant: 'spy-network', targets: ['kettlingen'] }))).toBe(
      true,
    );
    expect(offers(s, AMBER, 'espionage').some((o) => o.order.targets[0] === 'kettlingen')).toBe(false);
    // Djafra is the Emirate's own province
    expect(
      refuses(s, DJAFRA, order({ action: 'espionage', variant: 'investigate-province', targets: ['djafra'] })),
    ).toBe(true);
    const own = offers(s, DJAFRA, 'espionage').filter(
      (o) => o.order.variant !== 'disrupt-route' && o.order.variant !== 'investigate-domain',
    );
    expect(own.some((o) => o.order.targets[0] === 'djafra')).toBe(false);
    expect(own.some((o) => o.order.targets[0] === `${DJAFRA}:regent`)).toBe(false);
    // a deposit of nothing is refused; only what the treasury holds is offered
    expect(refuses(s, AMBER, order({ action: 'espionage', variant: 'counter-espionage' }))).toBe(true);
    const broke = start({ treasury: { [AMBER]: { gb: 0, rp: 3 } } });
    expect(
      refuses(broke, AMBER, order({ action: 'espionage', variant: 'investigate-province', targets: ['vellhafen'] })),
    ).toBe(true);
    const left = offers(broke, AMBER, 'espionage');
    expect(left.map((o) => o.order.params)).toEqual(left.map(() => ({ poolRp: 3 })));
    carriedOut(broke, AMBER, left);
  });
});

describe('Exploratory Trade proposals (1.9 #19, 1.12.3)', () => {
  it('1.12.3 offers the free ships of a seaport with a guild to each destination, led or not by the regent; each is carried out', () => {
    const s = start();
    const list = offers(s, AMBER, 'exploratory-trade');
    const fleets = new Set(list.map((o) => [...o.order.targets].sort().join('+')));
    // the two dhouras lying free in Djafra; the baghla carries the sea trade
    expect(fleets).toEqual(new Set(['s43+s44']));
    expect(new Set(list.map((o) => o.order.params?.destination))).toEqual(new Set(DESTINATIONS.map((x) => x.id)));
    const led = list.filter((o) => o.order.overseer === `${AMBER}:regent`);
    expect(led).toHaveLength(DESTINATIONS.length);
    expect(led[0]!.label).toContain('led by Faris al-Anbari in person');
    expect(list[0]!.label).toContain('(6 GB, 2 RP, of which 4 GB is cargo that comes home with the fleet)');
    carriedOut(s, AMBER, list);
  });

  it('1.12.3 more RP is offered on an expedition only when the regent leads it, as the handler takes it', () => {
    const s = start();
    const list = offers(s, AMBER, 'exploratory-trade').filter((o) => o.order.as === 'domain');
    const led = list.find((o) => o.order.overseer === `${AMBER}:regent`)!.order;
    const unled = list.find((o) => !o.order.overseer)!.order;
    const more = (o: OrderState) => {
      const drafted: State = { ...s, sheets: { [AMBER]: { orders: [o], backing: [], in: false, browsing: 'rp' } } };
      return domains.choices(drafted, AMBER).filter((c) => c.label.startsWith('Put 2 more RP on: Exploratory Trade'));
    };
    // not led: no RP on offer (the handler would refuse the order whole), and the sheet refuses it at hand-in
    expect(more(unled)).toEqual([]);
    expect(refuses(s, AMBER, { ...unled, rp: 2 })).toBe(true);
    rejects(s, AMBER, { type: 'handIn', orders: [{ ...unled, rp: 2 }] }, 'rule/expedition_not_led');
    // led by the regent in person: offered, and carried out with the RP on its DC
    const up = more(led);
    expect(up).toHaveLength(1);
    const command = up[0]!.command;
    const strengthened = command.type === 'draft' ? command.orders[0]! : led;
    expect(strengthened.rp).toBe(2);
    const r = resolveAlone(s, AMBER, strengthened).result;
    expect(refused(r)).toBe(false);
    expect(r.roll?.mods).toContainEqual(
      expect.objectContaining({ label: 'regency and gold the actor put on it', value: -2 }),
    );
  });

  it('1.12.3 offers no second fleet in a turn, and no ship on the sea trade', () => {
    const s = start();
    const baghla = Object.values(s.ships).find((x) => x.owner === AMBER && x.type === 'baghla')!.id;
    const voyage = (targets: string[]) =>
      order({ action: 'exploratory-trade', targets, params: { from: 'djafra', destination: 'anuire' } });
    expect(refuses(s, AMBER, voyage([baghla]))).toBe(true);
    expect(offers(s, AMBER, 'exploratory-trade').some((o) => o.order.targets.includes(baghla))).toBe(false);
    const sailed = patch(s, (x) => {
      x.expeditions = [
        {
          id: `x-${AMBER}-1`,
          domain: AMBER,
          port: 'port-sahm',
          destination: 'anuire',
          ships: [],
          afloat: [],
          cargo: 0,
          profit: 0,
          paid: 0,
          ok: false,
          sailed: 1,
          returns: 2,
          home: true,
        },
      ];
    });
    expect(refuses(sailed, AMBER, voyage(['s43', 's44']))).toBe(true);
    expect(offers(sailed, AMBER, 'exploratory-trade')).toEqual([]);
  });
});

describe('Grant proposals (1.9 #20, J-19)', () => {
  it('1.9 #20 offers gold and the free mercenaries to each other regent, between two holdings; each is carried out', () => {
    const s = start();
    const list = offers(s, AMBER, 'grant');
    expect(list.every((o) => o.order.as === 'court' || o.order.as === 'lieutenant')).toBe(true);
    const toDjafra = list.filter((o) => o.order.targets[0] === DJAFRA && o.order.as === 'court');
    expect(toDjafra.map((o) => o.label)).toEqual([
      'Grant: 5 GB to the Emirate of Djafra, within Djafra',
      'Grant: 10 GB to the Emirate of Djafra, within Djafra',
      'Grant: 1 Mercenary Infantry to the Emirate of Djafra, within Djafra',
    ]);
    expect(toDjafra[2]!.order.params).toMatchObject({ units: ['u42'], from: 'djafra', to: 'djafra' });
    // every other regent but the Banu Rih, whom no highway or coast joins to the company's holdings
    expect(new Set(list.map((o) => o.order.targets[0]))).toEqual(
      new Set(s.regents.filter((d) => d !== AMBER && d !== 'banu-rih')),
    );
    carriedOut(s, AMBER, list);
  });

  it('J-19 #20 goes the way hostile law does not watch, or with escorts enough to cancel its chance', () => {
    // Aldmere, at war with the company, holds law (1) in Djafra
    const s = patch(start({ holdings: [{ province: 'djafra', type: 'law', owner: ALDMERE, level: 1 }] }), (x) => {
      x.domains[AMBER]!.atWarWith = [ALDMERE];
      x.units.u99 = { ...x.units.u42!, id: 'u99', type: 'infantry' };
    });
    const list = offers(s, AMBER, 'grant').filter((o) => o.order.targets[0] === DJAFRA && o.order.as === 'court');
    // gold changes hands in Ras Halim, out of the hostile law's way
    expect(list[0]!.label).toBe('Grant: 5 GB to the Emirate of Djafra, within Ras Halim');
    // the mercenaries set out from Djafra, where they stand: the infantry there escorts them
    const mercs = list.find((o) => o.order.params?.units)!;
    expect(mercs.order.params).toMatchObject({ from: 'djafra', units: ['u42'], escorts: ['u99'] });
    expect(mercs.label).toBe(
      'Grant: 1 Mercenary Infantry to the Emirate of Djafra, within Djafra, escorted by 1 Infantry',
    );
    const r = resolveAlone(s, AMBER, mercs.order);
    expect(r.result.ok).toBe(true);
    expect(r.state.units.u42!.owner).toBe(DJAFRA);
    carriedOut(s, AMBER, list);
  });

  it('1.9 #20 offers no regular units and no RP but between liege and vassal', () => {
    const s = start();
    const infantry = Object.values(s.units).find((u) => u.owner === DJAFRA && u.type === 'infantry')!.id;
    const give = (params: OrderState['params']) =>
      order({ action: 'grant', as: 'court', targets: [ALDMERE], params: { from: 'djafra', ...params } });
    expect(refuses(s, DJAFRA, give({ units: [infantry] }))).toBe(true);
    expect(refuses(s, DJAFRA, give({ rp: 1 }))).toBe(true);
    const list = offers(s, DJAFRA, 'grant');
    expect(list.some((o) => (o.order.params?.units as string[] | undefined)?.includes(infantry))).toBe(false);
    expect(list.some((o) => o.order.params?.rp)).toBe(false);
    // Aldmere a vassal of the Emirate: regency may pass
    const bound = patch(s, (x) => {
      x.domains[ALDMERE]!.vassalOf = DJAFRA;
    });
    expect(refuses(bound, DJAFRA, give({ rp: 1 }))).toBe(false);
    const rp = offers(bound, DJAFRA, 'grant').filter((o) => o.order.params?.rp);
    expect(rp.map((o) => [o.order.targets[0], o.order.params?.rp])).toEqual(
      expect.arrayContaining([
        [ALDMERE, 1],
        [ALDMERE, 5],
      ]),
    );
    expect(rp[0]!.label).toContain('Aldmere, your vassal');
    carriedOut(bound, DJAFRA, rp);
  });

  it('1.9 #20 offers no gold the treasury does not hold, and none with no holding of level 1 at an end', () => {
    const s = start({ treasury: { [AMBER]: { gb: 3, rp: 10 } } });
    const gold = offers(s, AMBER, 'grant').filter((o) => o.order.params?.gb);
    expect(new Set(gold.map((o) => o.order.params?.gb))).toEqual(new Set([3]));
    expect(refuses(s, AMBER, order({ action: 'grant', as: 'court', targets: [DJAFRA], params: { gb: 5 } }))).toBe(true);
    // the Banu Rih have no highway and no coast from their holdings to the Emirate's
    const rih = 'banu-rih' as DomainId;
    expect(refuses(s, rih, order({ action: 'grant', as: 'court', targets: [DJAFRA], params: { gb: 1 } }))).toBe(true);
    expect(offers(s, rih, 'grant').some((o) => o.order.targets[0] === DJAFRA)).toBe(false);
  });
});

describe('trade and espionage proposals at an ordinary start (1.9 #8, #13, #17, #18, #19, #20)', () => {
  it('every offered order of these actions, for every seated domain, is carried out alone', () => {
    const s = sandbox({ round: 2 }, { regents: 6 });
    let n = 0;
    for (const d of s.regents) {
      const list = offeredOrders(s, d).filter((o) => MINE.includes(o.order.action));
      n += list.length;
      carriedOut(s, d, list);
    }
    expect(n).toBeGreaterThan(0);
  });
});

/**
 * The draft's proposals for the court actions (checklist 1.9 #5, #14, #15,
 * #23, #29, #35), raising the bloodline score (1.7.5) and law claims (1.7.1):
 * each offered order is one its handler carries out as the board stands (it
 * may still fail its roll), and what the handler would refuse is not offered.
 * Orders that take two (Diplomacy, Transfer, Vassalage, a Ceremony a player
 * priest officiates) are resolved with the other party's matching order in its
 * sheet, as that party's own proposal would write it.
 */
import { describe, expect, it } from 'vitest';
import type { DomainId } from './data/index.ts';
import { HANDLERS } from './rules/actions/index.ts';
import { seededDice } from '../../engine/dice.ts';
import { offeredOrders, refused, resolveAlone } from './rules/proposals/testkit.ts';
import type { OrderState, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { begin, botUntil, ofType, sandbox } from './testkit.ts';

const DOC = 'princedom-of-docandragh' as DomainId;
const ZHA = 'zhainge-valley' as DomainId;
const DJA = 'emirate-of-djafra' as DomainId;
const VOR = 'voroshin-march' as DomainId;
const HOLLOW = 'hollow-crown' as DomainId;

const MINE = new Set([
  'ceremony',
  'decree',
  'diplomacy',
  'lieutenancy',
  'oversee',
  'change-agenda',
  'raise-bloodline',
  'law-claim',
]);

type Sb = Parameters<typeof sandbox>[0];
const two = (sb: Sb = {}) => sandbox({ round: 2, ...sb }, { regents: 2 });
const six = (sb: Sb = {}) => sandbox({ round: 2, ...sb }, { regents: 6 });
const patch = (s: State, f: (x: State) => void): State => {
  const copy = structuredClone(s);
  f(copy);
  return copy;
};

/** The draft's offers of one action (and variant) for a domain. */
const offered = (s: State, d: DomainId, action: string, variant?: string) =>
  offeredOrders(s, d).filter(
    (o) => o.order.action === action && (variant === undefined || o.order.variant === variant),
  );

/** Labels name things, never ids. */
function expectNoIds(s: State, label: string): void {
  expect(label).not.toMatch(/[a-z]+-[a-z]+-[a-z]+/);
  expect(label).not.toMatch(/\w:\w/);
  const ids = [
    ...Object.keys(s.domains),
    ...Object.keys(s.characters),
    ...Object.keys(s.provinces).filter((p) => p.includes('-')),
  ];
  for (const id of ids) expect(label).not.toContain(id);
}

const sheetWith = (s: State, d: DomainId, orders: OrderState[]) => {
  const sh = s.sheets[d] ?? { orders: [], backing: [], in: true };
  s.sheets[d] = { ...sh, orders: [...sh.orders, ...orders] };
};

/**
 * The board with the other parties' side of an order that takes two: their
 * matching order (Diplomacy, Vassalage, Transfer with his attendance) and every
 * other regent's officiate order for a Ceremony; the actor acts first.
 */
function agreeing(s: State, d: DomainId, o: OrderState): State {
  return patch(s, (x) => {
    x.initiative = [d, ...x.regents.filter((r) => r !== d)];
    if (o.action === 'diplomacy' && o.variant !== 'event-response')
      for (const t of o.targets as DomainId[])
        sheetWith(x, t, [
          {
            action: 'diplomacy',
            as: 'court',
            variant: o.variant,
            targets: [d],
            ...(o.params ? { params: o.params } : {}),
          },
        ]);
    if (o.action !== 'ceremony') return;
    for (const r of x.regents)
      if (r !== d) sheetWith(x, r, [{ action: 'ceremony', as: 'court', variant: 'officiate', targets: [d] }]);
    if (o.variant === 'vassalage')
      sheetWith(x, o.targets[0] as DomainId, [
        { action: 'ceremony', as: 'domain', variant: 'vassalage', targets: [d], params: o.params ?? {} },
      ]);
    if (o.variant === 'bloodline-investiture') {
      // the other domain's half: the receiver names the giver, the giver names the receiver
      const from = o.params?.from as DomainId | undefined;
      if (from) sheetWith(x, from, [{ action: 'ceremony', as: 'domain', variant: o.variant, targets: o.targets }]);
      else {
        const to = x.characters[o.targets[0]!]!;
        if (to.domain !== d)
          sheetWith(x, to.domain, [
            { action: 'ceremony', as: 'domain', variant: o.variant, targets: [to.id], params: { from: d } },
          ]);
      }
    }
    if (o.variant === 'transfer') {
      const w = o.params?.with as DomainId;
      const place = x.provinces[o.targets[0]!] ? o.targets[0]! : x.holdings[o.targets[0]!]!.province;
      sheetWith(x, w, [
        { action: 'ceremony', as: 'domain', variant: 'transfer', targets: o.targets, params: { with: d } },
        { action: 'oversee', as: 'character', variant: 'attend', targets: [place] },
      ]);
    }
  });
}

/** Resolved alone, with the other parties' side where it takes two. */
const carried = (s: State, d: DomainId, o: OrderState) => !refused(resolveAlone(agreeing(s, d, o), d, o).result);

/** Every offer of `action` carried out, with a label in words. */
function expectAllCarried(s: State, d: DomainId, offers: { order: OrderState; label: string }[]): void {
  expect(offers.length).toBeGreaterThan(0);
  for (const o of offers) {
    expectNoIds(s, o.label);
    expect(carried(s, d, o.order), o.label).toBe(true);
  }
}

// ---------------------------------------------------------------------------

describe('1.9 #5 Ceremony proposals (1.9.1, J-25..J-30)', () => {
  it('J-25 officiate: a priest regent with a temple of level 1+ is offered it, as a court action', () => {
    const s = two();
    const offers = offered(s, DOC, 'ceremony', 'officiate');
    expectAllCarried(s, DOC, offers);
    expect(offers.every((o) => o.order.as === 'court')).toBe(true);
    expect(offers.some((o) => o.order.targets.includes(DOC) && o.order.targets.includes(ZHA))).toBe(true);
    // Nadira of the Zhaïnge Valley is no priest
    expect(offered(s, ZHA, 'ceremony', 'officiate')).toEqual([]);
  });

  it('J-25 officiate: without a temple of level 1 or more the handler refuses and it is not offered', () => {
    const s = patch(two(), (x) => {
      for (const h of Object.values(x.holdings)) if (h.owner === DOC && h.type === 'temple') h.level = 0;
    });
    const o: OrderState = { action: 'ceremony', as: 'court', variant: 'officiate', targets: [DOC] };
    expect(refused(resolveAlone(s, DOC, o).result)).toBe(true);
    expect(offered(s, DOC, 'ceremony', 'officiate')).toEqual([]);
  });

  const claim = () => two({ holdings: [{ province: 'dur-hamma', type: 'guild', owner: ZHA, level: 0 }] });

  it('1.9.1 J-26 Coronation: a blooded claimant with a holding in the unclaimed domain is offered it; J-25 its temple officiates for 2 GB', () => {
    const s = claim();
    const offers = offered(s, ZHA, 'ceremony', 'coronation');
    expectAllCarried(s, ZHA, offers);
    expect(offers.map((o) => o.order.targets)).toContainEqual([HOLLOW]);
    expect(offers.find((o) => o.order.targets[0] === HOLLOW)!.label).toContain(
      'Coronation of Nadira al-Zhaïn as ruler of the Hollow Crown',
    );
    const r = resolveAlone(s, ZHA, offers[0]!.order);
    expect(r.result.ok).toBe(true);
    expect(r.state.domains[ZHA].gb).toBe(s.domains[ZHA].gb - 2);
  });

  it('J-26 Coronation: no holding in its provinces and no hold on its capital: refused, not offered', () => {
    const s = two();
    const o: OrderState = { action: 'ceremony', as: 'domain', variant: 'coronation', targets: [HOLLOW] };
    expect(refused(resolveAlone(s, ZHA, o).result)).toBe(true);
    expect(offered(s, ZHA, 'ceremony', 'coronation')).toEqual([]);
  });

  it('1.9.1 Designation: a blooded lieutenant may be named heir; an unblooded one is refused and not offered', () => {
    const none = two();
    const lt = `${DOC}:lt1`;
    const o: OrderState = { action: 'ceremony', as: 'domain', variant: 'designation', targets: [lt] };
    expect(refused(resolveAlone(none, DOC, o).result)).toBe(true);
    expect(offered(none, DOC, 'ceremony', 'designation')).toEqual([]);
    const s = patch(none, (x) => {
      x.characters[lt]!.build.bloodline = x.characters[`${DOC}:regent`]!.build.bloodline;
    });
    const offers = offered(s, DOC, 'ceremony', 'designation');
    expectAllCarried(s, DOC, offers);
    expect(offers[0]!.label).toBe('Ceremony: Designation of Maeve Tarrow as heir (1 GB)');
    // already named: nothing new to designate
    const named = patch(s, (x) => {
      x.domains[DOC].heirs = [lt];
    });
    expect(offered(named, DOC, 'ceremony', 'designation')).toEqual([]);
  });

  it('1.9.1 J-29 Transfer: both regents at the place of the assets, each with his domain action; what either holds there is offered', () => {
    const s = patch(two(), (x) => {
      x.characters[`${ZHA}:regent`]!.province = 'docandragh';
    });
    const offers = offered(s, DOC, 'ceremony', 'transfer');
    expectAllCarried(s, DOC, offers);
    expect(offers.every((o) => o.order.as === 'domain' && o.order.params?.with === ZHA)).toBe(true);
    expect(offers.map((o) => o.order.targets[0])).toContain('docandragh');
    expect(offers.map((o) => o.order.targets[0])).toContain(`docandragh:temple:${DOC}`);
    // the other side's proposal is the same Transfer: it is carried out against Docandragh's
    const theirs = offered(s, ZHA, 'ceremony', 'transfer').find((o) => o.order.targets[0] === 'docandragh')!;
    expect(theirs.label).toContain('Transfer of Docandragh from the Princedom of Docandragh');
    expect(carried(s, ZHA, theirs.order)).toBe(true);
  });

  it('1.9.1 Transfer: a regent who is not present (and holds nothing there) is not offered as a party; the handler refuses', () => {
    const s = two();
    expect(offered(s, DOC, 'ceremony', 'transfer')).toEqual([]);
    const o: OrderState = {
      action: 'ceremony',
      as: 'domain',
      variant: 'transfer',
      targets: [`docandragh:temple:${DOC}`],
      params: { with: ZHA },
    };
    const withMatch = patch(agreeing(s, DOC, o), (x) => {
      x.sheets[ZHA]!.orders = x.sheets[ZHA]!.orders.filter((y) => y.action !== 'oversee');
    });
    expect(refused(resolveAlone(withMatch, DOC, o).result)).toBe(true);
  });

  it('1.9.1 Divestiture: an occupied province with its unfortified holdings; the guilds alone too, needing no priest', () => {
    const s = patch(two(), (x) => {
      x.provinces.harsa!.occupiedBy = DOC;
      x.provinces.harsa!.occupiedSince = 1;
    });
    const offers = offered(s, DOC, 'ceremony', 'divestiture');
    expectAllCarried(s, DOC, offers);
    const whole = offers.find((o) => o.order.targets.includes('harsa'))!;
    expect(whole.order.targets).toContain(`harsa:law:${ZHA}`);
    expect(whole.label).toContain('DC 13');
    expect(offers.some((o) => o.order.targets.join() === `harsa:guild:${ZHA}` && o.label.endsWith('(1 GB)'))).toBe(
      true,
    );
    // a fortified holding must be taken first: not among the targets, and the handler refuses it
    const walls = patch(s, (x) => {
      x.holdings[`harsa:law:${ZHA}`]!.fortification = 1;
    });
    expect(
      offered(walls, DOC, 'ceremony', 'divestiture').some((o) => o.order.targets.includes(`harsa:law:${ZHA}`)),
    ).toBe(false);
    expect(refused(resolveAlone(agreeing(walls, DOC, whole.order), DOC, whole.order).result)).toBe(true);
  });

  it('1.9.1 Divestiture needs an occupation or a successful contest: refused, not offered', () => {
    const s = two();
    const o: OrderState = { action: 'ceremony', as: 'domain', variant: 'divestiture', targets: ['harsa'] };
    expect(refused(resolveAlone(agreeing(s, DOC, o), DOC, o).result)).toBe(true);
    expect(offered(s, DOC, 'ceremony', 'divestiture')).toEqual([]);
  });

  it('1.9.1 J-30 Vassalage with the domains around, either side the liege; the other side’s proposal matches', () => {
    const s = six();
    const offers = offered(s, VOR, 'ceremony', 'vassalage');
    expectAllCarried(s, VOR, offers);
    const swear = offers.find((o) => o.order.targets[0] === DOC && o.order.params?.liege === DOC)!;
    expect(swear.label).toContain('if Aedric Mollen officiates');
    // Docandragh's own proposal (its liege the same) is what Voroshin's order must match
    const mirror = offered(s, DOC, 'ceremony', 'vassalage').find(
      (o) => o.order.targets[0] === VOR && o.order.params?.liege === DOC && o.order.as === 'domain',
    )!;
    const both = patch(s, (x) => {
      x.initiative = [VOR, DOC];
      sheetWith(x, DOC, [mirror.order, { action: 'ceremony', as: 'court', variant: 'officiate', targets: [VOR] }]);
    });
    expect(resolveAlone(both, VOR, swear.order).result.ok).toBe(true);
  });

  it('J-25 Vassalage with no priest who could officiate (none with a temple of level 1+, no unclaimed temple in the realm): refused, not offered', () => {
    const s = patch(six(), (x) => {
      for (const h of Object.values(x.holdings)) if (h.owner === DOC && h.type === 'temple') h.level = 0;
    });
    expect(offered(s, VOR, 'ceremony', 'vassalage')).toEqual([]);
    const o: OrderState = {
      action: 'ceremony',
      as: 'domain',
      variant: 'vassalage',
      targets: [DOC],
      params: { liege: DOC },
    };
    expect(refused(resolveAlone(agreeing(s, VOR, o), VOR, o).result)).toBe(true);
  });
});

describe('1.9.1 Bloodline Investiture proposals', () => {
  const lt = `${DOC}:lt1`;
  it('1.9.1 the blooded regent may pass his bloodline to a courtier beside him, told what he loses; carried out, the courtier holds it', () => {
    const s = patch(two(), (x) => {
      x.characters[lt]!.province = x.characters[`${DOC}:regent`]!.province;
    });
    const offers = offered(s, DOC, 'ceremony', 'bloodline-investiture');
    expectAllCarried(s, DOC, offers);
    const mine = offers.find((o) => o.order.targets[0] === lt)!;
    expect(mine.label).toContain('Ceremony: Bloodline Investiture, passing');
    expect(mine.label).toContain('to Maeve Tarrow');
    expect(mine.label).toContain('you are left unblooded and your domain can hold no RP');
    const r = resolveAlone(agreeing(s, DOC, mine.order), DOC, mine.order);
    expect(r.result.ok).toBe(true);
    expect(r.state.characters[lt]!.build.bloodline).not.toBeNull();
    expect(r.state.characters[`${DOC}:regent`]!.build.bloodline).toBeNull();
  });

  it('1.9.1 a courtier elsewhere is not offered as recipient, and the handler refuses (both present throughout)', () => {
    const s = patch(two(), (x) => {
      x.characters[lt]!.province = 'dur-hamma';
    });
    expect(offered(s, DOC, 'ceremony', 'bloodline-investiture').some((o) => o.order.targets[0] === lt)).toBe(false);
    const o: OrderState = { action: 'ceremony', as: 'domain', variant: 'bloodline-investiture', targets: [lt] };
    expect(refused(resolveAlone(agreeing(s, DOC, o), DOC, o).result)).toBe(true);
  });

  it('1.9.1 between two regents in one province: the giver and the receiver are each offered their half, and the halves match', () => {
    const s = patch(two(), (x) => {
      x.characters[`${ZHA}:regent`]!.province = x.characters[`${DOC}:regent`]!.province;
    });
    const give = offered(s, DOC, 'ceremony', 'bloodline-investiture').find(
      (o) => o.order.targets[0] === `${ZHA}:regent`,
    )!;
    expect(give.label).toContain('(the Sheikhdom of the Zhaïnge Valley must order the same Investiture)');
    const take = offered(s, ZHA, 'ceremony', 'bloodline-investiture').find((o) => o.order.params?.from === DOC)!;
    expect(take.order.targets).toEqual([`${ZHA}:regent`]);
    expect(take.label).toContain('receiving the bloodline of');
    expectNoIds(s, give.label);
    expectNoIds(s, take.label);
    // each half, with the other side's as the other's proposal writes it, goes through
    const both = patch(s, (x) => {
      x.initiative = [ZHA, DOC];
      sheetWith(x, ZHA, [take.order]);
      for (const r of x.regents)
        if (r !== DOC)
          sheetWith(x, r, [{ action: 'ceremony', as: 'court', variant: 'officiate', targets: [DOC, ZHA] }]);
    });
    expect(carried(both, DOC, give.order)).toBe(true);
    expect(carried(s, ZHA, take.order)).toBe(true);
    // alone, neither half goes through
    expect(refused(resolveAlone(s, DOC, give.order).result)).toBe(true);
    expect(refused(resolveAlone(s, ZHA, take.order).result)).toBe(true);
  });

  it('1.9.1 regents apart: neither half is offered (another regent’s attendance is on his own sealed sheet)', () => {
    const s = two();
    expect(
      offered(s, DOC, 'ceremony', 'bloodline-investiture').some((o) => o.order.targets[0] === `${ZHA}:regent`),
    ).toBe(false);
    expect(offered(s, ZHA, 'ceremony', 'bloodline-investiture').some((o) => o.order.params?.from === DOC)).toBe(false);
    // the regent's own attendance where the other stands, on his draft, brings the offer
    const zhaAt = s.characters[`${ZHA}:regent`]!.province;
    const attending = patch(s, (x) => {
      sheetWith(x, DOC, [{ action: 'oversee', as: 'character', variant: 'attend', targets: [zhaAt] }]);
    });
    expect(
      offered(attending, DOC, 'ceremony', 'bloodline-investiture').some((o) => o.order.targets[0] === `${ZHA}:regent`),
    ).toBe(true);
  });
});

describe('1.9 #14 Decree proposals (1.9.2, J-13, J-14, R-08)', () => {
  it('J-13 a proclamation (a holiday) is offered for 1 GB and has no game effect', () => {
    const s = two();
    const offers = offered(s, DOC, 'decree', 'proclamation');
    expectAllCarried(s, DOC, offers);
    expect(offers[0]!.label).toBe('Decree: proclaim a holiday across your realm (no game effect) (1 GB)');
    const r = resolveAlone(s, DOC, offers[0]!.order);
    expect(r.result.ok).toBe(true);
    expect(r.result.text).toContain('proclaims: “a holiday is proclaimed across the realm”');
    expect(r.state.domains[DOC].gb).toBe(s.domains[DOC].gb - 1);
    expect(r.state.provinces).toEqual(s.provinces);
  });

  it('1.9.2 war on the domains around, at no cost; J-14 taxes up where content, down where restless', () => {
    const s = six();
    const offers = offered(s, DOC, 'decree');
    expectAllCarried(s, DOC, offers);
    const war = offers.filter((o) => o.order.variant === 'war');
    expect(war.map((o) => o.order.targets[0])).toContain(VOR);
    expect(war.every((o) => !o.label.includes('GB'))).toBe(true);
    const down = offers.find((o) => o.order.variant === 'tax' && o.order.params?.change === -1)!;
    expect(down.label).toBe('Decree: lower taxes by 1 GB in Ennisfane, from the next turn (1 GB)');
  });

  it('R-08 J-78 a Decree is free only for a world-class court: refused as free, offered as a court action; free once it has been level 10 for three rounds', () => {
    const s = six();
    const war: OrderState = { action: 'decree', as: 'free', variant: 'war', targets: [VOR] };
    expect(refused(resolveAlone(s, DOC, war).result)).toBe(true);
    expect(offered(s, DOC, 'decree').some((o) => o.order.as === 'free')).toBe(false);
    const world = patch(s, (x) => {
      x.provinces.docandragh!.buildings.palace = 10;
      x.domains[DOC].court10Since = x.round - 3;
    });
    const offers = offered(world, DOC, 'decree');
    expect(offers.every((o) => o.order.as === 'free')).toBe(true);
    expectAllCarried(world, DOC, offers);
  });

  it('J-14 one tax Decree a round: after one, refused and not offered', () => {
    const s = patch(six(), (x) => {
      x.domains[DOC].taxDecreeRound = x.round;
    });
    const o: OrderState = {
      action: 'decree',
      as: 'court',
      variant: 'tax',
      targets: [],
      params: { province: 'ennisfane', change: -1 },
    };
    expect(refused(resolveAlone(s, DOC, o).result)).toBe(true);
    expect(offered(s, DOC, 'decree').some((x) => x.order.variant === 'tax' || x.order.variant === 'restore-tax')).toBe(
      false,
    );
    // a tax already on the draft: no second one
    const drafted = patch(six(), (x) => {
      x.sheets[DOC] = { orders: [o], backing: [], in: false };
    });
    expect(offered(drafted, DOC, 'decree').some((x) => x.order.variant === 'tax')).toBe(false);
  });

  it('J-14 restoring normal taxation is offered once a province’s collection has been changed', () => {
    const s = patch(six(), (x) => {
      x.provinces.docandragh!.tax = 2;
    });
    const offers = offered(s, DOC, 'decree', 'restore-tax');
    expectAllCarried(s, DOC, offers);
    expect(offers[0]!.label).toContain('restore normal taxation in Docandragh');
    expect(offered(six(), DOC, 'decree', 'restore-tax')).toEqual([]);
  });

  it('1.9.2 cancelling an alliance, a passage, a vassalage: offered only where there is one to cancel', () => {
    const s = patch(two(), (x) => {
      x.domains[DOC].allies = [ZHA];
      x.domains[ZHA].allies = [DOC];
      x.domains[DOC].passage = [ZHA];
      x.domains[ZHA].vassalOf = DOC;
    });
    const offers = offered(s, DOC, 'decree', 'cancel');
    expectAllCarried(s, DOC, offers);
    const court = offers.filter((o) => o.order.as === 'court');
    expect(court.map((o) => o.order.params?.what).sort()).toEqual(['alliance', 'passage', 'vassalage']);
    const none = two();
    const o: OrderState = {
      action: 'decree',
      as: 'court',
      variant: 'cancel',
      targets: [ZHA],
      params: { what: 'alliance' },
    };
    expect(refused(resolveAlone(none, DOC, o).result)).toBe(true);
    expect(offered(none, DOC, 'decree', 'cancel')).toEqual([]);
  });

  it('J-13 lifting one’s own embargo: offered where there is one', () => {
    const s = patch(two(), (x) => {
      x.provinces.harsa!.embargo = [DOC];
    });
    const offers = offered(s, DOC, 'decree', 'lift-embargo');
    expectAllCarried(s, DOC, offers);
    expect(offers[0]!.label).toBe('Decree: lift your embargo on Harsa (1 GB)');
    const o: OrderState = { action: 'decree', as: 'court', variant: 'lift-embargo', targets: ['harsa'] };
    expect(refused(resolveAlone(two(), DOC, o).result)).toBe(true);
    expect(offered(two(), DOC, 'decree', 'lift-embargo')).toEqual([]);
  });

  it('J-06 a Decree pays what the event asks, with its cost in full; a treasury that cannot pay is not offered it', () => {
    const withEvent = (gb: number) =>
      patch(two({ treasury: { [ZHA]: { gb, rp: 25 } } }), (x) => {
        x.provinces.harsa!.event = { id: 'poor-harvest', turn: 1, answered: false };
      });
    const s = withEvent(20);
    const offers = offered(s, ZHA, 'decree', 'answer-event');
    expectAllCarried(s, ZHA, offers);
    expect(offers[0]!.label).toBe('Decree: pay 2 GB against the Poor Harvest in Harsa (3 GB)');
    const poor = withEvent(2);
    expect(refused(resolveAlone(poor, ZHA, offers[0]!.order).result)).toBe(true);
    expect(offered(poor, ZHA, 'decree', 'answer-event')).toEqual([]);
  });
});

describe('1.9 #15 Diplomacy proposals (J-21, J-22, J-23)', () => {
  it('J-22 an alliance, meeting at the same place from either side: each side’s proposal matches the other’s', () => {
    const s = two();
    const offers = offered(s, DOC, 'diplomacy');
    expectAllCarried(s, DOC, offers);
    const mine = offers.find((o) => o.order.variant === 'alliance' && o.order.as === 'court')!;
    expect(mine.label).toBe(
      'Diplomacy: an alliance with the Sheikhdom of the Zhaïnge Valley, meeting at Docandragh (the Sheikhdom of the Zhaïnge Valley must agree the same round) (1 GB)',
    );
    const theirs = offered(s, ZHA, 'diplomacy').find((o) => o.order.variant === 'alliance' && o.order.as === 'court')!;
    const both = patch(s, (x) => {
      x.initiative = [DOC, ZHA];
      sheetWith(x, ZHA, [theirs.order]);
    });
    expect(resolveAlone(both, DOC, mine.order).result).toMatchObject({ ok: true });
    // without it, the handler makes no agreement
    expect(refused(resolveAlone(s, DOC, mine.order).result)).toBe(true);
  });

  it('J-23 at war: peace is offered, not an alliance; allies are offered neither', () => {
    const war = patch(two(), (x) => {
      x.domains[DOC].atWarWith = [ZHA];
      x.domains[ZHA].atWarWith = [DOC];
    });
    const offers = offered(war, DOC, 'diplomacy');
    expectAllCarried(war, DOC, offers);
    expect(offers.map((o) => o.order.variant)).toContain('peace');
    expect(offers.map((o) => o.order.variant)).not.toContain('alliance');
    const allied = patch(two(), (x) => {
      x.domains[DOC].allies = [ZHA];
      x.domains[ZHA].allies = [DOC];
    });
    expect(offered(allied, DOC, 'diplomacy').filter((o) => o.order.variant === 'alliance')).toEqual([]);
  });

  it('J-21 Diplomacy is free only for a Noble: the Noble is offered it free; another regent’s free order is refused and not offered', () => {
    const s = six();
    const noble = offered(s, DJA, 'diplomacy');
    expect(noble.length).toBeGreaterThan(0);
    expect(noble.every((o) => o.order.as === 'free')).toBe(true);
    expectAllCarried(s, DJA, noble);
    const other = offered(s, ZHA, 'diplomacy');
    expect(other.some((o) => o.order.as === 'free')).toBe(false);
    const free = { ...other[0]!.order, as: 'free' as const, overseer: undefined };
    expect(refused(resolveAlone(agreeing(s, ZHA, free), ZHA, free).result)).toBe(true);
  });

  it('J-22 passage with the domains around, a trade agreement where both have guilds, prisoners where units are held', () => {
    const s = patch(six(), (x) => {
      const u = Object.values(x.units).find((v) => v.owner === DJA)!;
      u.captor = ZHA;
    });
    const offers = offered(s, ZHA, 'diplomacy');
    expectAllCarried(s, ZHA, offers);
    const withDja = offers.filter((o) => o.order.targets[0] === DJA).map((o) => o.order.variant);
    expect(withDja).toContain('trade-agreement');
    expect(withDja).toContain('prisoners');
    expect(offered(six(), ZHA, 'diplomacy').some((o) => o.order.variant === 'prisoners')).toBe(false);
    expect(
      offered(six(), DOC, 'diplomacy').some((o) => o.order.variant === 'passage' && o.order.targets[0] === DJA),
    ).toBe(true);
  });

  it('1.12.1 a state religion where the faith holds more than half the realm’s province levels, from both sides', () => {
    const s = two({
      holdings: [
        { province: 'qasr-zhainge', type: 'temple', owner: DOC, level: 4 },
        { province: 'harsa', type: 'temple', owner: DOC, level: 3 },
        { province: 'tazeen', type: 'temple', owner: DOC, level: 3 },
      ],
    });
    const zha = offered(s, ZHA, 'diplomacy', 'state-religion');
    const doc = offered(s, DOC, 'diplomacy', 'state-religion');
    expectAllCarried(s, ZHA, zha);
    expectAllCarried(s, DOC, doc);
    expect(zha[0]!.label).toContain('the Princedom of Docandragh recognised as the state religion of your realm');
    expect(doc[0]!.label).toContain('your faith recognised as the state religion of the Sheikhdom');
    expect(offered(two(), ZHA, 'diplomacy', 'state-religion')).toEqual([]);
  });

  it('J-06 a Feud is settled by Diplomacy, free as its card says; with no such event it is refused and not offered', () => {
    const s = patch(two(), (x) => {
      x.provinces.harsa!.event = { id: 'feud', turn: 1, answered: false };
    });
    const offers = offered(s, ZHA, 'diplomacy', 'event-response');
    expectAllCarried(s, ZHA, offers);
    expect(offers.map((o) => [o.order.as, o.label])).toEqual([['free', 'Diplomacy: settle the Feud in Harsa (1 GB)']]);
    expect(refused(resolveAlone(two(), ZHA, offers[0]!.order).result)).toBe(true);
    expect(offered(two(), ZHA, 'diplomacy', 'event-response')).toEqual([]);
  });
});

describe('1.9 #15 J-22 marriage proposals', () => {
  it('J-22 a marriage between houses is offered with each regent not at war, once: carried out with the other side’s order', () => {
    const s = two();
    const offers = offered(s, DOC, 'diplomacy', 'marriage');
    expectAllCarried(s, DOC, offers);
    expect(offers[0]!.label).toContain(
      'Diplomacy: a marriage between your house and that of the Sheikhdom of the Zhaïnge Valley (no game effect), meeting at',
    );
    const married = patch(s, (x) => {
      x.domains[DOC].treaties = [
        ...(x.domains[DOC].treaties ?? []),
        { kind: 'marriage', with: ZHA, until: null, round: 1 },
      ];
    });
    expect(offered(married, DOC, 'diplomacy', 'marriage')).toEqual([]);
    const war = patch(s, (x) => {
      x.domains[DOC].atWarWith = [ZHA];
    });
    expect(offered(war, DOC, 'diplomacy', 'marriage')).toEqual([]);
  });
});

describe('1.9 #23 Lieutenancy proposals (J-20)', () => {
  it('J-20 ready-made lieutenants of up to 20 CCP, hired without a roll', () => {
    const s = two();
    const offers = offered(s, DOC, 'lieutenancy');
    expectAllCarried(s, DOC, offers);
    for (const o of offers) expect(resolveAlone(s, DOC, o.order).result).toMatchObject({ ok: true, roll: null });
    expect(offers.map((o) => o.label)).toContain(
      'Lieutenancy: hire a captain (Warrior; Strategy 2, Prowess 2, Law 2), 2 of 5 (1 GB)',
    );
  });

  it('1.9 #23 at the lieutenant cap (Aedric: Politics 3 + Major 2 = 5) the handler refuses and none is offered', () => {
    const s = patch(two(), (x) => {
      const lt = x.characters[`${DOC}:lt1`]!;
      for (let i = 2; i <= 5; i++) x.characters[`${DOC}:lt${i}`] = { ...lt, id: `${DOC}:lt${i}` };
    });
    const o = offered(two(), DOC, 'lieutenancy')[0]!.order;
    expect(refused(resolveAlone(s, DOC, o).result)).toBe(true);
    expect(offered(s, DOC, 'lieutenancy')).toEqual([]);
    const broke = two({ treasury: { [DOC]: { gb: 0, rp: 25 } } });
    expect(refused(resolveAlone(broke, DOC, o).result)).toBe(true);
    expect(offered(broke, DOC, 'lieutenancy')).toEqual([]);
  });
});

describe('1.9 #29 Oversee proposals (J-51)', () => {
  it('1.9 #29 each character administers where he stands and attends the provinces of the realm', () => {
    const s = two();
    const offers = offered(s, DOC, 'oversee');
    expectAllCarried(s, DOC, offers);
    expect(offers.every((o) => o.order.as === 'character')).toBe(true);
    const lt = offers.filter((o) => o.order.overseer === `${DOC}:lt1`);
    expect(lt.map((o) => o.label)).toContain(
      'Oversee: Maeve Tarrow administers Docandragh this round, against hostile actions',
    );
    expect(lt.map((o) => o.label)).toContain('Oversee: Maeve Tarrow goes to Ennisfane and attends there this round');
  });

  it('1.9 #29 a character no longer of the court is refused and offered nothing', () => {
    const s = patch(two(), (x) => {
      x.characters[`${DOC}:lt1`]!.alive = false;
    });
    const o: OrderState = {
      action: 'oversee',
      as: 'character',
      overseer: `${DOC}:lt1`,
      variant: 'attend',
      targets: ['harsa'],
    };
    expect(refused(resolveAlone(s, DOC, o).result)).toBe(true);
    expect(offered(s, DOC, 'oversee').some((x) => x.order.overseer === `${DOC}:lt1`)).toBe(false);
  });

  it('1.9 #29 (a) a character joins a domain action of the draft that names him, and nobody else’s', () => {
    const rule: OrderState = { action: 'rule-province', as: 'domain', targets: ['docandragh'], overseer: `${DOC}:lt1` };
    const s = patch(two(), (x) => {
      x.sheets[DOC] = { orders: [rule], backing: [], in: false };
    });
    const joins = offered(s, DOC, 'oversee', 'action');
    expect(joins.map((o) => [o.order.overseer, o.order.params?.order])).toEqual([[`${DOC}:lt1`, 0]]);
    expect(joins[0]!.label).toBe('Oversee: Maeve Tarrow oversees your Rule Province on Docandragh in person');
    // resolved in its own sheet, after the action it joins
    const sheet = [rule, joins[0]!.order];
    const tx = new Tx(
      { ...s, sheets: { ...s.sheets, [DOC]: { orders: sheet, backing: [], in: true } } },
      seededDice('oversee'),
    );
    HANDLERS.oversee!(tx, { domain: DOC, index: 1, order: joins[0]!.order });
    expect(ofType(tx.events, 'actionResolved')[0]).toMatchObject({ ok: true });
    // no order on the draft: nothing to join, and the handler refuses
    const none: OrderState = { ...joins[0]!.order, params: { order: 3 } };
    expect(refused(resolveAlone(two(), DOC, none).result)).toBe(true);
    expect(offered(two(), DOC, 'oversee', 'action')).toEqual([]);
  });

  it('J-06 a Guild Quarrel: attending the province is offered with the roll it makes', () => {
    const s = patch(two(), (x) => {
      x.provinces.harsa!.event = { id: 'guild-quarrel', turn: 1, answered: false };
    });
    const offers = offered(s, ZHA, 'oversee', 'attend').filter((o) => o.order.targets[0] === 'harsa');
    expectAllCarried(s, ZHA, offers);
    expect(offers.map((o) => o.label)).toContain(
      'Oversee: Nadira al-Zhaïn goes to Harsa and attends there this round, dealing with the Guild Quarrel (d20 + Commerce 4 against DC 12)',
    );
  });
});

describe('1.9 #35 Change Agenda proposals (J-65)', () => {
  it('1.9 #35 an agenda the domain meets now is offered at its rank’s cost', () => {
    const s = two();
    const offers = offered(s, DOC, 'change-agenda');
    expectAllCarried(s, DOC, offers);
    expect(offers.map((o) => o.label)).toContain(
      'Change Agenda: take up Full Coffers, a minor agenda you meet now (At least 20 GB after expenses.) (1 GB, 1 RP)',
    );
  });

  it('1.9 #35 at 4 minor agendas a 5th is refused and not offered; a swap for an unmet one is', () => {
    // Docandragh holds fleet-in-being and contented-realm (minor): with these, four
    const s = patch(two(), (x) => {
      x.domains[DOC].agendas = [...x.domains[DOC].agendas, 'trader', 'factor'];
    });
    const add: OrderState = { action: 'change-agenda', as: 'domain', targets: ['full-coffers'] };
    expect(refused(resolveAlone(s, DOC, add).result)).toBe(true);
    const offers = offered(s, DOC, 'change-agenda');
    expect(offers.some((o) => !o.order.params?.remove)).toBe(false);
    expectAllCarried(s, DOC, offers);
    expect(offers.map((o) => o.label)).toContain(
      'Change Agenda: drop Trader for Full Coffers, a minor agenda you meet now (At least 20 GB after expenses.) (1 GB, 1 RP)',
    );
  });

  it('J-65 great agendas are never offered; a treasury short of the cost offers nothing', () => {
    const s = two({ treasury: { [DOC]: { gb: 20, rp: 0 } } });
    expect(
      refused(resolveAlone(s, DOC, { action: 'change-agenda', as: 'domain', targets: ['full-coffers'] }).result),
    ).toBe(true);
    expect(offered(s, DOC, 'change-agenda')).toEqual([]);
    expect(
      offered(two(), DOC, 'change-agenda').some((o) =>
        JSON.stringify(o.order.params?.remove ?? []).includes('sea-power'),
      ),
    ).toBe(false);
  });
});

describe('1.7.5 raising the bloodline score (the free order raise-bloodline)', () => {
  it('1.7.5 score + 1 RP buys +1 score: offered when the RP are there', () => {
    const s = two({ treasury: { [DOC]: { gb: 5, rp: 26 } } });
    const offers = offered(s, DOC, 'raise-bloodline');
    expectAllCarried(s, DOC, offers);
    expect(offers.map((o) => [o.order.as, o.label])).toEqual([
      ['free', 'Raise the bloodline: Aedric Mollen’s score from 25 to 26 (26 RP)'],
    ]);
  });

  it('1.7.5 short of RP, or raised within 3 rounds: refused, not offered', () => {
    const o: OrderState = { action: 'raise-bloodline', as: 'free', targets: [] };
    const poor = two({ treasury: { [DOC]: { gb: 5, rp: 25 } } });
    expect(refused(resolveAlone(poor, DOC, o).result)).toBe(true);
    expect(offered(poor, DOC, 'raise-bloodline')).toEqual([]);
    const recent = patch(two({ treasury: { [DOC]: { gb: 5, rp: 60 } } }), (x) => {
      x.domains[DOC].raisedScoreRound = x.round - 2;
    });
    expect(refused(resolveAlone(recent, DOC, o).result)).toBe(true);
    expect(offered(recent, DOC, 'raise-bloodline')).toEqual([]);
    const drafted = patch(two({ treasury: { [DOC]: { gb: 5, rp: 60 } } }), (x) => {
      x.sheets[DOC] = { orders: [o], backing: [], in: false };
    });
    expect(offered(drafted, DOC, 'raise-bloodline')).toEqual([]);
  });
});

describe('1.7.1 law claims (the free order law-claim)', () => {
  it('1.7.1 in a turn’s third round each law holding of level 1+ claims from the temples, guilds and routes of its province', () => {
    const s = sandbox({ round: 3 }, { regents: 2 });
    const offers = offered(s, DOC, 'law-claim');
    expectAllCarried(s, DOC, offers);
    expect(offers.every((o) => o.order.as === 'free' && s.holdings[o.order.targets[0]!]?.owner === DOC)).toBe(true);
    expect(offers.map((o) => o.label)).toContain(
      'Law claim: 1 GB from the Amber Company’s guild (2) in Docandragh, by your law holding (3) in Docandragh, at the next collection',
    );
    const r = resolveAlone(s, DOC, offers[0]!.order);
    expect(r.state.claims).toHaveLength(1);
  });

  it('1.7.1 outside the third round, and against a covert holding, the handler refuses: not offered', () => {
    const s = sandbox({ round: 3 }, { regents: 2 });
    const o = offered(s, DOC, 'law-claim')[0]!.order;
    const early = two();
    expect(refused(resolveAlone(early, DOC, o).result)).toBe(true);
    expect(offered(early, DOC, 'law-claim')).toEqual([]);
    const target = o.targets[1]!;
    const covert = patch(s, (x) => {
      x.holdings[target]!.covert = true;
    });
    expect(refused(resolveAlone(covert, DOC, o).result)).toBe(true);
    expect(offered(covert, DOC, 'law-claim').some((x) => x.order.targets[1] === target)).toBe(false);
  });
});

describe('an ordinary start: every court order offered to every seated domain is carried out', () => {
  const starts: [string, () => State][] = [
    ['a seeded start (begin), at round 1', () => botUntil(begin({ regents: 6 }).state, (x) => x.phase === 'rounds')],
    ['the sandbox at round 2', () => six()],
    ['the sandbox at round 3 (law claims)', () => sandbox({ round: 3 }, { regents: 6 })],
  ];
  for (const [name, make] of starts)
    it(`1.9 #5 #14 #15 #23 #29 #35, 1.7.1, 1.7.5: ${name}`, () => {
      const s = make();
      expect(s.phase).toBe('rounds');
      let n = 0;
      for (const d of s.regents) {
        for (const o of offeredOrders(s, d)) {
          if (!MINE.has(o.order.action)) continue;
          n++;
          expectNoIds(s, o.label);
          expect(carried(s, d, o.order), `${d}: ${o.label}`).toBe(true);
        }
      }
      expect(n).toBeGreaterThan(0);
    });
});

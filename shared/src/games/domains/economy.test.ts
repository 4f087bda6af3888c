/**
 * The money at the start of a turn (checklist 1.7): collections, regency,
 * expenses and what goes unpaid, autumn growth (1.9), the tax Decree (J-14)
 * and law claims (1.7.1). turnStart runs on a Tx with scripted dice: one d20
 * per province the seated regents rule (loyalty, in map order), then the
 * unpaid units' morale checks, then one d20 per landed domain for events.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../engine/dice.ts';
import type { DmEvent } from './events.ts';
import { applyLawClaim, applyTaxDecree, assetsOf, rolledProvinces, turnStart } from './rules/economy.ts';
import type { OrderState, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, ofType, sandbox } from './testkit.ts';

const D = 'princedom-of-docandragh';
const Z = 'zhainge-valley';

type Sb = Parameters<typeof sandbox>[0];
/** Two regents (Docandragh and the Zhaïnge Valley) in round `round`, changed by `edit`. */
function world(round = 1, edit: (s: State) => void = () => {}, sb: Sb = {}): State {
  const s = structuredClone(sandbox({ round, ...sb }, { regents: 2 }));
  edit(s);
  return s;
}

/** Runs the turn's start: loyalty dice (12 unless named), then `rest` (morale checks), then no events (20s). */
function start(s: State, loyalty: Record<string, number> = {}, rest: number[] = []): Tx {
  const dice = rolledProvinces(s).map((p) => loyalty[p.id] ?? 12);
  const tx = new Tx(s, scriptedDice([...dice, ...rest, 20, 20]));
  turnStart(tx);
  return tx;
}

const money = (tx: Tx, d: string, head: string) =>
  ofType(tx.events, 'treasury').filter((e) => e.domain === d && e.why.includes(head));
const gbOf = (tx: Tx, d: string, head: string) => money(tx, d, head).reduce((n, e) => n + e.gb, 0);
const notes = (tx: Tx) => ofType(tx.events, 'noted').map((e) => e.text);

const ctx = (domain: string, order: Partial<OrderState>) => ({
  domain: domain as typeof D,
  index: 0,
  order: { action: 'decree', as: 'court', targets: [], ...order } as OrderState,
});

describe('collections (1.7.1)', () => {
  it('1.7.1 provinces pay 1 GB a level, temples and guilds 1 GB a level, law holdings nothing', () => {
    const tx = start(world());
    expect(gbOf(tx, D, 'taxes')).toBe(3 + 2 + 2 + 1 + 3 + 2 + 5);
    expect(money(tx, D, 'taxes')[0]?.why).toContain('Docandragh 5');
    // three temples (2 + 1 + 1); seven law holdings pay nothing
    expect(gbOf(tx, D, 'Collection, holdings')).toBe(4);
    expect(gbOf(tx, Z, 'Collection, holdings')).toBe(3);
  });

  it('1.7.1 a Rebellious province pays nothing, and the ruler’s holdings there count as contested', () => {
    // 12 + 3 Politics = 15 keeps a Rebellious province Rebellious (under 20)
    const tx = start(
      world(1, (s) => {
        s.provinces.docandragh!.loyalty = 'rebellious';
      }),
    );
    expect(money(tx, D, 'taxes')[0]?.why).toContain('Docandragh 0 (rebellious: nothing)');
    expect(gbOf(tx, D, 'taxes')).toBe(13);
    expect(gbOf(tx, D, 'Collection, holdings')).toBe(2);
  });

  it('1.7.1 a contested holding pays nothing', () => {
    const tx = start(
      world(1, (s) => {
        s.holdings[`qasr-zhainge:guild:${Z}`]!.contested = true;
      }),
    );
    expect(gbOf(tx, Z, 'Collection, holdings')).toBe(1);
    expect(money(tx, Z, 'Collection, holdings')[0]?.why).toContain('guild in Qasr Zhaïnge 0 (contested: nothing)');
  });

  it('1.7.1 the Decree’s change counts, within 0 to 150% of base rounded up; an embargo takes 2', () => {
    const tx = start(
      world(1, (s) => {
        s.provinces['caer-mollen']!.tax = 1; // level 3 → 4
        s.provinces.docandragh!.tax = 9; // level 5 → at most ceil(7.5) = 8
        s.provinces.dunhallow!.tax = -2; // level 2 → 0
        s.provinces.tarrowbrook!.embargo = [Z]; // level 3 − 2
      }),
    );
    const why = money(tx, D, 'taxes')[0]?.why ?? '';
    expect(why).toContain('Caer Mollen 4 (+1 by Decree)');
    expect(why).toContain('Docandragh 8 (+3 by Decree)');
    expect(why).toContain('Dunhallow 0 (-2 by Decree)');
    expect(why).toContain('Tarrowbrook 1 (−2 embargo)');
    expect(gbOf(tx, D, 'taxes')).toBe(4 + 2 + 0 + 1 + 1 + 2 + 8);
  });

  it('1.7.1 J-15 a trade route pays the average of its two guilds', () => {
    const tx = start(world());
    expect(gbOf(tx, Z, 'Collection, trade routes')).toBe(1.5);
    const raised = start(
      world(1, (s) => {
        s.holdings[`harsa:guild:${Z}`]!.level = 2;
      }),
    );
    expect(gbOf(raised, Z, 'Collection, trade routes')).toBe(2);
  });

  it('J-17 a route disrupted by Espionage pays nothing at the next collection only, its owner told it was disrupted', () => {
    const id = Object.values(world().routes).find((r) => r.owner === Z)!.id;
    const tx = start(world(1, (s) => (s.disrupted = [id])));
    expect(gbOf(tx, Z, 'Collection, trade routes')).toBe(0);
    expect(money(tx, Z, 'Collection, trade routes')[0]?.why).toContain('(disrupted: nothing)');
    expect(tx.state.disrupted).toEqual([]);
    // the collection after pays again
    const next = start(structuredClone({ ...tx.state, round: 1 }));
    expect(gbOf(next, Z, 'Collection, trade routes')).toBe(1.5);
  });

  it('1.7.1 buildings: a Caravansarai pays 1 GB, a Council Chamber 1 GB a level, to the holding’s owner; an idle one nothing', () => {
    const tx = start(
      world(1, (s) => {
        s.provinces['qasr-zhainge']!.buildings.caravansarai = 1;
        s.provinces.docandragh!.buildings['council-chamber'] = 2;
      }),
    );
    expect(gbOf(tx, Z, 'Collection, buildings')).toBe(1);
    expect(gbOf(tx, D, 'Collection, buildings')).toBe(2);
    const idle = start(
      world(1, (s) => {
        s.provinces['qasr-zhainge']!.buildings.caravansarai = 1;
        s.provinces['qasr-zhainge']!.idle = { caravansarai: 1 };
      }),
    );
    expect(gbOf(idle, Z, 'Collection, buildings')).toBe(0);
    expect(money(idle, Z, 'Collection, buildings')[0]?.why).toContain('unpaid: idle');
  });

  it('1.7.1 occupation: 1 GB a unit to the occupier, Decrees suspended; J-87 nothing from a Rebellious one', () => {
    const occupied = (s: State) => {
      s.provinces.docandragh!.occupiedBy = Z;
      s.provinces.docandragh!.occupiedSince = 0;
      s.provinces.docandragh!.tax = -2;
      for (const u of Object.values(s.units)) if (u.owner === Z) u.province = 'docandragh';
    };
    // 20 + 3 Politics − 10 occupied = 13: stays Poor (it fell to Poor at once)
    const tx = start(world(1, occupied), { docandragh: 20 });
    expect(tx.state.provinces.docandragh?.loyalty).toBe('poor');
    expect(money(tx, D, 'taxes')[0]?.why).toContain('Docandragh 2 (3 GB to the occupier)');
    expect(gbOf(tx, Z, 'occupation')).toBe(3);
    // 1 + 3 − 10 = −6: Rebellious, so it yields nothing to anyone
    const rebels = start(world(1, occupied), { docandragh: 1 });
    expect(rebels.state.provinces.docandragh?.loyalty).toBe('rebellious');
    expect(gbOf(rebels, Z, 'occupation')).toBe(0);
  });

  it('1.7.1 law claims of round 3 are taken at the next collection: half the claimer’s level, half the target’s income', () => {
    const s = world(
      1,
      (x) => {
        x.claims = [
          { by: `qasr-zhainge:law:${D}`, target: `qasr-zhainge:guild:${Z}`, gb: 1.5 },
          { by: `qasr-zhainge:law:${D}`, target: 'qasr-zhainge', gb: 1.5 },
        ];
      },
      { holdings: [{ province: 'qasr-zhainge', type: 'law', owner: D, level: 3 }] },
    );
    const tx = start(s);
    // the guild yields 2: half is 1.0, under the claim's 1.5; the province yields 4: half is 2, so 1.5 is taken
    expect(gbOf(tx, D, 'law claims')).toBe(2.5);
    expect(gbOf(tx, Z, 'law claims')).toBe(-2.5);
    expect(tx.state.claims).toEqual([]);
  });
});

describe('law claims (1.7.1)', () => {
  const three = () =>
    world(3, () => {}, {
      holdings: [
        { province: 'qasr-zhainge', type: 'law', owner: D, level: 3 },
        { province: 'harsa', type: 'guild', owner: D, level: 1, covert: true },
      ],
    });
  const claim = (s: State, target: string, gb: number, by = `qasr-zhainge:law:${D}`) => {
    const tx = new Tx(s, scriptedDice([]));
    const r = applyLawClaim(tx, ctx(D, { action: 'decree', as: 'free', targets: [by, target], params: { gb } }));
    return { r, tx };
  };

  it('1.7.1 a claim is declared in round 3 and kept for the next collection', () => {
    const { r, tx } = claim(three(), `qasr-zhainge:guild:${Z}`, 1.25);
    expect(r.ok).toBe(true);
    expect(r.text).toContain('claims 1.2 GB from the Sheikhdom of the Zhaïnge Valley’s guild in Qasr Zhaïnge');
    expect(tx.state.claims).toEqual([{ by: `qasr-zhainge:law:${D}`, target: `qasr-zhainge:guild:${Z}`, gb: 1.2 }]);
    const early = world(2, () => {}, { holdings: [{ province: 'qasr-zhainge', type: 'law', owner: D, level: 3 }] });
    expect(claim(early, 'qasr-zhainge', 1).r).toMatchObject({ ok: false });
  });

  it('1.7.1 at most half the claiming holding’s level; level 1 or more; not covert; the province only if another rules it', () => {
    expect(claim(three(), 'qasr-zhainge', 1.5).r.ok).toBe(true);
    expect(claim(three(), 'qasr-zhainge', 1.6).r.text).toContain('at most 1.5 GB');
    const zero = three();
    zero.holdings[`qasr-zhainge:law:${D}`]!.level = 0;
    expect(claim(zero, 'qasr-zhainge', 0.1).r.text).toContain('level 1 or more');
    const covert = three();
    covert.holdings[`harsa:law:${D}`] = {
      ...covert.holdings[`qasr-zhainge:law:${D}`]!,
      id: `harsa:law:${D}`,
      province: 'harsa',
    };
    covert.holdings[`harsa:guild:${D}`]!.owner = Z;
    covert.holdings[`harsa:guild:${Z}x`] = { ...covert.holdings[`harsa:guild:${D}`]!, id: `harsa:guild:${Z}x` };
    expect(claim(covert, `harsa:guild:${Z}x`, 0.5, `harsa:law:${D}`).r.text).toContain('cannot be claimed');
    expect(claim(three(), 'docandragh', 1).r.ok).toBe(false);
  });
});

describe('regency (1.7.2)', () => {
  it('1.7.2 J-09 RP is the lower of the domain’s power and the bloodline score, by the regent’s classes', () => {
    // the Knight has full law and temple regency: 18 province levels + 12 law + 4 temple = 34
    const tx = start(
      world(1, (s) => {
        s.characters[`${D}:regent`]!.score = 40;
      }),
    );
    expect(money(tx, D, 'Regency collected')[0]).toMatchObject({ rp: 34 });
    expect(money(tx, D, 'Regency collected')[0]?.why).toContain('power 34');
    // under 34 the score bounds it
    const low = start(
      world(1, (s) => {
        s.characters[`${D}:regent`]!.score = 20;
      }),
    );
    expect(money(low, D, 'Regency collected')[0]).toMatchObject({ rp: 20 });
  });

  it('1.7.2 J-09 contested holdings and provinces occupied by others give no regency', () => {
    const tx = start(
      world(1, (s) => {
        s.characters[`${D}:regent`]!.score = 40;
        s.holdings[`docandragh:law:${D}`]!.contested = true;
        s.provinces.glenmorrow!.occupiedBy = Z;
        s.provinces.glenmorrow!.occupiedSince = 1;
      }),
      { glenmorrow: 20 },
    );
    expect(money(tx, D, 'Regency collected')[0]).toMatchObject({ rp: 34 - 3 - 2 });
  });

  it('1.7.2 at most twice the bloodline score carries into the new turn', () => {
    const tx = start(world(1, () => {}, { treasury: { [D]: { gb: 20, rp: 61 } } }));
    expect(money(tx, D, 'twice the bloodline score')[0]).toMatchObject({ rp: -11 });
    expect(tx.state.domains[D].rp).toBe(50 + 25);
    const at = start(world(1, () => {}, { treasury: { [D]: { gb: 20, rp: 50 } } }));
    expect(money(at, D, 'twice the bloodline score')).toEqual([]);
  });

  it('1.7.2 sources and ley lines are kept up in RP, by the same ÷ 5', () => {
    const s = world(1, () => {}, { holdings: [{ province: 'dunhallow', type: 'source', owner: D, level: 0 }] });
    s.leyLines = [{ id: 'l1', owner: D, path: ['dunhallow', 'glenmorrow'], expires: null }];
    const tx = start(s);
    expect(money(tx, D, 'Upkeep of 1 source and 1 ley line')[0]).toMatchObject({ rp: -0.4, gb: 0 });
    // the source is not a GB asset: the 24 assets stay
    expect(money(tx, D, 'Upkeep of 24 assets')).toHaveLength(1);
  });
});

describe('expenses (1.7.3)', () => {
  it('1.7.3 army and navy upkeep from the unit and ship tables; assets ÷ 5', () => {
    const tx = start(world());
    // infantry 1 + infantry 1 + archers 1 + cavalry 2; a war galley 2
    expect(gbOf(tx, D, 'army')).toBe(-5);
    expect(gbOf(tx, D, 'fleet')).toBe(-2);
    // 7 provinces + 10 holdings + walls 3 + watchtower, palace and 2 highways = 24
    expect(gbOf(tx, D, 'assets')).toBe(-4.8);
    expect(tx.state.domains[D].gb).toBe(20 + 22 - 11.8);
  });

  it('1.7.3 the text’s example: 4 provinces, 4 law, 2 guilds, 2 highways, walls 3 and a palace 2 pay 3.4 GB', () => {
    const s = world(1, (x) => {
      for (const p of ['upper-zhainge', 'tamar-woods']) {
        x.provinces[p]!.ruler = null;
        delete x.holdings[`${p}:law:${Z}`];
      }
      x.routes = {};
      x.provinces['qasr-zhainge']!.fortification = 3;
      x.provinces['qasr-zhainge']!.buildings.palace = 2;
    });
    const { counts } = assetsOf(s, Z);
    expect(counts).toEqual({
      provinces: 4,
      holdings: 6,
      tradeRoutes: 0,
      fortificationLevels: 3,
      buildingLevels: 4,
      spyNetworks: 0,
    });
    expect(gbOf(start(s), Z, 'assets')).toBe(-3.4);
  });

  it('1.7.3 a ship in port the whole previous round pays half', () => {
    // round 4: the war galley has been in port since the start
    expect(gbOf(start(world(4)), D, 'fleet')).toBe(-1);
    expect(money(start(world(4)), D, 'fleet')[0]?.why).toContain('1 ship in port the whole last round at half');
    // it came in during the last round: full upkeep
    const came = world(4, (s) => {
      for (const x of Object.values(s.ships)) x.inPortSince = 3;
    });
    expect(gbOf(start(came), D, 'fleet')).toBe(-2);
  });
});

describe('unpaid costs (1.7.3)', () => {
  const mercenary = (s: State) => {
    s.units.m1 = {
      id: 'm1',
      type: 'mercenary-infantry',
      owner: D,
      province: 'docandragh',
      mustered: 3,
      upgrades: [],
      seenBattle: false,
      captor: null,
    };
    const cav = Object.values(s.units).find((u) => u.owner === D && u.type === 'cavalry');
    if (cav) cav.mustered = 2;
  };

  it('1.7.3 J-52 units go unpaid first: mercenaries disband at once, regulars check morale at DC 15', () => {
    // expenses 11.8 + 1.5 for the mercenaries; after collections 10.8 is in hand: 2.5 short
    const failing = start(world(1, mercenary, { treasury: { [D]: { gb: -11.2, rp: 25 } } }), {}, [10]);
    expect(failing.state.units.m1).toBeUndefined();
    // cavalry: d20 10 + morale 4 = 14 < 15
    expect(Object.values(failing.state.units).some((u) => u.owner === D && u.type === 'cavalry')).toBe(false);
    expect(notes(failing)).toContain(
      'Unpaid, the Princedom of Docandragh’s Cavalry in Caer Mollen check morale: rolled 10 +4 morale against DC 15: they disband.',
    );
    expect(failing.state.domains[D].gb).toBe(1);
    const holding = start(world(1, mercenary, { treasury: { [D]: { gb: -11.2, rp: 25 } } }), {}, [11]);
    expect(Object.values(holding.state.units).some((u) => u.owner === D && u.type === 'cavalry')).toBe(true);
    // paid in full: nobody rolls
    const paid = start(world(1, mercenary, { treasury: { [D]: { gb: -8.7, rp: 25 } } }));
    expect(paid.state.units.m1).toBeDefined();
  });

  it('1.7.3 then ships take a damage and lie unusable; then assets: buildings idle, highways go, walls drop', () => {
    // 8 GB short: the 4 units (5), the war galley (2), then 5 assets (1 GB)
    const tx = start(
      world(1, () => {}, { treasury: { [D]: { gb: -18.2, rp: 25 } } }),
      {},
      [20, 20, 20, 20],
    );
    const galley = Object.values(tx.state.ships).find((x) => x.owner === D);
    expect(galley).toMatchObject({ hits: 1, unpaid: true });
    expect(tx.state.provinces['caer-mollen']?.idle).toEqual({ watchtower: 1 });
    expect(tx.state.provinces.docandragh?.idle).toEqual({ palace: 1 });
    expect(tx.state.provinces.docandragh?.highway).toBe(false);
    expect(tx.state.provinces.tarrowbrook?.highway).toBe(false);
    expect(tx.state.provinces.docandragh?.fortification).toBe(2);
    expect(tx.state.domains[D].gb).toBe(0);
    expect(notes(tx).some((n) => n.startsWith('Unpaid upkeep in the Princedom of Docandragh'))).toBe(true);
  });

  it('1.7.3 a building unpaid two turns running loses a level', () => {
    const s = world(
      1,
      (x) => {
        x.provinces['caer-mollen']!.idle = { watchtower: 1 };
      },
      {
        treasury: { [D]: { gb: -22 + 11.8 - 7.2, rp: 25 } },
      },
    );
    const tx = start(s, {}, [20, 20, 20, 20]);
    // 0.2 GB of assets unpaid: the first building, the watchtower, goes
    expect(tx.state.provinces['caer-mollen']?.buildings.watchtower).toBeUndefined();
    expect(tx.state.provinces.docandragh?.idle ?? {}).toEqual({});
  });
});

describe('unpaid costs, to the last asset (1.7.3)', () => {
  it('1.7.3 with nothing in hand, holdings lose a level and provinces a loyalty step, last of all', () => {
    const tx = start(
      world(1, () => {}, { treasury: { [D]: { gb: -22, rp: 25 } } }),
      {},
      [20, 20, 20, 20],
    );
    expect(tx.state.domains[D].gb).toBe(0);
    expect(tx.state.holdings[`docandragh:law:${D}`]?.level).toBe(2);
    expect(tx.state.holdings[`ennisfane:law:${D}`]?.level).toBe(0);
    expect(tx.state.provinces.docandragh?.loyalty).toBe('average');
    expect(tx.state.provinces.ennisfane?.loyalty).toBe('rebellious');
    expect(Object.values(tx.state.routes).filter((r) => r.owner === D)).toEqual([]);
    // a shortfall of 0.2 GB more than the units and ship leaves the holdings alone
    const small = start(
      world(1, () => {}, { treasury: { [D]: { gb: -22 + 11.8 - 7.2, rp: 25 } } }),
      {},
      [20, 20, 20, 20],
    );
    expect(small.state.holdings[`ennisfane:law:${D}`]?.level).toBe(1);
    expect(small.state.provinces.docandragh?.loyalty).toBe('high');
  });
});

describe('growth (1.9)', () => {
  it('1.9 growth: +1 each autumn, +1 more with a Bathhouse; J-82 on the target the level rises and growth is 0', () => {
    // round 7 is the first round of autumn; Docandragh (level 5, mild) needs 4
    const tx = start(
      world(7, (s) => {
        s.provinces.docandragh!.growth = 3;
        s.provinces.dunhallow!.buildings.bathhouse = 1;
      }),
    );
    expect(tx.state.provinces.docandragh).toMatchObject({ level: 6, growth: 0 });
    expect(tx.state.provinces.dunhallow?.growth).toBe(2);
    expect(tx.state.provinces.glenmorrow?.growth).toBe(1);
    expect(notes(tx)).toContain('Docandragh grows to level 6 (growth 4 of 4).');
    // the new level pays at once: growth comes before collections (1.2 step 2a)
    expect(money(tx, D, 'taxes')[0]?.why).toContain('Docandragh 6');
    // not in summer
    expect(start(world(4)).state.provinces.glenmorrow?.growth).toBe(0);
  });

  it('1.9 growth: none for wilderness, nomad, long-occupied or maximal provinces', () => {
    const tx = start(
      world(7, (s) => {
        s.provinces.glenmorrow!.occupiedBy = Z;
        s.provinces.glenmorrow!.occupiedSince = 3;
        s.provinces.dunhallow!.occupiedBy = Z;
        s.provinces.dunhallow!.occupiedSince = 6;
        s.provinces.brecanmoor!.level = 8;
      }),
      { glenmorrow: 20, dunhallow: 20 },
    );
    expect(tx.state.provinces.glenmorrow?.growth).toBe(0);
    // occupied for less than a turn still grows
    expect(tx.state.provinces.dunhallow?.growth).toBe(1);
    expect(tx.state.provinces.brecanmoor?.growth).toBe(0);
    const wild = Object.values(tx.state.provinces).find((p) => p.wilderness);
    expect(wild?.growth).toBe(0);
  });
});

describe('the tax Decree (1.7.1, J-14)', () => {
  const decree = (s: State, params: OrderState['params'], variant = 'tax') => {
    const tx = new Tx(s, scriptedDice([]));
    return { r: applyTaxDecree(tx, ctx(D, { variant, params })), tx };
  };

  it('J-14 moves collections by up to Law + 1 GB a Decree in all (Aedric Mollen: Law 5, so 6)', () => {
    const { r, tx } = decree(world(2), { province: 'docandragh', change: 2 });
    expect(r.ok).toBe(true);
    expect(r.text).toContain('Docandragh raised by 2 GB to 7 GB');
    expect(tx.state.provinces.docandragh).toMatchObject({ tax: 2, taxSince: 2 });
    // every province by 1 is 7 GB in all: too much
    expect(decree(world(2), { province: 'all', change: 1 }).r.text).toContain('at most Law + 1 = 6 GB');
    expect(decree(world(2), { province: 'all', change: -1 }).r.ok).toBe(false);
    const six = decree(
      world(2, (s) => {
        s.provinces.brecanmoor!.ruler = Z;
      }),
      { province: 'all', change: 1 },
    );
    expect(six.r.ok).toBe(true);
  });

  it('J-14 each province stays within 0 and 150% of base rounded up; restoring has no limit', () => {
    const up = decree(world(2), { province: 'docandragh', change: 5 });
    expect(up.tx.state.provinces.docandragh?.tax).toBe(3);
    const down = decree(world(2), { province: 'docandragh', change: -6 });
    expect(down.tx.state.provinces.docandragh?.tax).toBe(-5);
    const all = world(2, (s) => {
      for (const p of Object.values(s.provinces)) if (p.ruler === D) p.tax = -p.level;
    });
    const back = decree(all, { province: 'all' }, 'restore-tax');
    expect(back.r.ok).toBe(true);
    expect(Object.values(back.tx.state.provinces).filter((p) => p.ruler === D && p.tax !== 0)).toEqual([]);
  });

  it('J-14 once a round, only in one’s own provinces, and it counts from the next turn’s collection', () => {
    const first = decree(world(2), { province: 'docandragh', change: 1 });
    const again = new Tx(first.tx.state, scriptedDice([]));
    expect(
      applyTaxDecree(again, ctx(D, { variant: 'tax', params: { province: 'caer-mollen', change: 1 } })).text,
    ).toContain('one tax Decree');
    expect(decree(world(2), { province: 'harsa', change: 1 }).r.ok).toBe(false);
    // the next turn (round 4) collects the raised tax and the loyalty roll takes −1
    const next = structuredClone(first.tx.state);
    next.round = 4;
    const tx = start(next);
    expect(money(tx, D, 'taxes')[0]?.why).toContain('Docandragh 6 (+1 by Decree)');
    expect(notes(tx).find((n) => n.startsWith('Loyalty holds in the Princedom'))).toContain(
      'Docandragh high (rolled 12, +3 Politics, -1 raised taxes; total 14)',
    );
  });
});

describe('the turn in the round (1.2)', () => {
  it('1.2 collections and expenses come in round 1 of a turn only, after initiative', () => {
    let s = sandbox({}, { regents: 2 });
    const loyalty = rolledProvinces(s).map(() => 12);
    s = act(s, D, { type: 'handIn', orders: [] }).state;
    const r = act(s, Z, { type: 'handIn', orders: [] }, [...loyalty, 20, 20]);
    const kinds = r.events.map((e: DmEvent) => e.type);
    expect(kinds.indexOf('treasury')).toBeGreaterThan(-1);
    expect(kinds.indexOf('treasury')).toBeLessThan(kinds.indexOf('roundEnded'));
    // round 2: no turn start, no dice needed
    const s2 = act(r.state, D, { type: 'handIn', orders: [] }).state;
    const r2 = act(s2, Z, { type: 'handIn', orders: [] }, []);
    expect(ofType(r2.events, 'treasury')).toEqual([]);
  });
});

/**
 * Realm magic (checklist 1.12.6; 1.9 #4, #11, #22, #31, #34; data/magic.ts):
 * spells known and researched, prepared within the cap by skill, cast through
 * sources and temples (Wizard Tower and Minaret levels count) and along ley
 * lines, ley lines that fade, Ley Links that lend sources for two rounds.
 */
import { describe, expect, it } from 'vitest';
import { type ScriptedValue, scriptedDice } from '../../engine/dice.ts';
import type { OrderInput } from './commands.ts';
import type { Sandbox } from './config.ts';
import { type DomainId, growthTarget, province } from './data/index.ts';
import type { DmEvent } from './events.ts';
import { HANDLERS } from './rules/actions/index.ts';
import './rules/actions/all.ts';
import { castingHoldings, knownSpells, magicUpkeep, realmSpellLoyalty, wardedAgainst } from './rules/magic.ts';
import type { ActiveSpellState, BackingState, State } from './rules/state.ts';
import { Tx } from './rules/tx.ts';
import { act, domains, ofType, sandbox } from './testkit.ts';

const SYL = 'sylvaeth' as DomainId;
const VT = 'veiled-tower' as DomainId;
const SARMA = 'temple-of-sarma' as DomainId;

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
const patchDomain = (s: State, d: DomainId, patch: Partial<State['domains'][DomainId]>): State => ({
  ...s,
  domains: { ...s.domains, [d]: { ...s.domains[d], ...patch } },
});
const upkeep = (s: State, round: number): State => {
  const tx = new Tx({ ...s, round }, scriptedDice([]));
  magicUpkeep(tx);
  return tx.state;
};
const prepare = (targets: string[]): OrderInput => ({ action: 'prepare-realm-spell', as: 'domain', targets });
const cast = (spell: string, where: string, params: OrderInput['params'] = {}): OrderInput => ({
  action: 'cast-realm-spell',
  as: 'free',
  targets: [spell, where],
  params,
});

describe('1.9 #34 Prepare Realm Spell', () => {
  it('1.12.6 a caster knows as many spells of his tradition as his skill, the lowest first; Research adds more', () => {
    const s = start();
    // Ithariel: Sorcery 3 + 1 (Wizard) = 4
    expect(knownSpells(s, SYL)).toEqual(['scry', 'dispel', 'warding', 'transmute']);
    expect(knownSpells(patchDomain(s, SYL, { known: ['legion-of-dead'] }), SYL)).toContain('legion-of-dead');
    expect(knownSpells(s, 'emirate-of-djafra' as DomainId)).toEqual([]);
  });

  it('1.9 #34 1 RP a level the spell needs, a realm action (one court action per extra spell), automatic', () => {
    const s = start();
    const r = play(s, { [SYL]: { orders: [prepare(['scry', 'dispel'])] } }, [10]);
    expect(r.results.map((e) => [e.ok, e.roll])).toEqual([
      [true, null],
      [true, null],
    ]);
    expect(r.state.domains[SYL].spells).toEqual(['scry', 'dispel']);
    expect(r.state.domains[SYL].rp).toBe(s.domains[SYL].rp - 3);
  });

  it('1.9 #34 the prepared-spell cap by skill: 1-3 → 1, 4-6 → 2', () => {
    const full = patchDomain(start(), SYL, { spells: ['scry', 'dispel'] });
    const r = play(full, { [SYL]: { orders: [prepare(['warding'])] } }, [10]);
    expect(r.results[0]!.text).toContain('holds 2 prepared spells already, the most sorcery 4 allows (2)');
    expect(r.state.domains[SYL]).toEqual(full.domains[SYL]);
    // at Sorcery 3 one spell fills the cap
    const weak = (x: State): State => {
      const c = x.characters[`${SYL}:regent`]!;
      const build = { ...c.build, skills: { ...c.build.skills, sorcery: 2 } };
      return { ...x, characters: { ...x.characters, [c.id]: { ...c, build } } };
    };
    const one = weak(patchDomain(start(), SYL, { spells: ['scry'] }));
    expect(play(one, { [SYL]: { orders: [prepare(['dispel'])] } }, [10]).results[0]!.text).toContain('(1)');
    const none = weak(start());
    expect(play(none, { [SYL]: { orders: [prepare(['dispel'])] } }, [10]).results[0]!.ok).toBe(true);
  });

  it('1.9 #34 a spell needing more levels than the relevant skill cannot be prepared; nor an unknown one', () => {
    const s = start();
    const unknown = play(s, { [SYL]: { orders: [prepare(['legion-of-dead'])] } }, [10]);
    expect(unknown.results[0]!.text).toContain('does not know Legion of Dead');
    const c = s.characters[`${SYL}:regent`]!;
    const weak = {
      ...patchDomain(s, SYL, { known: ['summon-monstrous-unit'] }),
      characters: {
        ...s.characters,
        [c.id]: { ...c, build: { ...c.build, skills: { ...c.build.skills, sorcery: 2 } } },
      },
    };
    const high = play(weak, { [SYL]: { orders: [prepare(['summon-monstrous-unit'])] } }, [10]);
    expect(high.results[0]!.text).toContain('needs level 4, more than Ithariel’s sorcery of 3');
    // at Sorcery 4 it can
    const ok = play(
      patchDomain(s, SYL, { known: ['summon-monstrous-unit'] }),
      { [SYL]: { orders: [prepare(['summon-monstrous-unit'])] } },
      [10],
    );
    expect(ok.results[0]!.ok).toBe(true);
    const mundane = play(s, { 'emirate-of-djafra': { orders: [prepare(['scry'])] } }, [10]);
    expect(mundane.results[0]!.text).toContain('lacks the power');
  });
});

describe('1.9 #31 Research', () => {
  const research = (spell: string): OrderInput => ({
    action: 'research',
    as: 'character',
    variant: 'spell',
    targets: [spell],
  });

  it('1.9 #31 DC 15 + the level the spell needs, 0.5 GB a level; success teaches it', () => {
    const s = start();
    // Legion of Dead (4): 15 + 4 − Sorcery 4 = 15
    const ok = play(s, { [SYL]: { orders: [research('legion-of-dead')] } }, [10, 15]);
    expect(ok.results[0]!.roll?.dc).toBe(15);
    expect(ok.state.domains[SYL].known).toEqual(['legion-of-dead']);
    expect(ok.state.domains[SYL].gb).toBe(s.domains[SYL].gb - 2);
    const no = play(s, { [SYL]: { orders: [research('legion-of-dead')] } }, [10, 14]);
    expect(no.state.domains[SYL].known).toBeUndefined();
    expect(no.state.domains[SYL].gb).toBe(s.domains[SYL].gb - 2);
    const again = play(s, { [SYL]: { orders: [research('scry')] } }, [10]);
    expect(again.results[0]!.text).toContain('known already');
  });

  it('1.11 a Library lowers Research by 3 a level; spells prepared and learned are the caster’s secret (J-70)', () => {
    const s = start();
    const lib = {
      ...s,
      provinces: { ...s.provinces, ilvanthe: { ...s.provinces.ilvanthe!, buildings: { library: 1 } } },
    };
    const r = play(lib, { [SYL]: { orders: [research('legion-of-dead')] } }, [10, 12]);
    expect(r.results[0]!.roll?.dc).toBe(12);
    expect(r.results[0]!.ok).toBe(true);
    const others = r.events.map((e) => domains.redact(e, 'vellmark')).filter(Boolean);
    expect(others.some((e) => e?.type === 'actionResolved' || (e?.type === 'domainSet' && 'known' in e.patch))).toBe(
      false,
    );
    expect(domains.view(r.state, 'vellmark').domains[SYL]!.known).toEqual([]);
    expect(domains.view(r.state, SYL).domains[SYL]!.known).toEqual(['legion-of-dead']);
  });
});

describe('1.9 #4 Cast Realm Spell', () => {
  it('1.9 #4 a prepared spell through a source of its level, Wizard Tower levels added; summoned units last the turn', () => {
    const s = patchDomain(start(), VT, { spells: ['legion-of-dead'] });
    // Greywood Deeps: source (4) + Wizard Tower (1); Legion of Dead raises half the source level
    const r = play(s, { [VT]: { orders: [cast('legion-of-dead', 'greywood-deeps')] } }, [10]);
    expect(r.results[0]).toMatchObject({ ok: true, roll: null });
    expect(r.results[0]!.text).toContain('2 Undead Legions');
    const undead = Object.values(r.state.units).filter((u) => u.owner === VT && u.type === 'undead-legion');
    expect(undead).toHaveLength(2);
    expect(r.state.domains[VT]).toMatchObject({ spells: [], gb: s.domains[VT].gb - 2 });
    expect(Object.values(upkeep(r.state, 3).units).filter((u) => u.type === 'undead-legion')).toHaveLength(2);
    expect(Object.values(upkeep(r.state, 4).units).filter((u) => u.type === 'undead-legion')).toHaveLength(0);
    const unprepared = play(start(), { [VT]: { orders: [cast('legion-of-dead', 'greywood-deeps')] } }, [10]);
    expect(unprepared.results[0]!.text).toContain('has not been prepared');
  });

  it('D-10 Transmute works once a turn for each caster: the regent and a wizard lieutenant each may, neither twice', () => {
    const base = patchDomain(start(), VT, { spells: ['transmute', 'transmute', 'transmute'] });
    const mirel = base.characters[`${VT}:lt1`]!;
    const s: State = {
      ...base,
      characters: {
        ...base.characters,
        [mirel.id]: { ...mirel, build: { ...mirel.build, powers: ['arcane-realm-magic'] } },
      },
    };
    const GREY = 'greywood-deeps:source:veiled-tower';
    const byMirel = { ...cast('transmute', 'greywood-deeps'), as: 'lieutenant' as const, overseer: mirel.id };
    // one sheet's orders at their places, straight to the handlers (the Tower's court is too small for them all)
    const sheet = (x: State, ...orders: OrderInput[]) => {
      const tx = new Tx(x, scriptedDice([]));
      orders.forEach((o, index) => {
        HANDLERS[o.action]!(tx, { domain: VT, index, order: o });
      });
      return { state: tx.state, results: ofType(tx.events, 'actionResolved') };
    };
    const lend: OrderInput = { action: 'ley-link', as: 'court', targets: [mirel.id], params: { sources: [GREY] } };
    const r = sheet(s, lend, cast('transmute', 'ashen-rift'), byMirel, cast('transmute', 'bitter-pass'));
    expect(r.results.map((e) => e.ok)).toEqual([true, true, true, false]);
    // the Ashen Rift's source (3) for Corvane, Greywood Deeps' (4) for Mirel
    expect(r.state.domains[VT].gb).toBe(s.domains[VT].gb + 3 + 4);
    expect(r.results[3]!.text).toContain('has cast Transmute this turn already');
    expect(r.results[3]!.roll).toBeNull();
    // Mirel twice in the turn: refused; the next turn each may again
    const again = sheet({ ...r.state, round: 3 }, byMirel);
    expect(again.results[0]).toMatchObject({ ok: false, roll: null });
    expect(again.results[0]!.text).toContain('Mirel has cast Transmute this turn already');
    const turn2 = sheet({ ...r.state, round: 4 }, cast('transmute', 'ashen-rift'));
    expect(turn2.results[0]!.ok).toBe(true);
  });

  it('1.12.6 an arcane spell reaches along its owner’s ley lines; the holding must reach the spell’s level', () => {
    const s = patchDomain(start(), VT, { spells: ['warding'] });
    // Tamar Woods holds only a source (2); the line from Greywood Deeps (4 + tower 1) carries Warding (3) there
    const r = play(s, { [VT]: { orders: [cast('warding', 'tamar-woods', { against: ['zhainge-valley'] })] } }, [10]);
    expect(r.results[0]!.text).toContain('through the Veiled Tower’s source (4) in Greywood Deeps');
    expect(wardedAgainst(r.state, 'tamar-woods', 'zhainge-valley' as DomainId)).toBe(true);
    expect(wardedAgainst(r.state, 'tamar-woods', SYL)).toBe(false);
    expect(realmSpellLoyalty(r.state, 'tamar-woods')).toBe(-2);
    // the Elven Court has no source reaching Vaelmoor; its Ilvanthe source (3) does for Ilvanthe
    const e = patchDomain(start(), SYL, { spells: ['warding'] });
    const far = play(e, { [SYL]: { orders: [cast('warding', 'vaelmoor')] } }, [10]);
    expect(far.results[0]!.text).toContain('needs a source of level 3 reaching Vaelmoor');
    const near = play(e, { [SYL]: { orders: [cast('warding', 'ilvanthe')] } }, [10]);
    expect(near.results[0]!.ok).toBe(true);
  });

  it('1.9 #4 divine spells through temples with the Minaret’s levels: Bless Land +2, Blight −2 and a growth level', () => {
    const s = patchDomain(start(), SARMA, { spells: ['bless-land', 'blight'] });
    const bless = play(s, { [SARMA]: { orders: [cast('bless-land', 'djafra')] } }, [10]);
    expect(realmSpellLoyalty(bless.state, 'djafra')).toBe(2);
    // the next turn's loyalty roll still counts it (turn 2), then it is gone
    expect(realmSpellLoyalty({ ...bless.state, round: 4 }, 'djafra', 2)).toBe(2);
    // Ras Halim's temple (2) is too small for Blight (4); Djafra's (4) + Minaret (1) is not
    const small = play(s, { [SARMA]: { orders: [cast('blight', 'ras-halim')] } }, [10]);
    expect(small.results[0]!.text).toContain('only level 2');
    const blight = play(s, { [SARMA]: { orders: [cast('blight', 'djafra')] } }, [10]);
    expect(realmSpellLoyalty(blight.state, 'djafra')).toBe(-2);
    // growth 0: the province falls a level and growth resets to the lower level's target
    expect(blight.state.provinces.djafra!.level).toBe(5);
    expect(blight.state.provinces.djafra!.growth).toBe(growthTarget(province('djafra').climate, 5) ?? 0);
  });

  it('D-10 Dispel ends a spell cast no higher than the caster casts there', () => {
    const warding = (level: number): ActiveSpellState => ({
      id: 'sp-x',
      spell: 'warding',
      caster: VT,
      province: 'sarithil',
      level,
      cast: 2,
      until: 3,
      against: [SYL],
    });
    const base = patchDomain(start(), SYL, { spells: ['dispel'] });
    const low = play({ ...base, realmSpells: [warding(2)] }, { [SYL]: { orders: [cast('dispel', 'sarithil')] } }, [10]);
    expect(low.results[0]!.ok).toBe(true);
    expect(low.state.realmSpells).toEqual([]);
    const high = play(
      { ...base, realmSpells: [warding(3)] },
      { [SYL]: { orders: [cast('dispel', 'sarithil')] } },
      [10],
    );
    expect(high.results[0]!.ok).toBe(false);
    expect(high.state.realmSpells).toHaveLength(1);
    // nothing it can end: refused before the gold and the prepared spell are spent
    expect(high.results[0]!.roll).toBeNull();
    expect(high.state.domains[SYL].spells).toEqual(['dispel']);
    expect(high.state.domains[SYL].gb).toBe(base.domains[SYL].gb);
    expect(low.state.domains[SYL].spells).toEqual([]);
    expect(low.state.domains[SYL].gb).toBe(base.domains[SYL].gb - 1);
  });

  it('D-10 Dispel leaves the caster’s own spells unless the order names one; a Wizard Tower counts', () => {
    const own: ActiveSpellState = {
      id: 'sp-own',
      spell: 'warding',
      caster: SYL,
      province: 'sarithil',
      level: 2,
      cast: 2,
      until: 3,
      against: [VT],
    };
    const base = patchDomain(start(), SYL, { spells: ['dispel'] });
    const unnamed = play({ ...base, realmSpells: [own] }, { [SYL]: { orders: [cast('dispel', 'sarithil')] } }, [10]);
    expect(unnamed.results[0]).toMatchObject({ ok: false, roll: null });
    expect(unnamed.state.realmSpells).toHaveLength(1);
    const named = play(
      { ...base, realmSpells: [own] },
      { [SYL]: { orders: [cast('dispel', 'sarithil', { spell: 'sp-own' })] } },
      [10],
    );
    expect(named.state.realmSpells).toEqual([]);
    // a level-3 spell is beyond the source (2) alone, within it with a Wizard Tower (1) in the province
    const high = { ...own, id: 'sp-vt', caster: VT, level: 3, against: [SYL] };
    const p = base.provinces.sarithil!;
    const towered: State = {
      ...base,
      realmSpells: [high],
      provinces: { ...base.provinces, sarithil: { ...p, buildings: { ...p.buildings, 'wizard-tower': 1 } } },
    };
    const r = play(towered, { [SYL]: { orders: [cast('dispel', 'sarithil')] } }, [10]);
    expect(r.results[0]!.ok).toBe(true);
    expect(r.state.realmSpells).toEqual([]);
  });
});

describe('1.9 #11 Create Ley Line', () => {
  const line = (path: string[]): OrderInput => ({ action: 'create-ley-line', as: 'domain', targets: path });

  it('1.9 #11 1 GB + 1 RP a province on the path, DC 10 − Sorcery; held at both ends it lasts', () => {
    const s = start();
    // 10 − 4 − 1 (Ilvanthe is High) = 5
    const r = play(s, { [SYL]: { orders: [line(['ilvanthe', 'thaliorn'])] } }, [10, 5]);
    expect(r.results[0]!.roll?.dc).toBe(5);
    const made = r.state.leyLines.find((l) => l.owner === SYL)!;
    expect(made).toMatchObject({ path: ['ilvanthe', 'thaliorn'], expires: null });
    expect(r.state.domains[SYL]).toMatchObject({ gb: s.domains[SYL].gb - 1, rp: s.domains[SYL].rp - 2 });
    const no = play(s, { [SYL]: { orders: [line(['ilvanthe', 'thaliorn'])] } }, [10, 4]);
    expect(no.state.leyLines.some((l) => l.owner === SYL)).toBe(false);
  });

  it('1.9 #11 with no source of his at the far end the line fades when the turn ends', () => {
    const s = start();
    const r = play(s, { [SYL]: { orders: [line(['ilvanthe', 'tamar-woods'])] } }, [10, 5]);
    expect(r.state.leyLines.find((l) => l.owner === SYL)?.expires).toBe(3);
    expect(upkeep(r.state, 3).leyLines.some((l) => l.owner === SYL)).toBe(true);
    expect(upkeep(r.state, 4).leyLines.some((l) => l.owner === SYL)).toBe(false);
    // a source made there in time keeps it
    const held = {
      ...r.state,
      holdings: {
        ...r.state.holdings,
        'tamar-woods:source:sylvaeth': {
          ...r.state.holdings['tamar-woods:source:veiled-tower']!,
          id: 'tamar-woods:source:sylvaeth',
          owner: SYL,
        },
      },
    };
    expect(upkeep(held, 4).leyLines.find((l) => l.owner === SYL)?.expires).toBeNull();
  });

  it('1.12.6 only arcane casters; the path runs unbroken from one of his sources', () => {
    const s = start();
    const gap = play(s, { [SYL]: { orders: [line(['ilvanthe', 'greywood-deeps'])] } }, [10]);
    expect(gap.results[0]!.text).toContain('do not border');
    const noSource = play(s, { [SYL]: { orders: [line(['vaelmoor', 'ilvanthe'])] } }, [10]);
    expect(noSource.results[0]!.text).toContain('no source or ley line in Vaelmoor');
    const mundane = play(s, { 'emirate-of-djafra': { orders: [line(['djafra', 'anbar'])] } }, [10]);
    expect(mundane.results[0]!.text).toContain('Only an arcane caster');
    expect(mundane.state.domains['emirate-of-djafra']).toEqual(s.domains['emirate-of-djafra']);
  });
});

describe('1.9 #22 Ley Link', () => {
  const link = (to: string, params: OrderInput['params'] = {}): OrderInput => ({
    action: 'ley-link',
    as: 'court',
    targets: [to],
    params,
  });
  const GREY = 'greywood-deeps:source:veiled-tower';

  it('1.9 #22 1 RP lends sources to another wizard for this round and the next; the owner cannot use them meanwhile', () => {
    const s = patchDomain(start(), SYL, { spells: ['summon-monstrous-unit'] });
    // the Veiled Tower acts first and lends Greywood Deeps; the Elven Court then casts through it (4 + tower 1)
    const r = play(
      s,
      {
        [VT]: { orders: [link(SYL, { sources: [GREY] })] },
        [SYL]: { orders: [cast('summon-monstrous-unit', 'greywood-deeps')] },
      },
      [5, 15],
    );
    expect(r.results.map((e) => [e.domain, e.ok])).toEqual([
      [VT, true],
      [SYL, true],
    ]);
    expect(Object.values(r.state.units).some((u) => u.owner === SYL && u.type === 'summoned-monsters')).toBe(true);
    expect(r.state.domains[VT].rp).toBe(s.domains[VT].rp - 1);
    expect(castingHoldings(r.state, VT).some((h) => h.id === GREY)).toBe(false);
    expect(castingHoldings(upkeep(r.state, 3), SYL).some((h) => h.id === GREY)).toBe(true);
    const after = upkeep(r.state, 4);
    expect(castingHoldings(after, SYL).some((h) => h.id === GREY)).toBe(false);
    expect(castingHoldings(after, VT).some((h) => h.id === GREY)).toBe(true);
  });

  it('1.9 #4 #22 a wizard lieutenant casts through the regent’s sources only once they are linked to him', () => {
    const base = patchDomain(start(), VT, { spells: ['scry', 'scry'] });
    const mirel = base.characters[`${VT}:lt1`]!;
    const s = {
      ...base,
      characters: {
        ...base.characters,
        [mirel.id]: { ...mirel, build: { ...mirel.build, powers: ['arcane-realm-magic' as const] } },
      },
    };
    const byMirel = { ...cast('scry', 'greywood-deeps'), overseer: mirel.id };
    const alone = play(s, { [VT]: { orders: [byMirel] } }, [10]);
    expect(alone.results[0]!.text).toContain('has none there');
    const linked = play(s, { [VT]: { orders: [link(mirel.id, { sources: [GREY] }), byMirel] } }, [10]);
    expect(linked.results.map((e) => e.ok)).toEqual([true, true]);
    expect(linked.results[1]!.text).toContain('Mirel casts Scry on Greywood Deeps');
  });

  it('1.9 #22 a source lent once is spent for the round: not lent again, even after it is taken back', () => {
    const base = start();
    const mirel = base.characters[`${VT}:lt1`]!;
    // Mirel, a Magician, given arcane realm magic: a wizard lieutenant to lend to as well
    const s: State = {
      ...base,
      characters: {
        ...base.characters,
        [mirel.id]: { ...mirel, build: { ...mirel.build, powers: ['arcane-realm-magic'] } },
      },
    };
    const ASHEN = 'ashen-rift:source:veiled-tower';
    // the orders of one sheet at their places, straight to the handler (the Tower's court is too small for three)
    const sheet = (...orders: OrderInput[]) => {
      const tx = new Tx(s, scriptedDice([]));
      orders.forEach((o, index) => {
        HANDLERS['ley-link']!(tx, { domain: VT, index, order: o });
      });
      return { state: tx.state, results: ofType(tx.events, 'actionResolved') };
    };
    const twice = sheet(link(SYL, { sources: [GREY] }), link(mirel.id, { sources: [GREY] }));
    expect(twice.results.map((e) => e.ok)).toEqual([true, false]);
    expect(twice.results[1]!.text).toContain('Greywood Deeps has been lent by Ley Link this round already');
    expect(twice.state.domains[VT].rp).toBe(s.domains[VT].rp - 1);
    expect(castingHoldings(twice.state, VT, mirel.id).some((h) => h.id === GREY)).toBe(false);
    // another source may go to the second wizard; "all" lends only those not lent yet
    const other = sheet(link(SYL, { sources: [GREY] }), link(mirel.id, { sources: [ASHEN] }));
    expect(other.results.map((e) => e.ok)).toEqual([true, true]);
    const rest = sheet(link(SYL, { sources: [GREY] }), link(mirel.id));
    expect(rest.results.map((e) => e.ok)).toEqual([true, true]);
    expect(castingHoldings(rest.state, SYL).some((h) => h.id === GREY)).toBe(true);
    const toMirel = castingHoldings(rest.state, VT, mirel.id).filter((h) => h.type === 'source');
    expect(toMirel.map((h) => h.id).sort()).toEqual(
      Object.values(s.holdings)
        .filter((h) => h.owner === VT && h.type === 'source' && h.id !== GREY)
        .map((h) => h.id)
        .sort(),
    );
    // taken back, the owner may cast through it again, but lends it no more this round; next round he may
    const back = sheet(link(SYL, { sources: [GREY] }), link(VT, { recall: true }), link(mirel.id, { sources: [GREY] }));
    expect(back.results.map((e) => e.ok)).toEqual([true, true, false]);
    expect(castingHoldings(back.state, VT).some((h) => h.id === GREY)).toBe(true);
    expect(castingHoldings(back.state, SYL).some((h) => h.id === GREY)).toBe(false);
    const next = new Tx(upkeep(back.state, 3), scriptedDice([]));
    HANDLERS['ley-link']!(next, { domain: VT, index: 0, order: link(mirel.id, { sources: [GREY] }) });
    expect(ofType(next.events, 'actionResolved')[0]!.ok).toBe(true);
  });

  it('1.9 #22 only to a wizard, and another Ley Link takes the sources back early', () => {
    const s = start();
    const no = play(s, { [VT]: { orders: [link('emirate-of-djafra')] } }, [10]);
    expect(no.results[0]!.text).toContain('is no wizard');
    const lent = play(s, { [VT]: { orders: [link(SYL)] } }, [10]).state;
    expect(castingHoldings(lent, VT).filter((h) => h.type === 'source')).toEqual([]);
    const back = play(lent, { [VT]: { orders: [link(VT, { recall: true })] } }, [10]).state;
    expect(castingHoldings(back, VT).filter((h) => h.type === 'source')).toHaveLength(5);
  });
});

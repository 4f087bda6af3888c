import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as data from './index.ts';
import {
  ABILITY_COST,
  ACTIONS,
  ACTION_IDS,
  ACTION_RULES,
  AGENDAS,
  AGENDA_BY_ID,
  AGENDA_COSTS,
  AGENDA_LIMITS,
  ALL_HEXES,
  BATTLE_TERRAIN,
  BLOOD_ABILITIES,
  BLOOD_ABILITY_TABLE,
  BUILDINGS,
  BUILDING_TABLE,
  CLASSES,
  CLASS_TABLE,
  COURT_TABLE,
  CREATION,
  DEITIES,
  DERIVATION_CODES,
  DESTINATIONS,
  DOMAINS,
  DOMAIN_IDS,
  EVENTS,
  EXPEDITION_EXAMPLE,
  EXPEDITION_FLEET,
  GAME,
  GROWTH_TARGETS,
  GUARDIANS,
  HEIGHTENED_PAIRS,
  JUDGMENTS,
  LAKES,
  LAND_HEXES,
  LOYALTY_DC,
  MAINTENANCE_EXAMPLE,
  MAP_COLS,
  MAP_ROWS,
  MORALE_EXAMPLE,
  NAVAL_ENCOUNTER,
  NAV_GRAPH,
  NAV_NODES,
  POSTURE_MATRIX,
  POWER_COST,
  PROVINCES,
  PROVINCE_GRAPH,
  PROVINCE_LINKS,
  PROVINCE_ROWS,
  REALM_SPELLS,
  REGIONS,
  RIVERS,
  SEA_ROWS,
  SEA_ZONES,
  SEA_ZONE_LINKS,
  SEATING_ORDER,
  SHIP_TABLE,
  SKILLS,
  SKILL_COST,
  SKILL_TABLE,
  STARTING_RULER,
  STRENGTH_TABLE,
  TERRAIN_CODES,
  TERRAIN_ROWS,
  TERRAIN_TABLE,
  UNIT_TABLE,
  UNIT_UPGRADE_TABLE,
  adjustLoyalty,
  assaultResult,
  assetMaintenance,
  baseMorale,
  borderCorners,
  borderEnds,
  buildingMaxLevel,
  carryOverCap,
  casualtiesInflicted,
  courtLevel,
  domain,
  effectiveSkills,
  expeditionDc,
  expeditionShips,
  finalMorale,
  grid,
  isLand,
  isSeaport,
  lawClaimMax,
  levelCost,
  lieutenantCap,
  maxEfficientLevel,
  maxRaiders,
  moveTroopsCost,
  musterCost,
  passesMoraleCheck,
  preparedSpellCap,
  profitRange,
  province,
  provinceCollection,
  raidLoot,
  regencyCollected,
  regencyFactor,
  regencySwingRp,
  seaTransportCost,
  seatedDomains,
  sortieLoser,
  stepCap,
  stepCosts,
  survivalThreshold,
  taxRange,
  terrainAt,
  tradeRouteValue,
  unclaimedDomains,
  validateBuild,
  voyageSteps,
  zoneOfHex,
  type CharacterBuild,
  type DomainTemplate,
} from './index.ts';

const seatable = DOMAINS.filter((d) => d.seatable);
const regentOf = (d: DomainTemplate) => {
  if (!d.regent) throw new Error(`${d.id} has no regent`);
  return d.regent;
};

// ---------------------------------------------------------------------------
describe('counts match the text', () => {
  it('13 classes, 11 skills, 35 actions, 41 blood abilities of which 39 can be bought, 87 judgment calls', () => {
    expect(CLASSES).toHaveLength(13);
    expect(Object.keys(CLASS_TABLE)).toHaveLength(13);
    expect(SKILLS).toHaveLength(11);
    expect(ACTIONS).toHaveLength(35);
    expect(new Set(ACTIONS.map((a) => a.id)).size).toBe(35);
    expect(BLOOD_ABILITIES).toHaveLength(41);
    expect(Object.values(BLOOD_ABILITY_TABLE).filter((a) => a.buyable)).toHaveLength(39);
    expect(JUDGMENTS).toHaveLength(87);
  });

  it('21 buildings, 7 terrain rows (9 terrains), 29 printed units plus the nomad cavalry, 13 destinations, 11 court levels', () => {
    expect(BUILDINGS).toHaveLength(21);
    expect(new Set(Object.values(TERRAIN_TABLE).map((t) => t.row)).size).toBe(7);
    expect(Object.keys(TERRAIN_TABLE)).toHaveLength(9);
    const units = Object.values(UNIT_TABLE);
    expect(units.filter((u) => u.source === 'text')).toHaveLength(29);
    expect(units.filter((u) => u.table === 'human')).toHaveLength(7);
    expect(units.filter((u) => u.table === 'mercenary')).toHaveLength(4);
    expect(units.filter((u) => u.table === 'special')).toHaveLength(11);
    expect(units.filter((u) => u.table === 'elven')).toHaveLength(7);
    expect(DESTINATIONS).toHaveLength(13);
    expect(COURT_TABLE.map((c) => c.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('judgment kinds split 16 A / 23 B / 48 C (checklist 5)', () => {
    const by = (k: string) => JUDGMENTS.filter((x) => x.kind === k).length;
    expect([by('A'), by('B'), by('C')]).toEqual([16, 23, 48]);
  });

  it('blood ability flags tally MECH 8, MECH-D 7, INFO 2, RP 22, LOCK 2 (checklist 2.6)', () => {
    const tally = (f: string) => Object.values(BLOOD_ABILITY_TABLE).filter((a) => a.flag === f).length;
    expect([tally('MECH'), tally('MECH-D'), tally('INFO'), tally('RP'), tally('LOCK')]).toEqual([8, 7, 2, 22, 2]);
  });
});

// ---------------------------------------------------------------------------
describe('character creation carries P2 exactly (checklist 2)', () => {
  it('2.2 classes: cost, skill bonuses, full and half regency, Noble diplomacy', () => {
    const rows: [string, string, number, Record<string, number>, string[], string[]][] = [
      ['guilder', 'Guilder', 10, { commerce: 1 }, ['guild'], []],
      ['warrior', 'Warrior', 10, { prowess: 1 }, ['law'], []],
      ['magician', 'Magician', 10, { sorcery: 1 }, ['source'], []],
      ['cleric', 'Cleric', 10, { theology: 1 }, ['temple'], []],
      ['noble', 'Noble', 15, {}, [], ['law', 'guild']],
      ['rogue', 'Rogue', 15, { commerce: 1, stealth: 1 }, ['guild'], ['law']],
      ['fighter', 'Fighter', 15, { prowess: 1, law: 1 }, ['law'], ['temple']],
      ['wizard', 'Wizard', 15, { sorcery: 1, politics: 1 }, ['source'], ['guild']],
      ['priest', 'Priest', 15, { theology: 1, sorcery: 1 }, ['temple'], ['source']],
      ['assassin', 'Assassin', 20, { commerce: 2, stealth: 3 }, ['guild'], ['law']],
      ['knight', 'Knight (Paladin)', 20, { prowess: 1, law: 2 }, ['law', 'temple'], []],
      ['sorcerer', 'Sorcerer', 20, { sorcery: 3, politics: 2 }, ['source'], ['guild']],
      ['devotee', 'Devotee', 20, { theology: 2, sorcery: 1 }, ['temple', 'source'], []],
    ];
    expect(CLASSES).toEqual(rows.map((r) => r[0]));
    for (const [id, name, cost, skills, full, half] of rows) {
      const c = CLASS_TABLE[id as (typeof CLASSES)[number]];
      expect([c.name, c.cost, c.skills, [...c.full], [...c.half]]).toEqual([name, cost, skills, full, half]);
      expect(c.basic).toBe(cost === 10);
      expect(c.freeDiplomacy).toBe(id === 'noble');
    }
  });

  it('2.3 skills and their CCP table', () => {
    expect(SKILLS.map((s) => SKILL_TABLE[s].name)).toEqual([
      'Sorcery',
      'Theology',
      'Prowess',
      'Commerce',
      'Politics',
      'Law',
      'Strategy',
      'Knowledge',
      'Stealth',
      'Outdoors',
      'Seamanship',
    ]);
    expect(SKILLS.map((s) => SKILL_TABLE[s].abbr)).toEqual([
      'Sor',
      'The',
      'Pro',
      'Com',
      'Pol',
      null,
      'Str',
      'Kno',
      'Ste',
      'Out',
      'Sea',
    ]);
    expect(SKILL_COST).toHaveLength(11);
    expect([SKILL_COST[0], SKILL_COST[1], SKILL_COST[2], SKILL_COST[5], SKILL_COST[10]]).toEqual([0, 1, 3, 15, 55]);
    for (let n = 1; n <= 10; n++) expect(SKILL_COST[n]).toBe((n * (n + 1)) / 2);
  });

  it('2.5 bloodline strength, power and ability-cost tables', () => {
    expect(
      (['weak', 'minor', 'major', 'great'] as const).map((s) => [STRENGTH_TABLE[s].minPower, STRENGTH_TABLE[s].cost]),
    ).toEqual([
      [5, 5],
      [15, 10],
      [25, 15],
      [40, 25],
    ]);
    expect(STRENGTH_TABLE.true.cost).toBeNull();
    expect([...POWER_COST.keys()]).toEqual(Array.from({ length: 10 }, (_, i) => 5 * (i + 1)));
    expect([POWER_COST.get(5), POWER_COST.get(10), POWER_COST.get(25), POWER_COST.get(45), POWER_COST.get(50)]).toEqual(
      [1, 3, 15, 45, 55],
    );
    expect(POWER_COST.has(55)).toBe(false);
    expect(ABILITY_COST).toEqual({
      minor: { weak: 15, minor: 10, major: 5, great: 5, true: 5 },
      major: { weak: null, minor: 20, major: 15, great: 10, true: 10 },
      great: { weak: null, minor: null, major: 25, great: 20, true: 15 },
    });
  });

  it('2.6 every blood ability has the thread’s derivations and strength', () => {
    const text: Record<string, [string, string]> = {
      Alertness: ['Az, Ba, Br, Re', 'Minor'],
      'Alter Appearance': ['Az, Br, Vo', 'Minor'],
      'Animal Affinity': ['All', 'Minor'],
      Battlewise: ['An, Az', 'Major'],
      'Berserkers Blood': ['Az, Vo', 'Great'],
      'Blood History': ['Br, Ma, Vo', 'Minor'],
      Bloodform: ['Az', 'Major'],
      Bloodmark: ['All', 'Minor'],
      Bloodtrait: ['An, Ba, Br, Ma, Re, Vo', 'Major'],
      'Character Reading': ['Ba, Br, Vo', 'Major'],
      'Charm Aura': ['Az, Ba, Br', 'Major'],
      Courage: ['An', 'Minor'],
      'Death Touch': ['Az', 'Minor'],
      'Detect Lie': ['An, Ba, Br, Ma, Re, Vo', 'Minor'],
      'Detect Life': ['All', 'Minor'],
      'Detect Illusion': ['Az, Ba, Br, Ma, Re, Vo', 'Minor'],
      'Direction Sense': ['Ma, Re', 'Minor'],
      'Divine Aura': ['All', 'Major'],
      'Divine Wrath': ['An, Ba, Ma', 'Major'],
      'Elemental Control': ['An, Ba, Ma, Re', 'Great'],
      Endurance: ['An, Ba, Ma, Re', 'Minor'],
      'Enhanced Sense': ['All', 'Major'],
      Fear: ['Az', 'Minor'],
      'Forest Walk': ['Re', 'Minor'],
      Healing: ['An, Ba, Re', 'Minor'],
      'Heightened Ability': ['All', 'Minor'],
      'Home Hearkening': ['Br', 'Major'],
      'Iron Will': ['An, Az, Re', 'Minor'],
      'Light of Reason': ['Ba', 'Minor'],
      'Long Life': ['All', 'Minor'],
      'Mebhaighl Sense': ['Vo', 'Minor'],
      Persuasion: ['Az, Br', 'Major'],
      'Poison Sense': ['Az, Re', 'Minor'],
      'Protection from Evil': ['An, Ba, Br, Ma, Re, Vo', 'Major'],
      Resistance: ['All', 'Minor'],
      'Sea Song': ['Ma', 'Major'],
      'Shadow Form': ['Br, Az', 'Great'],
      'Touch of Decay': ['Az', 'Great'],
      Travel: ['Az, Ba, Br, Ma, Vo', 'Great'],
      'Unreadable Thoughts': ['All', 'Major'],
      'Wither Touch': ['Az', 'Major'],
    };
    expect(BLOOD_ABILITIES.map((a) => BLOOD_ABILITY_TABLE[a].name)).toEqual(Object.keys(text));
    for (const id of BLOOD_ABILITIES) {
      const a = BLOOD_ABILITY_TABLE[id];
      const [ds, cls] = text[a.name]!;
      const codes = a.derivations === 'all' ? 'All' : a.derivations.map((d) => DERIVATION_CODES[d]).join(', ');
      expect([codes, a.class], a.name).toEqual([ds, cls.toLowerCase()]);
    }
    expect(BLOOD_ABILITY_TABLE.bloodform.buyable).toBe(false);
    expect(BLOOD_ABILITY_TABLE.bloodtrait.buyable).toBe(false);
  });

  it('2.6 the numbers the abilities carry', () => {
    const n = (id: keyof typeof BLOOD_ABILITY_TABLE) => BLOOD_ABILITY_TABLE[id].numbers;
    expect(n('alertness')).toEqual({ initiative: 10 });
    expect(n('courage')).toEqual({ morale: 5 });
    expect(n('divine-aura')).toEqual({ morale: 2, politics: 1 });
    expect(n('death-touch')).toEqual({ minor: 1, major: 2, great: 4 });
    expect(n('berserkers-blood')).toEqual({ prowess: 2 });
    expect(n('charm-aura')).toEqual({ targetsPerBloodlinePoints: 5 });
    expect(n('travel')).toEqual({ companionsPerBloodlinePoints: 5, perDay: 1 });
    expect(n('home-hearkening')).toEqual({ unlandedMonthsResident: 6 });
    expect(n('mebhaighl-sense')).toEqual({ radiusMiles: 0.5, pastMonths: 3 });
    expect(BLOOD_ABILITY_TABLE['animal-affinity'].byDerivation).toEqual({
      anduiras: 'lion',
      azrai: 'snake',
      basaia: 'eagle',
      brenna: 'cat',
      masela: 'dolphin',
      reynir: 'wolf',
      vorynn: 'owl',
    });
    expect(HEIGHTENED_PAIRS).toEqual({
      anduiras: ['law', 'strategy'],
      azrai: ['sorcery', 'politics'],
      basaia: ['law', 'knowledge'],
      brenna: ['commerce', 'stealth'],
      masela: ['knowledge', 'seamanship'],
      reynir: ['outdoors', 'prowess'],
      vorynn: ['sorcery', 'outdoors'],
    });
  });

  it('2.4, 2.7: special powers, prepared-spell cap, lieutenant cap', () => {
    expect(data.SPECIAL_POWER_TABLE['divine-realm-magic']).toMatchObject({ cost: 15, battleSpells: 3 });
    expect(data.SPECIAL_POWER_TABLE['arcane-realm-magic']).toMatchObject({ cost: 15, battleSpells: 3 });
    expect([1, 3, 4, 6, 7, 9, 10, 12, 13, 20].map(preparedSpellCap)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(preparedSpellCap(0)).toBe(0);
    expect(['weak', 'minor', 'major', 'great', 'true'].map((s) => lieutenantCap(3, s as 'weak'))).toEqual([
      3, 4, 5, 6, 8,
    ]);
  });

  it('validation: 50% per step (J-86), one class, basic classes under 40 CCP, sold powers, derivations', () => {
    const base: CharacterBuild = {
      name: 'test',
      ccp: 39,
      race: 'human',
      culture: 'khinasi',
      classes: ['warrior'],
      skills: { law: 2 },
      bloodline: null,
      abilities: [],
      powers: [],
    };
    expect(stepCap(39)).toBe(19);
    expect(validateBuild(base)).toEqual([]);
    expect(validateBuild({ ...base, classes: [] })).not.toEqual([]);
    expect(validateBuild({ ...base, classes: ['fighter'] })).not.toEqual([]);
    expect(validateBuild({ ...base, ccp: 40, classes: ['fighter'] })).toEqual([]);
    expect(validateBuild({ ...base, skills: { law: 5 } })).toEqual([]); // 15 CCP: within 19
    expect(validateBuild({ ...base, skills: { law: 6 } })).not.toEqual([]); // 21 > 19
    const blooded: CharacterBuild = {
      ...base,
      ccp: 100,
      bloodline: { derivation: 'azrai', strength: 'major', power: 20 },
    };
    expect(validateBuild(blooded)).not.toEqual([]); // major needs power 25
    const ok = { ...blooded, bloodline: { derivation: 'azrai' as const, strength: 'major' as const, power: 25 } };
    expect(validateBuild(ok)).toEqual([]);
    expect(validateBuild({ ...ok, abilities: [{ id: 'courage' }] })).not.toEqual([]); // Anduiras only
    expect(validateBuild({ ...ok, abilities: [{ id: 'bloodform' }] })).not.toEqual([]);
    expect(validateBuild({ ...ok, abilities: [{ id: 'heightened-ability', choice: 'law' }] })).not.toEqual([]);
    expect(validateBuild({ ...ok, abilities: [{ id: 'heightened-ability', choice: 'politics' }] })).toEqual([]);
    expect(validateBuild({ ...ok, bloodline: { derivation: 'azrai', strength: 'great', power: 40 } })).not.toEqual([]); // 25 + 36 > 50
    expect(validateBuild({ ...ok, bloodline: { derivation: 'azrai', strength: 'true', power: 50 } })).not.toEqual([]);
    expect(
      validateBuild({
        ...ok,
        bloodline: { derivation: 'azrai', strength: 'weak', power: 5 },
        abilities: [{ id: 'battlewise' }],
      }),
    ).not.toEqual([]); // major abilities are NA at weak strength
  });

  it('J-12: an identical class bonus counts once, different sizes add up', () => {
    const b = (classes: CharacterBuild['classes']): CharacterBuild => ({
      name: 't',
      ccp: 100,
      race: 'human',
      culture: 'khinasi',
      classes,
      skills: {},
      bloodline: null,
      abilities: [],
      powers: [],
    });
    expect(effectiveSkills(b(['guilder', 'rogue'])).commerce).toBe(1);
    expect(effectiveSkills(b(['guilder', 'assassin'])).commerce).toBe(3);
    expect(regencyFactor(['noble', 'guilder'], 'guild')).toBe(1);
    expect(regencyFactor(['noble'], 'law')).toBe(0.5);
    expect(regencyFactor(['noble'], 'temple')).toBe(0);
  });
});

// ---------------------------------------------------------------------------
describe('the action catalogue carries P4-P8 (checklist 1.9)', () => {
  /** Type, base cost, base DC and relevant skill, as the thread's table prints them. */
  const TABLE: Record<string, [string, string, string, string[]]> = {
    adventure: ['C', 'None', '-', []],
    agitate: ['DR', '1 GB/province, 1 RP/province', '10+', ['politics']],
    build: ['X', 'Var', '0+', ['law']],
    'cast-realm-spell': ['F', 'Var', 'Auto', []],
    ceremony: ['D', '1 GB', 'Auto/0+/10+', ['politics']],
    'contest-holding': ['DR', '1 GB/holding, 1 RP/holding', '10+', ['law', 'theology', 'commerce', 'sorcery']],
    'contest-province': ['D', '1 GB, 1 RP/province level', '10+', ['law']],
    'contest-trade-route': ['D', '1 GB, 1 RP', '10+', ['commerce']],
    'convert-holding': ['D', '2 GB, Var RP', '10+', ['law', 'commerce', 'theology', 'sorcery']],
    'create-holding': ['D', '1 GB', '10+', ['law', 'commerce', 'theology', 'sorcery']],
    'create-ley-line': ['D', '1 GB, 1 RP/province crossed', '10+', ['sorcery']],
    'create-province': ['D', '1 GB or 3 GB', '20+', ['law']],
    'create-trade-route': ['D', '1 GB', '10+', ['commerce']],
    decree: ['X or F', '1 GB or None', 'Auto', []],
    diplomacy: ['X or F', '1 GB', 'Auto', []],
    disband: ['F or X', 'None', 'Auto/10+/20+', []],
    embargo: ['DR', '3 GB/province, 3 RP/province', '10+', ['commerce']],
    espionage: ['D', '1 GB', 'Varies', ['politics']],
    'exploratory-trade': ['D', '1 RP/ship, 1 GB/ship', '20+', ['commerce']],
    grant: ['X', 'None', 'Auto', []],
    'improve-unit': ['D', 'Var', '20+', ['strategy']],
    'ley-link': ['X', '1 RP', 'Auto', []],
    lieutenancy: ['D', '1 GB', 'Auto', ['politics']],
    'move-ships': ['F', 'None', 'Auto', []],
    'move-troops': ['X or F', '1 GB per 10 unit/provinces Or 1 GB per 5 unit/provinces', 'Auto', []],
    'move-troops-by-sea': ['F', '1 GB per 5 units', 'Auto', []],
    'muster-armies': ['X', 'Total muster cost', 'Auto', []],
    'occupy-province': ['F', '1 GB', 'Auto', []],
    oversee: ['C', 'None', 'Auto', []],
    raid: ['D', 'None', 'Auto', []],
    research: ['C', 'Varies', 'Varies', ['theology', 'sorcery', 'knowledge']],
    'rule-holding': ['DR', '1 GB/holding, 1 RP/target level', '10+', ['law', 'commerce', 'theology', 'sorcery']],
    'rule-province': ['D', '1 GB, 1 RP/province level', '10+', ['law']],
    'prepare-realm-spell': ['DR', '1RP/source level required', 'Auto', ['sorcery', 'theology']],
    'change-agenda': ['DR', 'Variable', 'Auto', []],
  };

  it('lists the 35 actions in the thread’s order', () => {
    expect(ACTIONS.map((a) => a.id)).toEqual([...ACTION_IDS]);
    expect(Object.keys(TABLE)).toEqual([...ACTION_IDS]);
  });

  for (const a of ACTIONS) {
    it(`${a.name}: type, base cost, base DC and skill as printed`, () => {
      const [type, cost, dc, skills] = TABLE[a.id]!;
      expect([a.typeText, a.costText, a.dcText, [...a.skills]]).toEqual([type, cost, dc, skills]);
    });
  }

  it('every action has a DC and a skill, or says why not', () => {
    for (const a of ACTIONS) {
      expect(a.dc, a.id).toBeDefined();
      if (a.dc.kind === 'none') expect(a.dc.why.length, a.id).toBeGreaterThan(10);
      if (a.dc.kind === 'by-variant') {
        expect(a.variants?.length, a.id).toBeGreaterThan(0);
        for (const v of a.variants ?? []) if (!v.disabled) expect(v.dc, `${a.id}/${v.id}`).toBeDefined();
      }
      if (a.skills.length === 0) expect(a.noSkill?.length ?? 0, a.id).toBeGreaterThan(10);
      else expect(a.noSkill, a.id).toBeUndefined();
      if (a.skillByHoldingType) expect(a.skills).toHaveLength(4);
    }
  });

  it('kinds and realm flags follow the printed type; base DCs follow the printed DC', () => {
    for (const a of ACTIONS) {
      expect(a.realm, a.id).toBe(a.typeText.includes('R'));
      for (const k of a.typeText.replace(' or ', '').replace('R', '')) expect(a.kinds, a.id).toContain(k);
      if (a.dc.kind === 'roll') expect(a.dcText, a.id).toBe(`${a.dc.base}+`);
      if (a.dc.kind === 'opposed') expect(a.dcText).toBe(`${a.dc.base}+`);
      if (a.dc.kind === 'auto') expect(a.dcText).toBe('Auto');
      if (a.kinds.length > 1 && a.id !== 'espionage') expect(a.kindRule, a.id).toBeTruthy();
    }
    expect(ACTIONS.filter((a) => a.realm).map((a) => a.id)).toEqual([
      'agitate',
      'contest-holding',
      'embargo',
      'rule-holding',
      'prepare-realm-spell',
      'change-agenda',
    ]);
  });

  it('costs are non-negative and priced where the table prices them', () => {
    for (const a of ACTIONS) {
      for (const v of [a.cost, ...(a.variants ?? []).map((x) => x.cost ?? [])])
        for (const c of v) {
          expect(c.gb ?? 0).toBeGreaterThanOrEqual(0);
          expect(c.rp ?? 0).toBeGreaterThanOrEqual(0);
        }
      if (a.costText === 'None')
        expect(
          a.cost.every((c) => c.when),
          a.id,
        ).toBe(true);
    }
    const act = (id: string) => ACTIONS.find((a) => a.id === id)!;
    expect(act('agitate').cost).toEqual([{ per: 'province', gb: 1, rp: 1 }]);
    expect(act('embargo').cost).toEqual([{ per: 'province', gb: 3, rp: 3 }]);
    expect(act('improve-unit').cost).toEqual([{ per: 'upgrade', gb: 3, rp: 3 }]);
    expect(act('research').cost).toEqual([{ per: 'required-level', gb: 0.5 }]);
    expect(act('create-province').dc).toEqual({ kind: 'roll', base: 20 });
  });

  it('modifier, variant and reference ids are sound; every cited J- exists', () => {
    const js = new Set(JUDGMENTS.map((x) => x.id));
    for (const a of ACTIONS) {
      const mods = [...a.modifiers, ...(a.variants ?? []).flatMap((v) => v.modifiers ?? [])];
      for (const m of mods) expect(m.ref, `${a.id}/${m.id}`).toMatch(/^(\d|J-|R-|D-)/);
      expect(new Set(a.modifiers.map((m) => m.id)).size).toBe(a.modifiers.length);
      expect(new Set((a.variants ?? []).map((v) => v.id)).size).toBe((a.variants ?? []).length);
      const refs = [...a.ref, ...mods.map((m) => m.ref), ...(a.variants ?? []).map((v) => v.ref)];
      for (const r of refs.filter((x) => x.startsWith('J-'))) expect(js.has(r as `J-${string}`), r).toBe(true);
    }
  });

  it('1.9 #33: the Rule Province DC table, Khinasi lines behind the setting flag', () => {
    const rp = ACTIONS.find((a) => a.id === 'rule-province')!;
    const m = Object.fromEntries(rp.modifiers.map((x) => [x.id, x.dc]));
    expect(m).toMatchObject({
      'extra-gb': 1,
      'court-capital': -1,
      highways: -1,
      'hostile-border': 1,
      'low-tax': -1,
      'high-tax': 1,
      'failed-before': -1,
      'sources-oppose': 1,
      'at-max': 5,
      city: -2,
      hamlet: 2,
      bathhouse: -1,
    });
    expect(rp.modifiers.find((x) => x.id === 'low-tax')!.max).toBe(5);
    expect(rp.modifiers.filter((x) => x.setting === 'khinasi').map((x) => x.id)).toEqual(['city', 'hamlet']);
  });

  it('1.9.1 the six ceremonies; J-17 the espionage missions and their DCs', () => {
    const cer = ACTIONS.find((a) => a.id === 'ceremony')!;
    expect(cer.variants!.map((v) => v.name)).toEqual([
      'Coronation',
      'Designation',
      'Transfer',
      'Divestiture',
      'Vassalage',
      'Bloodline Investiture',
    ]);
    expect(cer.variants!.find((v) => v.id === 'divestiture')!.dc).toEqual({ kind: 'roll', base: 10 });
    const esp = ACTIONS.find((a) => a.id === 'espionage')!;
    const dcs = Object.fromEntries(esp.variants!.map((v) => [v.id, v.dc?.kind === 'roll' ? v.dc.base : null]));
    expect(dcs).toEqual({
      'investigate-province': 10,
      'investigate-domain': 15,
      'disrupt-route': 15,
      'spy-network': 20,
      'incite-unrest': 20,
      sabotage: 20,
      'free-prisoners': 20,
      assassinate: 25,
    });
  });

  it('1.3, 1.8 the common rules: take ten, loyalty DC, 1 RP a DC point', () => {
    expect(ACTION_RULES.takeTen).toMatchObject({ value: 10, minSkill: 5, courtActions: 1 });
    expect(ACTION_RULES.loyaltyDc).toEqual({ high: -1, average: 0, poor: 2, rebellious: 4 });
    expect(LOYALTY_DC).toEqual({ high: -1, average: 0, poor: 2, rebellious: 4 });
    expect(ACTION_RULES.rpPerDc).toBe(1);
    expect(ACTION_RULES.roll).toEqual({ die: 20, naturalOneFails: true, naturalTwentySucceeds: false });
  });

  it('1.12.2 covert variants: 3 GB, DC 13, 12, and 13 + level with 3 RP a level', () => {
    const ch = ACTIONS.find((a) => a.id === 'create-holding')!.variants!.find((v) => v.id === 'covert')!;
    expect([ch.dc, ch.cost]).toEqual([{ kind: 'roll', base: 13 }, [{ per: 'action', gb: 3 }]]);
    const rh = ACTIONS.find((a) => a.id === 'rule-holding')!.variants!;
    expect(rh.find((v) => v.id === 'covert')!.dc).toEqual({ kind: 'roll', base: 12 });
    expect(rh.find((v) => v.id === 'make-covert')!.cost).toEqual([
      { per: 'holding', gb: 3 },
      { per: 'own-level', rp: 3 },
    ]);
  });
});

// ---------------------------------------------------------------------------
describe('economy carries P3, P6, P8 and P11 (checklist 1.4-1.7, 1.12)', () => {
  it('1.4 the court table', () => {
    expect(COURT_TABLE.map((c) => [c.actions, c.politics])).toEqual([
      [0, -3],
      [1, -3],
      [1, -2],
      [1, -1],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
      [3, 2],
      [3, 3],
      [4, 3],
    ]);
    expect(COURT_TABLE.map((c) => c.name.split(' ')[0])).toEqual([
      'Minimal',
      'Quaint',
      'Quaint',
      'Average',
      'Average',
      'Good',
      'Good',
      'Excellent',
      'Excellent',
      'Opulent',
      'World-class',
    ]);
    expect(courtLevel(8, 5, 2)).toBe(10);
    expect(courtLevel(4, 2, 0)).toBe(6);
  });

  it('1.6 loyalty bands, J-07 (a High 9 stays High)', () => {
    const cases: [string, number, string][] = [
      ['rebellious', 19, 'rebellious'],
      ['rebellious', 20, 'poor'],
      ['rebellious', 34, 'poor'],
      ['rebellious', 35, 'average'],
      ['rebellious', 50, 'high'],
      ['poor', 10, 'rebellious'],
      ['poor', 11, 'poor'],
      ['poor', 25, 'average'],
      ['poor', 40, 'high'],
      ['average', 0, 'poor'],
      ['average', 1, 'average'],
      ['average', 24, 'average'],
      ['average', 25, 'high'],
      ['high', 8, 'average'],
      ['high', 9, 'high'],
      ['high', 10, 'high'],
      ['average', -30, 'poor'],
    ];
    for (const [from, total, to] of cases) expect(adjustLoyalty(from as 'high', total), `${from} ${total}`).toBe(to);
    const mods = Object.fromEntries(data.LOYALTY_MODIFIERS.map((m) => [m.id, m.value]));
    expect(mods).toMatchObject({
      'major-event-dealt': 3,
      politics: 1,
      'minor-event-dealt': 1,
      'tax-cut': 1,
      'tax-raise': -1,
      levies: -1,
      'hostile-holding': -2,
      'minor-event-failed': -2,
      'hostile-spell': -2,
      'major-event-failed': -5,
      occupied: -10,
    });
  });

  it('1.7.1 taxes within 0-150% rounded up; nothing from a Rebellious province; law claims', () => {
    expect(taxRange(3)).toEqual([0, 5]);
    expect(taxRange(6)).toEqual([0, 9]);
    expect(provinceCollection(3, 5, 'average')).toBe(5);
    expect(provinceCollection(3, -9, 'high')).toBe(0);
    expect(provinceCollection(6, 0, 'rebellious')).toBe(0);
    expect(lawClaimMax(3, 4)).toBe(1.5);
    expect(lawClaimMax(4, 1)).toBe(0.5);
    expect(lawClaimMax(0, 5)).toBe(0);
    expect(tradeRouteValue(4, 2)).toBe(3);
    expect(tradeRouteValue(2, 1)).toBe(1.5);
  });

  it('1.7.3 the maintenance example: 17 assets pay 3.4 GB', () => {
    const c = MAINTENANCE_EXAMPLE.counts;
    expect(c.provinces + c.holdings + c.tradeRoutes + c.fortificationLevels + c.buildingLevels + c.spyNetworks).toBe(
      MAINTENANCE_EXAMPLE.assets,
    );
    expect(assetMaintenance(c)).toBe(3.4);
    expect(MAINTENANCE_EXAMPLE.gb).toBe(3.4);
    expect(data.UNPAID_UNIT_DC).toBe(15);
  });

  it('1.7.2, 1.7.4 regency: the lower of score and power; carry-over; gains and losses (J-09, J-77)', () => {
    expect(carryOverCap(25)).toBe(50);
    expect(regencySwingRp('minor', 25)).toBe(6);
    expect(regencySwingRp('major', 25)).toBe(12);
    expect(regencySwingRp('minor', 3)).toBe(1);
    expect(regencySwingRp('great-loss', 25)).toBe(25);
    const emirate = domain('emirate-of-djafra');
    const r = regentOf(emirate);
    const x = {
      bloodlineScore: r.bloodline!.power,
      classes: r.classes,
      provinceLevels: emirate.provinces.map((p) => province(p).level),
      holdings: emirate.holdings.map((h) => ({ type: h.type, level: h.level })),
    };
    expect(regencyCollected(x)).toBe(25);
    expect(regencyCollected({ ...x, status: 'uncrowned-heir' })).toBe(12);
    expect(regencyCollected({ ...x, status: 'claimant' })).toBe(0);
    const sarma = domain('temple-of-sarma');
    expect(
      regencyCollected({
        bloodlineScore: 25,
        classes: regentOf(sarma).classes,
        provinceLevels: [],
        holdings: sarma.holdings.map((h) => ({ type: h.type, level: h.level })),
      }),
    ).toBe(15);
  });

  it('1.12.3 the fleet table and the destinations, exactly', () => {
    const cell = (p: number, g: number) => expeditionShips(p, g);
    expect([cell(4, 2), cell(4, 3), cell(5, 5), cell(6, 3), cell(6, 4), cell(6, 6)]).toEqual([0, 1, 2, 1, 2, 3]);
    expect([cell(7, 2), cell(7, 7), cell(8, 8), cell(9, 2), cell(9, 9), cell(10, 6), cell(10, 10)]).toEqual([
      1, 4, 5, 2, 6, 5, 10,
    ]);
    expect(cell(3, 3)).toBe(0);
    expect(cell(6, 0)).toBe(0);
    // A guild can be at most its province's level: one entry per guild level, never fewer ships higher up.
    for (const [lvl, ships] of Object.entries(EXPEDITION_FLEET)) {
      expect(ships).toHaveLength(Number(lvl));
      for (let g = 1; g < ships.length; g++) expect(ships[g]!).toBeGreaterThanOrEqual(ships[g - 1]!);
    }
    expect(cell(10, 11)).toBe(0);
    expect(DESTINATIONS.map((d) => [d.name, d.steps, d.piratePercent, d.maxProfit])).toEqual([
      ['Anuire', 1, 10, 40],
      ['Sahirde el-Mehare', 1, 33, 40],
      ['Vosgaard', 1, 5, 10],
      ['Brechtür', 2, 25, 50],
      ['Dragon Isles', 2, 10, 10],
      ['Rjurik', 2, 5, 15],
      ['Northern Aduria', 2, 33, 25],
      ['Thaele', 2, 5, 10],
      ['Djapar', 3, 25, 100],
      ['Eastern Aduria', 3, 20, 50],
      ['Western Aduria', 3, 20, 50],
      ['Southern Aduria', 4, 10, 50],
      ['Zandjah', 4, 25, 100],
    ]);
    const anuire = DESTINATIONS[0]!;
    const vos = DESTINATIONS[2]!;
    expect([
      voyageSteps(anuire, 'docandragh'),
      voyageSteps(anuire, 'island-states'),
      voyageSteps(anuire, 'djafran-coast'),
    ]).toEqual([2, 2, 1]);
    expect([
      voyageSteps(vos, 'plains-states'),
      voyageSteps(vos, 'zhainge-valley'),
      voyageSteps(vos, 'docandragh'),
    ]).toEqual([2, 2, 1]);
    expect([1, 2, 3, 4, 5, 6].map(profitRange)).toEqual([
      [1, 2],
      [2, 3],
      [2, 4],
      [2, 5],
      [2, 7],
      [3, 9],
    ]);
    expect([1, 2, 3, 5, 6, 9].map(data.pirateLossDie)).toEqual([2, 2, 3, 3, 4, 4]);
  });

  it('1.12.3 the worked example reproduces: DC 8, 2 after 6 more, 4-6 GB profit, 12 on a 20', () => {
    const ex = EXPEDITION_EXAMPLE;
    expect(expeditionShips(ex.provinceLevel, ex.guildLevel)).toBe(ex.maxShips);
    expect(ex.baseRp).toBe(ex.ships.count);
    expect(ex.baseGb).toBe(ex.ships.count);
    expect(ex.cargoGb).toBe(ex.ships.count * ex.ships.cargoEach);
    expect(expeditionDc(ex.input)).toBe(ex.dc);
    expect(data.EXPEDITION_BASE_DC + ex.modifierTotal).toBe(8);
    expect(ex.dc - ex.extraSpend).toBe(ex.dcAfterSpend);
    const [lo, hi] = profitRange(ex.ships.cargoEach);
    expect([lo * ex.ships.count, hi * ex.ships.count]).toEqual([...ex.expectedProfit]);
    expect(hi * ex.ships.count * data.EXPEDITION_RULES.naturalTwentyProfitMultiplier).toBe(ex.bestProfitOnTwenty);
    expect(voyageSteps(DESTINATIONS.find((d) => d.id === ex.destination)!, 'djafran-coast')).toBe(ex.voyageRounds);
  });

  it('1.12.3 …and on our map: Djafra, the Amber Company’s guild (4), its dhouras and its Guildmaster', () => {
    const djafra = province('djafra');
    expect([djafra.level, isSeaport(djafra)]).toEqual([6, true]);
    const amber = domain('amber-company');
    expect(amber.holdings.find((h) => h.province === 'djafra' && h.type === 'guild')?.level).toBe(4);
    expect(SHIP_TABLE.dhoura.cargo).toBe(2);
    expect(amber.ships.find((s) => s.ship === 'dhoura' && !s.onTradeRoute)?.count).toBe(2);
    const r = regentOf(amber);
    expect(r.classes).toContain('guilder');
    expect(effectiveSkills(r).commerce).toBe(6);
    expect(expeditionDc({ ...EXPEDITION_EXAMPLE.input, commerce: effectiveSkills(r).commerce, guildLevel: 4 })).toBe(8);
    expect(domain('temple-of-sarma').holdings.every((h) => h.deity === 'sarma')).toBe(true);
  });

  it('D-04 growth targets rise with level, harsher climates need more', () => {
    for (const c of ['mild', 'dry', 'harsh'] as const) {
      const t = GROWTH_TARGETS[c];
      expect(t).toHaveLength(10);
      for (let i = 1; i < t.length; i++) expect(t[i]!).toBeGreaterThanOrEqual(t[i - 1]!);
    }
    for (let i = 0; i < 10; i++) {
      expect(GROWTH_TARGETS.dry[i]!).toBeGreaterThan(GROWTH_TARGETS.mild[i]!);
      expect(GROWTH_TARGETS.harsh[i]!).toBeGreaterThan(GROWTH_TARGETS.dry[i]!);
    }
  });
});

// ---------------------------------------------------------------------------
describe('terrain and buildings carry P10 (checklist 1.10, 1.11)', () => {
  it('1.10 the terrain table', () => {
    const rows = Object.values(TERRAIN_TABLE);
    const byRow = new Map(rows.map((r) => [r.row, [r.maxLevel, r.move, r.highway]]));
    expect([...byRow.entries()].sort()).toEqual(
      [
        ['Arid Hills', [4, 2, 4]],
        ['Forest, Forested Hills', [6, 2, 4]],
        ['Hills', [7, 2, 4]],
        ['Mountains, Forested Mountains', [3, 4, 8]],
        ['Plains', [8, 1, 2]],
        ['Steppe', [4, 1, 4]],
        ['Swamp', [6, 3, 6]],
      ].sort(),
    );
    expect(data.SPECIAL_TERRAIN_TABLE).toMatchObject({
      river: { maxLevelBonus: 1, crossing: 1 },
      lake: { maxLevelBonus: 1, crossing: 2 },
      coast: { maxLevelBonus: 2 },
      oasis: { maxLevelBonus: 4, stacks: true },
    });
    expect(maxEfficientLevel('plains', ['river', 'coast'])).toBe(10);
    expect(maxEfficientLevel('steppe', ['river', 'oasis'])).toBe(9);
    expect(maxEfficientLevel('forest', ['lake'])).toBe(7);
  });

  it('J-53 every terrain maps onto the battle terrains', () => {
    expect(BATTLE_TERRAIN).toEqual({
      'arid-hills': ['desert'],
      forest: ['forest'],
      'forested-hills': ['forest'],
      hills: [],
      mountains: ['mountain'],
      'forested-mountains': ['forest', 'mountain'],
      plains: [],
      steppe: [],
      swamp: ['marsh'],
    });
  });

  it('1.11 buildings: levels, costs and requirements as printed', () => {
    const exp: Record<string, [string, string]> = {
      'archery-range': ['1', '15 GB'],
      armory: ['1', '15 GB'],
      bathhouse: ['1', '15 GB'],
      caravansarai: ['1', '10 GB; guild (1)'],
      'city-watch': ['1', '15 GB'],
      college: ['1', '20 GB; province (4)'],
      'council-chamber': ['1+', '10 GB/level; law (4)'],
      fortification: ['1-10', '8 GB/level for provinces and 4 GB/level for holdings'],
      'great-bazaar': ['1+', '10 GB/level; guild (4)'],
      highway: ['1', 'Varies by terrain'],
      library: ['1+', '8 GB/level; province (4)'],
      minaret: ['1+', '10 GB/level; temple (4)'],
      palace: ['1-10', '5 GB/level'],
      'racing-track': ['1+', '5 GB/level'],
      shipyard: ['1+', '15 GB (5 GB/additional level); coastal province (4)'],
      'siege-works': ['1', '20 GB'],
      stables: ['1', '20 GB'],
      'trade-wharf': ['1+', '10 GB/level; guild (4) in a coastal or river province'],
      watchtower: ['1', '8 GB; law (1)'],
      'wizard-tower': ['1+', '12 GB/level; source (3)'],
      workshop: ['1+', '4 GB/level'],
    };
    expect(Object.keys(exp)).toEqual([...BUILDINGS]);
    for (const b of BUILDINGS) {
      const row = BUILDING_TABLE[b];
      expect([row.levelsText, row.costText], b).toEqual(exp[b]);
      if (row.levelsText === '1') expect(row.maxLevel).toBe(1);
      if (row.levelsText === '1-10') expect(row.maxLevel).toBe(10);
      const m = /(\d+) GB/.exec(row.costText);
      if (m && b !== 'fortification' && b !== 'shipyard') expect(levelCost(b, 0)).toBe(Number(m[1]));
      const req = /(guild|law|temple|source|province) \((\d)\)/.exec(row.costText);
      if (req) expect(row.requirement).toMatchObject({ level: Number(req[2]) });
      else expect(row.requirement).toBeNull();
    }
    expect([levelCost('shipyard', 0), levelCost('shipyard', 1)]).toEqual([15, 5]);
    expect([
      levelCost('fortification', 0, { on: 'province' }),
      levelCost('fortification', 0, { on: 'holding' }),
    ]).toEqual([8, 4]);
    expect([levelCost('highway', 0, { terrain: 'plains' }), levelCost('highway', 0, { terrain: 'mountains' })]).toEqual(
      [2, 8],
    );
    expect(buildingMaxLevel('workshop', 3)).toBe(3);
    expect(BUILDING_TABLE.library.income).toEqual({ rp: 1, perLevel: true });
    expect(BUILDING_TABLE.caravansarai.income).toEqual({ gb: 1, perLevel: false });
    expect(
      BUILDINGS.filter((b) => BUILDING_TABLE[b].halvesMuster).map((b) => [b, ...BUILDING_TABLE[b].halvesMuster!]),
    ).toEqual([
      ['archery-range', 'LtInf'],
      ['armory', 'HvyInf'],
      ['city-watch', 'MdInf'],
      ['siege-works', 'Art'],
      ['stables', 'Cav'],
    ]);
  });
});

// ---------------------------------------------------------------------------
describe('the military carries P5, P9, P13 and P14 (checklist 3)', () => {
  it('3.1 every printed unit line', () => {
    const lines: Record<string, [string, number, number, string | null, number | null, number | null]> = {
      Archers: ['LtInf', 4, 3.0, null, 2, 1],
      Artillerists: ['Art', 3, 3.0, 'artillery-bombardment', 4, 2],
      Infantry: ['MdInf', 3, 3.5, null, 2, 1],
      Levies: ['Irr', 2, 1.5, null, null, 0],
      Cavalry: ['Cav', 7, 4.0, 'elite', 6, 2],
      Skirmishers: ['Skir', 6, 2.0, 'scout', 3, 1],
      Armsmen: ['HvyInf', 3, 5.0, 'elite', 5, 2],
      'Mercenary Archers': ['LtArch', 2, 2.5, null, 4, 2],
      'Mercenary Cavalry': ['MdCav', 6, 3.5, 'elite', 8, 3],
      'Mercenary Infantry': ['MdInf', 3, 3.0, null, 3, 1.5],
      'Mercenary Irregulars': ['Irr', 3, 1.0, null, 1, 0.5],
      Knights: ['Cav', 6, 4.5, 'elite', 6, 1],
      'Unholy Knights': ['Cav', 7, 4.0, 'elite', 6, 1],
      'Knights of the Holy Order': ['Cav', 5, 5.0, 'elite', 6, 1],
      "Nature's Army (small animals)": ['Summoned', 2, 2.0, null, null, null],
      "Nature's Army (large animals)": ['Summoned', 4, 3.0, null, null, null],
      "Nature's Army (forest legion)": ['Summoned', 1, 5.0, null, null, null],
      'Summoned Monsters': ['Summoned', 2, 3.5, null, null, null],
      'Undead Legion': ['Summoned', 2, 2.0, 'fearless', null, null],
      'Legion of Demons (weak)': ['LtDm', 4, 3.0, null, null, 0],
      'Legion of Demons (moderate)': ['MdDm', 3, 4.5, 'elite', 4, 1],
      'Legion of Demons (strong)': ['HvyDm', 2, 6.0, 'elite', 7, 1],
      'Elven Archers': ['LtInf', 5, 3.0, 'elite', 3, 1],
      'Elven Artillerists': ['Art', 4, 3.0, 'artillery-bombardment', 5, 2],
      'Elven Infantry': ['MdInf', 4, 3.5, null, 3, 1],
      'Elven Levies': ['Irr', 3, 2.5, null, null, 0],
      'Elven Cavalry': ['Cav', 8, 3.5, 'elite', 7, 2],
      'Elven Skirmishers': ['Skir', 7, 3.0, 'scout', 4, 1],
      'Elven Armsmen': ['HvyInf', 4, 4.0, 'elite', 6, 2],
    };
    const printed = Object.values(UNIT_TABLE).filter((x) => x.source === 'text');
    expect(printed.map((x) => x.name)).toEqual(Object.keys(lines));
    for (const x of printed)
      expect([x.type, x.move, x.morale, x.special, x.muster, x.maint], x.name).toEqual(lines[x.name]);
    const req = (id: keyof typeof UNIT_TABLE) =>
      UNIT_TABLE[id].requirements.map((r) => ('level' in r && r.kind !== 'deity' ? `${r.kind}(${r.level})` : r.kind));
    expect(req('archers')).toEqual(['P(2)', 'L(3)', 'T(4)']);
    expect(req('artillerists')).toEqual(['P(5)']);
    expect(req('skirmishers')).toEqual(['P(1)', 'L(2)', 'T(3)', 'G(1)']);
    expect(req('armsmen')).toEqual(['P(3)', 'L(4)', 'T(5)']);
    expect(req('levies')).toEqual(['P(4)']);
    expect(req('elven-skirmishers')).toEqual(['P(1)', 'L(2)', 'G(1)']);
    expect(UNIT_TABLE.knights.requirements).toEqual([{ kind: 'deity', alignment: 'neutral', level: 4 }]);
    expect(UNIT_TABLE['unholy-knights'].requirements).toEqual([{ kind: 'deity', alignment: 'evil', level: 4 }]);
    expect(UNIT_TABLE['knights-of-the-holy-order'].requirements).toEqual([
      { kind: 'deity', alignment: 'good', level: 4 },
    ]);
    expect(UNIT_TABLE['nomad-light-cavalry'].muster).toBe(2);
  });

  it('muster costs: buildings halve regular units; mercenaries and summoned units are apart', () => {
    expect(musterCost('armsmen', true)).toBe(2.5);
    expect(musterCost('mercenary-infantry', true)).toBe(3);
    expect(musterCost('levies')).toBe(0);
    expect(musterCost('summoned-monsters')).toBeNull();
    expect(data.reequipCost('cavalry')).toBe(3);
    expect(data.reequipCost('armsmen')).toBe(3);
    for (const x of Object.values(UNIT_TABLE)) {
      expect(x.move).toBeGreaterThan(0);
      expect(x.muster ?? 0).toBeGreaterThanOrEqual(0);
      expect(x.maint ?? 0).toBeGreaterThanOrEqual(0);
    }
  });

  it('3.4 movement costs: 1 GB moves 1 unit 10 provinces or 10 units 1 (court action), 5 as a free action', () => {
    expect(moveTroopsCost(10, 'X')).toBe(1);
    expect(moveTroopsCost(10, 'F')).toBe(2);
    expect(moveTroopsCost(3, 'X')).toBe(0.3);
    expect(moveTroopsCost(7, 'F')).toBe(1.4);
    expect(seaTransportCost(5, 0)).toBe(1);
    expect(seaTransportCost(4, 1)).toBe(2);
    expect(data.MOVEMENT).toMatchObject({ safeMultiplier: 4, forcedMultiplier: 8, forcedMarchDcBase: 5 });
  });

  it('3.5 the naval encounter table and the blockade', () => {
    expect(NAVAL_ENCOUNTER).toEqual({
      searching: { searching: 70, hiding: 40 },
      hiding: { searching: 40, hiding: 10 },
    });
    expect(data.NAVAL_ENCOUNTER_MODIFIERS).toMatchObject({ perShip: 1, adjacentZone: -50, perSeamanship: 5 });
    expect(data.BLOCKADE).toMatchObject({ shipsPerProvinceLevel: 1, riverLightShips: 3, needsMissile: true });
    expect(SHIP_TABLE.coaster.missile).toBe(false);
    expect(Object.values(SHIP_TABLE).filter((s) => s.class === 'light').length).toBeGreaterThanOrEqual(2);
  });

  it('3.6 the morale example: 193 / 51 = 3.784, rounded up to 3.8; 3.2 fights week 2 at 2.7', () => {
    const e = MORALE_EXAMPLE;
    expect(e.units.reduce((s, x) => s + x.morale * x.count, 0)).toBe(e.weighted);
    expect(e.units.reduce((s, x) => s + x.count, 0)).toBe(e.count);
    expect(baseMorale(e.units)).toBe(e.base);
    expect(finalMorale(e.decay.base, e.decay.week)).toBe(e.decay.final);
    expect(finalMorale(3.0, 1, 4)).toBe(3.4);
    expect(baseMorale([{ morale: 3.0, count: 2 }])).toBe(3.0);
  });

  it('6.4 the posture matrix, table clamps and the casualty formula', () => {
    expect(POSTURE_MATRIX.assault.attack).toEqual([4, 3]);
    expect(POSTURE_MATRIX.defend.assault).toEqual([4, 3]);
    expect(POSTURE_MATRIX.defend.defend).toEqual([1, 1]);
    for (const row of Object.values(POSTURE_MATRIX))
      for (const [cl, ml] of Object.values(row)) for (const n of [cl, ml]) expect(n >= 1 && n <= 5).toBe(true);
    expect(data.clampLevel(7)).toBe(5);
    expect(data.clampLevel(0)).toBe(1);
    expect(casualtiesInflicted(10, 3, 3)).toBe(1);
    expect(casualtiesInflicted(30, 4, 6)).toBe(6);
    expect(data.moraleInflicted(3, 3)).toBe(0.8);
    expect(data.BATTLE_TERRAIN_MODIFIERS.marsh).toEqual({ attacker: [-1, 1], defender: [-1, 1], bombardment: false });
    expect(data.BATTLE_TERRAIN_MODIFIERS.mountain).toEqual({ attacker: [-1, 0], defender: [0, 0], bombardment: true });
  });

  it('3.7 sieges: the d6 assault table, the sortie, 5-1 against 5-2; J-56 castles and forts', () => {
    expect([7, 6, 5, 2, 1, 0, -3].map(assaultResult)).toEqual([
      'breach',
      'breach',
      'no-result',
      'no-result',
      'sortie',
      'sortie',
      'sortie',
    ]);
    expect([6, 5, 1].map(sortieLoser)).toEqual(['defender', 'besieger', 'besieger']);
    expect(data.ASSAULT_COMBAT).toMatchObject({ attackerTable: [5, 1], defenderTable: [5, 2], maxRounds: 3 });
    expect(data.SIEGE).toMatchObject({
      unitsPerLevel: 2,
      artilleryCounts: 2,
      starvationDcBase: 10,
      levelsLostWhenTaken: 1,
    });
    expect(data.FORT_KINDS.castle).toMatchObject({ maxPerProvinceLevel: 2, unitsPerLevel: 2, assaultPerLevel: 2 });
    expect(data.FORT_KINDS.fort).toMatchObject({ maxPerProvinceLevel: 1, unitsPerLevel: 1, assaultPerLevel: 1 });
  });

  it('3.8 raids: a province (3) takes at most 6 raiders; loot formulas and caps (J-79, J-80)', () => {
    expect(maxRaiders(3)).toBe(6);
    expect(raidLoot({ target: 'province', level: 3, fortification: 1, buildings: 1, raiders: 6, treasury: 50 })).toBe(
      6,
    );
    expect(raidLoot({ target: 'province', level: 3, fortification: 5, buildings: 0, raiders: 6, treasury: 50 })).toBe(
      1,
    );
    expect(raidLoot({ target: 'province', level: 3, fortification: 0, buildings: 2, raiders: 6, treasury: 50 })).toBe(
      6,
    );
    expect(raidLoot({ target: 'province', level: 4, fortification: 0, buildings: 0, raiders: 8, treasury: 3 })).toBe(3);
    expect(raidLoot({ target: 'holding', level: 3, fortification: 0, buildings: 1, raiders: 6, treasury: 50 })).toBe(
      2.5,
    );
    expect(raidLoot({ target: 'holding', level: 4, fortification: 0, buildings: 3, raiders: 2, treasury: 50 })).toBe(2);
    expect(data.pillageCap(3)).toBe(5);
  });

  it('3.9 improving units and J-52 morale checks', () => {
    expect(UNIT_UPGRADE_TABLE['advanced-movement'].move).toBe(2);
    expect(UNIT_UPGRADE_TABLE['advanced-morale'].morale).toBe(2);
    expect(UNIT_UPGRADE_TABLE.elite).toMatchObject({ move: 1, morale: 1, grants: 'elite' });
    expect(data.IMPROVE_UNIT).toMatchObject({ dcBase: 20, rpPerUpgrade: 3, gbPerUpgrade: 3, maxUpgrades: 3 });
    expect(passesMoraleCheck(12, 3.5, 15)).toBe(true);
    expect(passesMoraleCheck(11, 3.5, 15)).toBe(false);
    expect(passesMoraleCheck(1, 6, 2)).toBe(false);
    expect(passesMoraleCheck(1, 2, 30, true)).toBe(true);
    expect(data.SCOUTING).toHaveLength(6);
  });
});

// ---------------------------------------------------------------------------
describe('the map (D-01, D-02)', () => {
  it('terrain and sea grids are 11 rows of 15 known codes that agree on land and sea', () => {
    expect([TERRAIN_ROWS.length, SEA_ROWS.length]).toEqual([MAP_ROWS, MAP_ROWS]);
    for (const r of [...TERRAIN_ROWS, ...SEA_ROWS]) expect(r).toHaveLength(MAP_COLS);
    for (const r of TERRAIN_ROWS) for (const ch of r) expect(TERRAIN_CODES[ch], ch).toBeDefined();
    for (const h of ALL_HEXES) expect(isLand(h), h).toBe(zoneOfHex(h) === null);
  });

  it('every land hex is one province; ids and names are unique', () => {
    expect(PROVINCES).toHaveLength(LAND_HEXES.length);
    expect(new Set(PROVINCES.map((p) => p.hex))).toEqual(new Set(LAND_HEXES));
    expect(new Set(PROVINCES.map((p) => p.id)).size).toBe(PROVINCES.length);
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(PROVINCES.length);
    for (const p of PROVINCES) {
      expect(p.id).toMatch(/^[a-z0-9-]+$/);
      expect(terrainAt(p.hex)).toBe(p.terrain);
    }
  });

  it('neighbours are symmetric, adjacent on the grid, and each border is listed once', () => {
    for (const p of PROVINCES) {
      for (const n of p.neighbours) {
        expect(province(n).neighbours, `${p.id}/${n}`).toContain(p.id);
        expect(grid.adjacent(p.hex, province(n).hex)).toBe(true);
      }
    }
    const degree = PROVINCES.reduce((n, p) => n + p.neighbours.length, 0);
    expect(PROVINCE_LINKS).toHaveLength(degree / 2);
    for (const l of PROVINCE_LINKS) expect(l.a < l.b).toBe(true);
  });

  it('the mainland is one piece; the Island States are two islands', () => {
    expect(PROVINCE_GRAPH.within('djafra', 99).size).toBe(PROVINCES.length - 7);
    expect([...PROVINCE_GRAPH.within('port-sahm', 99).keys()].sort()).toEqual(
      ['coralreach', 'gull-rock', 'port-sahm', 'tidewatch'].sort(),
    );
    expect([...PROVINCE_GRAPH.within('pearlhaven', 99).keys()].sort()).toEqual([
      'pearlhaven',
      'shellstrand',
      'windward',
    ]);
    for (const p of PROVINCES.filter((x) => x.region === 'island-states')) expect(p.coastal).toBe(true);
  });

  it('sea zones are whole, numbered 1-6, and every node of the sea is reachable', () => {
    expect(SEA_ZONES.map((z) => z.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const z of SEA_ZONES) {
      const hexes = ALL_HEXES.filter((h) => zoneOfHex(h) === z.id);
      const seen = new Set([hexes[0]!]);
      const todo = [hexes[0]!];
      while (todo.length) {
        const h = todo.pop()!;
        for (const n of grid.neighbours(h))
          if (hexes.includes(n) && !seen.has(n)) {
            seen.add(n);
            todo.push(n);
          }
      }
      expect(seen.size, z.id).toBe(hexes.length);
      expect(z.cost).toBe(z.kind === 'ocean' ? z.cost : 1);
      if (z.kind === 'ocean') expect(z.cost).toBeGreaterThan(1);
    }
    expect(SEA_ZONE_LINKS.length).toBeGreaterThanOrEqual(SEA_ZONES.length - 1);
    expect(NAV_GRAPH.within('gulf-of-djafra', 999).size).toBe(NAV_NODES.length);
    for (const p of PROVINCES.filter((x) => x.coastal))
      expect(NAV_GRAPH.adjacent(`coast:${p.id}`, p.seaZones[0]!)).toBe(true);
  });

  it('rivers run corner to corner from high ground to their mouth, each reach between two provinces', () => {
    const used = new Set<string>();
    for (const r of RIVERS) {
      const corners = r.borders.map(borderCorners);
      for (let i = 1; i < corners.length; i++) {
        const shared = corners[i]!.filter((c) => corners[i - 1]!.includes(c));
        expect(shared, `${r.id} ${r.borders[i]}`).toHaveLength(1);
        if (i > 1) {
          const before = corners[i - 1]!.filter((c) => corners[i - 2]!.includes(c));
          expect(shared[0]).not.toBe(before[0]);
        }
      }
      for (const b of r.borders) {
        expect(used.has(b), b).toBe(false);
        used.add(b);
        for (const h of borderEnds(b)) expect(isLand(h), `${r.id} ${b}`).toBe(true);
      }
      const spring = corners[0]!.find((c) => !corners[1]!.includes(c))!;
      expect(
        spring.split('/').some((h) => ['hills', 'mountains', 'arid-hills'].includes(terrainAt(h) ?? '')),
        `${r.id} springs from high ground`,
      ).toBe(true);
      const mouth = corners.at(-1)!.find((c) => !corners.at(-2)!.includes(c))!;
      expect(
        mouth.split('/').some((h) => zoneOfHex(h) === r.mouth),
        `${r.id} mouth`,
      ).toBe(true);
    }
    expect(PROVINCE_LINKS.filter((l) => l.river)).toHaveLength(used.size);
    for (const l of LAKES) for (const b of l.borders) expect(borderEnds(b).every(isLand)).toBe(true);
  });

  it('provinces: derived special terrain and maximum level; wilderness at most level 1; levels within the maximum', () => {
    for (const p of PROVINCES) {
      expect(p.maxLevel).toBe(maxEfficientLevel(p.terrain, p.specials));
      expect(p.coastal).toBe(p.specials.includes('coast'));
      expect(p.level, p.id).toBeLessThanOrEqual(p.maxLevel);
      expect(p.level).toBeGreaterThanOrEqual(0);
      expect(p.magic >= 0 && p.magic <= 9, p.id).toBe(true);
      if (p.wilderness) expect(p.level, p.id).toBeLessThanOrEqual(data.GROWTH.wildernessMaxLevel);
      if (p.nomad) expect(p.wilderness).toBeNull();
      if (p.nomad) expect(p.level).toBeLessThan(data.GROWTH.nomadSettlesAt);
      if (p.region === 'worldwound') expect(p.wilderness).toBe('worldwound');
    }
    const djafra = province('djafra');
    expect([djafra.level, djafra.terrain, djafra.coastal, djafra.maxLevel]).toEqual([6, 'plains', true, 10]);
  });

  it('the regions the text names exist, and each it sails from has a seaport', () => {
    const named = REGIONS.filter((r) => r.source === 'text').map((r) => r.name);
    expect(named.sort()).toEqual(['Docandragh', 'Island States', 'Plains States', 'Worldwound', 'Zhaïnge Valley']);
    for (const region of ['docandragh', 'island-states', 'plains-states', 'zhainge-valley'] as const)
      expect(
        PROVINCES.some((p) => p.region === region && isSeaport(p)),
        region,
      ).toBe(true);
    for (const r of REGIONS)
      expect(
        PROVINCES.some((p) => p.region === r.id),
        r.id,
      ).toBe(true);
    for (const p of PROVINCE_ROWS) expect(REGIONS.some((r) => r.id === p.region)).toBe(true);
  });
});

// ---------------------------------------------------------------------------
describe('the starting domains (D-03)', () => {
  it('fourteen domains, twelve to seat, of every kind', () => {
    expect(DOMAINS.map((d) => d.id)).toEqual([...DOMAIN_IDS]);
    expect(seatable).toHaveLength(12);
    expect(new Set(seatable.map((d) => d.kind))).toEqual(new Set(['landed', 'temple', 'guild', 'wizard']));
    for (const d of DOMAINS) expect(d.regent === null).toBe(!d.seatable);
  });

  it('no province has two rulers; realms are connected; only wilderness starts unruled', () => {
    const all = DOMAINS.flatMap((d) => d.provinces);
    expect(new Set(all).size).toBe(all.length);
    for (const d of DOMAINS) {
      for (const p of d.provinces) expect(province(p).wilderness, p).toBeNull();
      expect(() => province(d.seat)).not.toThrow();
      if (d.kind !== 'landed')
        expect(
          d.holdings.some((h) => h.province === d.seat),
          d.id,
        ).toBe(true);
      if (d.kind === 'landed') {
        expect(d.provinces).toContain(d.seat);
        const set = new Set(d.provinces);
        const seen = new Set([d.seat]);
        const todo = [d.seat];
        while (todo.length)
          for (const n of province(todo.pop()!).neighbours)
            if (set.has(n) && !seen.has(n)) {
              seen.add(n);
              todo.push(n);
            }
        expect(seen.size, d.id).toBe(set.size);
      } else expect(d.provinces).toEqual([]);
    }
    for (const p of PROVINCES) expect(STARTING_RULER.has(p.id), p.id).toBe(p.wilderness === null);
  });

  it('J-83: holdings stay within each province’s capacity (level for law, temple, guild; magic for sources)', () => {
    const sum = new Map<string, number>();
    for (const d of DOMAINS) {
      for (const h of d.holdings) {
        const p = province(h.province);
        expect(h.level, `${d.id} ${h.province}`).toBeGreaterThanOrEqual(0);
        const k = `${h.province}/${h.type}`;
        sum.set(k, (sum.get(k) ?? 0) + h.level);
        const cap = h.type === 'source' ? p.magic : p.level;
        expect(sum.get(k)!, k).toBeLessThanOrEqual(cap);
        expect(cap).toBe(data.holdingCapacity(h.type, p.level, p.magic));
        if (h.type === 'temple')
          expect(
            DEITIES.some((x) => x.id === h.deity),
            k,
          ).toBe(true);
        else expect(h.deity).toBeUndefined();
        if (p.wilderness) expect(h.type === 'source' || h.type === 'law', k).toBe(true);
        if (p.wilderness && h.type === 'law') expect(data.isNativeTo(d, p.region)).toBe(true);
        if (h.covert) {
          expect(['law', 'temple', 'guild']).toContain(h.type);
          expect(h.type === 'law' && d.provinces.includes(h.province)).toBe(false);
        }
      }
      const types = new Set(d.holdings.map((h) => `${h.province}/${h.type}`));
      expect(types.size, `${d.id} holds one holding of a type per province`).toBe(d.holdings.length);
      if (d.holdings.some((h) => h.type === 'source')) expect(d.regent?.powers).toContain('arcane-realm-magic');
    }
  });

  it('landed domains hold law in every province they rule', () => {
    for (const d of DOMAINS.filter((x) => x.kind === 'landed'))
      for (const p of d.provinces)
        expect(
          d.holdings.some((h) => h.province === p && h.type === 'law'),
          `${d.id} ${p}`,
        ).toBe(true);
  });

  it('buildings meet their requirements and level caps', () => {
    for (const d of DOMAINS) {
      for (const b of d.buildings) {
        const p = province(b.province);
        const row = BUILDING_TABLE[b.building];
        const req = row.requirement;
        if (req?.kind === 'holding') {
          const h = d.holdings.find((x) => x.province === b.province && x.type === req.type);
          expect((h?.level ?? -1) >= req.level, `${d.id} ${b.building}`).toBe(true);
        }
        if (req?.kind === 'province') {
          expect(p.level).toBeGreaterThanOrEqual(req.level);
          if (req.where === 'coastal') expect(p.coastal).toBe(true);
        }
        if (b.building === 'fortification') {
          expect(b.on).toBe('province');
          expect(d.provinces).toContain(b.province);
          expect(b.level).toBeLessThanOrEqual(p.level * data.FORT_KINDS.castle.maxPerProvinceLevel);
        } else expect(b.level).toBeLessThanOrEqual(buildingMaxLevel(b.building, p.level));
        if (b.building === 'highway') expect(d.provinces).toContain(b.province);
        if (b.building === 'palace') expect(d.holdings.some((h) => h.province === b.province)).toBe(true);
      }
    }
  });

  it('units, ships, trade routes and ley lines are where they can be', () => {
    for (const d of DOMAINS) {
      for (const u of d.units) {
        expect(UNIT_TABLE[u.unit], u.unit).toBeDefined();
        expect(d.provinces.includes(u.province) || d.holdings.some((h) => h.province === u.province)).toBe(true);
        if (UNIT_TABLE[u.unit].elven) expect(province(u.province).race).toBe('elven');
      }
      for (const s of d.ships) expect(province(s.province).coastal, `${d.id} ${s.ship}`).toBe(true);
      let seaIncome = 0;
      for (const r of d.routes) {
        const [a, b] = [province(r.from), province(r.to)];
        expect(a.resource).not.toBe(b.resource);
        const ga = d.holdings.find((h) => h.province === a.id && h.type === 'guild');
        const gb = d.holdings.find((h) => h.province === b.id && h.type === 'guild');
        expect(ga && gb, `${d.id} route`).toBeTruthy();
        const value = tradeRouteValue(ga!.level, gb!.level);
        if (r.kind === 'sea') {
          expect(a.tradeKinds.includes('sea') && b.tradeKinds.includes('sea')).toBe(true);
          expect(Math.max(a.level, b.level)).toBeGreaterThanOrEqual(4);
          seaIncome += value;
        } else {
          const highway = (id: string) => d.buildings.some((x) => x.province === id && x.building === 'highway');
          expect(highway(a.id) && highway(b.id) && a.neighbours.includes(b.id)).toBe(true);
        }
      }
      const cargo = d.ships.filter((s) => s.onTradeRoute).reduce((n, s) => n + SHIP_TABLE[s.ship].cargo * s.count, 0);
      expect(cargo, `${d.id} needs ships at sea for its sea routes`).toBeGreaterThanOrEqual(seaIncome);
      for (const line of d.leyLines) {
        for (let i = 1; i < line.length; i++) expect(province(line[i - 1]!).neighbours).toContain(line[i]);
        const own = (p: string) => d.holdings.some((h) => h.province === p && h.type === 'source');
        expect(own(line[0]!) && own(line.at(-1)!)).toBe(true);
      }
    }
  });

  it('every regent is a legal 100-CCP build and every lieutenant a 20-CCP automatic hire', () => {
    for (const d of seatable) {
      const r = regentOf(d);
      expect(r.ccp).toBe(CREATION.regentCcp);
      expect(validateBuild(r), d.id).toEqual([]);
      const spent = Object.values(stepCosts(r)).reduce((n, x) => n + x, 0);
      expect(spent, d.id).toBeGreaterThanOrEqual(88);
      expect(r.bloodline).not.toBeNull();
      expect(d.treasury.rp).toBeLessThanOrEqual(carryOverCap(r.bloodline!.power));
      expect(survivalThreshold(r)).toBeGreaterThanOrEqual(1);
      for (const l of d.lieutenants) {
        expect(l.ccp).toBeLessThanOrEqual(CREATION.lieutenantAutoCcp);
        expect(validateBuild(l), l.name).toEqual([]);
      }
      expect(d.lieutenants.length).toBeLessThanOrEqual(
        lieutenantCap(effectiveSkills(r).politics, r.bloodline!.strength),
      );
      expect(d.treasury.gb).toBeGreaterThanOrEqual(0);
    }
    expect(data.isWizard(regentOf(domain('veiled-tower')).classes, regentOf(domain('veiled-tower')).powers)).toBe(true);
    expect(data.hasPriestClass(regentOf(domain('temple-of-sarma')).classes)).toBe(true);
  });

  it('agendas: a Great one each from the catalogue, starting ones within 2 minor and 1 major', () => {
    for (const d of seatable) {
      expect(AGENDA_BY_ID.get(d.greatAgenda!)?.rank, d.id).toBe('great');
      const ranks = d.startingAgendas.map((a) => AGENDA_BY_ID.get(a)?.rank);
      expect(ranks.filter((r) => r === 'minor').length).toBeLessThanOrEqual(GAME.freeStartingAgendas.minor);
      expect(ranks.filter((r) => r === 'major').length).toBeLessThanOrEqual(GAME.freeStartingAgendas.major);
      expect(ranks.includes(undefined)).toBe(false);
      expect(ranks.includes('great')).toBe(false);
    }
    expect(new Set(AGENDAS.map((a) => a.id)).size).toBe(AGENDAS.length);
    expect(AGENDA_LIMITS).toEqual({ minor: 4, major: 2, great: null });
    expect(AGENDA_COSTS).toEqual({ minor: { gb: 1, rp: 1 }, major: { gb: 5, rp: 5 }, great: { gb: 25, rp: 25 } });
    for (const a of AGENDAS) {
      const c = a.condition;
      if (c.kind === 'rule-province') expect(() => province(c.province)).not.toThrow();
      if (c.kind === 'crowned') expect(DOMAIN_IDS).toContain(c.domain);
      if (c.kind === 'rule-region') expect(REGIONS.some((r) => r.id === c.region)).toBe(true);
    }
  });

  it('seating: the first N of the order for 2-12 regents; the rest start unclaimed', () => {
    expect(new Set(SEATING_ORDER)).toEqual(new Set(seatable.map((d) => d.id)));
    for (let n = 2; n <= 12; n++) {
      const s = seatedDomains(n);
      expect(s).toHaveLength(n);
      expect(new Set([...s, ...unclaimedDomains(n)])).toEqual(new Set(DOMAIN_IDS));
      expect(s.filter((id) => domain(id).kind === 'landed').length).toBeGreaterThanOrEqual(Math.min(n, 8));
    }
    expect(seatedDomains(2).map((id) => domain(id).homeRegion)).toEqual(['docandragh', 'zhainge-valley']);
    expect(() => seatedDomains(1)).toThrow();
    expect(() => seatedDomains(13)).toThrow();
    const [a, b] = seatedDomains(2).map((id) => domain(id).seat);
    expect(PROVINCE_GRAPH.distance(a!, b!)).toBeGreaterThanOrEqual(6);
  });

  it('J-25: the Hollow Crown keeps a temple that can officiate when no priest regent is seated', () => {
    expect(domain('hollow-crown').holdings.some((h) => h.type === 'temple' && h.level >= 1)).toBe(true);
    expect(seatedDomains(9)).not.toContain('temple-of-sarma');
  });

  it('J-63: guardians sit exactly in the guardian wilds; the Knights have their neutral temple (4)', () => {
    expect(GUARDIANS.map((g) => g.province).sort()).toEqual(
      PROVINCES.filter((p) => p.wilderness === 'guardian')
        .map((p) => p.id)
        .sort(),
    );
    const knights = DOMAINS.flatMap((d) => d.units.filter((u) => u.unit === 'knights').map((u) => [d, u] as const));
    for (const [d, u] of knights) {
      const t = d.holdings.find((h) => h.province === u.province && h.type === 'temple');
      expect(t && t.level >= 4 && DEITIES.find((x) => x.id === t.deity)?.alignment === 'neutral').toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------
describe('magic, events and the judgment calls', () => {
  it('the four spells the text names exist; summons point at real units', () => {
    for (const name of ['Warding', "Summon Nature's Army", 'Summon Monstrous Unit', 'Legion of Dead'])
      expect(REALM_SPELLS.find((s) => s.name === name)?.source, name).toBe('named');
    for (const s of REALM_SPELLS) {
      expect(s.level).toBeGreaterThanOrEqual(1);
      for (const u of s.summons ?? []) expect(UNIT_TABLE[u]).toBeDefined();
    }
    for (const u of Object.values(UNIT_TABLE))
      for (const r of u.requirements)
        if (r.kind === 'spell')
          expect(
            REALM_SPELLS.some((s) => s.id === r.spell),
            r.spell,
          ).toBe(true);
    expect(data.BATTLE_SPELLS.filter((s) => s.tradition === 'arcane').length).toBeGreaterThanOrEqual(3);
    expect(data.BATTLE_SPELLS.filter((s) => s.tradition === 'divine').length).toBeGreaterThanOrEqual(3);
  });

  it('events: a response each, and every action named exists', () => {
    expect(new Set(EVENTS.map((e) => e.id)).size).toBe(EVENTS.length);
    for (const e of EVENTS) if (e.response.kind === 'action') expect(ACTION_IDS).toContain(e.response.action);
    expect(EVENTS.some((e) => e.rank === 'major') && EVENTS.some((e) => e.rank === 'minor')).toBe(true);
  });

  it('J-01..J-87 in order, each with a rule; refinements give a reason', () => {
    expect(JUDGMENTS.map((x) => x.id)).toEqual(
      Array.from({ length: 87 }, (_, i) => `J-${String(i + 1).padStart(2, '0')}`),
    );
    for (const x of JUDGMENTS) {
      expect(x.rule.length, x.id).toBeGreaterThan(2);
      expect(x.question.length, x.id).toBeGreaterThan(10);
      if (x.status === 'refined') expect(x.why?.length ?? 0, x.id).toBeGreaterThan(10);
    }
  });

  it('every export a judgment cites as settling it exists', () => {
    const exported = new Set(Object.keys(data));
    for (const x of JUDGMENTS) {
      for (const s of x.settledIn) {
        const m = /^([a-z]+)\.ts ([A-Za-z_]+)/.exec(s);
        expect(m, `${x.id}: ${s}`).not.toBeNull();
        const ids = ['ids', 'map', 'terrain', 'provinces', 'character', 'actions', 'economy', 'buildings'];
        expect([...ids, 'military', 'magic', 'agendas', 'domains', 'judgments']).toContain(m![1]);
        const name = m![2]!;
        expect(exported.has(name) || ['WildernessCause', 'UnitRequirement'].includes(name), `${x.id}: ${name}`).toBe(
          true,
        );
      }
    }
  });
});

// ---------------------------------------------------------------------------
describe('originality: no prose of the thread in the data', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const threadPath = resolve(here, '../../../../../../shared/rules/domain-campaign-thread.txt');
  const norm = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ');
  /** Fields that carry the thread's table cells, and names, on purpose. */
  const CARRIED = new Set(['typeText', 'costText', 'dcText', 'levelsText', 'stepsNote', 'name', 'row']);

  it.runIf(existsSync(threadPath))('no 45-character run of our wording is the thread’s', () => {
    const text = norm(readFileSync(threadPath, 'utf8'));
    const W = 45;
    const windows = new Set<string>();
    for (let i = 0; i + W <= text.length; i++) windows.add(text.slice(i, i + W));
    const hits: string[] = [];
    const walk = (v: unknown, key: string) => {
      if (typeof v === 'string') {
        if (CARRIED.has(key)) return;
        const s = norm(v);
        for (let i = 0; i + W <= s.length; i++) if (windows.has(s.slice(i, i + W))) return void hits.push(v);
      } else if (Array.isArray(v)) {
        for (const x of v) walk(x, key);
      } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    };
    for (const [k, v] of Object.entries(data)) if (typeof v !== 'function') walk(v, k);
    expect(hits).toEqual([]);
  });

  it.runIf(existsSync(threadPath))('nor in the README, outside its tables and code', () => {
    const text = norm(readFileSync(threadPath, 'utf8'));
    const W = 45;
    const windows = new Set<string>();
    for (let i = 0; i + W <= text.length; i++) windows.add(text.slice(i, i + W));
    const prose = readFileSync(resolve(here, 'README.md'), 'utf8')
      .split('```')
      .filter((_, i) => i % 2 === 0)
      .join('\n')
      .split('\n')
      .filter((l) => !l.startsWith('|'))
      .join(' ');
    const s = norm(prose);
    const hits: string[] = [];
    for (let i = 0; i + W <= s.length; i++) if (windows.has(s.slice(i, i + W))) hits.push(s.slice(i, i + W));
    expect(hits).toEqual([]);
  });
});

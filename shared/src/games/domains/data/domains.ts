/**
 * The starting domains (D-03): twelve templates a regent may take, two
 * domains that are never seated, the faiths (D-15), the guardians of the
 * wilds (J-63) and the allocation of templates to 2-12 regents. Everything
 * here is ours except the one holding the thread gives (a level-4 guild in
 * Djafra, its Exploratory Trade example) and the names it carries (Sarma, the
 * Worldwound). A template not seated becomes an unclaimed domain: its
 * provinces and holdings stay, dormant, for a blooded claimant to take by
 * Coronation (J-26).
 */
import type { CharacterBuild } from './character.ts';
import type {
  BuildingId,
  Culture,
  DeityAlignment,
  DomainId,
  DomainKind,
  HoldingType,
  ProvinceId,
  ShipId,
  UnitId,
} from './ids.ts';
import type { RegionId } from './provinces.ts';

/**
 * The setting (R-13, D-17): the map is Khinasi country, so the Khinasi rules
 * of the thread (Rule Province at levels 6+ and 2-, dishonourable
 * divestiture) are on; a map of another land would turn them off.
 */
export const SETTING = { name: 'the Gulf of Djafra', khinasiRules: true } as const;

// ---------------------------------------------------------------------------
// Faiths (D-15)
// ---------------------------------------------------------------------------

export interface Deity {
  id: string;
  name: string;
  alignment: DeityAlignment;
  portfolio: string;
  source: 'text' | 'authored';
}

export const DEITIES: readonly Deity[] = [
  { id: 'sarma', name: 'Sarma', alignment: 'neutral', portfolio: 'trade, voyages and the sea', source: 'text' },
  { id: 'ashural', name: 'Ashural', alignment: 'good', portfolio: 'the sun, justice and kingship', source: 'authored' },
  { id: 'nemrah', name: 'Nemrah', alignment: 'neutral', portfolio: 'harvest and hearth', source: 'authored' },
  { id: 'kezzadar', name: 'Kezzadar', alignment: 'evil', portfolio: 'war and conquest', source: 'authored' },
];
export type DeityId = 'sarma' | 'ashural' | 'nemrah' | 'kezzadar';

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

export interface StartingHolding {
  province: ProvinceId;
  type: HoldingType;
  level: number;
  covert?: true;
  /** A temple's deity. */
  deity?: DeityId;
}

export interface StartingBuilding {
  province: ProvinceId;
  building: BuildingId;
  level: number;
  /** A fortification guards the province (city walls) or one of the owner's holdings there. */
  on?: 'province' | HoldingType;
}

export interface StartingUnits {
  province: ProvinceId;
  unit: UnitId;
  count: number;
}

export interface StartingShips {
  province: ProvinceId;
  ship: ShipId;
  count: number;
  /** Out at sea carrying the domain's sea trade routes (P7). */
  onTradeRoute?: true;
}

export interface StartingRoute {
  from: ProvinceId;
  to: ProvinceId;
  kind: 'land' | 'sea';
}

export interface Regent extends CharacterBuild {
  title: string;
}

export interface DomainTemplate {
  id: DomainId;
  name: string;
  kind: DomainKind;
  culture: Culture;
  homeRegion: RegionId;
  /** May a player take it? The Hollow Crown and the Pearl Isles start, and stay until claimed, unclaimed. */
  seatable: boolean;
  /** None for an unclaimed domain. */
  regent: Regent | null;
  lieutenants: readonly CharacterBuild[];
  /** The capital (landed) or the seat of power, where the regent and his lieutenants start. */
  seat: ProvinceId;
  provinces: readonly ProvinceId[];
  holdings: readonly StartingHolding[];
  buildings: readonly StartingBuilding[];
  units: readonly StartingUnits[];
  ships: readonly StartingShips[];
  routes: readonly StartingRoute[];
  leyLines: readonly (readonly ProvinceId[])[];
  treasury: { gb: number; rp: number };
  greatAgenda: string | null;
  /** The minor and major agendas the domain starts with unless its player picks others (free at setup). */
  startingAgendas: readonly string[];
  note: string;
}

// ---------------------------------------------------------------------------
// Helpers for the tables below
// ---------------------------------------------------------------------------

const law = (province: ProvinceId, level: number): StartingHolding => ({ province, type: 'law', level });
const guild = (province: ProvinceId, level: number, covert?: true): StartingHolding => ({
  province,
  type: 'guild',
  level,
  ...(covert ? { covert } : {}),
});
const temple = (province: ProvinceId, level: number, deity: DeityId): StartingHolding => ({
  province,
  type: 'temple',
  level,
  deity,
});
const source = (province: ProvinceId, level: number): StartingHolding => ({ province, type: 'source', level });
const bld = (province: ProvinceId, building: BuildingId, level = 1, on?: StartingBuilding['on']): StartingBuilding => ({
  province,
  building,
  level,
  ...(on ? { on } : {}),
});
const walls = (province: ProvinceId, level: number): StartingBuilding =>
  bld(province, 'fortification', level, 'province');
const units = (province: ProvinceId, unit: UnitId, count = 1): StartingUnits => ({ province, unit, count });
const ships = (province: ProvinceId, ship: ShipId, count = 1, onTradeRoute?: true): StartingShips => ({
  province,
  ship,
  count,
  ...(onTradeRoute ? { onTradeRoute } : {}),
});

/** A 20-CCP lieutenant: one basic class and three skills at 2 (19 CCP, hired automatically, J-20). */
function lieutenant(
  name: string,
  klass: CharacterBuild['classes'][number],
  skills: CharacterBuild['skills'],
  culture: Culture,
  race: CharacterBuild['race'] = 'human',
): CharacterBuild {
  return { name, ccp: 20, race, culture, classes: [klass], skills, bloodline: null, abilities: [], powers: [] };
}

// ---------------------------------------------------------------------------
// The domains
// ---------------------------------------------------------------------------

export const DOMAINS: readonly DomainTemplate[] = [
  {
    id: 'emirate-of-djafra',
    name: 'the Emirate of Djafra',
    kind: 'landed',
    culture: 'khinasi',
    homeRegion: 'djafran-coast',
    seatable: true,
    regent: {
      title: 'Emir',
      name: 'Salim ibn Qadar',
      ccp: 100,
      race: 'human',
      culture: 'khinasi',
      classes: ['noble', 'fighter'],
      skills: { politics: 4, law: 3, commerce: 2, strategy: 2, knowledge: 1, prowess: 1 },
      bloodline: { derivation: 'basaia', strength: 'major', power: 25 },
      abilities: [{ id: 'bloodmark' }, { id: 'alertness' }, { id: 'heightened-ability', choice: 'law' }],
      powers: [],
    },
    lieutenants: [lieutenant('Hamid al-Rasi', 'warrior', { strategy: 2, law: 2, politics: 2 }, 'khinasi')],
    seat: 'djafra',
    provinces: ['djafra', 'ras-halim', 'anbar', 'suq-tamra', 'bir-sefa', 'maqam', 'yazur'],
    holdings: [
      law('djafra', 4),
      law('ras-halim', 3),
      law('anbar', 2),
      law('suq-tamra', 1),
      law('bir-sefa', 2),
      law('maqam', 1),
      law('yazur', 2),
      guild('ras-halim', 1),
    ],
    buildings: [
      walls('djafra', 3),
      bld('djafra', 'palace', 2),
      bld('djafra', 'highway'),
      bld('djafra', 'shipyard'),
      bld('anbar', 'highway'),
      bld('ras-halim', 'highway'),
    ],
    units: [
      units('djafra', 'infantry', 2),
      units('djafra', 'archers'),
      units('djafra', 'armsmen'),
      units('ras-halim', 'cavalry'),
    ],
    ships: [ships('djafra', 'war-galley'), ships('djafra', 'dhoura')],
    routes: [],
    leyLines: [],
    treasury: { gb: 20, rp: 25 },
    greatAgenda: 'crown-the-hollow',
    startingAgendas: ['gracious-court', 'full-coffers', 'broad-realm'],
    note: 'the richest realm, on the Gulf, eyeing the empty throne to its north',
  },
  {
    id: 'princedom-of-docandragh',
    name: 'the Princedom of Docandragh',
    kind: 'landed',
    culture: 'khinasi',
    homeRegion: 'docandragh',
    seatable: true,
    regent: {
      title: 'Prince',
      name: 'Aedric Mollen',
      ccp: 100,
      race: 'human',
      culture: 'khinasi',
      classes: ['knight'],
      skills: { politics: 3, law: 3, strategy: 4, prowess: 2, seamanship: 2, commerce: 1 },
      bloodline: { derivation: 'anduiras', strength: 'major', power: 25 },
      abilities: [{ id: 'battlewise' }, { id: 'courage' }],
      powers: [],
    },
    lieutenants: [lieutenant('Maeve Tarrow', 'warrior', { seamanship: 2, strategy: 2, prowess: 2 }, 'khinasi')],
    seat: 'docandragh',
    provinces: ['docandragh', 'caer-mollen', 'tarrowbrook', 'dunhallow', 'ennisfane', 'glenmorrow', 'brecanmoor'],
    holdings: [
      law('docandragh', 3),
      law('caer-mollen', 2),
      law('tarrowbrook', 2),
      law('dunhallow', 2),
      law('ennisfane', 1),
      law('glenmorrow', 1),
      law('brecanmoor', 1),
      temple('docandragh', 2, 'ashural'),
      temple('caer-mollen', 1, 'ashural'),
      temple('tarrowbrook', 1, 'ashural'),
    ],
    buildings: [
      walls('docandragh', 3),
      bld('docandragh', 'palace'),
      bld('docandragh', 'highway'),
      bld('tarrowbrook', 'highway'),
      bld('caer-mollen', 'watchtower'),
    ],
    units: [units('docandragh', 'infantry', 2), units('docandragh', 'archers'), units('caer-mollen', 'cavalry')],
    ships: [ships('docandragh', 'war-galley')],
    routes: [],
    leyLines: [],
    treasury: { gb: 20, rp: 25 },
    greatAgenda: 'sea-power',
    startingAgendas: ['fleet-in-being', 'contented-realm', 'fortress-realm'],
    note: 'a paladin prince on the eastern shore, between the march and the isles',
  },
  {
    id: 'zhainge-valley',
    name: 'the Sheikhdom of the Zhaïnge Valley',
    kind: 'landed',
    culture: 'khinasi',
    homeRegion: 'zhainge-valley',
    seatable: true,
    regent: {
      title: 'Sheikha',
      name: 'Nadira al-Zhaïn',
      ccp: 100,
      race: 'human',
      culture: 'khinasi',
      classes: ['warrior', 'guilder'],
      skills: { law: 4, politics: 4, commerce: 3, strategy: 2, seamanship: 1, outdoors: 1 },
      bloodline: { derivation: 'masela', strength: 'major', power: 25 },
      abilities: [
        { id: 'direction-sense' },
        { id: 'heightened-ability', choice: 'seamanship' },
        { id: 'endurance', choice: 'prowess' },
      ],
      powers: [],
    },
    lieutenants: [lieutenant('Yusuf of Harsa', 'cleric', { theology: 2, law: 2, knowledge: 2 }, 'khinasi')],
    seat: 'qasr-zhainge',
    provinces: ['qasr-zhainge', 'harsa', 'tazeen', 'sulqa', 'tamar-woods', 'upper-zhainge'],
    holdings: [
      law('qasr-zhainge', 3),
      law('harsa', 2),
      law('tazeen', 2),
      law('sulqa', 1),
      law('tamar-woods', 1),
      law('upper-zhainge', 1),
      guild('qasr-zhainge', 2),
      guild('harsa', 1),
    ],
    buildings: [walls('qasr-zhainge', 2), bld('qasr-zhainge', 'highway'), bld('harsa', 'highway')],
    units: [units('qasr-zhainge', 'infantry'), units('qasr-zhainge', 'archers'), units('harsa', 'skirmishers')],
    ships: [ships('qasr-zhainge', 'dhoura')],
    routes: [{ from: 'qasr-zhainge', to: 'harsa', kind: 'land' }],
    leyLines: [],
    treasury: { gb: 20, rp: 25 },
    greatAgenda: 'crown-the-hollow',
    startingAgendas: ['trader', 'full-coffers', 'merchant-prince'],
    note: 'a river realm across the Zhaïnge from the Hollow Crown',
  },
  {
    id: 'vellmark',
    name: 'Vellmark',
    kind: 'landed',
    culture: 'brecht',
    homeRegion: 'plains-states',
    seatable: true,
    regent: {
      title: 'Margrave',
      name: 'Otto Vell',
      ccp: 100,
      race: 'human',
      culture: 'brecht',
      classes: ['fighter'],
      skills: { law: 3, politics: 4, strategy: 4, commerce: 2, prowess: 2, seamanship: 1 },
      bloodline: { derivation: 'reynir', strength: 'minor', power: 20 },
      abilities: [{ id: 'alertness' }, { id: 'iron-will' }, { id: 'heightened-ability', choice: 'prowess' }],
      powers: [],
    },
    lieutenants: [lieutenant('Anselm Brunn', 'warrior', { law: 2, strategy: 2, politics: 2 }, 'brecht')],
    seat: 'vellhafen',
    provinces: ['vellhafen', 'brunnfeld', 'harrowdeep', 'kettlingen', 'mossmoor'],
    holdings: [
      law('vellhafen', 3),
      law('brunnfeld', 2),
      law('harrowdeep', 2),
      law('kettlingen', 1),
      law('mossmoor', 1),
      temple('brunnfeld', 1, 'nemrah'),
    ],
    buildings: [walls('vellhafen', 2), bld('vellhafen', 'highway')],
    units: [units('vellhafen', 'infantry'), units('vellhafen', 'archers'), units('vellhafen', 'skirmishers')],
    ships: [ships('vellhafen', 'coaster')],
    routes: [],
    leyLines: [],
    treasury: { gb: 20, rp: 20 },
    greatAgenda: 'unite-plains-states',
    startingAgendas: ['standing-army', 'contented-realm', 'fortress-realm'],
    note: 'the northern Plains State, on the Western Sea',
  },
  {
    id: 'aldmere',
    name: 'Aldmere',
    kind: 'landed',
    culture: 'brecht',
    homeRegion: 'plains-states',
    seatable: true,
    regent: {
      title: 'Countess',
      name: 'Hild Aldmere',
      ccp: 100,
      race: 'human',
      culture: 'brecht',
      classes: ['noble', 'cleric'],
      skills: { politics: 4, law: 3, theology: 2, commerce: 2, strategy: 2, knowledge: 1 },
      bloodline: { derivation: 'anduiras', strength: 'major', power: 25 },
      abilities: [{ id: 'heightened-ability', choice: 'law' }, { id: 'bloodmark' }, { id: 'detect-lie' }],
      powers: [],
    },
    lieutenants: [lieutenant('Sister Gerda', 'cleric', { theology: 2, politics: 2, knowledge: 2 }, 'brecht')],
    seat: 'aldhafen',
    provinces: ['aldhafen', 'eschenried', 'tannbruck', 'hollerfeld', 'graufels'],
    holdings: [
      law('aldhafen', 3),
      law('eschenried', 2),
      law('tannbruck', 2),
      law('hollerfeld', 1),
      law('graufels', 1),
      temple('aldhafen', 2, 'nemrah'),
      temple('tannbruck', 1, 'nemrah'),
      guild('aldhafen', 1),
    ],
    buildings: [walls('aldhafen', 2), bld('aldhafen', 'highway')],
    units: [units('aldhafen', 'infantry'), units('aldhafen', 'archers'), units('tannbruck', 'skirmishers')],
    ships: [ships('aldhafen', 'coaster')],
    routes: [],
    leyLines: [],
    treasury: { gb: 20, rp: 25 },
    greatAgenda: 'unite-plains-states',
    startingAgendas: ['preacher', 'gracious-court', 'faith-of-the-realm'],
    note: 'the southern Plains State, where the Western Sea meets the Gulf',
  },
  {
    id: 'sylvaeth',
    name: 'the Elven Court of Sylvaeth',
    kind: 'landed',
    culture: 'elf',
    homeRegion: 'sylvaeth',
    seatable: true,
    regent: {
      title: 'Queen',
      name: 'Ithariel',
      ccp: 100,
      race: 'elf',
      culture: 'elf',
      classes: ['wizard', 'warrior'],
      skills: { sorcery: 3, law: 3, politics: 2, strategy: 2, outdoors: 1 },
      bloodline: { derivation: 'vorynn', strength: 'major', power: 25 },
      abilities: [{ id: 'detect-illusion' }, { id: 'long-life' }],
      powers: ['arcane-realm-magic'],
    },
    lieutenants: [lieutenant('Caelis', 'warrior', { outdoors: 2, strategy: 2, stealth: 2 }, 'elf', 'elf')],
    seat: 'ilvanthe',
    provinces: ['ilvanthe', 'sarithil', 'aelwen-glade', 'thaliorn', 'lirienne', 'vaelmoor'],
    holdings: [
      law('ilvanthe', 2),
      law('sarithil', 1),
      law('aelwen-glade', 1),
      law('thaliorn', 1),
      law('lirienne', 1),
      law('vaelmoor', 1),
      source('ilvanthe', 3),
      source('sarithil', 2),
      source('thaliorn', 2),
    ],
    buildings: [bld('ilvanthe', 'palace')],
    units: [
      units('ilvanthe', 'elven-archers'),
      units('ilvanthe', 'elven-infantry'),
      units('sarithil', 'elven-skirmishers'),
    ],
    ships: [],
    routes: [],
    leyLines: [],
    treasury: { gb: 15, rp: 25 },
    greatAgenda: 'tame-the-wild',
    startingAgendas: ['warden-of-sources', 'contented-realm', 'web-of-power'],
    note: 'an elven wizard-queen whose forest walls itself against every non-elf (J-71)',
  },
  {
    id: 'banu-rih',
    name: 'the Banu Rih',
    kind: 'landed',
    culture: 'khinasi-nomad',
    homeRegion: 'red-sands',
    seatable: true,
    regent: {
      title: 'Khan',
      name: 'Tarif of the Banu Rih',
      ccp: 100,
      race: 'human',
      culture: 'khinasi-nomad',
      classes: ['warrior', 'noble'],
      skills: { strategy: 4, politics: 3, law: 2, outdoors: 3, prowess: 2 },
      bloodline: { derivation: 'reynir', strength: 'major', power: 25 },
      abilities: [{ id: 'alertness' }, { id: 'direction-sense' }, { id: 'endurance', choice: 'prowess' }],
      powers: [],
    },
    lieutenants: [lieutenant('Samir the Rider', 'warrior', { strategy: 2, outdoors: 2, prowess: 2 }, 'khinasi-nomad')],
    seat: 'ayn-dhahab',
    provinces: [
      'ayn-dhahab',
      'ghadir',
      'sabkha-kessa',
      'marjan-flats',
      'ruq-al-rih',
      'hadbat',
      'tel-mirra',
      'dar-umar',
    ],
    holdings: [
      law('ayn-dhahab', 2),
      law('ghadir', 1),
      law('sabkha-kessa', 1),
      law('marjan-flats', 1),
      law('ruq-al-rih', 1),
      law('hadbat', 0),
      law('tel-mirra', 0),
      law('dar-umar', 0),
    ],
    buildings: [],
    units: [
      units('ayn-dhahab', 'nomad-light-cavalry', 2),
      units('ghadir', 'nomad-light-cavalry'),
      units('ayn-dhahab', 'skirmishers'),
    ],
    ships: [],
    routes: [],
    leyLines: [],
    treasury: { gb: 15, rp: 25 },
    greatAgenda: 'hold-djafra',
    startingAgendas: ['standing-army', 'peacemaker', 'broad-realm'],
    note: 'nomad tribes of the Red Sands with swift cheap horse, hungry for the Gulf',
  },
  {
    id: 'voroshin-march',
    name: 'the Voroshin March',
    kind: 'landed',
    culture: 'vos',
    homeRegion: 'voroshin-march',
    seatable: true,
    regent: {
      title: 'Voivode',
      name: 'Mirko Voroshin',
      ccp: 100,
      race: 'human',
      culture: 'vos',
      classes: ['fighter'],
      skills: { strategy: 4, prowess: 3, law: 2, politics: 2, outdoors: 2, seamanship: 1 },
      bloodline: { derivation: 'azrai', strength: 'major', power: 25 },
      abilities: [{ id: 'battlewise' }, { id: 'fear' }, { id: 'iron-will' }],
      powers: [],
    },
    lieutenants: [lieutenant('Danilo', 'warrior', { strategy: 2, law: 2, prowess: 2 }, 'vos')],
    seat: 'voroshin',
    provinces: ['voroshin', 'kolgrad', 'zhelezna', 'bereg', 'sterevo', 'volkov-hold'],
    holdings: [
      law('voroshin', 3),
      law('kolgrad', 2),
      law('zhelezna', 2),
      law('bereg', 1),
      law('sterevo', 1),
      law('volkov-hold', 1),
      temple('voroshin', 1, 'kezzadar'),
    ],
    buildings: [walls('voroshin', 2), bld('voroshin', 'highway'), bld('kolgrad', 'watchtower')],
    units: [units('voroshin', 'infantry'), units('voroshin', 'armsmen'), units('kolgrad', 'archers')],
    ships: [ships('voroshin', 'coaster')],
    routes: [],
    leyLines: [],
    treasury: { gb: 15, rp: 25 },
    greatAgenda: 'blood-ascendant',
    startingAgendas: ['standing-army', 'builder', 'fortress-realm'],
    note: 'a hard Vos march on the lip of the Worldwound',
  },
  {
    id: 'coral-throne',
    name: 'the Coral Throne of Sahm',
    kind: 'landed',
    culture: 'khinasi',
    homeRegion: 'island-states',
    seatable: true,
    regent: {
      title: 'Queen',
      name: 'Safiya of Sahm',
      ccp: 100,
      race: 'human',
      culture: 'khinasi',
      classes: ['guilder', 'fighter'],
      skills: { seamanship: 4, commerce: 3, politics: 3, law: 2, strategy: 1 },
      bloodline: { derivation: 'masela', strength: 'major', power: 25 },
      abilities: [{ id: 'direction-sense' }, { id: 'heightened-ability', choice: 'seamanship' }, { id: 'detect-lie' }],
      powers: [],
    },
    lieutenants: [
      lieutenant('Idris the Harbourmaster', 'guilder', { seamanship: 2, commerce: 2, politics: 2 }, 'khinasi'),
    ],
    seat: 'port-sahm',
    provinces: ['port-sahm', 'coralreach', 'tidewatch', 'gull-rock'],
    holdings: [
      law('port-sahm', 3),
      law('coralreach', 2),
      law('tidewatch', 1),
      law('gull-rock', 1),
      guild('port-sahm', 2),
      guild('coralreach', 1),
    ],
    buildings: [walls('port-sahm', 2), bld('port-sahm', 'highway'), bld('port-sahm', 'shipyard')],
    units: [units('port-sahm', 'infantry'), units('port-sahm', 'archers')],
    ships: [ships('port-sahm', 'war-galley', 2), ships('port-sahm', 'dhoura')],
    routes: [],
    leyLines: [],
    treasury: { gb: 20, rp: 25 },
    greatAgenda: 'unite-island-states',
    startingAgendas: ['fleet-in-being', 'trader', 'merchant-prince'],
    note: 'the larger of the Island States, a sea power with a shipyard',
  },
  {
    id: 'temple-of-sarma',
    name: 'the Temple of Sarma',
    kind: 'temple',
    culture: 'khinasi',
    homeRegion: 'djafran-coast',
    seatable: true,
    regent: {
      title: 'High Priestess',
      name: 'Yasmin of Sarma',
      ccp: 100,
      race: 'human',
      culture: 'khinasi',
      classes: ['priest'],
      skills: { theology: 4, politics: 4, commerce: 2, law: 2, knowledge: 1 },
      bloodline: { derivation: 'basaia', strength: 'major', power: 25 },
      abilities: [{ id: 'bloodmark' }, { id: 'healing' }],
      powers: ['divine-realm-magic'],
    },
    lieutenants: [lieutenant('Brother Tamim', 'cleric', { theology: 2, politics: 2, knowledge: 2 }, 'khinasi')],
    seat: 'djafra',
    provinces: [],
    holdings: [
      temple('djafra', 4, 'sarma'),
      temple('ras-halim', 2, 'sarma'),
      temple('anbar', 1, 'sarma'),
      temple('docandragh', 1, 'sarma'),
      temple('qasr-zhainge', 2, 'sarma'),
      temple('harsa', 1, 'sarma'),
      temple('port-sahm', 2, 'sarma'),
      temple('dur-hamma', 1, 'sarma'),
      temple('sahl-al-ward', 1, 'sarma'),
    ],
    buildings: [bld('djafra', 'minaret')],
    units: [units('djafra', 'knights')],
    ships: [],
    routes: [],
    leyLines: [],
    treasury: { gb: 15, rp: 25 },
    greatAgenda: 'faith-of-the-gulf',
    startingAgendas: ['preacher', 'full-coffers', 'faith-of-the-realm'],
    note: 'the sailors’ faith of the Gulf; its priestess can bless any voyage',
  },
  {
    id: 'amber-company',
    name: 'the Amber Company',
    kind: 'guild',
    culture: 'khinasi',
    homeRegion: 'djafran-coast',
    seatable: true,
    regent: {
      title: 'Guildmaster',
      name: 'Faris al-Anbari',
      ccp: 100,
      race: 'human',
      culture: 'khinasi',
      classes: ['guilder', 'noble'],
      skills: { commerce: 5, politics: 3, seamanship: 3, law: 1, stealth: 1 },
      bloodline: { derivation: 'brenna', strength: 'major', power: 25 },
      abilities: [{ id: 'bloodmark' }, { id: 'heightened-ability', choice: 'stealth' }, { id: 'alertness' }],
      powers: [],
    },
    lieutenants: [lieutenant('Leila the Factor', 'guilder', { commerce: 2, seamanship: 2, politics: 2 }, 'khinasi')],
    seat: 'djafra',
    provinces: [],
    holdings: [
      // The guild of the P11 worked example: level 4 in Djafra (level 6).
      guild('djafra', 4),
      guild('docandragh', 2),
      guild('ras-halim', 2),
      guild('anbar', 1),
      guild('qasr-zhainge', 1),
      guild('port-sahm', 1),
      guild('vellhafen', 1),
      guild('aldhafen', 1),
      guild('caer-mollen', 1),
    ],
    buildings: [bld('djafra', 'caravansarai')],
    units: [units('djafra', 'mercenary-infantry')],
    ships: [ships('djafra', 'dhoura', 2), ships('djafra', 'baghla', 1, true)],
    routes: [{ from: 'djafra', to: 'docandragh', kind: 'sea' }],
    leyLines: [],
    treasury: { gb: 30, rp: 25 },
    greatAgenda: 'merchant-empire',
    startingAgendas: ['factor', 'trader', 'merchant-prince'],
    note: 'the merchant house of the worked example, with its two dhouras in Djafra',
  },
  {
    id: 'veiled-tower',
    name: 'the Veiled Tower',
    kind: 'wizard',
    culture: 'khinasi',
    homeRegion: 'sylvaeth',
    seatable: true,
    regent: {
      title: 'Magus',
      name: 'Corvane the Veiled',
      ccp: 100,
      race: 'half-elf',
      culture: 'half-elf',
      classes: ['sorcerer'],
      skills: { sorcery: 5, politics: 2, knowledge: 2, stealth: 1 },
      bloodline: { derivation: 'vorynn', strength: 'major', power: 25 },
      abilities: [{ id: 'mebhaighl-sense' }, { id: 'heightened-ability', choice: 'sorcery' }],
      powers: ['arcane-realm-magic'],
    },
    lieutenants: [lieutenant('Mirel', 'magician', { sorcery: 2, knowledge: 2, stealth: 2 }, 'half-elf', 'half-elf')],
    seat: 'greywood-deeps',
    provinces: [],
    holdings: [
      source('greywood-deeps', 4),
      source('bitter-pass', 3),
      source('ashen-rift', 3),
      source('tamar-woods', 2),
      source('nimrit', 2),
      guild('djafra', 1, true),
    ],
    buildings: [bld('greywood-deeps', 'wizard-tower')],
    units: [],
    ships: [],
    routes: [],
    leyLines: [['greywood-deeps', 'sarithil', 'thaliorn', 'tamar-woods']],
    treasury: { gb: 20, rp: 25 },
    greatAgenda: 'arcane-dominion',
    startingAgendas: ['warden-of-sources', 'spymaster', 'web-of-power'],
    note: 'a source wizard with a foothold in the Worldwound and a hidden purse in Djafra',
  },
  {
    id: 'hollow-crown',
    name: 'the Hollow Crown',
    kind: 'landed',
    culture: 'khinasi',
    homeRegion: 'hollow-crown',
    seatable: false,
    regent: null,
    lieutenants: [],
    seat: 'dur-hamma',
    provinces: ['dur-hamma', 'tell-ashra', 'sahl-al-ward', 'nimrit', 'ruma', 'qalat-sabir'],
    holdings: [
      law('dur-hamma', 2),
      law('tell-ashra', 1),
      law('sahl-al-ward', 2),
      law('nimrit', 1),
      law('ruma', 1),
      law('qalat-sabir', 0),
      temple('dur-hamma', 1, 'ashural'),
    ],
    buildings: [walls('dur-hamma', 1)],
    units: [],
    ships: [],
    routes: [],
    leyLines: [],
    treasury: { gb: 0, rp: 0 },
    greatAgenda: null,
    startingAgendas: [],
    note: 'a kingdom whose line died out: unclaimed from the start, prize of the Gulf',
  },
  {
    id: 'pearl-isles',
    name: 'the Pearl Isles',
    kind: 'landed',
    culture: 'khinasi',
    homeRegion: 'island-states',
    seatable: false,
    regent: null,
    lieutenants: [],
    seat: 'pearlhaven',
    provinces: ['pearlhaven', 'shellstrand', 'windward'],
    holdings: [law('pearlhaven', 2), law('shellstrand', 1), law('windward', 1), guild('pearlhaven', 1)],
    buildings: [],
    units: [],
    ships: [],
    routes: [],
    leyLines: [],
    treasury: { gb: 0, rp: 0 },
    greatAgenda: null,
    startingAgendas: [],
    note: 'the lesser Island State, its prince lost at sea: unclaimed from the start',
  },
];

export const DOMAIN_BY_ID: ReadonlyMap<DomainId, DomainTemplate> = new Map(DOMAINS.map((d) => [d.id, d]));
export function domain(id: DomainId): DomainTemplate {
  const d = DOMAIN_BY_ID.get(id);
  if (!d) throw new Error(`unknown domain ${id}`);
  return d;
}

/** The province ruler at the start (null for wilderness), including unclaimed domains' provinces. */
export const STARTING_RULER: ReadonlyMap<ProvinceId, DomainId> = new Map(
  DOMAINS.flatMap((d) => d.provinces.map((p) => [p, d.id] as const)),
);

// ---------------------------------------------------------------------------
// Seating (2-12 regents)
// ---------------------------------------------------------------------------

/**
 * The order templates are seated in: the first N go to N regents, so any
 * count spreads the players over the map (east and west first, then the
 * centre, the north, the corners) and the non-landed domains join once there
 * are landed ones enough to live among. Players may swap among the seated
 * templates in the lobby; the rest, with the Hollow Crown and the Pearl
 * Isles, start unclaimed.
 */
export const SEATING_ORDER: readonly DomainId[] = [
  'princedom-of-docandragh',
  'zhainge-valley',
  'emirate-of-djafra',
  'banu-rih',
  'sylvaeth',
  'voroshin-march',
  'vellmark',
  'coral-throne',
  'amber-company',
  'temple-of-sarma',
  'aldmere',
  'veiled-tower',
];
export const MIN_REGENTS = 2;
export const MAX_REGENTS = 12;

export function seatedDomains(regents: number): DomainId[] {
  if (!Number.isInteger(regents) || regents < MIN_REGENTS || regents > MAX_REGENTS)
    throw new Error(`Domains seats ${MIN_REGENTS}-${MAX_REGENTS} regents, not ${regents}`);
  return SEATING_ORDER.slice(0, regents);
}

/** Domains that start unclaimed with this many regents (J-26). */
export const unclaimedDomains = (regents: number): DomainId[] => {
  const seated = new Set(seatedDomains(regents));
  return DOMAINS.filter((d) => !seated.has(d.id)).map((d) => d.id);
};

// ---------------------------------------------------------------------------
// The wilds (J-63)
// ---------------------------------------------------------------------------

/** Wilderness provinces whose cause is a guardian: it must be beaten before Create Province (J-63). */
export const GUARDIANS: readonly { province: ProvinceId; name: string; unit: UnitId; count: number }[] = [
  { province: 'redscar', name: 'the wyrm of Redscar', unit: 'summoned-monsters', count: 1 },
  { province: 'the-anvil', name: 'the stone giants of the Anvil', unit: 'summoned-monsters', count: 2 },
];

/** A domain is native to a wilderness province of its home region (P12: law holdings, −5 rule; authored reading). */
export const isNativeTo = (d: DomainTemplate, region: RegionId): boolean => d.homeRegion === region;

/**
 * Where no player priest regent answers a Ceremony, an unclaimed domain's
 * temple of level 1+ in the realm officiates for double the GB (authored,
 * J-25): the Hollow Crown's temple of Ashural at Dur Hamma is the one at start.
 */
export const DORMANT_OFFICIANT_GB = 2;

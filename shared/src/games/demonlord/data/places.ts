/**
 * Settlements and named regions (checklist 3.1 item 7 and 3.2). Fourteen
 * places have their area from the text; the others have a name or a class from
 * the text and an area chosen by us; a few villages, one castle and the
 * regions are wholly ours. See ./README.md.
 */
import type { AreaId, Faction, Side, SettlementClass } from './ids.ts';
import { isFortificationClass } from './ids.ts';

export interface Settlement {
  id: string;
  name: string;
  area: AreaId;
  class: SettlementClass;
  /** Whose settlement it is by the map (not who controls it at the start; see setup.ts). */
  faction: Faction | null;
  capital?: true;
  /** One of the five western cities where Western Townsmen may be placed (DL-SETUP-06). */
  western?: true;
  /**
   * A city of this side that scores +1 VP each turn for the opponent holding it
   * (DL-VP-06); the three cities of each side named by the Extended Game (AMB-64).
   */
  vpCityOf?: Side;
  /** Held by Khozar, this temple scores as a city (DL-VP-06) and +2 in the Strategic Game. */
  khozarVpTemple?: true;
  /** Where the area comes from: 'text' (area printed), 'named' (name/class printed, area ours), 'authored'. */
  source: 'text' | 'named' | 'authored';
  note?: string;
}

export const SETTLEMENTS: readonly Settlement[] = [
  // --- The Demon's realm (east)
  {
    id: 'nisshar',
    name: 'Nisshar',
    area: '1911',
    class: 'city',
    faction: 'demon',
    capital: true,
    vpCityOf: 'demon',
    source: 'named',
    note: 'capital; the Nissa runs round its north and west walls',
  },
  { id: 'erush', name: 'Erush', area: '1904', class: 'city', faction: 'demon', vpCityOf: 'demon', source: 'named' },
  { id: 'taegul', name: 'Taegul', area: '1820', class: 'city', faction: 'demon', vpCityOf: 'demon', source: 'named' },
  {
    id: 'midazu',
    name: 'Midazu',
    area: '1519',
    class: 'castle',
    faction: 'demon',
    source: 'named',
    note: 'small castle on a crag over the Shen; cliff on its south-west side (1419|1519)',
  },
  {
    id: 'kharzum',
    name: 'Kharzum',
    area: '1604',
    class: 'castle',
    faction: 'demon',
    source: 'authored',
    note: 'guards the east end of the North Pass',
  },
  {
    id: 'temple-of-ninkhiz',
    name: 'Temple of Ninkhiz',
    area: '1716',
    class: 'temple',
    faction: 'demon',
    khozarVpTemple: true,
    source: 'named',
    note: 'in the desert in the middle of the steppe',
  },
  {
    id: 'temple-of-yorgash',
    name: 'Temple of Yorgash',
    area: '2006',
    class: 'temple',
    faction: 'demon',
    source: 'text',
  },
  { id: 'shaman-temple', name: 'Shaman Temple', area: '2119', class: 'temple', faction: 'demon', source: 'text' },
  { id: 'zarak', name: 'Zarak', area: '2110', class: 'village', faction: 'demon', source: 'authored' },
  { id: 'ghul', name: 'Ghul', area: '1714', class: 'village', faction: 'demon', source: 'authored' },
  { id: 'vosk', name: 'Vosk', area: '2117', class: 'village', faction: 'demon', source: 'authored' },
  // --- The Khozar Alliance (west)
  {
    id: 'timur',
    name: 'Timur',
    area: '0510',
    class: 'city',
    faction: 'khozar',
    capital: true,
    vpCityOf: 'khozar',
    source: 'named',
    note: 'capital; the Timra runs along its east and south walls',
  },
  {
    id: 'deansor',
    name: 'DeAnsor',
    area: '1105',
    class: 'city',
    faction: 'khozar',
    vpCityOf: 'khozar',
    source: 'named',
  },
  {
    id: 'barzek',
    name: 'Barzek',
    area: '0218',
    class: 'city',
    faction: 'khozar',
    vpCityOf: 'khozar',
    source: 'text',
    note: 'in the marsh where the Lower Barza leaves the lake; swamp on both banks',
  },
  { id: 'khorkan', name: 'Khorkan', area: '0502', class: 'city', faction: 'khozar', western: true, source: 'text' },
  { id: 'darton', name: 'Darton', area: '0206', class: 'city', faction: 'khozar', western: true, source: 'text' },
  { id: 'belbits', name: 'Belbits', area: '0806', class: 'city', faction: 'khozar', western: true, source: 'text' },
  { id: 'kimat', name: 'Kimat', area: '0113', class: 'city', faction: 'khozar', western: true, source: 'text' },
  { id: 'fargeni', name: 'Fargeni', area: '0718', class: 'city', faction: 'khozar', western: true, source: 'text' },
  {
    id: 'gantoz',
    name: 'Gantoz',
    area: '0808',
    class: 'village',
    faction: 'khozar',
    source: 'named',
    note: 'the text names it only as the home of the Gantoz infantry',
  },
  {
    id: 'dawn-temple',
    name: 'Dawn Temple of Khozar',
    area: '0304',
    class: 'temple',
    faction: 'khozar',
    source: 'named',
  },
  {
    id: 'sword-temple',
    name: 'Sword Temple of Khozar',
    area: '1009',
    class: 'temple',
    faction: 'khozar',
    source: 'named',
  },
  {
    id: 'well-temple',
    name: 'Well Temple of Khozar',
    area: '0414',
    class: 'temple',
    faction: 'khozar',
    source: 'named',
  },
  {
    id: 'star-temple',
    name: 'Star Temple of Khozar',
    area: '0621',
    class: 'temple',
    faction: 'khozar',
    source: 'named',
  },
  { id: 'merrow', name: 'Merrow', area: '0712', class: 'village', faction: 'khozar', source: 'authored' },
  { id: 'hollin', name: 'Hollin', area: '0820', class: 'village', faction: 'khozar', source: 'authored' },
  // --- The neutrals
  {
    id: 'mines-of-ul',
    name: 'Mines of Ul',
    area: '0902',
    class: 'village',
    faction: 'ul',
    source: 'text',
    note: 'mines, not a fortification: Ul is met in the open or underground, never besieged',
  },
  { id: 'altu-khan', name: 'Altu-Khan', area: '1401', class: 'city', faction: 'altu-khan', source: 'text' },
  {
    id: 'temple-of-the-ancients',
    name: 'Temple of the Ancients',
    area: '1702',
    class: 'temple',
    faction: 'ancients',
    source: 'text',
    note: 'in the fen north-east of Altu-Khan, clear of mountains (the Ancients cannot enter them)',
  },
  {
    id: 'lyuung',
    name: 'Castle Lyuung',
    area: '1308',
    class: 'castle',
    faction: 'lyuung',
    source: 'text',
    note: 'on the central heights; besieger -1 without air superiority (DL-SIEGE-19)',
  },
  { id: 'runa', name: 'Runa', area: '0914', class: 'village', faction: 'great-forest', source: 'text' },
  {
    id: 'forest-temple',
    name: 'Forest Temple',
    area: '1113',
    class: 'temple',
    faction: 'great-forest',
    source: 'text',
  },
];

export const SETTLEMENT_BY_ID: ReadonlyMap<string, Settlement> = new Map(SETTLEMENTS.map((s) => [s.id, s]));
export const SETTLEMENT_BY_AREA: ReadonlyMap<AreaId, Settlement> = new Map(SETTLEMENTS.map((s) => [s.area, s]));

export function settlement(id: string): Settlement {
  const s = SETTLEMENT_BY_ID.get(id);
  if (!s) throw new Error(`no settlement ${id}`);
  return s;
}

export const settlementAt = (area: AreaId): Settlement | undefined => SETTLEMENT_BY_AREA.get(area);
/** Fortifications are cities and castles (DL-SIEGE-02). */
export const FORTIFICATIONS: readonly Settlement[] = SETTLEMENTS.filter((s) => isFortificationClass(s.class));
export const isFortificationArea = (area: AreaId): boolean => {
  const s = settlementAt(area);
  return s !== undefined && isFortificationClass(s.class);
};
/** The four temples of Khozar (DL-SETUP-04, DL-SUMM-07/08). */
export const KHOZAR_TEMPLES: readonly Settlement[] = SETTLEMENTS.filter(
  (s) => s.class === 'temple' && s.faction === 'khozar',
);
/** The five western cities (DL-SETUP-06), in the text's order. */
export const WESTERN_CITIES: readonly Settlement[] = ['khorkan', 'darton', 'belbits', 'kimat', 'fargeni'].map(
  settlement,
);
export const CAPITALS: Readonly<Record<Side, Settlement>> = {
  demon: settlement('nisshar'),
  khozar: settlement('timur'),
};

/** Cities that score for the opponent who holds them (DL-VP-06, DL-VEXT-01, AMB-64). */
export const VP_CITIES: Readonly<Record<Side, readonly Settlement[]>> = {
  demon: SETTLEMENTS.filter((s) => s.vpCityOf === 'demon'),
  khozar: SETTLEMENTS.filter((s) => s.vpCityOf === 'khozar'),
};

/** Named stretches of the map, ours except the lake and cliffs themselves (for labels and descriptions). */
export interface Region {
  id: string;
  name: string;
  areas: readonly AreaId[];
}

export const REGIONS: readonly Region[] = [
  { id: 'lake-barza', name: 'Lake Barza', areas: ['0318'] },
  { id: 'the-scarp', name: 'the Scarp', areas: ['1313', '1214'] },
  { id: 'north-pass', name: 'the North Pass', areas: ['1304', '1404', '1504'] },
  { id: 'middle-pass', name: 'the Middle Pass', areas: ['1209', '1310', '1410', '1510'] },
  {
    id: 'great-forest',
    name: 'the Great Forest',
    areas: [
      '0812',
      '0813',
      '0814',
      '0912',
      '0913',
      '0914',
      '1012',
      '1013',
      '1014',
      '1112',
      '1113',
      '1114',
      '0915',
      '1015',
    ],
  },
  { id: 'ul-mountains', name: 'the Mountains of Ul', areas: ['0901', '1001', '0902', '1002', '1101'] },
  {
    id: 'altu-khan-highlands',
    name: 'the Altu-Khan Highlands',
    areas: ['1301', '1401', '1501', '1302', '1402', '1502', '1303', '1403', '1503'],
  },
  { id: 'iron-hills', name: 'the Iron Hills', areas: ['2004', '2005', '2006', '2106', '2007', '2107', '2206'] },
  { id: 'black-wood', name: 'the Black Wood', areas: ['1607', '1707', '1708', '1709', '1608', '1808', '1809'] },
  { id: 'ancients-fen', name: 'the Fen of the Ancients', areas: ['1601', '1602', '1701', '1702', '1801', '1802'] },
  { id: 'red-desert', name: 'the Red Desert', areas: ['1616', '1716', '1717', '1816', '1817', '1718'] },
  { id: 'barzek-marshes', name: 'the Barzek Marshes', areas: ['0118', '0119', '0218', '0219', '0319', '0120', '0220'] },
];

/**
 * Every one of the 154 counters (DL-GEN-12): 138 units (regiments and
 * characters), 14 special-spell markers (DL-GEN-13) and 2 victory-point
 * markers. The text prints thirteen regiment numbers, two leader values and
 * one magic power; everything else is ours (checklist 3.1 items 8, 10, 11).
 *
 * A regiment's four-digit number is its printed values in the order missile,
 * melee, morale, MP: every number the text gives fits that reading (checklist
 * 3.2), so `code` is derived from the values and the tests check the text's.
 */
import type { Armour, Faction, HomeCode, MoveType, Side } from './ids.ts';
import { SPELL_COUNTERS } from './spells.ts';

/** The picture on a regiment (cosmetic, DL-GEN-05); 'shooter' marks the bow or crossbow. */
export type Troop = 'infantry' | 'archers' | 'crossbowmen' | 'cavalry' | 'horse-archers' | 'monster' | 'flyers';

export interface RegimentCounter {
  kind: 'regiment';
  id: string;
  faction: Faction;
  name: string;
  home: HomeCode;
  move: MoveType;
  armour: Armour;
  troop: Troop;
  /** The bow or crossbow picture: a good shooter. */
  shooter: boolean;
  mp: number;
  morale: number;
  melee: number;
  missile: number;
  /** Missile, melee, morale, MP as printed (e.g. '0855'). */
  code: string;
  /** 'text': values fixed by the text; 'authored': ours. */
  source: 'text' | 'authored';
  note?: string;
}

export interface CharacterCounter {
  kind: 'character';
  id: string;
  faction: Faction;
  name: string;
  home: HomeCode;
  move: MoveType;
  mp: number;
  /** 0: cannot cast (DL-GEN-09). */
  magic: number;
  /** Areas, counted from the caster's neighbours outwards (DL-MAG-10). */
  range: number;
  /** null = "none": never a leader (DL-GEN-08). */
  leader: number | null;
  source: 'text' | 'partly' | 'authored';
  note?: string;
}

export interface SpellMarker {
  kind: 'spell';
  id: string;
  faction: Side;
  spell: string;
  minPower: number;
}

export interface VpMarker {
  kind: 'vp-marker';
  id: string;
  faction: Side;
}

export type UnitCounter = RegimentCounter | CharacterCounter;
export type Counter = UnitCounter | SpellMarker | VpMarker;

type Stats = readonly [missile: number, melee: number, morale: number, mp: number];
interface RegOpts {
  shooter?: boolean;
  source?: 'text';
  note?: string;
}

const reg = (
  id: string,
  faction: Faction,
  home: HomeCode,
  name: string,
  move: MoveType,
  armour: Armour,
  troop: Troop,
  [missile, melee, morale, mp]: Stats,
  o: RegOpts = {},
): RegimentCounter => ({
  kind: 'regiment',
  id,
  faction,
  name,
  home,
  move,
  armour,
  troop,
  shooter: o.shooter ?? (troop === 'archers' || troop === 'crossbowmen' || troop === 'horse-archers'),
  mp,
  morale,
  melee,
  missile,
  code: `${missile}${melee}${morale}${mp}`,
  source: o.source ?? 'authored',
  ...(o.note ? { note: o.note } : {}),
});

const chr = (
  id: string,
  faction: Faction,
  home: HomeCode,
  name: string,
  move: MoveType,
  mp: number,
  magic: number,
  range: number,
  leader: number | null,
  o: { source?: 'text' | 'partly'; note?: string } = {},
): CharacterCounter => ({
  kind: 'character',
  id,
  faction,
  name,
  home,
  move,
  mp,
  magic,
  range,
  leader,
  source: o.source ?? 'authored',
  ...(o.note ? { note: o.note } : {}),
});

const D = 'demon';
const K = 'khozar';

// ---------------------------------------------------------------------------
// The Demonlord (57 units)
// ---------------------------------------------------------------------------

export const DEMON_UNITS: readonly UnitCounter[] = [
  // Nisshar, the capital
  chr('demonlord', D, 'NSh', 'The Demonlord', 'V', 6, 5, 4, 2, { note: 'the only Demon caster of Necromon' }),
  chr('ysshara', D, 'NSh', 'Ysshara the Witch', 'P', 4, 4, 3, null),
  chr('grokk', D, 'NSh', 'Marshal Grokk', 'K', 5, 0, 0, 1),
  reg('nsh-black-guard', D, 'NSh', 'Black Guard of Nisshar', 'P', 'heavy', 'infantry', [0, 8, 6, 3]),
  reg('nsh-dread-knights', D, 'NSh', 'Dread Knights', 'K', 'heavy', 'cavalry', [0, 8, 5, 5]),
  reg('nsh-lancers', D, 'NSh', 'Nisshar Lancers', 'K', 'medium', 'cavalry', [0, 7, 5, 5]),
  reg('nsh-crossbowmen', D, 'NSh', 'Nisshar Crossbowmen', 'P', 'medium', 'crossbowmen', [7, 5, 4, 3]),
  reg('nsh-bowmen', D, 'NSh', 'Nisshar Bowmen', 'P', 'medium', 'archers', [6, 5, 4, 3]),
  reg('nsh-orc-spearmen', D, 'NSh', 'Orc Spearmen', 'P', 'medium', 'infantry', [0, 6, 4, 3]),
  reg('nsh-orc-axemen', D, 'NSh', 'Orc Axemen', 'P', 'none', 'infantry', [0, 7, 4, 3]),
  reg('nsh-orc-archers', D, 'NSh', 'Orc Archers', 'P', 'none', 'archers', [6, 4, 3, 3]),
  reg('nsh-wolf-riders', D, 'NSh', 'Goblin Wolf Riders', 'K', 'none', 'cavalry', [4, 5, 4, 6]),
  reg('nsh-gargoyles', D, 'NSh', 'Gargoyles', 'V', 'medium', 'monster', [0, 6, 5, 6]),
  reg('nsh-ogres', D, 'NSh', 'Ogre Brutes', 'P', 'medium', 'monster', [0, 9, 4, 3]),
  reg('nsh-wyvern-riders', D, 'NSh', 'Wyvern Riders', 'V', 'medium', 'flyers', [0, 7, 5, 6]),
  // Erush: Lord Erush and the five regiments of the battle example, plus one
  chr('lord-erush', D, 'ER', 'Lord Erush', 'K', 5, 2, 2, 1, {
    source: 'partly',
    note: 'leader +1 from the battle example; magic 2 per the translator (AMB-05)',
  }),
  reg('er-heavy-cavalry', D, 'ER', 'Erush Heavy Cavalry', 'K', 'heavy', 'cavalry', [0, 8, 5, 5], { source: 'text' }),
  reg('er-swordsmen', D, 'ER', 'Erush Swordsmen', 'P', 'medium', 'infantry', [4, 6, 4, 3], {
    source: 'text',
    note: 'medium: the DeAnsor infantry missed it on a 6 (AMB-07 kept as a slip of the example)',
  }),
  reg('er-foot-guard', D, 'ER', 'Erush Foot Guard', 'P', 'heavy', 'infantry', [0, 7, 5, 3], { source: 'text' }),
  reg('er-mounted-scouts', D, 'ER', 'Erush Mounted Scouts', 'K', 'none', 'horse-archers', [5, 6, 5, 6], {
    source: 'text',
  }),
  reg('er-bowmen', D, 'ER', 'Erush Bowmen', 'P', 'none', 'archers', [6, 4, 4, 3]),
  reg('er-spearmen', D, 'ER', 'Erush Spearmen', 'P', 'medium', 'infantry', [0, 6, 4, 3]),
  // Taegul, the steppe city
  chr('khan-of-taegul', D, 'TG', 'Khan of Taegul', 'K', 6, 0, 0, 1),
  reg('tg-horse-archers', D, 'TG', 'Taegul Horse Archers', 'K', 'none', 'horse-archers', [6, 5, 4, 6]),
  reg('tg-steppe-archers', D, 'TG', 'Steppe Horse Archers', 'K', 'none', 'horse-archers', [6, 5, 4, 6]),
  reg('tg-lancers', D, 'TG', 'Taegul Lancers', 'K', 'medium', 'cavalry', [0, 7, 5, 6]),
  reg('tg-spearmen', D, 'TG', 'Taegul Spearmen', 'P', 'medium', 'infantry', [0, 6, 4, 3]),
  reg('tg-slingers', D, 'TG', 'Taegul Slingers', 'P', 'none', 'infantry', [5, 4, 3, 3]),
  reg('tg-hobgoblins', D, 'TG', 'Hobgoblin Warband', 'P', 'medium', 'infantry', [0, 7, 4, 4]),
  reg('tg-steppe-riders', D, 'TG', 'Steppe Riders', 'K', 'none', 'cavalry', [3, 6, 4, 6]),
  // Midazu and Kharzum, the frontier castles
  chr('castellan-of-midazu', D, 'MD', 'Castellan of Midazu', 'P', 4, 0, 0, 0),
  reg('md-garrison', D, 'MD', 'Midazu Garrison', 'P', 'medium', 'infantry', [3, 6, 5, 3]),
  reg('md-archers', D, 'MD', 'Midazu Archers', 'P', 'none', 'archers', [6, 4, 4, 3]),
  reg('kz-orcs', D, 'KhZ', 'Kharzum Orcs', 'P', 'medium', 'infantry', [0, 6, 4, 3]),
  reg('kz-bowmen', D, 'KhZ', 'Kharzum Bowmen', 'P', 'none', 'archers', [5, 4, 4, 3]),
  // The Temple of Ninkhiz
  chr('high-priest-of-ninkhiz', D, 'NKh', 'High Priest of Ninkhiz', 'P', 4, 3, 2, null),
  reg('nk-temple-guard', D, 'NKh', 'Ninkhiz Temple Guard', 'P', 'medium', 'infantry', [0, 6, 5, 3]),
  // Summoned (DL-SETUP-03, DL-SUMM-05): Yorgash (YoR), the Shaman (KhN, AMB-49), the SKhN creatures
  chr('yorgash', D, 'YoR', 'Yorgash', 'P', 4, 4, 2, 1, { note: 'the subterranean horror; summoned at 2006' }),
  chr('shaman', D, 'KhN', 'The Shaman', 'K', 6, 4, 3, 0, { note: 'summoned at 2119; KhN is his code (AMB-49)' }),
  reg('skhn-sand-wyrm', D, 'SKhN', 'Sand Wyrm', 'P', 'heavy', 'monster', [0, 9, 5, 3]),
  reg('skhn-giant-scorpions', D, 'SKhN', 'Giant Scorpions', 'P', 'heavy', 'monster', [0, 8, 4, 4]),
  reg('skhn-harpies', D, 'SKhN', 'Harpies', 'V', 'none', 'flyers', [3, 5, 4, 7]),
  reg('skhn-desert-wraiths', D, 'SKhN', 'Desert Wraiths', 'V', 'none', 'monster', [0, 7, 6, 5]),
  reg('skhn-basilisk', D, 'SKhN', 'Basilisk', 'P', 'medium', 'monster', [4, 7, 5, 2]),
  reg('skhn-fire-djinn', D, 'SKhN', 'Fire Djinn', 'V', 'medium', 'monster', [6, 6, 5, 6]),
  reg('skhn-manticore', D, 'SKhN', 'Manticore', 'V', 'medium', 'monster', [4, 8, 5, 5]),
  // Reinforcements of the Underworld Realm (PTs, DL-REIN-06): 11 counters, 9 drawn
  chr('azrakh', D, 'PTs', 'Azrakh, Lord of the Pit', 'V', 6, 3, 2, 1),
  reg('pts-underworld-legion', D, 'PTs', 'Underworld Legion', 'P', 'heavy', 'infantry', [0, 8, 5, 3]),
  reg('pts-bone-archers', D, 'PTs', 'Bone Archers', 'P', 'none', 'archers', [6, 4, 6, 3]),
  reg('pts-skeleton-spearmen', D, 'PTs', 'Skeleton Spearmen', 'P', 'none', 'infantry', [0, 6, 6, 3]),
  reg('pts-hell-hounds', D, 'PTs', 'Hell Hounds', 'K', 'none', 'monster', [0, 7, 5, 7]),
  reg('pts-nightmare-riders', D, 'PTs', 'Nightmare Riders', 'K', 'heavy', 'cavalry', [0, 8, 5, 6]),
  reg('pts-imps', D, 'PTs', 'Imps', 'V', 'none', 'flyers', [3, 4, 3, 8]),
  reg('pts-bat-riders', D, 'PTs', 'Bat Riders', 'V', 'none', 'flyers', [4, 5, 4, 7]),
  reg('pts-cave-trolls', D, 'PTs', 'Cave Trolls', 'P', 'medium', 'monster', [0, 9, 5, 2]),
  reg('pts-ghoul-pack', D, 'PTs', 'Ghoul Pack', 'P', 'none', 'monster', [0, 7, 4, 4]),
  reg('pts-shadow-crossbows', D, 'PTs', 'Shadow Crossbows', 'P', 'medium', 'crossbowmen', [7, 5, 4, 3]),
];

// ---------------------------------------------------------------------------
// The Khozar Alliance (52 units)
// ---------------------------------------------------------------------------

export const KHOZAR_UNITS: readonly UnitCounter[] = [
  // Timur, the capital
  chr('aurelian', K, 'TM', 'Lord Protector Aurelian', 'K', 5, 0, 0, 2),
  chr('ilvaine', K, 'TM', 'Ilvaine, High Priestess of Khozar', 'P', 4, 4, 3, null),
  chr('brannoc', K, 'TM', 'Marshal Brannoc', 'K', 5, 0, 0, 1),
  reg('tm-sergeants', K, 'TM', 'Timur Sergeants', 'K', 'medium', 'cavalry', [0, 7, 4, 5], { source: 'text' }),
  reg('tm-spearmen', K, 'TM', 'Timur Spearmen', 'P', 'medium', 'infantry', [0, 6, 4, 4], { source: 'text' }),
  reg('tm-knights', K, 'TM', 'Timur Knights', 'K', 'heavy', 'cavalry', [0, 8, 5, 5]),
  reg('tm-guard', K, 'TM', 'Timur Guard', 'P', 'heavy', 'infantry', [0, 7, 5, 3]),
  reg('tm-longbows', K, 'TM', 'Timur Longbows', 'P', 'none', 'archers', [7, 4, 4, 3]),
  reg('tm-archers', K, 'TM', 'Timur Archers', 'P', 'none', 'archers', [6, 4, 4, 3]),
  reg('tm-light-horse', K, 'TM', 'Timur Light Horse', 'K', 'none', 'cavalry', [4, 5, 4, 6]),
  reg('tm-militia', K, 'TM', 'Timur Militia', 'P', 'none', 'infantry', [3, 5, 3, 3]),
  reg('tm-pikemen', K, 'TM', 'Timur Pikemen', 'P', 'medium', 'infantry', [0, 7, 4, 3]),
  // DeAnsor: the Duke and the regiments of the battle example, plus two
  chr('duke-of-deansor', K, 'DA', 'Duke of DeAnsor', 'K', 5, 0, 0, 1, {
    source: 'partly',
    note: 'a leader in the battle example (he commands from the knights); values ours',
  }),
  chr('corvin', K, 'DA', 'Magister Corvin', 'P', 4, 3, 3, null),
  reg('da-knights', K, 'DA', 'DeAnsor Knights', 'K', 'heavy', 'cavalry', [0, 8, 5, 5], { source: 'text' }),
  reg('da-heavy-infantry', K, 'DA', 'DeAnsor Heavy Infantry', 'P', 'heavy', 'infantry', [5, 7, 4, 3], {
    source: 'text',
    shooter: false,
  }),
  reg('da-sergeants', K, 'DA', 'DeAnsor Sergeants', 'K', 'medium', 'cavalry', [0, 7, 4, 5], { source: 'text' }),
  reg('da-crossbowmen', K, 'DA', 'DeAnsor Crossbowmen', 'P', 'medium', 'crossbowmen', [7, 6, 4, 3], {
    source: 'text',
    note: 'the text does not say whose crossbowmen they are; DeAnsor is ours',
  }),
  reg('da-men-at-arms', K, 'DA', 'DeAnsor Men-at-Arms', 'P', 'medium', 'infantry', [3, 6, 4, 3]),
  reg('da-archers', K, 'DA', 'DeAnsor Archers', 'P', 'none', 'archers', [6, 4, 4, 3]),
  // Gantoz
  reg('gz-infantry', K, 'GZ', 'Gantoz Infantry', 'P', 'medium', 'infantry', [5, 7, 4, 5], {
    source: 'text',
    note: 'MP 5 from its number: fast light foot',
  }),
  reg('gz-bowmen', K, 'GZ', 'Gantoz Bowmen', 'P', 'none', 'archers', [6, 4, 4, 4]),
  reg('gz-spearmen', K, 'GZ', 'Gantoz Spearmen', 'P', 'medium', 'infantry', [0, 6, 4, 4]),
  // Barzek
  chr('maren', K, 'BZ', 'Lady Maren of Barzek', 'K', 5, 1, 1, 1),
  reg('bz-marsh-archers', K, 'BZ', 'Barzek Marsh Archers', 'P', 'none', 'archers', [6, 4, 4, 3]),
  reg('bz-pikes', K, 'BZ', 'Barzek Pikes', 'P', 'medium', 'infantry', [0, 6, 5, 3]),
  reg('bz-boatmen', K, 'BZ', 'Barzek Boatmen', 'P', 'none', 'infantry', [4, 5, 4, 3]),
  reg('bz-guard', K, 'BZ', 'Barzek Guard', 'P', 'medium', 'infantry', [3, 6, 4, 3]),
  // Servants of Khozar (KhO): 8, two to each temple (DL-SETUP-04)
  chr('kho-anselm', K, 'KhO', 'Anselm, Servant of Khozar', 'P', 4, 2, 2, null),
  chr('kho-oda', K, 'KhO', 'Oda, Servant of Khozar', 'P', 4, 2, 2, null),
  chr('kho-teodric', K, 'KhO', 'Teodric, Servant of Khozar', 'P', 4, 2, 2, null),
  chr('kho-lyse', K, 'KhO', 'Lyse, Servant of Khozar', 'P', 4, 2, 2, null),
  reg('kho-guard-1', K, 'KhO', 'Temple Guard of the Dawn', 'P', 'medium', 'infantry', [0, 6, 5, 3]),
  reg('kho-guard-2', K, 'KhO', 'Temple Guard of the Sword', 'P', 'medium', 'infantry', [0, 6, 5, 3]),
  reg('kho-guard-3', K, 'KhO', 'Temple Guard of the Well', 'P', 'medium', 'infantry', [0, 6, 5, 3]),
  reg('kho-guard-4', K, 'KhO', 'Temple Guard of the Star', 'P', 'medium', 'infantry', [0, 6, 5, 3]),
  // Western Townsmen (ZG): 5, placed by die roll in the western cities (DL-SETUP-05)
  reg('zg-townsmen-1', K, 'ZG', 'Western Townsmen', 'P', 'medium', 'infantry', [3, 5, 4, 3]),
  reg('zg-townsmen-2', K, 'ZG', 'Western Townsmen', 'P', 'medium', 'infantry', [3, 5, 4, 3]),
  reg('zg-townsmen-3', K, 'ZG', 'Western Townsmen', 'P', 'medium', 'infantry', [3, 5, 4, 3]),
  reg('zg-crossbows-1', K, 'ZG', 'Western Town Crossbows', 'P', 'none', 'crossbowmen', [6, 4, 3, 3]),
  reg('zg-crossbows-2', K, 'ZG', 'Western Town Crossbows', 'P', 'none', 'crossbowmen', [6, 4, 3, 3]),
  // The mercenary army (AN, DL-REIN-07): 9 counters, 8 drawn
  chr('vasco-marr', K, 'AN', 'Captain Vasco Marr', 'K', 5, 0, 0, 1),
  reg('an-pikemen', K, 'AN', 'Mercenary Pikemen', 'P', 'medium', 'infantry', [0, 7, 4, 3]),
  reg('an-halberdiers', K, 'AN', 'Mercenary Halberdiers', 'P', 'heavy', 'infantry', [0, 7, 4, 3]),
  reg('an-crossbows', K, 'AN', 'Free Company Crossbows', 'P', 'medium', 'crossbowmen', [7, 5, 4, 3]),
  reg('an-longbows', K, 'AN', 'Hired Longbows', 'P', 'none', 'archers', [7, 4, 4, 3]),
  reg('an-lancers', K, 'AN', 'Condottieri Lancers', 'K', 'heavy', 'cavalry', [0, 8, 4, 5]),
  reg('an-light-horse', K, 'AN', 'Mercenary Light Horse', 'K', 'none', 'cavalry', [4, 5, 4, 6]),
  reg('an-free-swords', K, 'AN', 'Free Swords', 'P', 'medium', 'infantry', [3, 6, 4, 3]),
  reg('an-hill-mercenaries', K, 'AN', 'Hill Mercenaries', 'P', 'medium', 'infantry', [3, 6, 5, 3]),
  // Summoned in a temple of Khozar (DL-SUMM-07/08)
  chr('spirit-of-light', K, 'PR', 'Spirit of Light', 'V', 8, 4, 4, 1),
  chr('western-mage', K, 'PRP', 'Western Mage', 'P', 5, 5, 5, 0, { note: 'the embodied spirit of Khozar' }),
];

// ---------------------------------------------------------------------------
// The neutrals (29 units)
// ---------------------------------------------------------------------------

export const NEUTRAL_UNITS: readonly UnitCounter[] = [
  // Kingdom of Ul (ShU): one ruler is drawn (DL-NEUT-03); the slave miners serve either
  chr('balor', 'ul', 'ShU', 'Balor', 'P', 4, 3, 2, 1),
  chr('dwarf-king', 'ul', 'ShU', 'Dwarf King', 'P', 3, 1, 1, 2),
  reg('ul-trolls', 'ul', 'ShU', 'Trolls of Ul', 'P', 'medium', 'monster', [0, 9, 6, 2], { source: 'text' }),
  reg('ul-dwarves-1', 'ul', 'ShU', 'Dwarves of Ul', 'P', 'heavy', 'infantry', [4, 7, 5, 3], { source: 'text' }),
  reg('ul-dwarves-2', 'ul', 'ShU', 'Dwarves of Ul', 'P', 'heavy', 'infantry', [4, 7, 5, 3], { source: 'text' }),
  reg('ul-slave-miners-1', 'ul', 'ShU', 'Slave Miners', 'P', 'none', 'infantry', [4, 5, 3, 3], { source: 'text' }),
  reg('ul-slave-miners-2', 'ul', 'ShU', 'Slave Miners', 'P', 'none', 'infantry', [4, 5, 3, 3], { source: 'text' }),
  // Duchy of Altu-Khan (AKh)
  chr('duke-of-altu-khan', 'altu-khan', 'AKh', 'Duke of Altu-Khan', 'P', 4, 0, 0, 1),
  reg('akh-axemen', 'altu-khan', 'AKh', 'Highland Axemen', 'P', 'medium', 'infantry', [0, 7, 5, 3]),
  reg('akh-bowmen', 'altu-khan', 'AKh', 'Highland Bowmen', 'P', 'none', 'archers', [6, 5, 5, 3]),
  reg('akh-clansmen', 'altu-khan', 'AKh', 'Clan Warriors', 'P', 'none', 'infantry', [0, 7, 5, 4]),
  reg('akh-slingers', 'altu-khan', 'AKh', 'Mountain Slingers', 'P', 'none', 'infantry', [5, 4, 4, 4]),
  // The Ancients (DR); the Ancient One is summoned at their temple (DL-SUMM-09)
  chr('elder-of-the-ancients', 'ancients', 'DR', 'Elder of the Ancients', 'P', 4, 3, 3, 0),
  chr('ancient-one', 'ancients', 'DR', 'The Ancient One', 'P', 3, 5, 4, 1),
  reg('dr-lizard-warriors', 'ancients', 'DR', 'Lizard Warriors', 'P', 'medium', 'infantry', [0, 7, 4, 3]),
  reg('dr-lizard-spearmen', 'ancients', 'DR', 'Lizard Spearmen', 'P', 'medium', 'infantry', [0, 6, 4, 3]),
  reg('dr-lizard-javelins', 'ancients', 'DR', 'Lizard Javelins', 'P', 'none', 'infantry', [5, 5, 4, 3]),
  // Principality of Lyuung (LYU)
  chr('cloud-prince', 'lyuung', 'LYU', 'Cloud Prince', 'V', 8, 4, 4, 1),
  reg('lyu-griffin-riders', 'lyuung', 'LYU', 'Griffin Riders', 'V', 'medium', 'flyers', [0, 7, 5, 7]),
  reg('lyu-eagle-knights', 'lyuung', 'LYU', 'Eagle Knights', 'V', 'heavy', 'flyers', [0, 8, 5, 6]),
  reg('lyu-guard', 'lyuung', 'LYU', 'Lyuung Guard', 'P', 'heavy', 'infantry', [3, 7, 5, 3]),
  reg('lyu-cloud-archers', 'lyuung', 'LYU', 'Cloud Archers', 'P', 'none', 'archers', [7, 4, 5, 3]),
  // Barbarians of the Great Forest (VL); the Beast God or the Forest Spirit is summoned (DL-SUMM-10/11)
  chr('forest-chieftain', 'great-forest', 'VL', 'Forest Chieftain', 'P', 4, 2, 2, 1, {
    source: 'partly',
    note: 'magic 2: "doubled to 4" for Forest Temple summoning (AMB-50)',
  }),
  chr('beast-god', 'great-forest', 'VL', 'Beast God', 'P', 5, 3, 2, 2),
  chr('forest-spirit', 'great-forest', 'VL', 'Forest Spirit', 'P', 5, 4, 3, null, {
    note: 'home code VL, so the forest movement of DL-NEUT-11/12 applies',
  }),
  reg('vl-warriors', 'great-forest', 'VL', 'Forest Warriors', 'P', 'none', 'infantry', [0, 7, 4, 4]),
  reg('vl-hunters', 'great-forest', 'VL', 'Forest Hunters', 'P', 'none', 'archers', [6, 5, 4, 4]),
  reg('vl-boar-riders', 'great-forest', 'VL', 'Boar Riders', 'K', 'none', 'cavalry', [0, 7, 4, 5]),
  reg('vl-spearmen', 'great-forest', 'VL', 'Woodland Spearmen', 'P', 'none', 'infantry', [0, 6, 4, 4]),
];

export const UNITS: readonly UnitCounter[] = [...DEMON_UNITS, ...KHOZAR_UNITS, ...NEUTRAL_UNITS];

export const VP_MARKERS: readonly VpMarker[] = [
  { kind: 'vp-marker', id: 'vp-demon', faction: 'demon' },
  { kind: 'vp-marker', id: 'vp-khozar', faction: 'khozar' },
];

export const COUNTERS: readonly Counter[] = [...UNITS, ...SPELL_COUNTERS, ...VP_MARKERS];

/** 154 counters in the box (DL-GEN-12). */
export const COUNTERS_IN_BOX = 154;

export const COUNTER_BY_ID: ReadonlyMap<string, Counter> = new Map(COUNTERS.map((c) => [c.id, c]));
export const UNIT_BY_ID: ReadonlyMap<string, UnitCounter> = new Map(UNITS.map((u) => [u.id, u]));

export function unit(id: string): UnitCounter {
  const u = UNIT_BY_ID.get(id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

export const unitsWithHome = (home: HomeCode): UnitCounter[] => UNITS.filter((u) => u.home === home);
export const isLeader = (c: CharacterCounter): boolean => c.leader !== null;
export const isCaster = (c: CharacterCounter): boolean => c.magic >= 1;

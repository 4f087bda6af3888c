/**
 * The Quest deck (ours): go to a place, spend 1 action and give up the cards
 * it asks for; the reward is immediate and the card scores its points for the
 * King's Champion. A completed quest is replaced by a new draw.
 */
import type { CardColour, LocationId, QuestId } from './types.ts';

export type QuestReward =
  | { kind: 'cards'; n: number }
  | { kind: 'cleanse' }
  | { kind: 'restore' }
  | { kind: 'bane'; general: 'sapphire' };

export interface Quest {
  id: QuestId;
  name: string;
  location: LocationId;
  /** Cards to discard: `n` cards of `colour` ('any' = any colour). */
  discard: { colour: CardColour | 'any'; n: number };
  points: number;
  reward: QuestReward;
  text: string;
}

export const QUESTS: readonly Quest[] = [
  {
    id: 'q01',
    name: 'The Sunken Reliquary',
    location: 'hollowmere',
    discard: { colour: 'black', n: 1 },
    points: 1,
    reward: { kind: 'cards', n: 2 },
    text: 'Recover the relic: draw 2 Hero Cards.',
  },
  {
    id: 'q02',
    name: 'Wardens of the Quarry',
    location: 'brimstone-quarry',
    discard: { colour: 'red', n: 1 },
    points: 1,
    reward: { kind: 'cleanse' },
    text: 'Seal the pit: remove every Tainted Crystal here.',
  },
  {
    id: 'q03',
    name: 'The Oak Remembers',
    location: 'father-oak-forest',
    discard: { colour: 'green', n: 1 },
    points: 1,
    reward: { kind: 'restore' },
    text: 'The old tree mends you: heal every wound (tokens return face down).',
  },
  {
    id: 'q04',
    name: "Dragon's Bane",
    location: 'dancing-stone',
    discard: { colour: 'blue', n: 2 },
    points: 2,
    reward: { kind: 'bane', general: 'sapphire' },
    text: 'Learn the dragon-song: Sapphire no longer regenerates.',
  },
  {
    id: 'q05',
    name: 'Beacon on Gallows Hill',
    location: 'gallows-hill',
    discard: { colour: 'any', n: 2 },
    points: 1,
    reward: { kind: 'cards', n: 3 },
    text: 'Light the beacon: draw 3 Hero Cards.',
  },
  {
    id: 'q06',
    name: 'Springs of Renewal',
    location: 'sulphur-springs',
    discard: { colour: 'red', n: 2 },
    points: 2,
    reward: { kind: 'cleanse' },
    text: 'Purify the springs: remove every Tainted Crystal here.',
  },
  {
    id: 'q07',
    name: 'The Lost Caravan',
    location: 'boar-run',
    discard: { colour: 'any', n: 1 },
    points: 1,
    reward: { kind: 'cards', n: 2 },
    text: 'Bring the caravan home: draw 2 Hero Cards.',
  },
  {
    id: 'q08',
    name: 'Storm Oracle',
    location: 'stormcrest',
    discard: { colour: 'blue', n: 1 },
    points: 1,
    reward: { kind: 'cards', n: 2 },
    text: 'Hear the oracle: draw 2 Hero Cards.',
  },
  {
    id: 'q09',
    name: 'Fen Lights',
    location: 'widow-s-fen',
    discard: { colour: 'black', n: 2 },
    points: 2,
    reward: { kind: 'restore' },
    text: 'Follow the lights: heal every wound (tokens return face down).',
  },
  {
    id: 'q10',
    name: 'Tusk Trophies',
    location: 'tuskridge',
    discard: { colour: 'green', n: 2 },
    points: 1,
    reward: { kind: 'cards', n: 3 },
    text: 'Claim the trophies: draw 3 Hero Cards.',
  },
];

export const QUEST: Readonly<Record<QuestId, Quest>> = Object.fromEntries(QUESTS.map((q) => [q.id, q]));

export function quest(id: QuestId): Quest {
  const q = QUEST[id];
  if (!q) throw new Error(`unknown quest ${id}`);
  return q;
}

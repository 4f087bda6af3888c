import type { TitleNotes } from '../notes.ts';

export const notes: TitleNotes = {
  simplified: [
    'When a side splits its nations between seats, each attack is one seat’s: two seats cannot join their nations’ armies against one hex (the rulebook has one commander per side). A side that shares its nations attacks with everything.',
    'A ship that must leave the Maelstrom when its player misses the deadline takes the lowest-numbered exit instead of a random one, since a deadline cannot roll for you.',
  ],
};

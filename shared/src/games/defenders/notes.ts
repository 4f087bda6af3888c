import type { TitleNotes } from '../notes.ts';

export const notes: TitleNotes = {
  simplified: [],
  rulings: [
    'The server keeps both decks and the dice: cards are drawn and shuffled by it, so nobody can stack a deck.',
    'A step that cannot be taken back (a roll, a card drawn, the turn passing) seals the steps before it; until then a hero may undo his own moves.',
  ],
};

import type { TitleNotes } from '../notes.ts';

export const notes: TitleNotes = {
  simplified: [
    'Other regents cannot crown themselves in a domain that still has a player: a domain left without an heir is claimed by a blooded member of its own court, and others may take its lands only by war, occupation or Contest.',
  ],
  notYet: [
    'Wardings, and hostile realm spells against loyalty.',
    'Ransom of prisoners; characters taken prisoner or at sea.',
    'Allies fighting in each other’s battles; sieges of a holding’s fortifications.',
    'Building and repairing ships; blockades as standing orders.',
    'Race change of a province, a nomad province settling at level 4, contesting a raid.',
    'Co-ruler heirs.',
  ],
  rulings: [
    'Your sheet stays yours to change or withdraw until the round resolves: at the deadline, or as soon as every regent has handed in.',
    'At the deadline the sheet you are writing is handed in as it stands; if it no longer checks out, you hand in no orders.',
  ],
};

import type { TitleNotes } from '../notes.ts';

export const notes: TitleNotes = {
  simplified: [
    'Placing an ambassador is recorded but changes nothing in the Basic Game, which gives it no use.',
    'Units that retreat before combat into a hex another of your attacks targets join that attack without being asked; after an amphibious battle they join none.',
    'A Troll monarch crowned when a besieger’s veto averts Confusion is set down by the server (the Face, else the first free scenic space); every other time he enters play you choose his space.',
    'A stack fighting its way out of a ring of enemies loses its mercenaries first, then the rest in counter order: you choose the way out, the server the losses.',
    'Units of a kingdom activated in your own turn are placed by the server where the rules leave a choice; activated in another player’s turn, you are asked.',
    'A hero travelling alone rolls for the hexes of his path once his move is made, in path order; killed or captured on the way, he ends where the roll leaves him.',
  ],
  rulings: [
    'Storms: a non-castle port shelters one fleet, the one you keep; with two or more there, any of them may be the one you lose.',
    'A freed captive is set down within the walls of his nearest friendly castle, even one under siege.',
    'A fleet ferries at most its movement allowance in units over a whole Movement Phase, not per crossing.',
    'The game ends at once when one player monarch is left (sudden death), unless the table turned that off.',
  ],
};

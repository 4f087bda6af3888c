/**
 * What a player should know of how Hexpost plays a title before sitting down: where the table departs from
 * the rulebook and why, what is not built yet, and the rulings on the text's open questions that change
 * play. Each title keeps its own in `<title>/notes.ts` (its RULES.md is the engineers' long form); the game
 * screen shows them under "How Hexpost plays this game". Our words, never the rulebook's.
 */
export interface TitleNotes {
  /** Where the table departs from the rulebook, each with why. Empty: every rule is played as written. */
  simplified: readonly string[];
  /** Rules the engine does not carry out yet (a title still growing). */
  notYet?: readonly string[];
  /** Rulings on questions the rulebook leaves open, where they change what a player does. */
  rulings?: readonly string[];
}

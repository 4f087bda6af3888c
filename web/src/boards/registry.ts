/**
 * Board plug-ins, by title id. A title registers a lazily loaded board
 * component (and optionally its own log wording); a title without one is shown
 * through the list view of its `view` JSON, and is still playable through the
 * generic prompt.
 */
import type { TitleNotes } from '@hexpost/shared/games/notes.ts';
import type * as P from '@hexpost/shared/protocol';
import type { Component } from 'solid-js';

export type Choice = P.GameDetail['choices'][string][number];

export interface BoardProps {
  game: P.GameDetail;
  /** The seat this screen acts for, or null for spectators. */
  seat: string | null;
  view: unknown;
  /** The legal choices of `seat`, for highlighting targets. */
  choices: Choice[];
  /**
   * Send one of `choices` (the board never invents commands). A title may hand its legal moves in the
   * view instead (Domains' `view.offers`): the board then sends the command those offers describe.
   */
  choose(choice: Choice): void;
}

export interface BoardPlugin {
  /** Loaded on first use, so a board's code stays out of the first load. */
  board?: () => Promise<{ default: Component<BoardProps> }>;
  /** The title's own wording of a log event; null to fall back to the generic one. */
  describe?: (event: unknown, seat: string | null) => string | null;
  /** What resigning does to the player's seat in this title, in general words (the table menu asks with it). */
  resign?: string;
  /**
   * Whether a log line is the acting seat's own doing, shown after the seat's name; without it every line
   * of a command is. Domains says no for what the round's resolution did, which the last hand-in set off.
   */
  bySeat?: (event: unknown) => boolean;
  /** How Hexpost plays the title (its simplifications, what is not built yet, key rulings), loaded on first view. */
  notes?: () => Promise<TitleNotes>;
}

const plugins = new Map<string, BoardPlugin>();

export function registerBoard(titleId: string, plugin: BoardPlugin) {
  plugins.set(titleId, plugin);
}

export const boardFor = (titleId: string): BoardPlugin | undefined => plugins.get(titleId);

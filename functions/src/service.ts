/**
 * The authoritative loop, in boardgame.io master order but answering every
 * refusal: authenticate (routes), load, check the seat, dedupe the commandId,
 * check the version, decide, append, then the derived work (snapshot, meta,
 * live update, push). Routes and the deadline sweep both call into here.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  type AnyGame,
  attribute,
  isUndo,
  UNDO,
  type UndoEvent,
  openUndo,
  undoStack,
  type Outcome,
  play,
  seededDice,
  start as startGame,
  isTableEvent,
  timeoutCommand,
  type Viewer,
  type Typed,
  TABLE,
  type TableEvent,
} from '@hexpost/shared/engine';
import type { GameDetail, GameSummary, LogEntry, SeatInfo, SubmitCommand, Timing } from '@hexpost/shared/protocol';
import { ApiError, forbidden, invalid, notFound } from './errors.ts';
import type { LiveBus } from './live.ts';
import type { PushSender } from './push.ts';
import type { Commit, GameStore, Holder, Loaded, Meta, PendingEntry } from './store/games.ts';
import type { Grant, PlayerStore } from './store/players.ts';
import { Conflict, VersionConflict } from './store/errors.ts';
import { nextDue, reminderAt, trackPending } from './timing.ts';
import {
  ABANDON_MS,
  absentAfter,
  emptyTable,
  daysBetween,
  describeTable,
  foldTable,
  left,
  playedAtOnce,
  seatWordsOf,
  tableInfo,
  type TableState,
} from './table.ts';
import { randomId, type Tokens } from './auth.ts';
import type { TitleRegistry } from './titles.ts';
import { CAPS, type Limiter } from './limits.ts';
import { unstorable } from './storable.ts';

export interface Deps {
  games: GameStore;
  players: PlayerStore;
  titles: TitleRegistry;
  tokens: Tokens;
  push: PushSender;
  live: LiveBus;
  /** Milliseconds since the epoch; a fake clock in tests. */
  clock: () => number;
  /** Where the app is served, for links in notifications and invites. */
  publicUrl: string;
  log?: (msg: string, extra?: Record<string, unknown>) => void;
  /**
   * Called with a game's meta before and after each change. Locally this sends
   * the pushes (notify.ts); in the cloud the table's stream does, so it is unset.
   */
  onMetaChange?: (before: Meta | null, after: Meta) => Promise<unknown>;
}

const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A commandId's pointer guards retries, which come within minutes: it expires after 30 days. */
const POINTER_TTL_S = 30 * 24 * 3600;
/** A finished or closed game's invitations expire a week after. */
const INVITE_TTL_AFTER_S = 7 * 24 * 3600;

/**
 * The config key of a title's custom set-up (DESIGN: the sandbox). It places
 * pieces, hands and deck orders at will, so it is for tests, tutorials and
 * tools that call the engine directly; a game made through the API never has one.
 */
export const SANDBOX_KEY = 'sandbox';

/** The caller's player grant: who they are and which device asks. */
export interface Caller {
  playerId: string;
  device?: string | undefined;
}

export class GameService {
  constructor(
    private readonly d: Deps,
    private readonly limiter?: Limiter,
  ) {}

  private now() {
    return this.d.clock();
  }
  private iso() {
    return new Date(this.d.clock()).toISOString();
  }

  async title(id: string): Promise<AnyGame> {
    const game = await this.d.titles.get(id);
    if (!game) throw new ApiError(404, 'unknown_title', `There is no game called "${id}". See GET /api/titles.`);
    return game;
  }

  // --- creating and joining ---------------------------------------------------

  async create(
    caller: Caller,
    body: {
      title: string;
      name?: string;
      config?: Record<string, unknown>;
      seat?: string;
      timing?: Timing;
      /** Seats kept for given players (a rematch); never from a client. */
      reserved?: Record<string, string>;
    },
  ) {
    const { playerId } = caller;
    const game = await this.title(body.title);
    if (body.config && Object.hasOwn(body.config, SANDBOX_KEY)) {
      throw new ApiError(
        400,
        'invalid',
        'config.sandbox: custom set-ups are for tests and tools, not for games made here: every hand, deck and draw comes from the server’s shuffle.',
      );
    }
    const parsed = game.configSchema.safeParse(body.config ?? {});
    if (!parsed.success) throw invalid('config', parsed.error);
    const bad = unstorable(parsed.data);
    if (bad) throw new ApiError(400, 'invalid', `config.${bad}`);
    const seatIds = game.seats(parsed.data);
    if (body.seat !== undefined && !seatIds.includes(body.seat)) {
      throw new ApiError(400, 'invalid', `seat: "${body.seat}" is not a seat of this game (${seatIds.join(', ')}).`);
    }
    // The options must make a game that can start: a table must never fill up and then fail to begin.
    try {
      startGame(game, parsed.data, { dice: seededDice(randomBytes(16).toString('hex')), now: this.now() });
    } catch (e) {
      throw new ApiError(
        400,
        'invalid',
        `config: these options do not make a game that can start (${e instanceof Error ? e.message : String(e)}).`,
      );
    }
    const profile = await this.d.players.get(playerId);
    if (!profile) throw new ApiError(401, 'unauthorized', 'Unknown player.');
    await this.limiter?.check('games', [`player:${playerId}`]);
    if (body.seat !== undefined) await this.checkUnfinished(playerId);
    const now = this.iso();
    const meta: Meta = {
      gameId: randomId(10),
      title: game.id,
      config: parsed.data,
      seatIds,
      holders: {},
      createdBy: playerId,
      status: 'open',
      version: 0,
      pending: [],
      timing: this.timingFor(game, body.timing),
      inviteCode: randomId(8, INVITE_ALPHABET),
      seed: randomBytes(32).toString('hex'),
      createdAt: now,
      updatedAt: now,
      result: null,
      snapSeq: 0,
      orders: {},
      ...(body.name ? { name: body.name } : {}),
      // An open game nobody comes to is closed after a while (sweep).
      dueAt: new Date(this.now() + ABANDON_MS).toISOString(),
      ...(body.reserved && Object.keys(body.reserved).length ? { reserved: body.reserved } : {}),
    };
    const names = seatNames(game, undefined, seatIds);
    if (names) meta.seatNames = names;
    await this.d.games.createMeta(meta);
    let seatToken: string | undefined;
    let current = meta;
    if (body.seat !== undefined) {
      const r = await this.takeSeat(meta.gameId, body.seat, caller, profile.name);
      seatToken = r.seatToken;
      current = r.meta;
    }
    return {
      gameId: meta.gameId,
      inviteCode: meta.inviteCode,
      seats: seatList(current),
      ...(seatToken ? { seatToken } : {}),
    };
  }

  /** The table's clock for a new game: its deadlines (per kind of decision too), absence and vacation. */
  timingFor(game: AnyGame, t: Timing | undefined): Timing {
    for (const kind of Object.keys(t?.byKind ?? {})) {
      if (!game.decisions?.[kind]) {
        const known = Object.keys(game.decisions ?? {});
        throw new ApiError(
          400,
          'invalid',
          `timing.byKind.${kind}: ${game.title} has no such kind of decision${known.length ? ` (${known.join(', ')})` : ''}.`,
        );
      }
    }
    return {
      decisionHours: t?.decisionHours ?? 48,
      reminderHours: t?.reminderHours ?? 12,
      ...(t?.byKind && Object.keys(t.byKind).length ? { byKind: t.byKind } : {}),
      absentAfter: t?.absentAfter ?? 3,
      vacationDays: t?.vacationDays ?? 7,
    };
  }

  /** Games not yet over that a player sits in are capped (CAPS.unfinishedGames). */
  private async checkUnfinished(playerId: string) {
    const held = await this.d.players.holdings(playerId);
    if (held.length >= CAPS.unfinishedGames) {
      throw new ApiError(
        409,
        'too_many_games',
        `You already sit in ${held.length} games that are not over; finish or leave one before taking another seat.`,
      );
    }
  }

  /** Takes a seat with everything that goes with it; if any part fails, the seat is free again. */
  private async takeSeat(gameId: string, seat: string, caller: Caller, name: string) {
    const { playerId } = caller;
    const meta = await this.d.games.claimSeat(gameId, seat, { playerId, name }, this.iso());
    try {
      await this.d.players.addSeat(playerId, gameId, seat, this.iso());
      const grant = {
        kind: 'seat' as const,
        playerId,
        gameId,
        seat,
        ...(caller.device ? { device: caller.device } : {}),
      };
      const { token, hash } = this.d.tokens.issue(grant);
      await this.d.players.saveGrant(hash, grant);
      return { meta, seatToken: token };
    } catch (e) {
      await this.releaseSeat(gameId, seat, playerId);
      throw e;
    }
  }

  /** Gives a seat back while its game is still open (a join or start that failed halfway). */
  private async releaseSeat(gameId: string, seat: string, playerId: string) {
    await Promise.allSettled([
      this.d.games.releaseSeat(gameId, seat, playerId),
      this.d.players.removeSeat(playerId, gameId, seat),
    ]);
  }

  async invite(code: string) {
    const target = await this.d.games.inviteTarget(code);
    const meta = target ? await this.d.games.getMeta(target.gameId) : null;
    if (!meta || !target) throw notFound('That invitation');
    // A seat's invitation leads only while that seat is open to a new player.
    if (target.seat !== undefined && this.seatCode(meta, target.seat) !== code) throw notFound('That invitation');
    return {
      gameId: meta.gameId,
      title: meta.title,
      status: meta.status,
      seats: seatList(meta),
      ...(target.seat !== undefined ? { seat: target.seat } : {}),
    };
  }

  /** The invitation of a seat opened to a new player: derived from the secret seed and when it opened. */
  seatCode(meta: Meta, seat: string): string | null {
    const open = meta.table?.seats[seat]?.open;
    return open === undefined ? null : openSeatCode(meta.seed, seat, open);
  }

  async join(caller: Caller, gameId: string, body: { inviteCode: string; seat?: string }) {
    const { playerId } = caller;
    const meta = await this.d.games.getMeta(gameId);
    if (!meta) throw notFound('That game');
    if (meta.status === 'finished') throw new ApiError(409, 'game_finished', 'This game is over.');
    // A game under way takes a new player only into a seat opened for one, with that seat's invitation.
    const opened = meta.seatIds.find((s) => this.seatCode(meta, s) === body.inviteCode);
    if (meta.status === 'active') {
      if (opened === undefined) {
        throw body.inviteCode === meta.inviteCode
          ? new ApiError(
              409,
              'already_started',
              'This game has started; a seat opens to a new player only by its own invitation.',
            )
          : forbidden('That invite code is not for this game.');
      }
      if (body.seat !== undefined && body.seat !== opened)
        throw new ApiError(409, 'seat_taken', 'That invitation is for another seat.');
      return this.joinOpened(caller, meta, opened);
    }
    if (body.inviteCode !== meta.inviteCode) throw forbidden('That invite code is not for this game.');
    // A rematch keeps one seat for each player of the last game: one is all a player takes.
    if (meta.reserved && meta.seatIds.some((s) => meta.holders[s]?.playerId === playerId))
      throw new ApiError(409, 'already_seated', 'You already have your seat in this game.');
    // Seats kept for the players of a rematch: each finds theirs, and nobody else takes one.
    const mine = Object.entries(meta.reserved ?? {}).find(([s, p]) => p === playerId && !meta.holders[s])?.[0];
    const free = meta.seatIds.filter((s) => !meta.holders[s] && !meta.reserved?.[s]);
    const seat = body.seat ?? mine ?? free[0];
    const keptFor = seat !== undefined ? meta.reserved?.[seat] : undefined;
    if (keptFor !== undefined && keptFor !== playerId && !meta.holders[seat as string])
      throw new ApiError(409, 'seat_reserved', 'That seat is kept for a player of the last game.');
    if (seat === undefined) throw new ApiError(409, 'seat_taken', 'Every seat is taken.');
    if (!meta.seatIds.includes(seat)) {
      throw new ApiError(400, 'invalid', `seat: "${seat}" is not a seat of this game (${meta.seatIds.join(', ')}).`);
    }
    const profile = await this.d.players.get(playerId);
    if (!profile) throw new ApiError(401, 'unauthorized', 'Unknown player.');
    if (meta.holders[seat]) throw new ApiError(409, 'seat_taken', `Seat ${seat} is taken.`);
    if (!meta.seatIds.some((s) => meta.holders[s]?.playerId === playerId)) await this.checkUnfinished(playerId);
    let taken: Awaited<ReturnType<GameService['takeSeat']>>;
    try {
      taken = await this.takeSeat(gameId, seat, caller, profile.name);
    } catch (e) {
      if (e instanceof Conflict) throw new ApiError(409, e.code, e.message);
      throw e;
    }
    // The table hears that someone sat down (the invite page updates live).
    await this.d.live.publish(gameId, taken.meta.version);
    let started = false;
    // A game starts by itself once every seat is taken.
    if (taken.meta.status === 'open' && taken.meta.seatIds.every((s) => taken.meta.holders[s])) {
      started = await this.beginOrRelease(gameId, [seat], playerId);
    }
    return { seat, seatToken: taken.seatToken, started };
  }

  /** A new player takes a seat opened in a game under way, and plays on with that seat's view. */
  private async joinOpened(caller: Caller, meta: Meta, seat: string) {
    const profile = await this.d.players.get(caller.playerId);
    if (!profile) throw new ApiError(401, 'unauthorized', 'Unknown player.');
    if (meta.seatIds.some((s) => meta.holders[s]?.playerId === caller.playerId))
      throw new ApiError(409, 'already_seated', 'You already play a seat of this game.');
    await this.checkUnfinished(caller.playerId);
    let taken: Awaited<ReturnType<GameService['takeSeat']>>;
    try {
      taken = await this.takeSeat(meta.gameId, seat, caller, profile.name);
    } catch (e) {
      if (e instanceof Conflict) throw new ApiError(409, e.code, e.message);
      throw e;
    }
    // The seat is theirs: the log says so and the table's record of the seat starts afresh.
    await this.appendTable(meta.gameId, () => ({
      seat,
      events: [{ type: TABLE, act: 'seated', seat, name: profile.name }],
    }));
    return { seat, seatToken: taken.seatToken, started: false };
  }

  async start(caller: Caller, gameId: string) {
    const { playerId } = caller;
    const meta = await this.d.games.getMeta(gameId);
    if (!meta) throw notFound('That game');
    if (meta.createdBy !== playerId) throw forbidden('Only the player who created the game can start it.');
    if (meta.status !== 'open') throw new ApiError(409, 'already_started', 'This game has already started.');
    const held = meta.seatIds.filter((s) => meta.holders[s]).length;
    const game = await this.title(meta.title);
    if (held < game.minSeats) {
      throw new ApiError(409, 'not_enough_players', `${game.title} needs at least ${game.minSeats} seated players.`);
    }
    // Seats nobody took go to the creator, who plays them too (a co-op group of two running four heroes, say):
    // the game never waits on a seat without a player.
    const profile = await this.d.players.get(playerId);
    const filled: string[] = [];
    for (const seat of meta.seatIds.filter((s) => !meta.holders[s])) {
      try {
        await this.takeSeat(gameId, seat, caller, profile?.name ?? 'player');
        filled.push(seat);
      } catch (e) {
        if (!(e instanceof Conflict)) throw e; // someone joined meanwhile: theirs
      }
    }
    await this.beginOrRelease(gameId, filled, playerId);
    return { version: (await this.d.games.getMeta(gameId))?.version ?? 0 };
  }

  /**
   * Starts a full table. If the start fails before its set-up is stored, the
   * seats taken for it are given back, so the game is never left full but unstarted.
   */
  private async beginOrRelease(gameId: string, seats: string[], playerId: string): Promise<boolean> {
    try {
      return await this.begin(gameId);
    } catch (e) {
      if ((await this.d.games.headVersion(gameId)) === 0) {
        await Promise.all(seats.map((s) => this.releaseSeat(gameId, s, playerId)));
      }
      throw e;
    }
  }

  /** Set-up as commit #1; of two racing starters the second finds the commit taken and stands down. */
  private async begin(gameId: string): Promise<boolean> {
    const meta = await this.d.games.getMeta(gameId);
    if (meta?.status !== 'open') return false;
    const game = await this.title(meta.title);
    const outcome = startGame(game, meta.config, { dice: this.diceFor(meta, 0), now: this.now() });
    try {
      const empty: Loaded = { meta, state: undefined, version: 0, tail: [], recent: [], boundaries: new Map() };
      await this.commit(game, empty, outcome, null);
      return true;
    } catch (e) {
      if (e instanceof VersionConflict) return false;
      throw e;
    }
  }

  private diceFor(meta: Meta, version: number) {
    // One stream per command, derived from the secret seed: reproducible, unguessable.
    return seededDice(createHmac('sha256', meta.seed).update(`v${version}`).digest('hex'));
  }

  // --- commands ---------------------------------------------------------------

  async load(gameId: string): Promise<{ game: AnyGame; loaded: Loaded }> {
    // One round trip: the meta comes back with the commits, and names the game whose fold to use.
    let game: AnyGame | undefined;
    const loaded = await this.d.games.load(gameId, async (meta) => {
      game = await this.title(meta.title);
      return game.evolve;
    });
    if (!loaded || !game) throw notFound('That game');
    if (loaded.state !== undefined && loaded.version > loaded.meta.version) {
      // A writer stopped between its commit and the meta update: finish its work now.
      await this.afterCommit(game, loaded, loaded.state);
    }
    return { game, loaded };
  }

  async command(grant: Grant, gameId: string, body: SubmitCommand) {
    // A commandId applies at most once, whatever version a retry carries (a client may re-read the game
    // before retrying): its pointer is read beside the load, in the same round trip.
    const [{ game, loaded }, pointer] = await Promise.all([
      this.load(gameId),
      this.d.games.commandVersion(gameId, body.commandId, false),
    ]);
    const { meta } = loaded;
    const seat = resolveSeat(
      grant,
      meta,
      body.seat,
      (loaded.state === undefined ? [] : game.pending(loaded.state)).map((p) => p.seat),
    );
    const applied = appliedVersion(loaded, body.commandId, pointer);
    if (applied !== null) return { version: applied, duplicate: true };
    if (meta.status === 'open' || loaded.state === undefined) {
      throw new ApiError(409, 'not_started', 'The game has not started yet.');
    }
    if (body.expectedVersion !== loaded.version) throw staleVersion(loaded.version);
    if (meta.table?.result) throw new ApiError(422, 'rule', 'The game is over.', { code: 'rule/game_over' });
    let outcome = play(
      game,
      loaded.state,
      seat,
      body.command,
      { dice: this.diceFor(meta, loaded.version), now: this.now() },
      meta.orders,
    );
    if (meta.table?.seats[seat]?.absent) {
      // The player is back: the autopilot stops, and the table hears it (this seals the step).
      const back: TableEvent = { type: TABLE, act: 'back', seat };
      outcome = {
        state: outcome.state,
        events: [back, ...outcome.events],
        steps: [{ seat, command: { type: TABLE }, events: 1 }, ...outcome.steps],
      };
    }
    try {
      const { version, dueAt } = await this.commitOutcome(game, loaded, outcome, body.commandId);
      await this.settle(gameId, dueAt);
      return { version };
    } catch (e) {
      if (e instanceof VersionConflict) {
        // Lost a race: perhaps to the same command sent twice at once. Then it did apply, once.
        const again = await this.load(gameId);
        const won = appliedVersion(again.loaded, body.commandId, null);
        if (won !== null) return { version: won, duplicate: true };
        throw lostRace(e.version);
      }
      throw e;
    }
  }

  /** Appends an outcome and does the derived work; returns the new version. */
  private async commit(game: AnyGame, loaded: Loaded, outcome: Outcome, commandId: string | null): Promise<number> {
    return (await this.commitOutcome(game, loaded, outcome, commandId)).version;
  }

  /**
   * Decisions the platform takes at once (a seat away, resigned, open or late this round) follow the
   * change that made them due, before the answer goes back: nobody waits a sweep for them. A failure here
   * is the sweep's to retry; the caller's own change stands.
   */
  private async settle(gameId: string, dueAt: string | undefined) {
    if (!dueAt || Date.parse(dueAt) > this.now()) return;
    await this.sweepGame(gameId, this.now()).catch((e) => this.d.log?.('settle failed', { gameId, error: String(e) }));
  }

  /** Appends an outcome and does the derived work; returns the new version and the next due time. */
  private async commitOutcome(
    game: AnyGame,
    loaded: Loaded,
    outcome: Outcome,
    commandId: string | null,
  ): Promise<{ version: number; dueAt: string | undefined }> {
    if (outcome.events.length === 0) return { version: loaded.version, dueAt: undefined };
    const entries = attribute(outcome);
    const undo = outcome.events.length === 1 && isUndo(outcome.events[0]) ? outcome.events[0] : null;
    const commit: Commit = {
      first: loaded.version + 1,
      last: loaded.version + outcome.events.length,
      commandId,
      at: this.iso(),
      entries,
      seat: entries[0]?.seat ?? null,
      ...(outcome.undoable ? { undoable: true } : {}),
      ...(undo ? { undoTo: undo.to } : {}),
    };
    await this.d.games.append(loaded.meta.gameId, commit);
    const boundaries = new Map(loaded.boundaries);
    boundaries.set(commit.last, outcome.state);
    const after: Loaded = {
      ...loaded,
      tail: [...loaded.tail, commit],
      recent: commandId ? [...loaded.recent, commandId] : loaded.recent,
      version: commit.last,
      boundaries,
    };
    // The commit is the fact; the pointer, snapshot and meta follow from it (and are redone on load if lost).
    const [, dueAt] = await Promise.all([
      commandId
        ? this.d.games.putCommandPointer(
            loaded.meta.gameId,
            commandId,
            commit.last,
            Math.floor(this.now() / 1000) + POINTER_TTL_S,
          )
        : null,
      this.afterCommit(game, after, outcome.state),
    ]);
    return { version: commit.last, dueAt };
  }

  /**
   * Snapshot, table, meta and live update for the state at `loaded.version`; pushes follow from the meta
   * change. Returns the next due time (a deadline, reminder or vacation end).
   */
  private async afterCommit(game: AnyGame, loaded: Loaded, state: unknown): Promise<string | undefined> {
    const { meta, version } = loaded;
    const gameId = meta.gameId;
    const table = await this.tableAt(game, loaded, state);
    let snapSeq = meta.snapSeq;
    if (this.d.games.snapshotDue(meta, version, loaded.tail.length, undoStack(loaded.tail).length > 0)) {
      await this.d.games.writeSnapshot(gameId, version, state, loaded.recent);
      snapSeq = version;
    }
    const holders = await this.applyHolders(meta, loaded, version);
    const result = table.result ?? game.result(state);
    if (result && meta.status !== 'finished') await this.archive({ ...meta, holders });
    const round = game.round?.(state);
    const pending = result
      ? []
      : trackPending(this.now(), meta.timing, meta.pending, game.pending(state), {
          table,
          round,
          decisions: game.decisions,
        });
    const names = seatNames(game, state, meta.seatIds);
    const dueAt = result ? undefined : nextDue(pending, meta.timing, table);
    await this.updateMeta(meta, version, {
      ...(names && JSON.stringify(names) !== JSON.stringify(meta.seatNames) ? { seatNames: names } : {}),
      status: result ? 'finished' : 'active',
      result: result ?? null,
      pending,
      snapSeq,
      table,
      updatedAt: this.iso(),
      dueAt,
    });
    if (result && meta.status !== 'finished') await this.expireInvites({ ...meta, table });
    return dueAt;
  }

  /** The table after the commits the meta has not seen yet (table.ts), from the tail or the store. */
  private async tableAt(game: AnyGame, loaded: Loaded, state: unknown): Promise<TableState> {
    const { meta } = loaded;
    let commits = loaded.tail.filter((c) => c.last > meta.version);
    // A writer that died after writing a snapshot leaves commits the tail no longer holds: read them.
    if (loaded.version > meta.version && (commits[0]?.first ?? loaded.version + 1) > meta.version + 1)
      commits = (await this.d.games.commitsAfter(meta.gameId, meta.version)).filter((c) => c.last <= loaded.version);
    let table = meta.table ?? emptyTable();
    // A deadline missed counts in the round it ran out in: the round before the commit that answered it.
    const roundBefore = (c: Commit) => {
      const before = loaded.boundaries.get(c.first - 1);
      return game.round?.(before === undefined ? state : before);
    };
    for (const c of commits) table = foldTable(table, c.entries, { at: c.at, version: c.last, round: roundBefore(c) });
    return table;
  }

  /** Seats that changed hands in commits the meta has not seen: opened to a new player, or resigned to the group. */
  private async applyHolders(meta: Meta, loaded: Loaded, version: number): Promise<Meta['holders']> {
    const holders = { ...meta.holders };
    for (const c of loaded.tail.filter((x) => x.last > meta.version && x.last <= version)) {
      for (const { event } of c.entries) {
        if (!isTableEvent(event)) continue;
        if (event.act === 'opened') {
          // The seat's own invitation (derived, so a retried repair writes the same one).
          await this.d.games.putInvite(openSeatCode(meta.seed, event.seat, c.last), meta.gameId, event.seat);
          const old = holders[event.seat];
          if (!old) continue;
          delete holders[event.seat];
          await this.d.games.setHolder(meta.gameId, event.seat, null);
          // The seat leaves the old player's list, and nothing of theirs (standing orders) passes on.
          if (!meta.seatIds.some((s) => s !== event.seat && holders[s]?.playerId === old.playerId))
            await this.d.players.removeSeat(old.playerId, meta.gameId, event.seat);
        } else if (event.act === 'resign' && event.policy === 'group' && event.to && holders[event.to]) {
          const heir = holders[event.to] as Holder;
          const old = holders[event.seat];
          holders[event.seat] = { ...heir };
          await this.d.games.setHolder(meta.gameId, event.seat, heir);
          await this.d.players.addSeat(heir.playerId, meta.gameId, event.seat, this.iso());
          if (old && !meta.seatIds.some((s) => holders[s]?.playerId === old.playerId))
            await this.d.players.archiveSeat(old.playerId, meta.gameId, this.iso());
        } else if (event.act === 'resign' && event.policy !== 'group') {
          const old = holders[event.seat];
          // The player is out of this game: it leaves their games under way, whatever seats they keep a name in.
          if (
            old &&
            !meta.seatIds.some((s) => s !== event.seat && holders[s]?.playerId === old.playerId && !this.gone(meta, s))
          )
            await this.d.players.archiveSeat(old.playerId, meta.gameId, this.iso());
        }
      }
    }
    return holders;
  }

  /** A seat its holder resigned from (not to the group): the name stays, the right to act does not. */
  private gone(meta: Meta, seat: string): boolean {
    return left(meta.table, seat);
  }

  /** A game over or closed: its invitations lead nowhere any more and expire (TTL, cloud). */
  private async expireInvites(meta: Meta) {
    const codes = [meta.inviteCode, ...meta.seatIds.map((s) => this.seatCode(meta, s)).filter((c): c is string => !!c)];
    await this.d.games.expireInvites(codes, Math.floor(this.now() / 1000) + INVITE_TTL_AFTER_S);
  }

  /** A finished game moves to each holder's archive of finished games (paged in "my games"). */
  private async archive(meta: Meta) {
    const players = new Set(Object.values(meta.holders).map((h) => h.playerId));
    await Promise.all([...players].map((p) => this.d.players.archiveSeat(p, meta.gameId, this.iso())));
  }

  /**
   * Takes back the caller's last command, if nothing sealed it (engine/undo.ts): one more event,
   * `@undo`, that folds to the state before that command. `expectedVersion` guards against a double tap.
   */
  async undo(grant: Grant, gameId: string, body: { expectedVersion: number; seat?: string | undefined }) {
    const { game, loaded } = await this.load(gameId);
    const { meta, state } = loaded;
    if (meta.status !== 'active' || state === undefined)
      throw new ApiError(409, 'nothing_to_undo', 'There is nothing to take back.');
    const held = heldSeats(grant, meta);
    if (held.length === 0) throw forbidden('You hold no seat in this game.');
    if (body.seat !== undefined && !held.includes(body.seat))
      throw forbidden(`You do not hold the seat "${body.seat}".`);
    if (body.expectedVersion !== loaded.version) throw staleVersion(loaded.version);
    const seats = body.seat !== undefined ? [body.seat] : held;
    const open = openUndo(loaded.tail);
    if (!open || !seats.includes(open.seat)) {
      throw new ApiError(
        409,
        'nothing_to_undo',
        'Nothing of yours can be taken back now: a roll, a card shown, another player’s move or the end of your turn sealed it.',
      );
    }
    const { to } = open;
    const restored = loaded.boundaries.get(to);
    if (restored === undefined) throw new ApiError(409, 'nothing_to_undo', 'That step can no longer be taken back.');
    const event: UndoEvent = { type: UNDO, to };
    const outcome: Outcome = {
      state: restored,
      events: [event],
      steps: [{ seat: open.seat, command: { type: UNDO }, events: 1 }],
    };
    try {
      return { version: await this.commit(game, loaded, outcome, null) };
    } catch (e) {
      if (e instanceof VersionConflict) {
        throw lostRace(e.version);
      }
      throw e;
    }
  }

  /**
   * Appends a change of the table (engine/table.ts): `build` sees the game as it is and gives the events
   * (`@table` ones, and title events folded after them, such as a resignation's) or throws an ApiError.
   * A lost race reloads and builds again, so two players voting at once both count, once each.
   */
  async appendTable(
    gameId: string,
    build: (
      game: AnyGame,
      loaded: Loaded,
    ) => { seat: string | null; events: Typed[] } | Promise<{ seat: string | null; events: Typed[] }>,
  ): Promise<{ version: number }> {
    for (let attempt = 0; ; attempt++) {
      const { game, loaded } = await this.load(gameId);
      const { seat, events } = await build(game, loaded);
      let state = loaded.state;
      for (const e of events) if (!isTableEvent(e)) state = game.evolve(state, e);
      const outcome: Outcome = {
        state,
        events,
        steps: seat !== null ? [{ seat, command: { type: TABLE }, events: events.length }] : [],
      };
      try {
        const { version, dueAt } = await this.commitOutcome(game, loaded, outcome, null);
        await this.settle(gameId, dueAt);
        return { version };
      } catch (e) {
        if (e instanceof VersionConflict && attempt < 8) continue;
        if (e instanceof VersionConflict) throw lostRace(e.version);
        throw e;
      }
    }
  }

  /** Records a finished game's return match once; null when another player's landed first. */
  async recordRematch(meta: Meta, rematch: NonNullable<Meta['rematch']>): Promise<Meta | null> {
    const after = await this.d.games.setRematch(meta.gameId, rematch, this.iso());
    if (after) await this.metaChanged(meta, after);
    return after;
  }

  /** Closes an open game nobody needs (a rematch made twice at once): it leaves its players' lists. */
  async abandon(gameId: string) {
    const closed = await this.d.games.closeOpen(
      gameId,
      { winners: [], summary: 'Closed: another rematch of the same game was made at the same moment.' },
      this.iso(),
    );
    if (!closed) return;
    await Promise.all(
      closed.seatIds.flatMap((s) => {
        const h = closed.holders[s];
        return h ? [this.d.players.removeSeat(h.playerId, gameId, s)] : [];
      }),
    );
    await this.expireInvites(closed);
  }

  /** Sends a meta change made outside a commit (a rematch asked for) to the live streams and pushes. */
  async metaChanged(before: Meta, after: Meta) {
    await this.d.live.publish(before.gameId, after.version);
    if (this.d.onMetaChange) {
      await this.d.onMetaChange(before, after).catch((e) => this.d.log?.('notify failed', { error: String(e) }));
    }
  }

  private async updateMeta(before: Meta, version: number, fields: Partial<Meta>) {
    const after = await this.d.games.updateMeta(before.gameId, version, fields);
    if (!after) return;
    await this.d.live.publish(before.gameId, version);
    if (this.d.onMetaChange) {
      await this.d.onMetaChange(before, after).catch((e) => this.d.log?.('notify failed', { error: String(e) }));
    }
  }

  // --- deadlines ---------------------------------------------------------------

  /** Applies every passed deadline and sends due reminders; returns what it did, for logs and tests. */
  async sweep(): Promise<{ timeouts: number; reminders: number }> {
    const now = this.now();
    let timeouts = 0;
    let reminders = 0;
    for (const gameId of await this.d.games.due(new Date(now).toISOString())) {
      try {
        const r = await this.sweepGame(gameId, now);
        timeouts += r.timeouts;
        reminders += r.reminders;
      } catch (e) {
        this.d.log?.('sweep failed', { gameId, error: String(e) });
      }
    }
    return { timeouts, reminders };
  }

  private async sweepGame(gameId: string, now: number) {
    let timeouts = 0;
    let reminders = 0;
    // Each timeout may open a new pending decision; loop while deadlines have passed. A seat played at once
    // may have a whole turn of decisions: the bound is high, and the next sweep goes on where this one stopped.
    for (let step = 0; step < 200; step++) {
      const { game, loaded } = await this.load(gameId);
      const { meta, state } = loaded;
      if (meta.status === 'open') {
        await this.closeIfAbandoned(meta, now);
        break;
      }
      if (meta.status !== 'active' || state === undefined) break;
      // Vacations that ran out end first: the seat's clock runs again from where it stopped.
      const back = meta.seatIds.filter((s) => {
        const v = meta.table?.seats[s]?.vacation;
        return v !== undefined && Date.parse(v.until) <= now;
      });
      if (back.length) {
        const events: TableEvent[] = back.map((seat) => {
          const v = meta.table?.seats[seat]?.vacation as { since: string; until: string };
          return { type: TABLE, act: 'return', seat, days: daysBetween(v.since, v.until) };
        });
        try {
          await this.commit(game, loaded, { state, events, steps: [] }, null);
        } catch (e) {
          if (!(e instanceof VersionConflict)) throw e;
        }
        continue;
      }
      const late = meta.pending.find((p) => p.deadline && Date.parse(p.deadline) <= now);
      if (late) {
        const round = game.round?.(state);
        // A deadline that ran is a timeout; a seat the platform plays at once is the autopilot's.
        const by = playedAtOnce(meta.table, late.seat, round) ? 'autopilot' : 'timeout';
        const command = timeoutCommand(game, state, late.seat, meta.orders);
        let outcome = play(
          game,
          state,
          late.seat,
          command,
          { dice: this.diceFor(meta, loaded.version), now },
          meta.orders,
          by,
        );
        const seatTable = meta.table?.seats[late.seat];
        const missed = (seatTable?.missed ?? 0) + (round !== undefined && seatTable?.lateRound === round ? 0 : 1);
        const limit = absentAfter(meta.timing);
        if (by === 'timeout' && limit > 0 && missed >= limit && !seatTable?.absent) {
          // Too many deadlines missed in a row: from now on the autopilot plays the seat at once.
          const away: TableEvent = { type: TABLE, act: 'absent', seat: late.seat, missed };
          outcome = { ...outcome, events: [...outcome.events, away] };
        }
        try {
          await this.commit(game, loaded, outcome, null);
          timeouts++;
        } catch (e) {
          if (e instanceof VersionConflict) continue;
          throw e;
        }
        continue;
      }
      const remind = meta.pending.filter((p) => {
        const at = reminderAt(p, meta.timing);
        return at !== null && Date.parse(at) <= now;
      });
      if (remind.length) {
        // Marking the seats reminded is the change that sends the reminder (notify.ts).
        const pending: PendingEntry[] = meta.pending.map((p) => (remind.includes(p) ? { ...p, reminded: true } : p));
        await this.updateMeta(meta, meta.version, {
          pending,
          dueAt: nextDue(pending, meta.timing, meta.table),
          updatedAt: this.iso(),
        });
        reminders += remind.length;
      } else if (meta.dueAt && Date.parse(meta.dueAt) <= now) {
        // Nothing is due after all (a stale index entry): move the due time on.
        await this.updateMeta(meta, meta.version, { dueAt: nextDue(meta.pending, meta.timing, meta.table) });
      }
      break;
    }
    return { timeouts, reminders };
  }

  /** An open game nobody joined for two weeks is closed; one someone joined lately is looked at again later. */
  private async closeIfAbandoned(meta: Meta, now: number) {
    const lastJoin = Date.parse(meta.updatedAt);
    if (lastJoin + ABANDON_MS > now) {
      await this.d.games.setOpenDue(meta.gameId, new Date(lastJoin + ABANDON_MS).toISOString());
      return;
    }
    const closed = await this.d.games.closeOpen(
      meta.gameId,
      { winners: [], summary: 'Nobody joined for two weeks, so the game was closed before it began.' },
      this.iso(),
    );
    if (!closed) return;
    await this.archive(closed);
    await this.expireInvites(closed);
    await this.d.live.publish(meta.gameId, closed.version);
  }

  // --- reading ---------------------------------------------------------------

  /** The seats a grant may act for in a game. */
  held(grant: Grant, meta: Meta): string[] {
    return heldSeats(grant, meta);
  }

  /** The game's meta, if the caller may read the game at all (seated, its creator, or a spectator link). */
  async readable(grant: Grant | Grant[], gameId: string): Promise<Meta> {
    const meta = await this.d.games.getMeta(gameId);
    if (!meta) throw notFound('That game');
    this.viewerOf(grant, meta);
    return meta;
  }

  /** Who the caller sees the game as: one of their seats, or a spectator if they may. */
  viewerOf(grants: Grant | Grant[], meta: Meta, asSeat?: string): { viewer: Viewer; seats: string[] } {
    const all = Array.isArray(grants) ? grants : [grants];
    const seats = [...new Set(all.flatMap((g) => this.held(g, meta)))];
    if (asSeat !== undefined) {
      if (!seats.includes(asSeat)) throw forbidden(`You do not hold the seat "${asSeat}".`);
      return { viewer: asSeat, seats };
    }
    // Holding several seats (hot seat, a co-op group running more heroes), one sees as the seat the game waits on.
    const waiting = seats.find((seat) => meta.pending.some((p) => p.seat === seat));
    if (seats.length) return { viewer: waiting ?? (seats[0] as string), seats };
    if (all.some((g) => g.kind === 'spectator' && g.gameId === meta.gameId)) return { viewer: 'spectator', seats: [] };
    // A player who resigned watches on as a spectator: out of the game, and out of its secrets.
    if (
      all.some(
        (g) =>
          g.kind !== 'spectator' &&
          (meta.seatIds.some((s) => meta.holders[s]?.playerId === g.playerId) ||
            meta.table?.left?.includes(g.playerId)),
      )
    )
      return { viewer: 'spectator', seats: [] };
    // The creator may not have taken a seat; anyone else sees an open game only through its invitation.
    if (all.some((g) => g.kind === 'player' && g.playerId === meta.createdBy))
      return { viewer: 'spectator', seats: [] };
    throw forbidden(
      meta.status === 'open'
        ? 'You hold no seat in this game; open it through its invitation to take one.'
        : 'You hold no seat in this game. Ask for a spectator link to watch it.',
    );
  }

  async detail(grant: Grant | Grant[], gameId: string, asSeat?: string): Promise<GameDetail> {
    const { game, loaded } = await this.load(gameId);
    const { meta, state } = loaded;
    const { viewer, seats } = this.viewerOf(grant, meta, asSeat);
    const started = state !== undefined;
    const choices: GameDetail['choices'] = {};
    const result =
      meta.table?.result ?? (started ? game.result(state) : null) ?? (meta.status === 'finished' ? meta.result : null);
    if (started && !result) {
      const pendingSeats = new Set(game.pending(state).map((p) => p.seat));
      for (const s of seats) if (pendingSeats.has(s)) choices[s] = game.choices(state, s);
    }
    const open = started && !result ? openUndo(loaded.tail) : null;
    const atTable =
      seats.length > 0 || [grant].flat().some((g) => g.kind === 'player' && g.playerId === meta.createdBy);
    return {
      gameId,
      title: meta.title,
      status: meta.status,
      version: loaded.version,
      undo: open && seats.includes(open.seat) ? { seat: open.seat, steps: open.steps } : null,
      // The meta keeps the seats' names up to date with every commit (afterCommit).
      seats: seatList(meta),
      you: seats,
      pending: meta.pending.map(({ reminded: _r, stoppedAt: _s, stoppedMs: _m, atOnce: _a, ...p }) => p),
      view: started ? game.view(state, viewer) : null,
      choices,
      result,
      timing: meta.timing,
      table: tableInfo(meta, atTable, (s) => this.seatCode(meta, s), this.now()),
      // The invite code is a key to a seat: only the table and its creator get it.
      ...(atTable ? { inviteCode: meta.inviteCode } : {}),
      createdBy: meta.createdBy,
      ...(meta.name ? { name: meta.name } : {}),
    };
  }

  async log(
    grant: Grant | Grant[],
    gameId: string,
    after: number,
    asSeat?: string,
  ): Promise<{ version: number; entries: LogEntry[] }> {
    const meta = await this.d.games.getMeta(gameId);
    if (!meta) throw notFound('That game');
    const game = await this.title(meta.title);
    const { viewer } = this.viewerOf(grant, meta, asSeat);
    const commits = await this.d.games.commitsAfter(gameId, after);
    const finished = meta.status === 'finished';
    // Steps taken back: shown to the seat that took them back, marked; never to anyone else.
    const undone = new Map<number, string | null>();
    for (const c of commits) {
      if (c.undoTo === undefined) continue;
      for (let seq = c.undoTo + 1; seq < c.first; seq++) if (!undone.has(seq)) undone.set(seq, c.seat ?? null);
    }
    const entries: LogEntry[] = [];
    let version = after;
    // Seats in words for the titles' lines: "Dee — Zorn".
    const names = seatWordsOf(meta);
    for (const c of commits) {
      c.entries.forEach((e, i) => {
        const seq = c.first + i;
        if (seq <= after) return;
        if (isTableEvent(e.event)) {
          entries.push({ seq, at: c.at, seat: e.seat, by: null, event: e.event, text: describeTable(e.event, names) });
          return;
        }
        if (isUndo(e.event)) {
          const who = (e.seat && meta.holders[e.seat]?.name) || e.seat || 'A player';
          // One undo takes back one command, however many events it made.
          entries.push({ seq, at: c.at, seat: e.seat, by: null, event: e.event, text: `${who} took back a step.` });
          return;
        }
        const takenBack = undone.has(seq);
        if (takenBack && undone.get(seq) !== viewer && !finished) return;
        // Once the game is over nothing is secret any more: replays show it in full.
        const event = finished ? e.event : game.redact(e.event, viewer);
        if (event === null) return;
        const text = game.describe?.(event, names);
        // Bookkeeping the title does not put into words is no log line (the event still counts for replays).
        if (text === '') return;
        entries.push({
          seq,
          at: c.at,
          seat: e.seat,
          by: e.by,
          event,
          ...(text ? { text } : {}),
          ...(takenBack ? { undone: true } : {}),
        });
      });
      version = Math.max(version, c.last);
    }
    return { version, entries };
  }

  /** What the caller's seat saw after event `at`: the board of a replay step. */
  async viewAt(
    grant: Grant | Grant[],
    gameId: string,
    at: number,
    asSeat?: string,
  ): Promise<{ version: number; view: unknown }> {
    const meta = await this.d.games.getMeta(gameId);
    if (!meta) throw notFound('That game');
    const game = await this.title(meta.title);
    const { viewer } = this.viewerOf(grant, meta, asSeat);
    const head = await this.d.games.headVersion(gameId);
    if (at < 1 || at > head) throw new ApiError(400, 'invalid', `at: between 1 and ${head}.`);
    const state = await this.d.games.stateAt(gameId, at, game.evolve);
    return { version: at, view: game.view(state, viewer) };
  }

  /**
   * My games: the first page holds every game not yet over (at most
   * CAPS.unfinishedGames), waiting-for-me first, then the newest finished ones;
   * `cursor` pages on through the finished ones.
   */
  async myGames(playerId: string, cursor?: string): Promise<{ games: GameSummary[]; next: string | null }> {
    let running: Meta[] = [];
    if (cursor === undefined) {
      const holdings = await this.d.players.holdings(playerId);
      const metas = await this.d.games.metas(holdings.map((h) => h.gameId));
      // Holdings of games that finished before the archive existed move there now.
      const stale = metas.filter((m) => m.status === 'finished');
      await Promise.all(stale.map((m) => this.d.players.archiveSeat(playerId, m.gameId, m.updatedAt)));
      running = metas.filter((m) => m.status !== 'finished');
    }
    const page = await this.d.players.finished(playerId, CAPS.pageSize, cursor);
    const done = await this.d.games.metas(page.holdings.map((h) => h.gameId));
    const order = new Map(page.holdings.map((h, i) => [h.gameId, i]));
    done.sort((a, b) => (order.get(a.gameId) ?? 0) - (order.get(b.gameId) ?? 0));
    const summarize = (m: Meta): GameSummary => {
      const mine = m.seatIds.filter((s) => m.holders[s]?.playerId === playerId && !this.gone(m, s));
      const left = mine.length === 0 && (m.table?.left?.includes(playerId) ?? false);
      const waiting = m.pending.filter((p) => mine.includes(p.seat));
      const deadline =
        waiting
          .map((p) => p.deadline)
          .filter((d): d is string => d !== null)
          .sort()[0] ?? null;
      return {
        gameId: m.gameId,
        title: m.title,
        status: m.status,
        yourMove: m.status === 'active' && waiting.length > 0,
        deadline,
        version: m.version,
        seats: mine,
        updatedAt: m.updatedAt,
        notifications: !mine.every((s) => m.holders[s]?.muted),
        ...(m.name ? { name: m.name } : {}),
        players: seatList(m),
        waitingFor: [...new Set(m.pending.map((p) => p.seat))],
        result: m.result ? { winners: m.result.winners, summary: m.result.summary } : null,
        ...(left ? { resigned: true } : {}),
        ...(m.rematch ? { rematch: m.rematch.gameId } : {}),
      };
    };
    const rank = (g: GameSummary) => (g.yourMove ? 0 : g.status === 'active' ? 1 : 2);
    const first = running
      .map(summarize)
      .sort(
        (a, b) =>
          rank(a) - rank(b) ||
          (a.deadline ?? '~').localeCompare(b.deadline ?? '~') ||
          b.updatedAt.localeCompare(a.updatedAt),
      );
    return { games: [...first, ...done.map(summarize)], next: page.next };
  }

  async setOrders(grant: Grant, gameId: string, seat: string | undefined, orders: unknown) {
    const meta = await this.d.games.getMeta(gameId);
    if (!meta) throw notFound('That game');
    const game = await this.title(meta.title);
    const s = resolveSeat(grant, meta, seat, []);
    if (!game.ordersSchema)
      throw new ApiError(422, 'rule', `${game.title} has no standing orders.`, { code: 'rule/no_orders' });
    if (orders !== null) {
      const r = game.ordersSchema.safeParse(orders);
      if (!r.success) throw invalid('orders', r.error);
      orders = r.data;
    }
    await this.d.games.setOrders(gameId, s, orders);
    // Orders may answer a question pending right now: let them act at once.
    const { loaded } = await this.load(gameId);
    if (loaded.state !== undefined && loaded.meta.status === 'active' && orders !== null && game.standing) {
      const cmd = game.pending(loaded.state).some((p) => p.seat === s) ? game.standing(loaded.state, s, orders) : null;
      if (cmd) {
        const outcome = play(
          game,
          loaded.state,
          s,
          cmd,
          { dice: this.diceFor(loaded.meta, loaded.version), now: this.now() },
          loaded.meta.orders,
          'standing',
        );
        try {
          await this.commit(game, loaded, outcome, null);
        } catch (e) {
          if (!(e instanceof VersionConflict)) throw e;
        }
      }
    }
    return { seat: s, orders };
  }

  async getOrders(grant: Grant, gameId: string, seat: string | undefined) {
    const meta = await this.d.games.getMeta(gameId);
    if (!meta) throw notFound('That game');
    const s = resolveSeat(grant, meta, seat, []);
    return { seat: s, orders: meta.orders[s] ?? null };
  }
}

/** A seat's invitation once it opened at version `open`: from the secret seed, so nobody can guess it. */
function openSeatCode(seed: string, seat: string, open: number): string {
  const h = createHmac('sha256', seed).update(`seat:${seat}:${open}`).digest();
  return Array.from(h.subarray(0, 10), (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('');
}

/** The game moved on before the request: the client reloads and retries. */
const staleVersion = (version: number) =>
  new ApiError(409, 'version_conflict', `The game has moved on to version ${version}; reload and retry.`, { version });

/** Another writer appended first. */
const lostRace = (version: number) =>
  new ApiError(409, 'version_conflict', `Another move landed first; the game is at version ${version}.`, { version });

/** The version a commandId produced, if it was applied: its pointer, a commit in the tail, or the snapshot's memory. */
function appliedVersion(loaded: Loaded, commandId: string, pointer: number | null): number | null {
  if (pointer !== null) return pointer;
  const inTail = loaded.tail.find((c) => c.commandId === commandId);
  if (inTail) return inTail.last;
  // Applied, but its pointer was lost with a crashed writer: the snapshot still remembers it.
  return loaded.recent.includes(commandId) ? loaded.version : null;
}

export function seatList(meta: Pick<Meta, 'seatIds' | 'holders' | 'seatNames'>): SeatInfo[] {
  return meta.seatIds.map((seat) => ({
    seat,
    playerId: meta.holders[seat]?.playerId ?? null,
    name: meta.holders[seat]?.name ?? null,
    ...(meta.seatNames?.[seat] ? { label: meta.seatNames[seat] } : {}),
  }));
}

/** The title's words for each seat, or undefined when it has none. */
function seatNames(game: AnyGame, state: unknown, seats: string[]): Record<string, string> | undefined {
  if (!game.seatName) return undefined;
  return Object.fromEntries(seats.map((s) => [s, game.seatName?.(state, s) ?? s]));
}

function heldSeats(grant: Grant, meta: Meta): string[] {
  // A seat its player resigned from keeps their name but no longer answers to them.
  const gone = (s: string) => left(meta.table, s);
  if (grant.kind === 'seat')
    return grant.gameId === meta.gameId && meta.holders[grant.seat]?.playerId === grant.playerId && !gone(grant.seat)
      ? [grant.seat]
      : [];
  if (grant.kind === 'player')
    return meta.seatIds.filter((s) => meta.holders[s]?.playerId === grant.playerId && !gone(s));
  return [];
}

function resolveSeat(grant: Grant, meta: Meta, asked: string | undefined, pendingSeats: string[]): string {
  const held = heldSeats(grant, meta);
  if (held.length === 0) throw forbidden('You hold no seat in this game.');
  if (asked !== undefined) {
    if (!held.includes(asked)) throw forbidden(`You do not hold the seat "${asked}".`);
    return asked;
  }
  const waiting = held.filter((s) => pendingSeats.includes(s));
  if (waiting.length > 1) {
    throw new ApiError(
      400,
      'invalid',
      `seat: you hold several seats the game waits on (${waiting.join(', ')}); say which.`,
    );
  }
  return (waiting[0] ?? held[0]) as string;
}

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
  timeoutCommand,
  type Viewer,
} from '@hexpost/shared/engine';
import type { GameDetail, GameSummary, LogEntry, SeatInfo, SubmitCommand, Timing } from '@hexpost/shared/protocol';
import { ApiError, forbidden, invalid, notFound } from './errors.ts';
import type { LiveBus } from './live.ts';
import type { PushSender } from './push.ts';
import type { Commit, GameStore, Loaded, Meta, PendingEntry } from './store/games.ts';
import type { Grant, PlayerStore } from './store/players.ts';
import { Conflict, VersionConflict } from './store/errors.ts';
import { nextDue, reminderAt, trackPending } from './timing.ts';
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
    body: { title: string; name?: string; config?: Record<string, unknown>; seat?: string; timing?: Timing },
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
      timing: { decisionHours: body.timing?.decisionHours ?? 48, reminderHours: body.timing?.reminderHours ?? 12 },
      inviteCode: randomId(8, INVITE_ALPHABET),
      seed: randomBytes(32).toString('hex'),
      createdAt: now,
      updatedAt: now,
      result: null,
      snapSeq: 0,
      orders: {},
      ...(body.name ? { name: body.name } : {}),
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
    const gameId = await this.d.games.gameByInvite(code);
    const meta = gameId ? await this.d.games.getMeta(gameId) : null;
    if (!meta) throw notFound('That invitation');
    return { gameId: meta.gameId, title: meta.title, status: meta.status, seats: seatList(meta) };
  }

  async join(caller: Caller, gameId: string, body: { inviteCode: string; seat?: string }) {
    const { playerId } = caller;
    const meta = await this.d.games.getMeta(gameId);
    if (!meta) throw notFound('That game');
    if (body.inviteCode !== meta.inviteCode) throw forbidden('That invite code is not for this game.');
    if (meta.status === 'finished') throw new ApiError(409, 'game_finished', 'This game is over.');
    const free = meta.seatIds.filter((s) => !meta.holders[s]);
    const seat = body.seat ?? free[0];
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
    const outcome = play(
      game,
      loaded.state,
      seat,
      body.command,
      { dice: this.diceFor(meta, loaded.version), now: this.now() },
      meta.orders,
    );
    try {
      const version = await this.commit(game, loaded, outcome, body.commandId);
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
    if (outcome.events.length === 0) return loaded.version;
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
    await Promise.all([
      commandId ? this.d.games.putCommandPointer(loaded.meta.gameId, commandId, commit.last) : null,
      this.afterCommit(game, after, outcome.state),
    ]);
    return commit.last;
  }

  /** Snapshot, meta and live update for the state at `loaded.version`; pushes follow from the meta change. */
  private async afterCommit(game: AnyGame, loaded: Loaded, state: unknown) {
    const { meta, version } = loaded;
    const gameId = meta.gameId;
    let snapSeq = meta.snapSeq;
    if (this.d.games.snapshotDue(meta, version, loaded.tail.length, undoStack(loaded.tail).length > 0)) {
      await this.d.games.writeSnapshot(gameId, version, state, loaded.recent);
      snapSeq = version;
    }
    const result = game.result(state);
    if (result && meta.status !== 'finished') await this.archive(meta);
    const pending = result ? [] : trackPending(this.now(), meta.timing, meta.pending, game.pending(state));
    const names = seatNames(game, state, meta.seatIds);
    await this.updateMeta(meta, version, {
      ...(names && JSON.stringify(names) !== JSON.stringify(meta.seatNames) ? { seatNames: names } : {}),
      status: result ? 'finished' : 'active',
      result: result ?? null,
      pending,
      snapSeq,
      updatedAt: this.iso(),
      dueAt: nextDue(pending, meta.timing),
    });
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
    // Each timeout may open a new pending decision; loop while deadlines have passed.
    for (let round = 0; round < 50; round++) {
      const { game, loaded } = await this.load(gameId);
      const { meta, state } = loaded;
      if (meta.status !== 'active' || state === undefined) break;
      const late = meta.pending.find((p) => p.deadline && Date.parse(p.deadline) <= now);
      if (late) {
        const command = timeoutCommand(game, state, late.seat, meta.orders);
        const outcome = play(
          game,
          state,
          late.seat,
          command,
          { dice: this.diceFor(meta, loaded.version), now },
          meta.orders,
          'timeout',
        );
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
          dueAt: nextDue(pending, meta.timing),
          updatedAt: this.iso(),
        });
        reminders += remind.length;
      } else if (meta.dueAt && Date.parse(meta.dueAt) <= now) {
        // Nothing is due after all (a stale index entry): move the due time on.
        await this.updateMeta(meta, meta.version, { dueAt: nextDue(meta.pending, meta.timing) });
      }
      break;
    }
    return { timeouts, reminders };
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
    if (started && !game.result(state)) {
      const pendingSeats = new Set(game.pending(state).map((p) => p.seat));
      for (const s of seats) if (pendingSeats.has(s)) choices[s] = game.choices(state, s);
    }
    const open = started && !game.result(state) ? openUndo(loaded.tail) : null;
    return {
      gameId,
      title: meta.title,
      status: meta.status,
      version: loaded.version,
      undo: open && seats.includes(open.seat) ? { seat: open.seat, steps: open.steps } : null,
      // The meta keeps the seats' names up to date with every commit (afterCommit).
      seats: seatList(meta),
      you: seats,
      pending: meta.pending.map(({ reminded: _r, ...p }) => p),
      view: started ? game.view(state, viewer) : null,
      choices,
      result: started ? game.result(state) : null,
      timing: meta.timing,
      // The invite code is a key to a seat: only the table and its creator get it.
      ...(seats.length || [grant].flat().some((g) => g.kind === 'player' && g.playerId === meta.createdBy)
        ? { inviteCode: meta.inviteCode }
        : {}),
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
    const names = Object.fromEntries(
      meta.seatIds.map((s) => {
        const label = meta.seatNames?.[s] ?? s;
        const name = meta.holders[s]?.name;
        return [s, name ? `${name} — ${label}` : label];
      }),
    );
    for (const c of commits) {
      c.entries.forEach((e, i) => {
        const seq = c.first + i;
        if (seq <= after) return;
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
      const mine = m.seatIds.filter((s) => m.holders[s]?.playerId === playerId);
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
  if (grant.kind === 'seat')
    return grant.gameId === meta.gameId && meta.holders[grant.seat]?.playerId === grant.playerId ? [grant.seat] : [];
  if (grant.kind === 'player') return meta.seatIds.filter((s) => meta.holders[s]?.playerId === grant.playerId);
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

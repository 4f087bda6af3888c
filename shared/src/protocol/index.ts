/**
 * Every request and response of the HTTP API as zod schemas, shared by the
 * server (validation) and the web app (parsing answers). The core routes are a
 * contract for tools outside the project: see docs/api.md.
 */
import * as z from 'zod';

const name = z.string().trim().min(1, 'a name is needed').max(40, 'names are at most 40 characters');
export const Id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'ids are letters, digits, _ and -');
const Seat = z.string().min(1).max(40);

// --- players -------------------------------------------------------------
/** What a device calls itself in the list of signed-in devices ("Ann's phone"); from its user agent when absent. */
const deviceName = z.string().trim().min(1).max(40);
export const CreatePlayer = z.object({ name, device: deviceName.optional() }).strict();
export const PlayerCreated = z.object({ playerId: z.string(), token: z.string() });
export const QuietHours = z
  .object({
    /** Minutes after midnight in the player's time zone. */
    from: z.number().int().min(0).max(1439),
    to: z.number().int().min(0).max(1439),
    /** IANA time zone name, e.g. Europe/Berlin. */
    tz: z.string().min(1).max(64),
  })
  .strict();
export const UpdatePlayer = z.object({ name: name.optional(), quietHours: QuietHours.nullable().optional() }).strict();
export const Player = z.object({ playerId: z.string(), name: z.string(), quietHours: QuietHours.nullable() });
export const TransferCode = z.object({ code: z.string(), expiresAt: z.string() });
export const ClaimTransfer = z
  .object({ code: z.string().trim().min(4).max(32), device: deviceName.optional() })
  .strict();
export const DeviceInfo = z.object({
  deviceId: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** The device this request came from. */
  current: z.boolean(),
});
export const DeviceList = z.object({ devices: z.array(DeviceInfo) });

// --- titles --------------------------------------------------------------
export const TitleInfo = z.object({ id: z.string(), title: z.string(), minSeats: z.number(), maxSeats: z.number() });
export const TitleList = z.array(TitleInfo);
export const SeatsForConfig = z.object({ config: z.record(z.string(), z.unknown()) }).strict();
export const SeatsAnswer = z.object({ seats: z.array(z.string()) });
export const TitleDetail = TitleInfo.extend({
  /** JSON Schema of the config, for rendering the new-game form. */
  config: z.unknown(),
  defaults: z.unknown(),
  seats: z.array(z.string()),
  /** JSON Schema of the title's standing orders, for the orders form; null when it has none. */
  orders: z.unknown().optional(),
  /** Kinds of decision with deadlines of their own: the label in words and the default hours. */
  decisions: z.record(z.string(), z.object({ label: z.string(), hours: z.number() })).optional(),
});

// --- games ---------------------------------------------------------------
/**
 * A time in hours: 0 (none) or from a quarter of an hour up to 30 days. A
 * deadline of seconds would let the sweep play a game by itself.
 */
const hours = (fallback: number) =>
  z
    .number()
    .min(0)
    .max(24 * 30, 'at most 30 days (720 hours)')
    .refine((h) => h === 0 || h >= 0.25, 'either 0 (none) or at least a quarter of an hour (0.25)')
    .default(fallback);
export const Timing = z
  .object({
    /** Hours each seat has for a decision before the game's timeout default applies. 0 = no deadline. */
    decisionHours: hours(48),
    /** Hours before a deadline at which a reminder is pushed. 0 = none. */
    reminderHours: hours(12),
    /** Hours per kind of decision (the title's `decisions`), where the creator changed the title's default. */
    byKind: z.record(z.string().min(1).max(40), hours(48)).optional(),
    /** Missed deadlines in a row after which the autopilot plays a seat at once until its player is back; 0 = never. */
    absentAfter: z.number().int().min(0).max(20).optional(),
    /** Days of vacation each player may take in this game, during which their deadlines stop. */
    vacationDays: z.number().int().min(0).max(60).optional(),
  })
  .strict();
export const CreateGame = z
  .object({
    title: z.string().min(1).max(40),
    /** What the players call this game ("Tuesday kingdoms"), to tell two games of one title apart. */
    name: z.string().trim().min(1).max(60).optional(),
    config: z.record(z.string(), z.unknown()).optional(),
    seat: Seat.optional(),
    timing: Timing.optional(),
  })
  .strict();
export const SeatInfo = z.object({
  seat: z.string(),
  playerId: z.string().nullable(),
  name: z.string().nullable(),
  /** What the seat is in this game, in words (a kingdom, a hero), once the title knows it. */
  label: z.string().optional(),
});
export const GameCreated = z.object({
  gameId: z.string(),
  inviteCode: z.string(),
  seats: z.array(SeatInfo),
  seatToken: z.string().optional(),
});
export const JoinGame = z.object({ inviteCode: z.string().min(1).max(64), seat: Seat.optional() }).strict();
export const Joined = z.object({ seat: z.string(), seatToken: z.string(), started: z.boolean() });
export const GameStatus = z.enum(['open', 'active', 'finished']);
export const PendingInfo = z.object({
  seat: z.string(),
  prompt: z.string(),
  kind: z.string(),
  timeout: z.boolean(),
  since: z.string(),
  deadline: z.string().nullable(),
});
export const GameSummary = z.object({
  gameId: z.string(),
  title: z.string(),
  status: GameStatus,
  yourMove: z.boolean(),
  deadline: z.string().nullable(),
  version: z.number(),
  seats: z.array(z.string()),
  updatedAt: z.string(),
  /** False when the caller turned notifications off for this game. */
  notifications: z.boolean().optional(),
  /** The name its creator gave the game, if any. */
  name: z.string().optional(),
  /** Everyone at the table, the caller included. */
  players: z.array(SeatInfo).optional(),
  /** The seats the game waits on now (theirs or the caller's). */
  waitingFor: z.array(z.string()).optional(),
  /** The caller resigned from this game (it is no longer theirs to play). */
  resigned: z.boolean().optional(),
  /** The return match of a finished game, once asked for. */
  rematch: z.string().optional(),
  /** How a finished game ended. */
  result: z
    .object({ winners: z.array(z.string()), summary: z.string() })
    .nullable()
    .optional(),
});
export const GameList = z.array(GameSummary);
export const ChoiceInfo = z.object({
  command: z.record(z.string(), z.unknown()),
  label: z.string(),
  group: z.string().optional(),
  /** Ask before sending; a string explains in words what the step gives up or sets off. */
  confirm: z.union([z.boolean(), z.string()]).optional(),
  /** With `confirm`: how the step can still be taken back, said instead of calling it final. */
  takeBack: z.string().optional(),
  /** The board element the choice acts on (a place, hex, unit or card id of the view). */
  target: z.string().optional(),
  /** The player may keep only some of the ids in `command[field]`, at least `min` (which units of a stack go). */
  pick: z
    .object({
      field: z.string(),
      prompt: z.string(),
      options: z.array(z.object({ id: z.string(), label: z.string() })),
      min: z.number(),
      /** Fields of the command naming one id (a leader) that are left out when that id is not picked. */
      alsoDrop: z.array(z.string()).optional(),
    })
    .optional(),
});
export const SeatStatus = z.enum(['playing', 'away', 'vacation', 'resigned', 'open']);
export const TableSeat = z.object({
  seat: z.string(),
  /** playing; away (the autopilot plays it at once); vacation (deadlines stop); resigned; open (to a new player). */
  status: SeatStatus,
  /** Deadlines missed in a row. */
  missed: z.number(),
  /** While on vacation: when the deadlines run again. */
  vacationUntil: z.string().optional(),
  daysLeft: z.number(),
  /** The seat may be opened to a new player now (its player resigned to the autopilot or the group, or is away). */
  openable: z.boolean(),
  /** For an open seat, to those at the table: the code a new player joins with. */
  inviteCode: z.string().optional(),
});
export const TableInfo = z.object({
  seats: z.array(TableSeat),
  paused: z.object({ since: z.string() }).nullable(),
  /** Seats that voted, per motion under way. */
  votes: z.object({ pause: z.array(z.string()), open: z.record(z.string(), z.array(z.string())) }),
  absentAfter: z.number(),
  vacationDays: z.number(),
  /** The return match, once someone asked for it. */
  rematch: z.object({ gameId: z.string(), inviteCode: z.string(), by: z.string() }).nullable(),
});
export const ResultInfo = z.object({
  winners: z.array(z.string()),
  summary: z.string(),
  scores: z.record(z.string(), z.number()).optional(),
});
export const GameDetail = z.object({
  gameId: z.string(),
  title: z.string(),
  status: GameStatus,
  version: z.number(),
  seats: z.array(SeatInfo),
  /** The caller's seats in this game (none for spectators). */
  you: z.array(z.string()),
  pending: z.array(PendingInfo),
  view: z.unknown(),
  /** Legal next commands per seat of the caller. */
  choices: z.record(z.string(), z.array(ChoiceInfo)),
  result: ResultInfo.nullable(),
  timing: z.object({
    decisionHours: z.number(),
    reminderHours: z.number(),
    byKind: z.record(z.string(), z.number()).optional(),
    absentAfter: z.number().optional(),
    vacationDays: z.number().optional(),
  }),
  /** The table around the game: each seat's state, votes under way, a pause, a rematch. */
  table: TableInfo.optional(),
  inviteCode: z.string().optional(),
  createdBy: z.string(),
  name: z.string().optional(),
  /** Set when one of the caller's seats may take back its last command now (POST …/undo). */
  undo: z.object({ seat: z.string(), steps: z.number() }).nullable().optional(),
});
export const LogEntry = z.object({
  seq: z.number(),
  at: z.string(),
  seat: z.string().nullable(),
  /** Set when the platform acted for a seat: its standing order or a passed deadline. */
  by: z.enum(['standing', 'timeout', 'autopilot']).nullable(),
  event: z.unknown(),
  /** The event in plain language, when the title describes its events. */
  text: z.string().optional(),
  /** Taken back by its seat with an undo (shown only to that seat; the others never see it). */
  undone: z.boolean().optional(),
});
export const ViewAt = z.object({ version: z.number(), view: z.unknown() });
export const LogPage = z.object({ version: z.number(), entries: z.array(LogEntry) });

// --- commands ------------------------------------------------------------
export const SubmitCommand = z
  .object({
    commandId: z.string().min(8, 'commandId: at least 8 characters (use a UUID)').max(64),
    expectedVersion: z.number().int().min(0),
    command: z.object({ type: z.string().min(1).max(64) }).passthrough(),
    /** Which of your seats acts; needed only when you hold several. */
    seat: Seat.optional(),
  })
  .strict();
export const CommandAccepted = z.object({ version: z.number(), duplicate: z.boolean().optional() });
export const UndoRequest = z
  .object({
    expectedVersion: z.number().int().min(0),
    /** Which of your seats takes back its step; needed only when you hold several. */
    seat: Seat.optional(),
  })
  .strict();
export const ResignRequest = z
  .object({
    /** Which of your seats resigns; all you hold when absent. */
    seat: Seat.optional(),
  })
  .strict();
export const VacationRequest = z.object({ days: z.number().int().min(1).max(60), seat: Seat.optional() }).strict();
export const SeatRequest = z.object({ seat: Seat.optional() }).strict();
export const RematchRequest = z
  .object({
    /** Who sits where: as before, each player one seat on (rotate), or drawn at random (shuffle). */
    seats: z.enum(['same', 'rotate', 'shuffle']).default('rotate'),
  })
  .strict();
export const RematchAnswer = z.object({
  gameId: z.string(),
  inviteCode: z.string(),
  /** The player who asked. */
  by: z.string(),
  /** False when the rematch existed already (someone asked first). */
  created: z.boolean(),
  /** The asker's seat in the new game and its token, when this request made it. */
  seat: z.string().optional(),
  seatToken: z.string().optional(),
});
export const NextGame = z.object({
  gameId: z.string(),
  title: z.string(),
  name: z.string().optional(),
  deadline: z.string().nullable(),
});
export const StandingOrders = z.object({ seat: Seat.optional(), orders: z.unknown() }).strict();

// --- chat, push, notifications --------------------------------------------
export const PostChat = z.object({ text: z.string().trim().min(1).max(1000), seat: Seat.optional() }).strict();
export const ChatMessage = z.object({
  id: z.string(),
  at: z.string(),
  playerId: z.string(),
  name: z.string(),
  seat: z.string().nullable(),
  text: z.string(),
});
export const ChatPage = z.array(ChatMessage);
export const PushSubscription = z
  .object({
    endpoint: z.string().url().max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  })
  .strict();
export const Unsubscribe = z.object({ endpoint: z.string().url().max(2000) }).strict();
export const GameNotifications = z.object({ enabled: z.boolean() }).strict();
export const SpectatorLink = z.object({ linkId: z.string(), token: z.string(), url: z.string() });
export const SpectatorLinks = z.object({
  links: z.array(
    z.object({
      linkId: z.string(),
      createdAt: z.string(),
      createdBy: z.string(),
      createdByName: z.string(),
      /** Whether the caller may revoke it: the game's creator, or whoever made the link. */
      revocable: z.boolean(),
    }),
  ),
});

// --- errors --------------------------------------------------------------
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  version: z.number().optional(),
});

export type CreateGame = z.infer<typeof CreateGame>;
export type GameDetail = z.infer<typeof GameDetail>;
export type GameSummary = z.infer<typeof GameSummary>;
export type SubmitCommand = z.infer<typeof SubmitCommand>;
export type LogEntry = z.infer<typeof LogEntry>;
export type ChatMessage = z.infer<typeof ChatMessage>;
export type PendingInfo = z.infer<typeof PendingInfo>;
export type ErrorBody = z.infer<typeof ErrorBody>;
export type SeatInfo = z.infer<typeof SeatInfo>;
export type TitleInfo = z.infer<typeof TitleInfo>;
export type Timing = z.infer<typeof Timing>;
export type TableInfo = z.infer<typeof TableInfo>;
export type TableSeat = z.infer<typeof TableSeat>;
export type NextGame = z.infer<typeof NextGame>;
export type RematchAnswer = z.infer<typeof RematchAnswer>;

/**
 * Every push Hexpost sends follows from a change of a game's META item:
 *   a seat newly pending        → "your move"
 *   a pending seat now reminded → "reminder"
 *   the game now finished       → "game over", to everyone seated
 *   the table changed            → a seat away or resigned (to the others), a pause or its end (to all),
 *                                  a rematch asked for (to the other players, with its invitation)
 * In the cloud the table's stream feeds META's old and new images to
 * lambda/stream.ts (so the API function carries no push code); locally the
 * service calls this inline after each meta update. A retried command changes
 * no meta, so it can never push twice.
 */
import type { PushMessage, PushSender } from './push.ts';
import type { Meta } from './store/games.ts';
import type { PlayerStore } from './store/players.ts';

export interface NotifyDeps {
  players: PlayerStore;
  push: PushSender;
  clock: () => number;
  titleName(id: string): string;
}

export function messagesFor(before: Meta | null, after: Meta, titleName: string): Map<string, PushMessage> {
  const out = new Map<string, PushMessage>();
  const url = `/games/${after.gameId}`;
  const tag = after.gameId;
  const old = before?.pending ?? [];
  const add = (seat: string, msg: PushMessage) => {
    const h = after.holders[seat];
    if (h && !h.muted && !out.has(h.playerId)) out.set(h.playerId, msg);
  };
  if (after.status === 'finished' && before?.status !== 'finished') {
    for (const seat of after.seatIds)
      add(seat, { title: `${titleName} is over`, body: after.result?.summary ?? 'The game has ended.', url, tag });
    return out;
  }
  const who = (seat: string) => {
    const label = after.seatNames?.[seat] ?? seat;
    const name = after.holders[seat]?.name;
    return name ? `${name} (${label})` : label;
  };
  if (after.rematch && !before?.rematch) {
    const by = after.rematch.by;
    const asker = Object.values(after.holders).find((h) => h.playerId === by)?.name ?? 'A player';
    const join = `/join/${after.rematch.gameId}?code=${encodeURIComponent(after.rematch.inviteCode)}`;
    for (const seat of after.seatIds)
      if (after.holders[seat]?.playerId !== by)
        add(seat, { title: `Rematch of ${titleName}?`, body: `${asker} asks for a return match.`, url: join, tag });
    return out;
  }
  // The table's news, to those it concerns.
  const t0 = before?.table;
  const t1 = after.table;
  if (t1?.paused && !t0?.paused) {
    for (const seat of after.seatIds)
      add(seat, {
        title: `${titleName} is paused`,
        body: 'Everyone agreed: no deadline runs until a player resumes.',
        url,
        tag,
      });
  } else if (t0?.paused && !t1?.paused) {
    for (const seat of after.seatIds)
      add(seat, {
        title: `${titleName} goes on`,
        body: 'The pause is over: deadlines run again from where they stopped.',
        url,
        tag,
      });
  }
  for (const seat of after.seatIds) {
    const was = t0?.seats[seat];
    const now = t1?.seats[seat];
    let news: string | null = null;
    if (now?.resigned && !was?.resigned) news = `${who(seat)} resigned.`;
    else if (now?.absent && !was?.absent)
      news = `${who(seat)} missed ${now.missed ?? 'several'} deadlines in a row: the autopilot plays for them until they are back.`;
    if (!news) continue;
    for (const other of after.seatIds)
      if (other !== seat && after.holders[other]?.playerId !== after.holders[seat]?.playerId)
        add(other, { title: `News from ${titleName}`, body: news, url, tag });
  }
  for (const p of after.pending) {
    // A decision the platform takes at once is nobody's to be told about.
    if (p.atOnce) continue;
    const was = old.find((b) => b.seat === p.seat && b.kind === p.kind);
    if (!was) add(p.seat, { title: `Your move in ${titleName}`, body: p.prompt, url, tag });
    else if (p.reminded && !was.reminded) {
      const hours = p.deadline
        ? Math.max(1, Math.round((Date.parse(p.deadline) - Date.parse(after.updatedAt)) / 3600_000))
        : 0;
      add(p.seat, {
        title: `Reminder: ${titleName}`,
        body: `${p.prompt}: about ${hours} h left before the default move is made for you.`,
        url,
        tag,
      });
    }
  }
  return out;
}

/**
 * What a delivery that may be retried remembers, per device, so that a retry sends nothing twice
 * (the stream's records are retried from the first that failed: lambda/stream.ts).
 */
export interface Delivered {
  seen(playerId: string, subHash: string): Promise<boolean>;
  mark(playerId: string, subHash: string): Promise<void>;
}

/**
 * Sends each player's message to every device they subscribed; subscriptions reported gone are deleted.
 * `sent` counts deliveries, `failed` those a push service refused for now (worth a retry).
 */
export async function notifyChange(
  d: NotifyDeps,
  before: Meta | null,
  after: Meta,
  delivered?: Delivered,
): Promise<number> {
  return (await deliver(d, before, after, delivered)).sent;
}

export async function deliver(
  d: NotifyDeps,
  before: Meta | null,
  after: Meta,
  delivered?: Delivered,
): Promise<{ sent: number; failed: number }> {
  const messages = messagesFor(before, after, d.titleName(after.title));
  let sent = 0;
  let failed = 0;
  await Promise.all(
    [...messages].map(async ([playerId, msg]) => {
      // A store that cannot be read fails the whole change, so that it is tried again.
      const subs = await d.players.subscriptions(playerId);
      if (subs.length === 0) return; // no device to reach: no need for the profile either
      const profile = await d.players.get(playerId);
      const silent = profile?.quietHours ? inQuietHours(d.clock(), profile.quietHours) : false;
      await Promise.all(
        subs.map(async ({ hash, sub }) => {
          if (delivered && (await delivered.seen(playerId, hash))) return;
          const r = await d.push.send(sub, { ...msg, ...(silent ? { silent } : {}) });
          if (r === 'sent') {
            sent++;
            await delivered?.mark(playerId, hash);
          }
          if (r === 'failed') failed++;
          if (r === 'gone') await d.players.removeSubscription(playerId, hash);
        }),
      );
    }),
  );
  return { sent, failed };
}

/** Quiet hours are minutes after midnight in the player's zone; a range may wrap past midnight. */
export function inQuietHours(now: number, q: { from: number; to: number; tz: string }): boolean {
  let minutes: number;
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: q.tz,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    minutes =
      Number(parts.find((p) => p.type === 'hour')?.value) * 60 + Number(parts.find((p) => p.type === 'minute')?.value);
  } catch {
    return false;
  }
  return q.from <= q.to ? minutes >= q.from && minutes < q.to : minutes >= q.from || minutes < q.to;
}

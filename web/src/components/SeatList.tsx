/**
 * Who sits where, which seats are yours, and whom the game waits for; with the table (when given) each
 * seat's state in words: away (the autopilot plays), on vacation, resigned, open to a new player with its
 * invitation link, missed deadlines, a vote under way to open it, and the action to open it.
 */
import type * as P from '@hexpost/shared/protocol';
import { createSignal, For, Show } from 'solid-js';
import { seatLabel, seatsInWords } from '../lib/seats.ts';
import { missedWords, type OpenAction, openVotes, seatStatusWords } from '../lib/table.ts';
import { seatColour } from '../lib/words.ts';
import { Alert } from './Alert.tsx';
import { Countdown } from './Countdown.tsx';

export function SeatMark(props: { index: number; seat: string }) {
  return (
    <span class="seat-mark" style={{ background: seatColour(props.index) }} aria-hidden="true">
      {props.seat.charAt(0).toUpperCase()}
    </span>
  );
}

/** An open seat's own invitation: the link, Copy and (where the phone has one) its share sheet. */
function SeatInvite(props: { url: string; what: string }) {
  const [copied, setCopied] = createSignal(false);
  const [err, setErr] = createSignal<string | null>(null);
  const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    setErr(null);
    try {
      await navigator.clipboard.writeText(props.url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setErr('Copying is not allowed here: select the link and copy it by hand.');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: 'Take over a seat in my Hexpost game', text: props.what, url: props.url });
    } catch {
      // the player closed the share sheet
    }
  };
  return (
    <div class="seat-invite">
      <input
        readOnly
        value={props.url}
        aria-label={`Invitation link for ${props.what}`}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div class="row">
        <button type="button" onClick={() => void copy()}>
          {copied() ? 'Copied' : 'Copy link'}
        </button>
        <Show when={canShare()}>
          <button type="button" onClick={() => void share()}>
            Share…
          </button>
        </Show>
      </div>
      <Alert message={err()} />
    </div>
  );
}

export function SeatList(props: {
  seats: readonly P.SeatInfo[];
  pending: readonly P.PendingInfo[];
  you: readonly string[];
  /** The table around the game: each seat's state and the votes under way. */
  table?: P.TableInfo;
  /** What the viewer may do about a seat whose player resigned or went silent. */
  openAction?: (seat: string) => OpenAction | null;
  onOpen?: (seat: string) => Promise<void>;
  /** The link a new player joins an open seat with. */
  inviteUrl?: (code: string) => string;
}) {
  const waitingOn = (seat: string) => props.pending.find((p) => p.seat === seat);
  const tableSeat = (seat: string) => props.table?.seats.find((s) => s.seat === seat);
  return (
    <section class="seats" aria-labelledby="seats-heading">
      <h2 id="seats-heading">Seats</h2>
      <ul class="seat-list">
        <For each={props.seats}>
          {(s, i) => {
            const t = () => tableSeat(s.seat);
            const status = () => {
              const x = t();
              return x ? seatStatusWords(x) : null;
            };
            const votes = () => props.table?.votes.open[s.seat] ?? [];
            const action = () => props.openAction?.(s.seat) ?? null;
            const [busy, setBusy] = createSignal(false);
            const [err, setErr] = createSignal<string | null>(null);
            const open = async () => {
              setBusy(true);
              setErr(null);
              try {
                await props.onOpen?.(s.seat);
              } catch (e) {
                setErr((e as Error).message);
              } finally {
                setBusy(false);
              }
            };
            return (
              <li
                classList={{ 'seat--waiting': !!waitingOn(s.seat), [`seat--${t()?.status ?? 'playing'}`]: true }}
                data-seat={s.seat}
              >
                <SeatMark index={i()} seat={s.seat} />
                <span class="seat-name">
                  <Show when={s.name} fallback={<em>empty seat</em>}>
                    <strong>{s.name}</strong>
                  </Show>
                  {' — '}
                  {seatLabel(props.seats, s.seat)}
                  <Show when={props.you.includes(s.seat)}> (you)</Show>
                </span>
                <Show when={status()}>
                  <span class={`badge badge--table badge--${t()?.status}`}>{status()}</span>
                </Show>
                <Show when={waitingOn(s.seat)}>
                  {(p) => (
                    <span class="badge badge--wait">
                      waiting: {p().prompt} <Countdown deadline={p().deadline} />
                    </span>
                  )}
                </Show>
                <Show when={missedWords(t()?.missed ?? 0)}>{(m) => <span class="muted small">{m()}</span>}</Show>
                <Show when={t()?.status === 'open' && t()?.inviteCode && props.inviteUrl}>
                  <SeatInvite
                    url={props.inviteUrl?.(t()?.inviteCode ?? '') ?? ''}
                    what={seatLabel(props.seats, s.seat)}
                  />
                </Show>
                <Show when={votes().length && props.table}>
                  {(table) => (
                    <p class="seat-vote small">
                      Vote under way to open this seat to a new player: {seatsInWords(props.seats, votes())} (
                      {votes().length} of {openVotes(table() as P.TableInfo, s.seat).need} needed).
                    </p>
                  )}
                </Show>
                <Show when={action()}>
                  {(a) => (
                    <div class="seat-action">
                      <button
                        type="button"
                        disabled={busy() || (a().kind === 'vote' && (a() as { voted: boolean }).voted)}
                        aria-busy={busy()}
                        onClick={() => void open()}
                      >
                        {a().label}
                      </button>
                      <Show when={a().kind === 'vote'}>
                        <small class="hint">More than half of the players still at the table open a seat.</small>
                      </Show>
                      <Alert message={err()} />
                    </div>
                  )}
                </Show>
              </li>
            );
          }}
        </For>
      </ul>
    </section>
  );
}

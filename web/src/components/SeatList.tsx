/** Who sits where, which seats are yours, and whom the game waits for. */
import type * as P from '@hexpost/shared/protocol';
import { For, Show } from 'solid-js';
import { seatLabel } from '../lib/seats.ts';
import { seatColour } from '../lib/words.ts';
import { Countdown } from './Countdown.tsx';

export function SeatMark(props: { index: number; seat: string }) {
  return (
    <span class="seat-mark" style={{ background: seatColour(props.index) }} aria-hidden="true">
      {props.seat.charAt(0).toUpperCase()}
    </span>
  );
}

export function SeatList(props: {
  seats: readonly P.SeatInfo[];
  pending: readonly P.PendingInfo[];
  you: readonly string[];
}) {
  const waitingOn = (seat: string) => props.pending.find((p) => p.seat === seat);
  return (
    <section class="seats" aria-labelledby="seats-heading">
      <h2 id="seats-heading">Seats</h2>
      <ul class="seat-list">
        <For each={props.seats}>
          {(s, i) => (
            <li classList={{ 'seat--waiting': !!waitingOn(s.seat) }}>
              <SeatMark index={i()} seat={s.seat} />
              <span class="seat-name">
                <Show when={s.name} fallback={<em>empty seat</em>}>
                  <strong>{s.name}</strong>
                </Show>
                {' — '}
                {seatLabel(props.seats, s.seat)}
                <Show when={props.you.includes(s.seat)}> (you)</Show>
              </span>
              <Show when={waitingOn(s.seat)}>
                {(p) => (
                  <span class="badge badge--wait">
                    waiting: {p().prompt} <Countdown deadline={p().deadline} />
                  </span>
                )}
              </Show>
            </li>
          )}
        </For>
      </ul>
    </section>
  );
}

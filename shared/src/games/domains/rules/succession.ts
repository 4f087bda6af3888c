/**
 * A regent's succession when he dies (checklist 1.9.1 Designation and Coronation, 1.7.2 "heir without
 * coronation", J-09, J-26, J-27). Every death path calls `succeed` once the dead regent is marked dead and
 * whatever reads him dead (bloodtheft's "last of his line", his RP reserve) has been settled: an
 * assassination (rules/actions/trade.ts), a drowning at sea (Exploratory Trade, J-60), the battlefield
 * survival roll (rules/survival.ts, J-43).
 *
 * - A designated heir still alive (the first of `DomainState.heirs` who lives and is of the court) takes the
 *   domain at once as its **acting regent**: he holds it at half the regency collected (J-09: ×0.5) until a
 *   Coronation of his own domain crowns him (rules/actions/court.ts). He keeps his own bloodline score; the
 *   other heirs stay named.
 * - No living heir (J-27: no family trees, so no eldest son): the domain goes unclaimed (J-26). It keeps its
 *   seat: the player plays on through his court. A blooded lieutenant of the court is its claimant (the
 *   nearest "reasonable claim" the thread names): he acts as regent on the same terms as an heir but with no
 *   RP at all until crowned by the same Coronation. With no blooded lieutenant either, the domain has no
 *   regent: it collects no RP and does only what its lieutenants can do on their own (each his character
 *   action, the lieutenant action), and the player is told so.
 *
 * Keying: every reader in the engine finds a domain's regent at `${domain}:regent` (regency, court, skills,
 * orders overseen by default, the sheet, the order builder, the view). Rather than teach each of them a
 * moving pointer, the successor's build, score and place are moved into that slot and his old lieutenant
 * entry is retired (no longer alive, `became` naming the slot), so he is never counted twice (lieutenant
 * cap, battle, Designation). The dead regent's record is overwritten: the log keeps his name in its words.
 * An order of this round's sheet naming the successor by his old lieutenant id no longer finds him; orders
 * left to the regent are carried out by the successor.
 */
import type { DomainId } from '../data/index.ts';
import type { CharacterState, State } from './state.ts';
import type { Tx } from './tx.ts';
import { dname } from './words.ts';

export const REGENT_SLOT = (d: DomainId | string): string => `${d}:regent`;

/** The designated heir who would take the domain now: the first named by Designation still alive at court. */
export function livingHeir(s: State, d: DomainId): CharacterState | null {
  for (const id of s.domains[d]?.heirs ?? []) {
    const c = s.characters[id];
    if (c?.alive && c.domain === d && c.role !== 'regent' && id !== REGENT_SLOT(d)) return c;
  }
  return null;
}

/** The claimant of a domain with no living heir (J-26): its first living blooded lieutenant. */
function claimantAtCourt(s: State, d: DomainId): CharacterState | null {
  return (
    Object.values(s.characters).find(
      (c) => c.domain === d && c.role === 'lieutenant' && c.alive && !!c.build.bloodline,
    ) ?? null
  );
}

/** The share of the regency collected a domain's regent takes (J-09): full once crowned, ½ for an heir, 0 for a claimant. */
export function regencyShare(s: State, d: DomainId): number {
  const acting = s.domains[d]?.acting;
  if (!acting) return 1;
  return acting.as === 'heir' ? 0.5 : 0;
}

/** Who holds the domain and on what terms, in words (the view's domain sheet, the sheet's court). */
export function rulerWords(s: State, d: DomainId): string {
  const regent = s.characters[REGENT_SLOT(d)];
  const dom = s.domains[d];
  if (!regent?.alive)
    return 'No regent: the domain is unclaimed and collects no RP; its lieutenants act on their own (J-26, J-27).';
  if (dom?.acting?.as === 'heir') return `${regent.build.name}, acting regent, not yet crowned (½ RP)`;
  if (dom?.acting?.as === 'claimant') return `${regent.build.name}, claimant acting as regent, not yet crowned (no RP)`;
  return `${regent.build.name}, regent`;
}

const scoreOf = (c: CharacterState): number => c.score ?? c.build.bloodline?.power ?? 0;

/**
 * The regent of `d` is dead: his heir (or claimant) takes the regent's slot, or the domain is left with none.
 * Returns the words that say who takes over and on what terms, for the death's report.
 */
export function succeed(tx: Tx, d: DomainId): string {
  const s = tx.state;
  const dead = s.characters[REGENT_SLOT(d)];
  if (!dead || dead.alive || !s.domains[d]) return '';
  const heir = livingHeir(s, d);
  const next = heir ?? claimantAtCourt(s, d);
  const realm = dname(d);
  if (!next) {
    tx.emit({ type: 'domainSet', id: d, patch: { acting: null, heirs: [] } });
    return `${dead.build.name} leaves no living heir and no blooded scion at court: ${realm} is unclaimed (J-26, J-27). It has no regent, collects no RP and takes no regent’s action; its lieutenants still act on their own (each his own action, the lieutenant action).`;
  }
  const as = heir ? 'heir' : 'claimant';
  // the successor moves into the regent's slot (see the head of this file); his old entry is retired
  tx.emit({
    type: 'characterSet',
    id: REGENT_SLOT(d),
    patch: {
      build: next.build,
      score: next.build.bloodline ? scoreOf(next) : next.score,
      province: next.province,
      alive: true,
      role: 'regent',
    },
  });
  tx.emit({ type: 'characterSet', id: next.id, patch: { alive: false, became: REGENT_SLOT(d) } });
  tx.emit({
    type: 'domainSet',
    id: d,
    patch: {
      acting: { as, since: s.round },
      heirs: (s.domains[d]!.heirs ?? []).filter((h) => h !== next.id),
    },
  });
  return heir
    ? `${next.build.name}, his designated heir, takes ${realm} as acting regent: not yet crowned, he collects half the regency (J-09) until a Coronation of ${realm} crowns him; his bloodline (${scoreOf(next)}) is his own.`
    : `${dead.build.name} leaves no living heir: ${next.build.name}, a blooded scion of his court, claims ${realm} and acts as regent, collecting no RP until a Coronation of ${realm} crowns him (J-26, J-27).`;
}

/**
 * A domain left with no regent (no heir, no blooded scion when he died) is claimed as soon as somebody at
 * its court can claim it: a lieutenant blooded since (Bloodline Investiture), or an heir named since. Run at
 * each round's start, before the turn's collections, so the claimant takes the regent's terms from then on.
 * Told to the domain's own player only: it is his court's business.
 */
export function claimVacantSeats(tx: Tx): void {
  for (const d of tx.state.regents) {
    const regent = tx.state.characters[REGENT_SLOT(d)];
    if (!regent || regent.alive || !tx.state.domains[d]) continue;
    const next = livingHeir(tx.state, d) ?? claimantAtCourt(tx.state, d);
    if (!next) continue;
    const words = succeed(tx, d);
    tx.emit({
      type: 'noted',
      domain: d,
      text:
        tx.state.domains[d]?.acting?.as === 'claimant'
          ? `${next.build.name}, now of the blood, claims ${dname(d)}, left unclaimed, and acts as its regent, collecting no RP until crowned by a Coronation of ${dname(d)} (J-26).`
          : words,
    });
  }
}

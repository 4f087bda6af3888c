/**
 * Character creation (checklist §2): each regent builds its character with the
 * point-buy of data/character.ts, or plays its domain's own regent; the builds
 * stay sealed until every regent is done, and then the campaign's rounds begin.
 */
import { RuleError } from '../../../engine/errors.ts';
import { type CharacterBuild, CREATION, type DomainId, domain as domainOf, validateBuild } from '../data/index.ts';
import type { CharacterState } from './state.ts';
import type { Tx } from './tx.ts';

/** The characters of the seated domains: the regent (as built, or the template) and the template lieutenants. */
export function regentCharacters(
  regents: readonly DomainId[],
  builds: Partial<Record<DomainId, CharacterBuild | 'template'>>,
): Record<string, CharacterState> {
  const out: Record<string, CharacterState> = {};
  for (const d of regents) {
    const t = domainOf(d);
    const built = builds[d];
    const build = built && built !== 'template' ? built : t.regent;
    if (build) {
      const id = `${d}:regent`;
      out[id] = {
        id,
        domain: d,
        role: 'regent',
        build,
        province: t.seat,
        score: build.bloodline?.power ?? null,
        alive: true,
      };
    }
    t.lieutenants.forEach((l, i) => {
      const id = `${d}:lt${i + 1}`;
      out[id] = {
        id,
        domain: d,
        role: 'lieutenant',
        build: l,
        province: t.seat,
        score: l.bloodline?.power ?? null,
        alive: true,
      };
    });
  }
  return out;
}

export function applyBuild(tx: Tx, d: DomainId, build: CharacterBuild | 'template'): void {
  if (tx.state.phase !== 'creation') throw new RuleError('not_now', 'Characters are made before the first round.');
  if (build !== 'template') {
    if (build.ccp !== CREATION.regentCcp)
      throw new RuleError('bad_build', `A regent is built with ${CREATION.regentCcp} character creation points.`);
    const errors = validateBuild(build);
    if (errors.length) throw new RuleError('bad_build', errors.join(' '));
  }
  tx.emit({ type: 'built', domain: d, build });
  const s = tx.state;
  if (s.regents.every((r) => s.builds[r] !== undefined))
    tx.emit({ type: 'creationDone', characters: regentCharacters(s.regents, s.builds) });
}

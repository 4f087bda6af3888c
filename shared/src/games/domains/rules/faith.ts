/**
 * The state religion's modifiers on the common roll (checklist 1.12.1): the
 * recognised faith's own actions within the realm are easier (Agitate the
 * more), its opposition to the ruler's actions there is harder to overcome,
 * and the ruler's Rule Province and law Rule Holding are easier where the
 * faith holds the province's temples. A domain that is its own state religion
 * (a temple that rules land) keeps only the rule and Agitate bonuses. Each is
 * a worded Mod, so the roll shows it.
 */
import { type ActionId, type DomainId, type HoldingType, STATE_RELIGION } from '../data/index.ts';
import type { Mod } from '../events.ts';
import type { State } from './state.ts';
import { dname, pname } from './words.ts';

/** The faith's temple levels in a province against its level: none, a majority, or every temple level there. */
export function templeHold(s: State, faith: DomainId, p: string): 'none' | 'majority' | 'all' {
  const level = s.provinces[p]?.level ?? 0;
  if (!level) return 'none';
  let temples = 0;
  for (const h of Object.values(s.holdings))
    if (h.owner === faith && h.type === 'temple' && h.province === p) temples += h.level;
  if (temples >= level) return 'all';
  return temples > level * STATE_RELIGION.majorityShare ? 'majority' : 'none';
}

/** The faith the province's ruler recognises as state religion, with the ruler; null when none. */
function faithOf(s: State, p: string): { ruler: DomainId; faith: DomainId } | null {
  const ruler = s.provinces[p]?.ruler;
  const faith = ruler ? s.domains[ruler]?.stateReligion : null;
  return ruler && faith ? { ruler, faith } : null;
}

/**
 * The modifiers an action of `actor` in province `p` takes from the state religion there (1.12.1):
 * the faith's Agitate −2 and its every other action −1 (a domain that is its own faith: Agitate only);
 * the ruler's Rule Province, and Rule Holding of a law holding, −1 where the faith holds the majority of
 * the province's temple levels, −2 where it holds them all.
 */
export function stateReligionMods(
  s: State,
  actor: DomainId,
  action: ActionId,
  p: string | null | undefined,
  holdingType?: HoldingType | null,
): Mod[] {
  const at = p ? faithOf(s, p) : null;
  if (!at || !p) return [];
  const out: Mod[] = [];
  const own = at.faith === at.ruler;
  if (actor === at.faith) {
    if (action === 'agitate')
      out.push({
        label: `${own ? 'its own faith' : 'the state religion'} of ${pname(p)}'s realm`,
        value: STATE_RELIGION.temple.agitateDc,
        ref: '1.12.1',
      });
    else if (!own)
      out.push({
        label: `the state religion of ${pname(p)}'s realm`,
        value: STATE_RELIGION.temple.otherActionsDc,
        ref: '1.12.1',
      });
  }
  const rules = action === 'rule-province' || (action === 'rule-holding' && holdingType === 'law');
  if (actor === at.ruler && rules) {
    const hold = templeHold(s, at.faith, p);
    if (hold !== 'none')
      out.push({
        label: `${dname(at.faith)}, the state religion, holds ${hold === 'all' ? 'every' : 'most'} temple level${hold === 'all' ? '' : 's'} in ${pname(p)}`,
        value: hold === 'all' ? STATE_RELIGION.ruler.ruleDcAll : STATE_RELIGION.ruler.ruleDcMajority,
        ref: '1.12.1',
      });
  }
  return out;
}

/**
 * Whether `opposer`'s opposition to the ruler `actor`'s action in `provinces` carries the state religion's
 * weight (1.12.1): the faith recognised by the ruler, acting in his realm, or a faith he has cancelled that
 * still holds the majority of the temple levels in one of those provinces (the power outlasts cancellation
 * there).
 */
export function faithOpposes(s: State, opposer: DomainId, actor: DomainId, provinces: readonly string[]): boolean {
  if (opposer === actor) return false;
  const realm = provinces.filter((p) => s.provinces[p]?.ruler === actor);
  if (!realm.length) return false;
  if (s.domains[actor]?.stateReligion === opposer) return true;
  return (
    (s.domains[actor]?.spurnedFaiths ?? []).includes(opposer) && realm.some((p) => templeHold(s, opposer, p) !== 'none')
  );
}

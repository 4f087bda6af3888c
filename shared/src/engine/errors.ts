/**
 * A breach of the rules. `code` is stable (clients and tests match on it),
 * `message` is for the player. The HTTP layer maps it to 422 in one place.
 */
export class RuleError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code.startsWith('rule/') ? code : `rule/${code}`;
  }
}

export const isRuleError = (e: unknown): e is RuleError => e instanceof RuleError;

/** Throws a RuleError unless `cond` holds; reads like the rulebook sentence it enforces. */
export function ensure(cond: unknown, code: string, message: string): asserts cond {
  if (!cond) throw new RuleError(code, message);
}

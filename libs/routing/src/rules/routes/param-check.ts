import type { ParamRule } from '../types';

/** Whether a path parameter (absent: `undefined`) passes its rule. */
export type ParamCheck = (value: string | undefined) => boolean;

// A path is tried against several routes of the sports shape before one fits: each rule's predicate is made once.
const checks = new WeakMap<ParamRule, ParamCheck>();

function predicateOf(rule: ParamRule): ParamCheck {
  switch (rule.kind) {
    case 'oneOf': {
      const allowed: ReadonlySet<string | undefined> = new Set(rule.values);
      return (value) => allowed.has(value);
    }
    case 'pattern':
      return (value) => value !== undefined && rule.pattern.test(value);
    case 'optional': {
      const inner = paramCheck(rule.inner);
      return (value) => value === undefined || inner(value);
    }
  }
}

/** The check of a rule. */
export function paramCheck(rule: ParamRule): ParamCheck {
  let check = checks.get(rule);
  if (!check) {
    check = predicateOf(rule);
    checks.set(rule, check);
  }
  return check;
}

// Turns any plugin content into JSON small enough for a debug page: small values whole, big ones
// cut to their first items and keys at a shrinking depth, with notes saying what was left out.

export interface SummaryLimits {
  /** Levels below which objects and arrays become a one-line description. */
  maxDepth: number;
  /** Array items kept; a note counts the rest. */
  maxItems: number;
  /** Object keys kept; a note counts the rest. */
  maxKeys: number;
  /** Characters kept of a long string. */
  maxString: number;
}

export interface ContentSummary {
  /** The summary: the value itself when `summarised` is false. */
  value: unknown;
  summarised: boolean;
  /** Size of the whole value as JSON, in bytes (an estimate when it had cycles). */
  bytes: number;
}

const UNLIMITED: SummaryLimits = { maxDepth: Infinity, maxItems: Infinity, maxKeys: Infinity, maxString: Infinity };
/** Tried in order until one fits the budget; the last is used whatever its size. */
const STEPS: SummaryLimits[] = [8, 5, 3, 2, 1].map((maxDepth) => ({ maxDepth, maxItems: 10, maxKeys: 40, maxString: 200 }));

class OverBudget extends Error {}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Plain data for a value: Maps become objects, Sets arrays, Dates ISO strings, functions their name. */
function toPlain(value: unknown): unknown {
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), v]));
  if (value instanceof Set) return [...value];
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  if (ArrayBuffer.isView(value)) return `[${value.constructor.name}, ${value.byteLength} bytes]`;
  return value;
}

/** One summarising pass; throws OverBudget as soon as the output passes `budget` bytes. */
function summarizeWith(root: unknown, limits: SummaryLimits, budget: number): { value: unknown; cut: boolean } {
  let size = 0;
  let cut = false;
  const add = (n: number) => {
    size += n;
    if (size > budget) throw new OverBudget();
  };
  const ancestors = new Set<object>();
  const visit = (raw: unknown, depth: number): unknown => {
    const value = toPlain(raw);
    if (value === null || typeof value !== 'object') {
      if (typeof value === 'string' && value.length > limits.maxString) {
        cut = true;
        const text = `${value.slice(0, limits.maxString)}… (${value.length} characters)`;
        add(text.length + 2);
        return text;
      }
      add(value === undefined ? 4 : JSON.stringify(value).length);
      return value;
    }
    if (ancestors.has(value)) {
      cut = true;
      add(12);
      return '[circular]';
    }
    const isArray = Array.isArray(value);
    const entries: [string, unknown][] = isArray ? value.map((v, i) => [String(i), v]) : Object.entries(value).filter(([, v]) => v !== undefined);
    if (depth >= limits.maxDepth && entries.length > 0) {
      cut = true;
      const text = isArray ? `[${plural(entries.length, 'item')}]` : `{${plural(entries.length, 'key')}: ${entries.slice(0, 5).map(([k]) => k).join(', ')}${entries.length > 5 ? ', …' : ''}}`;
      add(text.length + 2);
      return text;
    }
    ancestors.add(value);
    const keep = isArray ? limits.maxItems : limits.maxKeys;
    const kept = entries.slice(0, keep).map(([k, v]) => {
      add(isArray ? 1 : k.length + 4);
      return [k, visit(v, depth + 1)] as const;
    });
    ancestors.delete(value);
    const rest = entries.length - kept.length;
    if (rest > 0) cut = true;
    if (isArray) {
      const out: unknown[] = kept.map(([, v]) => v);
      if (rest > 0) out.push(`… ${plural(rest, 'more item')}`);
      return out;
    }
    const out: Record<string, unknown> = Object.fromEntries(kept);
    if (rest > 0) out['…'] = plural(rest, 'more key');
    return out;
  };
  return { value: visit(root, 0), cut };
}

/** Size of a value as plain JSON, counted up to `cap`: a huge value stops early. */
function jsonSize(value: unknown, cap: number): number {
  try {
    return JSON.stringify(summarizeWith(value, UNLIMITED, cap).value ?? null).length;
  } catch (e) {
    if (e instanceof OverBudget) return cap;
    throw e;
  }
}

/** The whole value when it fits in `budget` bytes of JSON, else the most detailed summary that does. */
export function summarizeContent(value: unknown, budget = 16_000): ContentSummary {
  try {
    const whole = summarizeWith(value, UNLIMITED, budget);
    if (!whole.cut) return { value: whole.value, summarised: false, bytes: JSON.stringify(whole.value ?? null).length };
  } catch (e) {
    if (!(e instanceof OverBudget)) throw e;
  }
  const bytes = jsonSize(value, 20_000_000);
  for (const [i, limits] of STEPS.entries()) {
    try {
      return { value: summarizeWith(value, limits, i === STEPS.length - 1 ? Infinity : budget).value, summarised: true, bytes };
    } catch (e) {
      if (!(e instanceof OverBudget)) throw e;
    }
  }
  throw new Error('unreachable: the last summary step has no budget');
}

// What a page needs of its Content-Security-Policy beyond the strict one every page gets. A
// component that needs more (a live code block evaluates code) says so with
// useContentSecurityPolicy; the server render collects it, the build records it per page, and
// `docsite serve` grants it to that page's response alone.
import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Directive name -> sources the page adds to it, e.g. `{ 'script-src': ["'unsafe-eval'"] }`. */
export type PolicySources = Record<string, string[]>;

/** On the server, the sources each component of the page asked for. */
export type PolicyCollector = PolicySources[];
const PolicyContext = createContext<PolicyCollector | null>(null);

export function PolicyProvider({ collector, children }: { collector: PolicyCollector | null; children: ReactNode }) {
  return <PolicyContext.Provider value={collector}>{children}</PolicyContext.Provider>;
}

/** One directive -> sources map for all of `list`: sorted and without repeats, so builds compare equal. */
export function mergePolicySources(list: PolicySources[]): PolicySources {
  const merged = new Map<string, Set<string>>();
  for (const sources of list) {
    for (const [directive, values] of Object.entries(sources)) {
      const set = merged.get(directive) ?? new Set<string>();
      values.forEach((v) => set.add(v));
      merged.set(directive, set);
    }
  }
  return Object.fromEntries([...merged.keys()].sort().flatMap((d) => (merged.get(d)!.size ? [[d, [...merged.get(d)!].sort()]] : [])));
}

/** True when `granted` holds every source of `needed`. */
export function policyCovers(granted: PolicySources, needed: PolicySources): boolean {
  return Object.entries(needed).every(([directive, values]) => values.every((v) => granted[directive]?.includes(v)));
}

/** The document the browser loaded: the path it was loaded at and the sources its response was built to grant. */
let documentPolicy: { path: string; sources: PolicySources } | null = null;

/** Called once by the client entry, from the page data of the HTML the browser loaded. */
export function setDocumentPolicy(path: string, sources: PolicySources): void {
  documentPolicy = { path, sources };
}

/**
 * Asks for sources beyond the strict policy for the page that renders this component. Returns
 * whether the current document may use them. A browser keeps the policy of the document it
 * loaded across client-side navigations, so a page reached that way from one whose policy lacks
 * them is loaded again in full, with its own policy; until then the answer is false. On the
 * document's own page the answer is true: loading it again would give the same policy.
 */
export function useContentSecurityPolicy(sources: PolicySources): boolean {
  const collector = useContext(PolicyContext);
  if (collector) collector.push(sources);
  const ready = collector !== null || typeof window === 'undefined' || documentPolicy === null || policyCovers(documentPolicy.sources, sources) || window.location.pathname === documentPolicy.path;
  useEffect(() => {
    if (!ready) window.location.reload();
  }, [ready]);
  return ready;
}

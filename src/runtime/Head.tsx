import { createContext, useContext, useEffect, type ReactNode, type ReactElement } from 'react';

/** On the server, Head children are collected here and written into <head>. */
export type HeadCollector = ReactElement[];
const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector | null; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

function flatten(children: ReactNode): ReactElement[] {
  const out: ReactElement[] = [];
  const visit = (node: ReactNode) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object' && 'type' in node) {
      const el = node as ReactElement<any>;
      if (typeof el.type === 'symbol' || (el.type as any) === Symbol.for('react.fragment')) visit(el.props.children);
      else out.push(el);
    }
  };
  visit(children);
  return out;
}

/** A key that makes later tags replace earlier ones: one title, one meta per name, one canonical. */
export function headKey(el: ReactElement<any>): string | null {
  const p = el.props ?? {};
  if (el.type === 'title') return 'title';
  if (el.type === 'meta') return p.name ? `meta:name:${p.name}` : p.property ? `meta:property:${p.property}` : p.charSet ? 'meta:charset' : null;
  if (el.type === 'link' && p.rel === 'canonical') return 'link:canonical';
  if (el.type === 'link' && p.rel === 'alternate' && p.hrefLang) return `link:alternate:${p.hrefLang}`;
  if (el.type === 'html' || el.type === 'body') return null;
  return null;
}

function textOf(children: ReactNode): string {
  return Array.isArray(children) ? children.join('') : String(children ?? '');
}

/**
 * Sets document head tags from anywhere in the tree: title, meta, link, script. Later Heads win.
 * Renders nothing, so server and client markup match.
 */
export function Head({ children }: { children?: ReactNode }) {
  const collector = useContext(HeadContext);
  const elements = flatten(children);
  if (collector) collector.push(...elements);
  useEffect(() => {
    const added: Element[] = [];
    for (const el of elements) {
      const props: Record<string, any> = el.props ?? {};
      if (el.type === 'title') {
        document.title = textOf(props.children);
        continue;
      }
      if (typeof el.type !== 'string' || !['meta', 'link'].includes(el.type)) continue;
      const key = headKey(el);
      if (key) {
        document.head.querySelectorAll(selectorFor(el.type, props)).forEach((n) => n.remove());
      }
      const node = document.createElement(el.type);
      for (const [k, v] of Object.entries(props)) {
        if (k === 'children' || v == null || v === false) continue;
        node.setAttribute(k === 'hrefLang' ? 'hreflang' : k === 'charSet' ? 'charset' : k, String(v));
      }
      node.setAttribute('data-docsite-head', '');
      document.head.appendChild(node);
      added.push(node);
    }
    return () => added.forEach((n) => n.remove());
  });
  return null;
}

function selectorFor(type: string, props: Record<string, any>): string {
  const esc = (v: string) => String(v).replace(/["\\]/g, '\\$&');
  if (type === 'meta' && props.name) return `meta[name="${esc(props.name)}"]`;
  if (type === 'meta' && props.property) return `meta[property="${esc(props.property)}"]`;
  if (type === 'link' && props.rel === 'canonical') return 'link[rel="canonical"]';
  if (type === 'link' && props.hrefLang) return `link[rel="alternate"][hreflang="${esc(props.hrefLang)}"]`;
  return `${type}[data-never]`;
}

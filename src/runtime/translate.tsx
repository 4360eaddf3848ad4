// Translation API. docsite ships one locale today, so messages render as declared, with
// {placeholders} filled from `values`. The checks below hold for every locale.
import { Fragment, isValidElement, type ReactNode } from 'react';

export interface TranslateMessage {
  id?: string;
  message?: string;
  description?: string;
}

/** Replaces {name} placeholders; React elements as values give a React node. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return text;
  const parts = text.split(/(\{\w+\})/g);
  const hasElements = Object.values(values).some((v) => isValidElement(v));
  const out = parts.map((part, i) => {
    const m = /^\{(\w+)\}$/.exec(part);
    if (!m || !(m[1] in values)) return part;
    return hasElements ? <Fragment key={i}>{values[m[1]]}</Fragment> : String(values[m[1]]);
  });
  return hasElements ? <>{out}</> : out.join('');
}

/** translate({ id, message }, values): a message declaration needs an id or a message. */
export function translate(declaration: TranslateMessage, values?: Record<string, string | number>): string {
  if (!declaration || (declaration.id === undefined && declaration.message === undefined)) {
    throw new Error(`translate() needs an "id" or a "message"; received ${JSON.stringify(declaration)}.`);
  }
  const text = declaration.message ?? declaration.id!;
  return interpolate(text, values) as string;
}

export function Translate({ children, id, values }: { children?: ReactNode; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error(`The <Translate> component accepts only a plain string as children; received: ${isValidElement(children) ? 'a React element' : JSON.stringify(children)}. Move the markup out and pass it through "values".`);
  }
  if (children === undefined && id === undefined) {
    throw new Error('<Translate> needs an "id" or a string message as children.');
  }
  return <>{interpolate(children ?? id!, values)}</>;
}

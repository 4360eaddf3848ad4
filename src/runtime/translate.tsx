// Translation API (Docusaurus' translate / <Translate> / <Interpolate>). The messages of the
// locale being shown are one table, set before a page renders (server) and before it hydrates
// (client); an id missing from it renders its declared message.
import { Fragment, isValidElement, type ReactNode } from 'react';

export interface TranslateMessage {
  id?: string;
  message?: string;
  description?: string;
}

/** id -> message of the current locale: the theme's built-in table with the site's code.json over it. */
let messages: Readonly<Record<string, string>> = {};
let currentLocale = 'en';

/** Sets the table translate() reads, and the locale it belongs to. */
export function setTranslations(locale: string, table: Readonly<Record<string, string>>): void {
  currentLocale = locale;
  messages = table;
}

/** The locale whose messages translate() returns (for Intl formatting outside React). */
export function translationLocale(): string {
  return currentLocale;
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

/** The message an id (or a message used as its own id) has in the current locale. */
function lookup(id: string | undefined, message: string | undefined): string {
  const key = id ?? message!;
  return Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : (message ?? key);
}

/** translate({ id, message }, values): a message declaration needs an id or a message. */
export function translate(declaration: TranslateMessage, values?: Record<string, string | number>): string {
  if (!declaration || (declaration.id === undefined && declaration.message === undefined)) {
    throw new Error(`translate() needs an "id" or a "message"; received ${JSON.stringify(declaration)}.`);
  }
  return interpolate(lookup(declaration.id, declaration.message), values) as string;
}

export function Translate({ children, id, values }: { children?: ReactNode; id?: string; description?: string; values?: Record<string, ReactNode> }) {
  if (children !== undefined && typeof children !== 'string') {
    throw new Error(`The <Translate> component accepts only a plain string as children; received: ${isValidElement(children) ? 'a React element' : JSON.stringify(children)}. Move the markup out and pass it through "values".`);
  }
  if (children === undefined && id === undefined) {
    throw new Error('<Translate> needs an "id" or a string message as children.');
  }
  return <>{interpolate(lookup(id, children as string | undefined), values)}</>;
}

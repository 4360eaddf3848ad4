import { useState } from 'react';
import './styles.css';

export interface JsonViewProps {
  data: unknown;
  /** Levels open at first: 0 shows only the root's summary line. */
  expandDepth?: number;
  /** Names the root, for screen readers and as its key. */
  label?: string;
  /** Show the "Expand all" and "Collapse all" buttons; default true. */
  actions?: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function Primitive({ value }: { value: unknown }) {
  const kind = value === null ? 'null' : typeof value;
  return <span className={`json-view__value json-view__value--${kind}`}>{value === undefined ? 'undefined' : JSON.stringify(value)}</span>;
}

function JsonNode({ name, value, depth, expandDepth }: { name?: string | number; value: unknown; depth: number; expandDepth: number }) {
  const [open, setOpen] = useState(depth < expandDepth);
  // Object keys as JSON strings; array indexes and the root's label as they are.
  const key = name === undefined ? null : <span className="json-view__key">{typeof name === 'number' || depth === 0 ? name : JSON.stringify(name)}: </span>;
  if (value === null || typeof value !== 'object') {
    return <li className="json-view__row json-view__row--leaf">{key}<Primitive value={value} /></li>;
  }
  const isArray = Array.isArray(value);
  const entries: [string | number, unknown][] = isArray ? value.map((v, i) => [i, v]) : Object.entries(value);
  const [openMark, closeMark] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return <li className="json-view__row json-view__row--leaf">{key}<span className="json-view__value">{openMark + closeMark}</span></li>;
  return (
    <li className="json-view__row">
      <button type="button" className="json-view__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {key}
        <span className="json-view__summary">{`${openMark} ${isArray ? plural(entries.length, 'item') : plural(entries.length, 'key')} ${closeMark}`}</span>
      </button>
      {open && (
        <ul className="json-view__children">
          {entries.map(([k, v]) => (
            <JsonNode key={k} name={k} value={v} depth={depth + 1} expandDepth={expandDepth} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A JSON tree: objects and arrays open and close with a button (keyboard too) and show their size. */
export default function JsonView({ data, expandDepth = 1, label, actions = true }: JsonViewProps) {
  // Expand all / collapse all remount the tree with a new depth.
  const [view, setView] = useState({ depth: expandDepth, generation: 0 });
  const isContainer = data !== null && typeof data === 'object';
  return (
    <div className="json-view" role="group" aria-label={label}>
      {actions && isContainer && (
        <div className="json-view__actions">
          <button type="button" onClick={() => setView({ depth: Infinity, generation: view.generation + 1 })}>Expand all</button>
          <button type="button" onClick={() => setView({ depth: 0, generation: view.generation + 1 })}>Collapse all</button>
        </div>
      )}
      <ul className="json-view__tree" key={view.generation}>
        <JsonNode name={label} value={data} depth={0} expandDepth={view.depth} />
      </ul>
    </div>
  );
}

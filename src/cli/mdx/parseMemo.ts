// Parses each distinct text once for a run of parses. The versions of a doc often share their text:
// a text expected n times is parsed once, kept serialized until its last expected use, and copied
// for the others (a copy costs far less than a parse). A text nobody said to expect is parsed and
// not kept.
import v8 from 'node:v8';

export interface ParseMemo {
  /** The tree for `key`: from `parse`, or a copy of the one an earlier call parsed. */
  parse<T>(key: string, parse: () => T): T;
}

/** `expected` lists the keys the run will parse, as often as it will parse them. */
export function createParseMemo(expected: Iterable<string>): ParseMemo {
  const left = new Map<string, number>();
  const saved = new Map<string, Buffer>();
  for (const key of expected) left.set(key, (left.get(key) ?? 0) + 1);
  return {
    parse(key, parse) {
      const n = left.get(key) ?? 0;
      const copy = saved.get(key);
      if (n <= 1) {
        left.delete(key);
        saved.delete(key);
      } else {
        left.set(key, n - 1);
      }
      if (copy) return v8.deserialize(copy);
      const tree = parse();
      if (n > 1) saved.set(key, v8.serialize(tree));
      return tree;
    },
  };
}

/** A unified plugin: the processor's parser goes through `memo(file)` (the memo of the current run, if any). */
export function remarkParseMemo(this: any, memo: (file: any) => { memo: ParseMemo; keyOf: (document: string, file: any) => string } | undefined): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document: string, file: any) => {
    const current = memo(file);
    return current ? current.memo.parse(current.keyOf(document, file), () => parse(document, file)) : parse(document, file);
  };
}

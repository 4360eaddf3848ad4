// The direct modules' server code, sent to the render worker in one shared buffer. Sent as a Map,
// structured cloning would copy every string on the build's thread and again on the worker's as
// the render begins, delaying both. Here the build writes the code into one SharedArrayBuffer as
// UTF-8 (both threads see the same memory: nothing is copied to send it), and the worker decodes a
// module's code only when a page it renders loads it.

/** Code by id, read where it is needed (setDirectModuleCodes in src/runtime/directServer.ts). */
export interface ModuleCodes {
  get(id: string): string | undefined;
}

export interface PackedCodes {
  buffer: SharedArrayBuffer;
  /** Each module's id, start and end (bytes) in `buffer`. */
  index: [id: string, start: number, end: number][];
}

export function packCodes(codes: ReadonlyMap<string, string>): PackedCodes {
  let size = 0;
  for (const code of codes.values()) size += Buffer.byteLength(code, 'utf8');
  const buffer = new SharedArrayBuffer(size);
  const bytes = Buffer.from(buffer);
  const index: PackedCodes['index'] = [];
  let at = 0;
  for (const [id, code] of codes) {
    const end = at + bytes.write(code, at, 'utf8');
    index.push([id, at, end]);
    at = end;
  }
  return { buffer, index };
}

export function unpackCodes(packed: PackedCodes): ModuleCodes {
  const where = new Map(packed.index.map(([id, start, end]) => [id, [start, end] as const]));
  return {
    get(id) {
      const range = where.get(id);
      return range && Buffer.from(packed.buffer, range[0], range[1] - range[0]).toString('utf8');
    },
  };
}

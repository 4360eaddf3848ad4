// Types of bin/compiledCli.js, for the TypeScript that imports it.
export declare function compiledCli(options?: { frameworkDir?: string; entry?: string; cacheDir?: string; workers?: string[] }): Promise<string | null>;

// Types of bin/cliWorkers.js.
export declare const CLI_WORKERS: string[];
export declare const workerModuleName: (source: string) => string;

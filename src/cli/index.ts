// The docsite command line: parses argv with the program of program.ts.
import { createProgram } from './commands/program.ts';

await createProgram().parseAsync(process.argv);

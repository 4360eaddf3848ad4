// Module resolve hook for a run of the CLI from its TypeScript sources (bin/replacePackages.js
// registers it): resolves the packages of REPLACED_PACKAGES as bin/compiledCli.js compiles them,
// so the sources and the compiled CLI walk trees and collapse white space with the same code.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REPLACED_PACKAGES, replacementFor } from './cliPackages.js';

const docsiteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function resolve(specifier, context, nextResolve) {
  if (Object.hasOwn(REPLACED_PACKAGES, specifier) && context.parentURL?.startsWith('file:')) {
    const file = replacementFor(specifier, fileURLToPath(context.parentURL), docsiteDir);
    // Resolved on down the chain, as an import of the file: tsx's own resolve marks it TypeScript.
    if (file) return nextResolve(pathToFileURL(file).href, context);
  }
  return nextResolve(specifier, context);
}

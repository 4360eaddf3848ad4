// Imported for its effect, in every thread that runs docsite's TypeScript sources (bin/docsite.js
// with DOCSITE_CLI=source, a worker started from its source, the tests): registers the resolve
// hook that gives them the compiled CLI's replaced packages. Loads nothing else.
import { register } from 'node:module';

register('./replacePackagesHooks.js', import.meta.url);

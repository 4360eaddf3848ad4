// The classic theme as a plugin: its components are the built-in theme folder (src/theme), and
// it injects what must run before first paint.
import type { LoadContext, Plugin } from '../types.ts';

export default function themeClassic(_context: LoadContext, _options: Record<string, unknown> = {}): Plugin {
  return {
    name: 'theme-classic',
    injectHtmlTags() {
      return { headTags: [] };
    },
  };
}

// markdown-it's own block rules, imported to wrap them (fastParse.ts); @types/markdown-it types the
// package's index only.
declare module 'markdown-it/lib/rules_block/paragraph.mjs' {
  import type { RuleBlock } from 'markdown-it/lib/parser_block.mjs';
  const paragraph: RuleBlock;
  export default paragraph;
}
declare module 'markdown-it/lib/rules_block/lheading.mjs' {
  import type { RuleBlock } from 'markdown-it/lib/parser_block.mjs';
  const lheading: RuleBlock;
  export default lheading;
}

// Token colours of the live editor as CSS variables (styles.css), so the colour mode switches
// them without re-rendering. The shape is prism-react-renderer's theme, which react-live takes.
const token = (name: string) => `var(--playground-token-${name})`;

export const editorTheme = {
  plain: { color: 'inherit', backgroundColor: 'transparent' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: token('comment'), fontStyle: 'italic' as const } },
    { types: ['string', 'attr-value', 'template-string', 'char', 'regex'], style: { color: token('string') } },
    { types: ['keyword', 'selector', 'atrule', 'important', 'builtin'], style: { color: token('keyword') } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: token('function') } },
    { types: ['tag'], style: { color: token('tag') } },
    { types: ['attr-name', 'property'], style: { color: token('attr') } },
    { types: ['number', 'boolean', 'constant', 'null', 'undefined'], style: { color: token('constant') } },
  ],
};

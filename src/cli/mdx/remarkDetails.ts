// MDX never maps JSX written in the source (`<details>`) to components; only Markdown syntax is.
// Renaming the element to `Details` makes it a component that @theme/MDXComponents provides.
import { visit } from './walk.ts';

/** remark plugin: `<details>` in MDX renders `@theme/Details` (animated, with its `<summary>`). */
export default function remarkDetails() {
  return (tree: any, file?: { value?: unknown }) => {
    // Only a source that writes the tag has the element.
    if (typeof file?.value === 'string' && !/<\s*details/.test(file.value)) return;
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node: any) => {
      if (node.name === 'details') node.name = 'Details';
    });
  };
}

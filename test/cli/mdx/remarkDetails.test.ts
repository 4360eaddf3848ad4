import { compile } from '@mdx-js/mdx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import remarkDetails from '../../../src/cli/mdx/remarkDetails.ts';

const details = suite('remarkDetails');

details('renders <details> written in MDX through the Details component, summary and all', async () => {
  const out = String(await compile('<details open>\n<summary>More</summary>\n\nHidden text.\n</details>', { jsx: true, remarkPlugins: [remarkDetails] }));
  assert.match(out, '{Details} = _components');
  assert.match(out, '<Details open><summary>{"More"}</summary><_components.p>{"Hidden text."}</_components.p></Details>');
});

details('leaves other JSX alone', async () => {
  const out = String(await compile('<section>Text</section>', { jsx: true, remarkPlugins: [remarkDetails] }));
  assert.match(out, '<section>{"Text"}</section>');
});

details.run();

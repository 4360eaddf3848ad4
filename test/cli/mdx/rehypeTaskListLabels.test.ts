import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import rehypeTaskListLabels from '../../../src/cli/mdx/rehypeTaskListLabels.ts';

async function html(source: string, plugins: unknown[] = [rehypeTaskListLabels]): Promise<string> {
  const { default: Content } = await evaluate(source, { ...(runtime as any), remarkPlugins: [remarkGfm], rehypePlugins: plugins as any });
  return renderToStaticMarkup(createElement(Content)).replace(/\n/g, '');
}

const labels = suite('rehypeTaskListLabels');

labels('puts the checkbox of a task and its text in one label', async () => {
  assert.is(
    await html('- [x] a checked task\n- [ ] an open *task*'),
    '<ul class="contains-task-list"><li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> a checked task</label></li><li class="task-list-item"><label><input type="checkbox" disabled=""/> an open <em>task</em></label></li></ul>',
  );
});

labels('without it the checkbox has no label (what the plugin is for)', async () => {
  assert.match(await html('- [x] done', []), '<li class="task-list-item"><input type="checkbox" disabled="" checked=""/> done</li>');
});

labels('stops the label at a nested list, and labels the nested tasks too', async () => {
  assert.is(
    await html('- [ ] parent\n  - [x] child'),
    '<ul class="contains-task-list"><li class="task-list-item"><label><input type="checkbox" disabled=""/> parent</label><ul class="contains-task-list"><li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> child</label></li></ul></li></ul>',
  );
});

labels('in a loose list labels the text of the first paragraph only', async () => {
  assert.is(
    await html('- [x] first\n\n  more text\n\n- [ ] second'),
    '<ul class="contains-task-list"><li class="task-list-item"><p><label><input type="checkbox" disabled="" checked=""/> first</label></p><p>more text</p></li><li class="task-list-item"><p><label><input type="checkbox" disabled=""/> second</label></p></li></ul>',
  );
});

labels('leaves other list items and checkboxes alone', async () => {
  assert.is(await html('- plain item\n\n<input type="checkbox" />'), '<ul><li>plain item</li></ul><input type="checkbox"/>');
});

labels.run();

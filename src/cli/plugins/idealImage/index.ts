// The ideal-image plugin: `import photo from './photo.png?ideal'` in MDX or a page, then
// `<IdealImage img={photo} alt="..." />` renders responsive WebP images with a blurred placeholder.
import type { LoadContext, Plugin } from '../../types.ts';
import { describeEntry } from '../pluginOptions.ts';
import { importImages } from './importImages.ts';
import { validateIdealImageOptions, type UserIdealImageOptions } from './options.ts';

export type { UserIdealImageOptions as IdealImagePluginOptions } from './options.ts';

export default function idealImagePlugin(context: LoadContext, rawOptions: UserIdealImageOptions = {}): Plugin {
  const options = validateIdealImageOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'ideal-image', 'default'));
  const resize = !(context.isDev && options.disableInDev);
  return {
    name: 'ideal-image',
    getRollupPlugins: ({ isServer }) => [importImages({ options, baseUrl: context.baseUrl, resize, emit: !isServer })],
  };
}

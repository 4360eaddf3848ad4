import type { ComponentProps } from 'react';
import { useColorMode, useIsBrowser } from '@docsite/runtime';
import './styles.css';

export interface ThemedImageProps extends Omit<ComponentProps<'img'>, 'src'> {
  /** The image for each colour mode. */
  sources: { light: string; dark: string };
}

/**
 * An image with one source per colour mode. The server cannot know the reader's mode, so it
 * renders both and the stylesheet shows the one matching <html data-theme>; once hydrated, only
 * the current mode's image is rendered, and it swaps when the mode changes.
 */
export default function ThemedImage({ sources, className, alt = '', ...props }: ThemedImageProps) {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const modes = isBrowser ? [colorMode] : (['light', 'dark'] as const);
  return (
    <>
      {modes.map((mode) => (
        <img key={mode} src={sources[mode]} alt={alt} className={['themed-image', `themed-image--${mode}`, className].filter(Boolean).join(' ')} {...props} />
      ))}
    </>
  );
}

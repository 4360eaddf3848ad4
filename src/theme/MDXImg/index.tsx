import type { ComponentProps } from 'react';
import './styles.css';

/** A Markdown image: loaded lazily and decoded off the main thread. */
export default function MDXImg({ className, ...props }: ComponentProps<'img'>) {
  return <img loading="lazy" decoding="async" className={['markdown-image', className].filter(Boolean).join(' ')} {...props} />;
}

import type { ComponentProps } from 'react';
import { Link } from '@docsite/runtime';
import Heading from '@theme/Heading';

function A({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('#')) return <a href={href} {...props} />;
  return <Link to={href} {...props} />;
}

/** The components MDX content renders with; swizzle to add your own tags. */
const MDXComponents = {
  a: A,
  h1: (p: ComponentProps<'h1'>) => <Heading as="h1" {...(p as any)} />,
  h2: (p: ComponentProps<'h2'>) => <Heading as="h2" {...(p as any)} />,
  h3: (p: ComponentProps<'h3'>) => <Heading as="h3" {...(p as any)} />,
  h4: (p: ComponentProps<'h4'>) => <Heading as="h4" {...(p as any)} />,
  h5: (p: ComponentProps<'h5'>) => <Heading as="h5" {...(p as any)} />,
  h6: (p: ComponentProps<'h6'>) => <Heading as="h6" {...(p as any)} />,
};

export default MDXComponents;

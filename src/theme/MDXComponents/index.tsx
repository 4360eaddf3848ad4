import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Link } from '@docsite/runtime';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import Heading from '@theme/Heading';
import MDXImg from '@theme/MDXImg';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

function A({ href = '', ...props }: ComponentProps<'a'>) {
  if (href.startsWith('#')) return <a href={href} {...props} />;
  return <Link to={href} {...props} />;
}

// Fenced code is compiled to <CodeBlock> at build time; these catch code from other remark/rehype
// plugins: multi-line <code> is a block, single-line is inline.
function Code(props: ComponentProps<'code'>) {
  if (typeof props.children === 'string' && props.children.includes('\n')) return <CodeBlock className={props.className}>{props.children}</CodeBlock>;
  return <code {...props} />;
}

function Pre({ children, ...props }: ComponentProps<'pre'>) {
  // <pre><code>…</code></pre>: the code child renders the block itself.
  if (isValidElement(children) && children.type === Code) return <>{children as ReactNode}</>;
  return <CodeBlock className={props.className}>{children}</CodeBlock>;
}

/** The components MDX content renders with; swizzle to add your own tags. */
const MDXComponents = {
  a: A,
  code: Code,
  pre: Pre,
  img: MDXImg,
  details: Details,
  h1: (p: ComponentProps<'h1'>) => <Heading as="h1" {...(p as any)} />,
  h2: (p: ComponentProps<'h2'>) => <Heading as="h2" {...(p as any)} />,
  h3: (p: ComponentProps<'h3'>) => <Heading as="h3" {...(p as any)} />,
  h4: (p: ComponentProps<'h4'>) => <Heading as="h4" {...(p as any)} />,
  h5: (p: ComponentProps<'h5'>) => <Heading as="h5" {...(p as any)} />,
  h6: (p: ComponentProps<'h6'>) => <Heading as="h6" {...(p as any)} />,
  Admonition,
  CodeBlock,
  Details,
  Tabs,
  TabItem,
};

export default MDXComponents;

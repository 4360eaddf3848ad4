import { useSiteConfig } from '@docsite/runtime';
import { flattenTOCIds, resolveTOCLevels, treeifyTOC, type TOCItem, type TOCTreeNode } from './tocTree.ts';
import './styles.css';
import { useTOCHighlight } from './useTOCHighlight.ts';

export interface TOCItemsProps {
  /** The `toc` a compiled Markdown module exports. */
  toc: readonly TOCItem[];
  /** Front matter overrides of themeConfig.tableOfContents. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
  linkClassName?: string;
  /** When set, the link of the heading in view gets this class. */
  linkActiveClassName?: string;
  onLinkClick?: () => void;
}

interface ListProps extends Required<Pick<TOCItemsProps, 'linkClassName'>> {
  nodes: TOCTreeNode[];
  className: string;
  active: string | null;
  linkActiveClassName?: string;
  onLinkClick?: () => void;
}

function List({ nodes, className, linkClassName, linkActiveClassName, active, onLinkClick }: ListProps) {
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} className={[linkClassName, node.id === active && linkActiveClassName].filter(Boolean).join(' ')} aria-current={node.id === active ? 'location' : undefined} onClick={onLinkClick}>
            {node.value}
          </a>
          {node.children.length > 0 && <List nodes={node.children} className="toc__list toc__list--nested" {...{ linkClassName, linkActiveClassName, active, onLinkClick }} />}
        </li>
      ))}
    </ul>
  );
}

/** The nested list of a page's headings, filtered by level; optionally marks the heading in view. */
export default function TOCItems({ toc, minHeadingLevel, maxHeadingLevel, className = 'toc__list', linkClassName = 'toc__link', linkActiveClassName, onLinkClick }: TOCItemsProps) {
  const { themeConfig } = useSiteConfig();
  const tree = treeifyTOC(toc, resolveTOCLevels({ min: minHeadingLevel, max: maxHeadingLevel }, themeConfig.tableOfContents));
  const active = useTOCHighlight(linkActiveClassName ? flattenTOCIds(tree) : []);
  if (tree.length === 0) return null;
  return <List nodes={tree} {...{ className, linkClassName, linkActiveClassName, active, onLinkClick }} />;
}

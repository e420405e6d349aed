import {
  defaultTreeAdapter as tree,
  html as spec,
  parseFragment,
  type DefaultTreeAdapterTypes,
  type ParserError,
} from 'parse5';
import { hasUnsafeCharacters } from '../unsafe-text';
import type { MarkupRules } from './allowed-markup';
import { addressProblem, srcsetAddresses, URL_ATTRIBUTES } from './page-urls';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements with no end tag. */
const VOID = new Set(['img', 'input', 'source']);

/**
 * Why a prerendered page's HTML may not be written into a page, or null when it may
 * (docs/SECURITY.md#prerendered-pages-are-data). The HTML is read by an HTML5 parser (parse5, the algorithm browsers
 * run), and refused when:
 *
 * - the parser reports an error, or had to repair it: every character must belong, in order, to a start tag, an end
 *   tag or a text the tree holds, and every element must have been opened and closed by its own tags. An element
 *   closed by another's tag, one the parser made up, a stray end tag it dropped, content moved elsewhere: each leaves
 *   a page whose tree is not the one its text reads as, and whose end might not be where the frame's main area ends;
 * - it holds a comment, or an element or attribute outside `rules` (allowed-markup.ts): no raw-text or RCDATA
 *   element (`plaintext`, `textarea`, `xmp`, `title`, `style`, `script`…) ever gets in;
 * - a text or attribute holds a control character or a bidirectional override (unsafe-text.ts);
 * - an address is neither a path of this site nor an allowed scheme (page-urls.ts).
 */
export function pageMarkupProblem(html: string, rules: MarkupRules): string | null {
  const errors: ParserError[] = [];
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true, onParseError: (error) => errors.push(error) });
  const [error] = errors;
  if (error) return `markup the parser had to repair (${error.code} at ${error.startOffset})`;
  const pieces = { read: 0 };
  const read = (start: number | undefined, end: number | undefined) => {
    if (start !== pieces.read || end === undefined) return false;
    pieces.read = end;
    return true;
  };
  const visit = (nodes: readonly Node[]): string | null => {
    for (const node of nodes) {
      const problem = nodeProblem(node, rules, read, visit);
      if (problem) return problem;
    }
    return null;
  };
  const problem = visit(fragment.childNodes);
  if (problem) return problem;
  if (pieces.read !== html.length) return repaired(pieces.read);
  // Between a tag's attributes, where no text or value reaches.
  return hasUnsafeCharacters(html) ? 'a control character or a bidirectional override' : null;
}

const repaired = (offset: number) => `markup the parser had to repair (at ${offset})`;

/** Reads `[start, end)` of the HTML if it follows on from what was read so far. */
type Reader = (start: number | undefined, end: number | undefined) => boolean;

function nodeProblem(
  node: Node,
  rules: MarkupRules,
  read: Reader,
  visit: (nodes: readonly Node[]) => string | null,
): string | null {
  const at = node.sourceCodeLocation;
  if (tree.isTextNode(node)) {
    if (!read(at?.startOffset, at?.endOffset)) return repaired(at?.startOffset ?? 0);
    return hasUnsafeCharacters(node.value) ? 'a control character or a bidirectional override in a text' : null;
  }
  if (tree.isCommentNode(node)) return 'a comment';
  if (!tree.isElementNode(node)) return `a ${node.nodeName}`;
  const problem = elementProblem(node, rules);
  if (problem) return problem;
  const tags = node.sourceCodeLocation;
  if (!read(tags?.startTag?.startOffset, tags?.startTag?.endOffset)) return repaired(at?.startOffset ?? 0);
  const inside = visit('content' in node ? node.content.childNodes : node.childNodes);
  if (inside) return inside;
  if (VOID.has(node.tagName)) return null;
  return read(tags?.endTag?.startOffset, tags?.endTag?.endOffset) ? null : repaired(at?.startOffset ?? 0);
}

function elementProblem(element: Element, rules: MarkupRules): string | null {
  const own = Object.hasOwn(rules.elements, element.tagName) ? rules.elements[element.tagName] : undefined;
  if (!own || element.namespaceURI !== spec.NS.HTML) {
    return `a <${element.tagName}> element, which ${rules.name} may not hold`;
  }
  for (const { name, value } of element.attrs) {
    if (!own.includes(name) && !rules.everywhere.includes(name)) {
      return `the attribute ${name} on <${element.tagName}>, which ${rules.name} may not hold`;
    }
    if (URL_ATTRIBUTES.has(name)) {
      for (const address of name === 'srcset' ? srcsetAddresses(value) : [value]) {
        const problem = addressProblem(address);
        if (problem) return `${problem} in the ${name} of <${element.tagName}>`;
      }
    }
    if (hasUnsafeCharacters(value)) return `a control character or a bidirectional override in the attribute ${name}`;
  }
  return null;
}

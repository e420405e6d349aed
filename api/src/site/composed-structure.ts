import { defaultTreeAdapter as tree, parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/**
 * The check a composed page passes before it is served (docs/SECURITY.md#prerendered-pages-are-data): the document,
 * read by an HTML5 parser as a browser reads it, keeps the shell's structure whatever the frame and the page hold. The
 * page's HTML was judged alone (shared/src/page-markup); this judges what the server made of it in its place, once
 * per composed document. A page that lost its footer or the shell's root (`The page has no #root element`) would
 * never start the app, and with it none of the health reports that let a canary be rolled back.
 */

/** What the composed page was made of. */
export interface ComposedParts {
  /** The shell's frame.json `frame`, its slot still in place. */
  frame: string;
  /** The slot's element in the frame, as the frame's markers name it. */
  slot: string;
  /** The page's HTML as it was put in the slot. */
  content: string;
  /** The element the server's page is in (shell-document.ts), and the shell's root after it. */
  serverPageId: string;
  rootId: string;
}

/** Each element as `<name` … `>`, each run of text as one `#`: the tree's shape, whatever its text and attributes. */
function outline(nodes: readonly Node[], slot?: (node: Node) => string[] | null): string[] {
  const out: string[] = [];
  for (const node of nodes) {
    const replaced = slot?.(node);
    if (replaced) out.push(...replaced);
    else if (tree.isTextNode(node)) out.push('#');
    else if (tree.isElementNode(node)) out.push(`<${node.tagName}`, ...outline(node.childNodes, slot), '>');
  }
  // The slot's neighbours and the page's own first and last texts become one text in place.
  return out.filter((token, index) => token !== '#' || out[index - 1] !== '#');
}

function* elements(nodes: readonly Node[]): Generator<DefaultTreeAdapterTypes.Element> {
  for (const node of nodes) {
    if (!tree.isElementNode(node)) continue;
    yield node;
    yield* elements(node.childNodes);
  }
}

const idOf = (node: Node) =>
  tree.isElementNode(node) ? tree.getAttrList(node).find((a) => a.name === 'id')?.value : undefined;

/** Why the frame cannot hold a page: its main area, footer and slot, each once, the slot inside the main area. */
function frameProblem(frame: ParentNode, isSlot: (node: Node) => boolean): string | null {
  const all = [...elements(frame.childNodes)];
  const count = (name: string) => all.filter((element) => element.tagName === name).length;
  if (count('main') !== 1 || count('footer') !== 1) return 'its frame has no single main area and footer';
  const slots = all.filter(isSlot);
  if (slots.length !== 1) return `its frame has ${slots.length} slots for a page`;
  for (let node = slots[0]?.parentNode ?? null; node; node = 'parentNode' in node ? node.parentNode : null) {
    if (tree.isElementNode(node) && node.tagName === 'main') return null;
  }
  return "its frame's slot is outside its main area";
}

/** Why the composed document does not keep the shell's structure, or null when it does. */
export function composedStructureProblem(document: string, parts: ComposedParts): string | null {
  const frame = parseFragment(parts.frame);
  const slotAttributes = tree.getAttrList(parseFragment(parts.slot).childNodes[0] as DefaultTreeAdapterTypes.Element);
  const isSlot = (node: Node) =>
    tree.isElementNode(node) &&
    node.tagName === 'template' &&
    slotAttributes.every((wanted) => tree.getAttrList(node).some((a) => a.name === wanted.name));
  const problem = frameProblem(frame, isSlot);
  if (problem) return problem;

  const body = [...elements(parse(document).childNodes)].find((element) => element.tagName === 'body');
  const all = [...elements(body?.childNodes ?? [])];
  const withId = (id: string) => all.filter((element) => idOf(element) === id);
  const [root, ...otherRoots] = withId(parts.rootId);
  const [serverPage, ...otherServerPages] = withId(parts.serverPageId);
  if (!root || otherRoots.length > 0) return `the page holds ${otherRoots.length + (root ? 1 : 0)} #${parts.rootId}`;
  if (!serverPage || otherServerPages.length > 0) return `the page holds no single #${parts.serverPageId}`;
  const siblings = root.parentNode === body ? body.childNodes.filter((node) => tree.isElementNode(node)) : [];
  if (siblings[siblings.indexOf(root) - 1] !== serverPage || root.childNodes.length > 0) {
    return `#${parts.rootId} is not the empty element after the server's page`;
  }
  for (const id of new Set([...elements(frame.childNodes)].map(idOf))) {
    if (id !== undefined && withId(id).length !== 1) return `the frame's #${id} is not the only one`;
  }

  const content = outline(parseFragment(parts.content).childNodes);
  const expected = outline(frame.childNodes, (node) => (isSlot(node) ? content : null)).join('');
  if (outline(serverPage.childNodes).join('') !== expected) return 'the page did not stay in the main area';
  return null;
}

/** One broken citation: where it is and what is wrong. */
export interface CitationProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * The problems of `files` (repository-relative paths); `read` gives a file's text, or undefined when it does not exist;
 * `isPackage` says whether an installed package has a name (a comment may name a package's file).
 */
export function findCitationProblems(repo: {
  files: readonly string[];
  read: (file: string) => string | undefined;
  isPackage?: (name: string) => boolean;
}): CitationProblem[];

/** The problems of the repository at `root` (this checkout by default), as it is on disk. */
export function checkRepository(root?: string): CitationProblem[];

/** One line per problem: `file:line: message`. */
export function formatProblems(problems: readonly CitationProblem[]): string;

/** The anchors of a markdown text's headings, as GitHub makes them. */
export function headingAnchors(markdown: string): Set<string>;

/** GitHub's anchor of one heading's text. */
export function slugOf(heading: string): string;

#!/usr/bin/env node
// `npm run check:docs`, and inside `npm test` through its jest test: every citation of the documentation points at a
// file of docs/ and a heading that exist, and nothing cites what a clone does not have: the documents the project was
// first written from, which lived beside the checkout, or the issue tracker (docs/CONVENTIONS.md#citing-the-documentation).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { commentLines, namedPaths, pathIndex, pathResolves } = require('./comment-paths');

const ROOT = path.join(__dirname, '..');

/** `docs/<name>.md` or `docs/<name>.md#<anchor>`, as code, tests and configs cite the documentation. */
const CITATION = /(?<![\w./-])(docs\/[\w.-]+?\.md)\b(?:#([\w-]+))?/g;

/** A relative markdown link to a markdown file, `[text](NAME.md#anchor)`, or to a heading of the same file, `[text](#anchor)`. */
const MARKDOWN_LINK = /\]\((?!\w+:|\/)([^)\s#]*?\.md)?(?:#([^)\s]+))?\)/g;

/*
 * The outside documents: the specification (cited by section sign), the design, style and facts files. Written so
 * that this file's own source does not match it.
 */
const OUTSIDE = /\bSPEC\b|\b[Ss]pec ?§|\b(?:DESIGN|STYLE|FACTS)(?:\.md\b|(?= ?["§:])|['’]s\b)/;

/** An issue of the tracker by its number, with an item or two of it: a clone has the rule it asked for, not the issue. */
const TRACKER = /\b[Ii]ssue #?\d+(?: items? \d+(?: and \d+)?)?/;

/** Files that are not text, or not ours to check. */
const SKIPPED =
  /\.(png|jpe?g|gif|webp|avif|ico|svg|mp4|webm|woff2?|ttf|otf|eot|pdf|zip|gz|br|wasm)$|(^|\/)package-lock\.json$/i;

/**
 * The anchor GitHub gives a heading: its text without markup, lowercased, punctuation dropped (letters, digits,
 * spaces, `-` and `_` stay), each space turned into `-`.
 */
function slugOf(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a markdown text's headings; a repeated heading gets `-1`, `-2`… as on GitHub. Code blocks are skipped. */
function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1];
      else if (fenceMark[1] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * The problems of a set of files, each `{file, line, message}`, in file and line order.
 * `files`: repository-relative paths to scan; `read(file)`: a file's text, or undefined when there is no such file;
 * `isPackage(name)`: whether an installed package has that name (a comment may name a file of a package).
 */
function findCitationProblems({ files, read, isPackage = () => false }) {
  const paths = pathIndex(files);
  const anchorsOf = new Map();
  const anchors = (file) => {
    if (!anchorsOf.has(file)) {
      const text = read(file);
      anchorsOf.set(file, text === undefined ? null : headingAnchors(text));
    }
    return anchorsOf.get(file);
  };

  const problems = new Map();
  // Keyed by what is wrong, so a markdown link that is also a `docs/` citation is reported once.
  const report = (file, line, key, message) => {
    if (!problems.has(`${file}\0${line}\0${key}`)) problems.set(`${file}\0${line}\0${key}`, { file, line, message });
  };
  const checkTarget = (file, line, target, anchor, shown) => {
    const known = anchors(target);
    const key = `${target}#${anchor ?? ''}`;
    if (known === null) report(file, line, key, `${shown}: ${target} does not exist`);
    else if (anchor !== undefined && !known.has(anchor))
      report(file, line, key, `${shown}: ${target} has no heading #${anchor}`);
  };

  for (const file of files) {
    if (SKIPPED.test(file)) continue;
    const text = read(file);
    if (text === undefined || text.includes('\0')) continue;
    const markdown = file.endsWith('.md');
    const comments = new Map(commentLines(file, text));
    text.split('\n').forEach((content, index) => {
      const line = index + 1;
      for (const match of content.matchAll(CITATION)) {
        checkTarget(file, line, match[1], match[2], match[0]);
      }
      if (markdown) {
        for (const match of content.matchAll(MARKDOWN_LINK)) {
          const [shown, linked, anchor] = match;
          if (linked === undefined && anchor === undefined) continue;
          const target =
            linked === undefined ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), linked));
          checkTarget(file, line, target, anchor, shown.slice(1));
        }
      }
      const outside = OUTSIDE.exec(content);
      if (outside) {
        report(
          file,
          line,
          'outside',
          `"${outside[0]}" cites a document outside the repository: cite a section of docs/ instead`,
        );
      }
      for (const named of namedPaths(comments.get(line) ?? '', paths.topFolders)) {
        const first = named.split('/')[0];
        if (pathResolves(file, named, paths) || (!paths.topFolders.includes(first) && isPackage(first))) continue;
        report(file, line, `path ${named}`, `${named}: no such file or folder in the repository`);
      }
      const tracker = TRACKER.exec(content);
      if (tracker) {
        report(
          file,
          line,
          'tracker',
          `"${tracker[0]}" cites the issue tracker, which a clone does not have: say the rule itself, or cite docs/`,
        );
      }
    });
  }
  return [...problems.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The repository's files: tracked ones and new ones git does not ignore, so a citation is checked before its commit. */
function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0').filter(Boolean))];
}

/** A file's text, or undefined when it does not exist (deleted but still tracked, or never there). */
function readFrom(root) {
  return (file) => {
    try {
      return fs.readFileSync(path.join(root, file), 'utf8');
    } catch (error) {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
      throw error;
    }
  };
}

/** The problems of the repository at `root` as it is on disk. */
function checkRepository(root = ROOT) {
  const isPackage = (name) => fs.existsSync(path.join(root, 'node_modules', name, 'package.json'));
  return findCitationProblems({ files: repositoryFiles(root), read: readFrom(root), isPackage });
}

/** One line per problem: `file:line: message`. */
function formatProblems(problems) {
  return problems.map(({ file, line, message }) => `${file}:${line}: ${message}`).join('\n');
}

if (require.main === module) {
  const problems = checkRepository();
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    console.error(`\n${problems.length} broken documentation citation(s).`);
    process.exitCode = 1;
  } else {
    console.log('Every documentation citation points at a heading that exists, and every path a comment names exists.');
  }
}

module.exports = { checkRepository, findCitationProblems, formatProblems, headingAnchors, slugOf };

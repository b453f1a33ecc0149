// The paths the documents name, checked against the files: a document that names a file which has
// moved or gone misleads its reader, so a test fails on it (written-paths.test.ts).
import fs from 'node:fs';
import path from 'node:path';

/** Folders a document may name a path from, besides its own folder and its parents. */
export const SOURCE_ROOTS = [
  'apps/api/src',
  'apps/web/src',
  'packages/domain/src',
  'packages/i18n/src',
  'bench/src',
  'tools/src',
];

/** Folders that hold no document and no source: dependencies, builds, run outputs. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report']);

const FILE_EXTENSION = /[^./]\.(ts|tsx|mjs|js|json|md|css|sql|yml|yaml|sh|html)$/;
const FOLDER_PREFIXES = [
  'apps/',
  'packages/',
  'e2e/',
  'bench/',
  'docs/',
  'scripts/',
  'src/',
  'tools/',
  '.ci/',
];
/** Characters that mark a pattern, a command, a placeholder or an address rather than a path. */
const NOT_A_PATH = /[\s*{}<>…:$~=,()|]/;

/** What a backticked text names, if it is a path: a file (by its extension) or a folder. */
export function writtenPath(text: string): string | null {
  if (NOT_A_PATH.test(text) || /^[/@.]/.test(text) || text.startsWith('http')) return null;
  const [first = ''] = text.split('/');
  // A setting's name standing for its value (DATA_DIR/outbox/).
  if (/^[A-Z][A-Z0-9_]+$/.test(first)) return null;
  const trimmed = text.replace(/\/$/, '');
  if (/(^|\/)(node_modules|dist|test-results)(\/|$)/.test(trimmed)) return null;
  if (FILE_EXTENSION.test(trimmed)) return trimmed;
  if (!trimmed.includes('/')) return null;
  return text.endsWith('/') || FOLDER_PREFIXES.some((prefix) => text.startsWith(prefix)) ? trimmed : null;
}

/** Every path written in backticks in `markdown`. */
export function writtenPaths(markdown: string): string[] {
  const found = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => writtenPath((match[1] ?? '').trim()));
  return found.filter((entry): entry is string => entry !== null);
}

export interface RepositoryFiles {
  /** Repository-relative paths of every file and folder. */
  entries: ReadonlySet<string>;
  /** The names of every file, for a document naming one without its folder. */
  names: ReadonlySet<string>;
}

/** The paths `markdown` (the document at `documentPath`) names that exist nowhere it could mean. */
export function missingPaths(documentPath: string, markdown: string, files: RepositoryFiles): string[] {
  return writtenPaths(markdown).filter((written) => {
    if (!written.includes('/')) return !files.names.has(written);
    const bases: string[] = [];
    for (let folder = path.posix.dirname(documentPath); ; folder = path.posix.dirname(folder)) {
      bases.push(folder === '.' ? '' : folder);
      if (folder === '.' || folder === '/') break;
    }
    return ![...bases, ...SOURCE_ROOTS].some((base) =>
      files.entries.has(path.posix.normalize(path.posix.join(base, written))),
    );
  });
}

/** The repository's files and folders under `root`, without dependencies and outputs. */
export function readRepository(root: string): RepositoryFiles {
  const entries = new Set<string>();
  const names = new Set<string>();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.server-data')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      entries.add(child);
      if (entry.isDirectory()) walk(child);
      else names.add(entry.name);
    }
  };
  walk('');
  return { entries, names };
}

/** The documents whose paths are checked: every Markdown file outside dependencies and outputs. */
export function documentsOf(files: RepositoryFiles): string[] {
  return [...files.entries].filter((entry) => entry.endsWith('.md')).sort();
}

// Types of first-load.mjs (plain JavaScript, so the scripts run with node alone).
import type { Browser } from '@playwright/test';

export type FileKind = 'html' | 'js' | 'catalogue' | 'css' | 'font' | 'image' | 'api' | 'other';

export interface LoadedFile {
  kind: FileKind;
  path: string;
  status: number;
  encoding: string;
  /** Body bytes as transferred (compressed). */
  bytes: number;
  headerBytes: number;
}

export interface FirstLoad {
  url: string;
  title: string;
  files: LoadedFile[];
  byKind: Partial<Record<FileKind, number>>;
  /** HTML + JS (catalogue chunks included) + CSS, in transferred bytes. */
  budgetBytes: number;
}

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const HOME_BUDGET_BYTES: number;
export declare const BUDGET_KINDS: FileKind[];

export declare function measureFirstLoad(
  browser: Browser,
  url: string,
  options?: { viewport?: { width: number; height: number } },
): Promise<FirstLoad>;
export declare function formatFirstLoad(result: FirstLoad): string;
export declare function uncompressedFiles(result: FirstLoad): LoadedFile[];
export declare function startBuiltSite(options?: {
  env?: Record<string, string>;
}): Promise<{ baseURL: string; stop: () => Promise<void> }>;

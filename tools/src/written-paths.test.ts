import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentsOf, missingPaths, readRepository, writtenPath, writtenPaths } from './written-paths';

const root = path.resolve(import.meta.dirname, '../..');

describe('the paths the documents name', () => {
  it('exist, in every document of the repository', () => {
    const files = readRepository(root);
    const documents = documentsOf(files);
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    const missing = documents.flatMap((document) =>
      missingPaths(document, fs.readFileSync(path.join(root, document), 'utf8'), files).map(
        (written) => `${document}: ${written}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('fail on a planted wrong path, read from the document’s folder, the root or a package’s src', () => {
    const files = {
      entries: new Set([
        'docs',
        'docs/architecture.md',
        'apps',
        'apps/api',
        'apps/api/src',
        'apps/api/src/modules',
        'apps/api/src/bookings/bookings',
        'apps/api/src/bookings/bookings/bookings.service.ts',
      ]),
      names: new Set(['architecture.md', 'bookings.service.ts']),
    };
    const document = [
      'The service `bookings/bookings/bookings.service.ts` in `apps/api/src/bookings/bookings/`;',
      'the planted `bookings/bookings/booking-plan.ts`, `apps/api/src/catalogue/fleet/` and `calendar-window.ts`.',
    ].join('\n');
    expect(missingPaths('docs/architecture.md', document, files)).toEqual([
      'bookings/bookings/booking-plan.ts',
      'apps/api/src/catalogue/fleet',
      'calendar-window.ts',
    ]);
  });

  it('are told apart from settings, packages, addresses, commands and types', () => {
    const notPaths = [
      'DATA_DIR/outbox/',
      '@roadbook/domain/public-pages',
      '/api/cars/search',
      'npm run test:unit',
      'image/png',
      'zod/mini',
      'test-results/screens/layout/',
      '*.postgres.test.ts',
      '.ts',
    ];
    expect(notPaths.map(writtenPath)).toEqual(notPaths.map(() => null));
    expect(writtenPaths('`apps/web/src/lib/paths.ts`, `src/testing/` and `README.md`')).toEqual([
      'apps/web/src/lib/paths.ts',
      'src/testing',
      'README.md',
    ]);
  });
});

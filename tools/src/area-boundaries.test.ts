import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { ESLint } from 'eslint';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaBoundaries } from '../eslint/area-boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');

// Files planted in a folder of their own, shaped like the API's source, linted with the two rules
// the repository's configuration sets on it (the first test checks that it does).
const planted: Record<string, string> = {
  'src/bookings/checkout/checkout.service.ts': [
    "import type { CarsService } from '../../catalogue/cars/cars.service';",
    "import { audit } from '../../platform/audit/audit.service';",
    "import { plan } from '../bookings/booking-plan';",
    'export const checkout = (cars: CarsService) => [cars, audit, plan];',
  ].join('\n'),
  'src/bookings/bookings/booking-plan.ts': 'export const plan = 1;\n',
  'src/catalogue/cars/cars.service.ts': 'export type CarsService = { id: string };\nexport const cars = 1;\n',
  'src/platform/audit/audit.service.ts': 'export const audit = 1;\n',
  'src/content/pages/pages.service.ts':
    "import { cars } from '../../catalogue/cars/cars.service';\nexport const pages = cars;\n",
  'src/content/help/help.service.ts': "import { faq } from './faq';\nexport const help = () => faq;\n",
  'src/content/help/faq.ts': "import { help } from './help.service';\nexport const faq = () => help;\n",
};

describe('the lint of the API’s areas', () => {
  let folder: string;
  let eslint: ESLint;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-areas-'));
    for (const [file, text] of Object.entries(planted)) {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), text);
    }
    eslint = new ESLint({
      cwd: folder,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { roadbook: { rules: { 'area-boundaries': areaBoundaries } }, 'import-x': importX },
          settings: {
            'import-x/extensions': ['.ts'],
            'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
            'import-x/resolver-next': [createTypeScriptImportResolver()],
          },
          rules: {
            'roadbook/area-boundaries': ['error', { sourceRoot: 'src' }],
            'import-x/no-cycle': 'error',
          },
        },
      ],
    });
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const problems = async (file: string) =>
    (await eslint.lintFiles([file])).flatMap((result) =>
      result.messages.map((message) => `${message.ruleId ?? ''} ${message.line}`),
    );

  it('are on for every file of the API’s source, tests aside', async () => {
    const repository = new ESLint({ cwd: root });
    const rules = async (file: string) => (await repository.calculateConfigForFile(file)).rules ?? {};
    const service = await rules('apps/api/src/bookings/checkout/checkout.service.ts');
    expect(service['roadbook/area-boundaries']).toEqual([2]);
    expect(service['import-x/no-cycle']).toEqual([2]);
    expect((await rules('apps/api/src/bookings/checkout/checkout.test.ts'))['roadbook/area-boundaries']).toBe(
      undefined,
    );
  });

  it('let an area take types from another, anything from the platform and its own area', async () => {
    expect(await problems('src/bookings/checkout/checkout.service.ts')).toEqual([]);
  });

  it('fail on a planted value import from another area', async () => {
    expect(await problems('src/content/pages/pages.service.ts')).toEqual(['roadbook/area-boundaries 1']);
  });

  it('fail on a planted cycle', async () => {
    expect(await problems('src/content/help/faq.ts')).toEqual(['import-x/no-cycle 1']);
  });
});

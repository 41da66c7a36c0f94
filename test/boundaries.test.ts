import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerViolations } from '../scripts/import-graph.mjs';

/** DESIGN §4's layers, checked on the whole import graph: a chain through any file counts. */
describe('module boundaries', () => {
  it('no file breaks a layer rule, directly or through what it imports', () => {
    expect(layerViolations(path.resolve('src'))).toEqual([]);
  });

  it('finds a rule broken three imports away', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-layers-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    try {
      write('common/schemas/component.ts', "import { WIDGETS } from '../../widgets/registry';\n");
      write(
        'widgets/registry.ts',
        "import { textWidget } from './text/schema';\nexport const WIDGETS = [textWidget];\n",
      );
      write(
        'widgets/text/schema.ts',
        "import type { Props } from '../../web/ui/Button';\nexport const textWidget = 1;\n",
      );
      write('web/ui/Button.tsx', "import { useState } from 'react';\n");
      write('server/app.ts', "import { x } from '../widgets/text/View';\n");
      write('widgets/text/View.tsx', 'export const x = 1;\n');
      const found = layerViolations(root).map(({ rule, chain }) => [rule.split(':')[0], chain.length]);
      expect(found).toEqual(
        expect.arrayContaining([
          ['common is isomorphic', 4],
          ['widget schemas and the registry are isomorphic', 2],
          ['the server never loads React, web code or a widget view', 2],
        ]),
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("holds web/'s folders to their rungs: nothing imports sideways or up", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'luno-web-layers-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    try {
      write('web/ui/Button.tsx', 'export const Button = 1;\n');
      write('web/app/devices/Schedule.tsx', "import { Button } from '../../ui/Button';\n");
      write('web/data-ui/Form.tsx', "import { Button } from '../ui/Button';\n");
      // Sideways: the editor takes a form from the data pages, on its own rung.
      write(
        'web/editor/Panel.tsx',
        "import { x } from '../app/devices/Schedule';\nimport { y } from '../data-ui/Form';\n",
      );
      // Up: data-ui takes from a page above it, and the fetch client from the session.
      write('web/data-ui/Dialog.tsx', "import { x } from '../app/devices/Schedule';\n");
      write('web/api/client.ts', "import { x } from '../session/storage';\n");
      write('web/session/storage.ts', 'export const x = 1;\n');
      write('widgets/text/Settings.tsx', "import { x } from '../../web/editor/Panel';\n");
      const found = layerViolations(root).map(({ chain }) => chain.map((file) => path.relative(root, file)));
      expect(found).toEqual(
        expect.arrayContaining([
          ['web/editor/Panel.tsx', 'web/app/devices/Schedule.tsx'],
          ['web/data-ui/Dialog.tsx', 'web/app/devices/Schedule.tsx'],
          ['web/api/client.ts', 'web/session/storage.ts'],
          ['widgets/text/Settings.tsx', 'web/editor/Panel.tsx'],
        ]),
      );
      expect(found).toHaveLength(4);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

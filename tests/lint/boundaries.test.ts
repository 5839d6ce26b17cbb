import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'shop/imports').map((m) => m.message);
}

describe('the dependency rules', () => {
  it('keep core free of frameworks, adapters and ui', async () => {
    expect(await boundaryErrors('core/shop/x.ts', "import * as v from 'valibot';\nimport { createMachine } from 'xstate';\nimport { messages } from '../domain/messages';\nexport { v, createMachine, messages };")).toEqual([]);
    expect(await boundaryErrors('core/shop/x.ts', "import React from 'react';\nexport default React;")).toHaveLength(1);
    expect(await boundaryErrors('core/shop/x.ts', "import { Pool } from 'pg';\nexport { Pool };")).toHaveLength(1);
    expect(await boundaryErrors('core/shop/x.ts', "import { HttpClient } from '../../adapters/http/client/http-client';\nexport { HttpClient };")).toHaveLength(1);
    expect(await boundaryErrors('core/shop/x.ts', "import { App } from '../../ui/app';\nexport { App };")).toHaveLength(1);
  });

  it('keep ui away from concrete adapters outside its composition root', async () => {
    const code = "import { HttpClient } from '../adapters/http/client/http-client';\nexport { HttpClient };";
    expect(await boundaryErrors('ui/some-screen.tsx', code)).toHaveLength(1);
    expect(await boundaryErrors('ui/composition-root.ts', code)).toEqual([]);
    expect(await boundaryErrors('ui/composition-modules.ts', code)).toEqual([]);
    expect(await boundaryErrors('ui/pages/composition-modules.ts', code.replace("'../adapters", "'../../adapters"))).toHaveLength(1);
    expect(await boundaryErrors('ui/services/tokens.ts', "import { PORTS } from '../../adapters/composition/shop-ids';\nexport { PORTS };")).toHaveLength(1);
  });

  it('keep each adapter family to itself: another family is reached through core ports, or by a composition root', async () => {
    const code = "import { PostgresOrderRepository } from '../postgres/postgres-order-repository';\nexport { PostgresOrderRepository };";
    expect(await boundaryErrors('adapters/http/x.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('adapters/composition/x.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('adapters/http/x.test.ts', code)).toEqual([]);
    expect(await boundaryErrors('adapters/node/x.ts', code)).toEqual([]);
    // However the import is written: in a type, dynamically with a template literal, or as a require.
    expect(await boundaryErrors('adapters/http/x.ts', "export type R = import('../postgres/postgres-order-repository').PostgresOrderRepository;")).toHaveLength(1);
    expect(await boundaryErrors('adapters/http/x.ts', 'export const load = () => import(`../postgres/postgres-order-repository`);')).toHaveLength(1);
    expect(await boundaryErrors('adapters/http/x.ts', "import repository = require('../postgres/postgres-order-repository');\nexport { repository };")).toHaveLength(1);
    expect(await boundaryErrors('core/shop/x.ts', "export type A = typeof import('../../adapters/http/dispatcher');")).toHaveLength(1);
    expect(await boundaryErrors('adapters/http/client/x.ts', "import { PORTS } from '../../composition/shop-ids';\nimport { seqCursor } from '../../common/seq-cursor';\nimport { ApiError } from './api-error';\nexport { PORTS, seqCursor, ApiError };")).toEqual([]);
  });

  it('keep adapters away from ui', async () => {
    expect(await boundaryErrors('adapters/http/x.ts', "import { App } from '../../ui/app';\nexport { App };")).toHaveLength(1);
  });
});

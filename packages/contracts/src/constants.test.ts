import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import * as contracts from './index.ts';

describe('@petshop/contracts/constants', () => {
  it('imports nothing, so the pages that use it load no zod', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b/m);
  });

  it('is re-exported unchanged by the main entry', () => {
    for (const [name, value] of Object.entries(constants)) {
      expect(contracts[name as keyof typeof contracts]).toBe(value);
    }
  });
});

describe('sizeSku', () => {
  it('joins a size suffix to the product SKU with one separator, however the suffix was typed', () => {
    expect(constants.sizeSku('RC-MAXI-ADULT', '4KG')).toBe('RC-MAXI-ADULT-4KG');
    expect(constants.sizeSku('RC-MAXI-ADULT', '-4KG')).toBe('RC-MAXI-ADULT-4KG');
    expect(constants.sizeSku('RC-MAXI-ADULT', ' 4KG ')).toBe('RC-MAXI-ADULT-4KG');
    expect(constants.sizeSku('TEE', '_S')).toBe('TEE_S');
    expect(constants.sizeSku('TEE', null)).toBe('TEE');
    expect(constants.sizeSku('TEE', '')).toBe('TEE');
  });
});

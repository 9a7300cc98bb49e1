import path from 'node:path';

/**
 * apps/api. This file is in src/, and the built server runs its bundle from dist/ (decision 093):
 * one folder up is apps/api from both.
 */
export const apiDir = path.resolve(import.meta.dirname, '..');

/** A file the server reads at run time, kept with the sources (migrations, seed data). */
export const sourceFile = (...parts: string[]) => path.join(apiDir, 'src', ...parts);

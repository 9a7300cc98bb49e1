import { z } from 'zod';

// Zod 4 probes `new Function` when it builds its first object schema, to compile fast parsers; our
// CSP (`script-src 'self'`) refuses it and Chrome logs an issue. Import this module before any
// schema, i.e. before the first value import from `@petshop/contracts`.
z.config({ jitless: true });

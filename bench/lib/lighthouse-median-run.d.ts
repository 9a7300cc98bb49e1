// Lighthouse's own choice of a representative run among several (the package ships JS only here).
declare module 'lighthouse/core/lib/median-run.js' {
  /** The run closest to the median first contentful paint and time to interactive. */
  export function computeMedianRun<T extends object>(runs: T[]): T;
}

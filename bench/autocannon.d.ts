// The part of autocannon's API that bench/cpu.mjs and bench/public-pages.mjs use: the package ships no types of its own.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
  }
  interface Result {
    errors: number;
    non2xx: number;
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}

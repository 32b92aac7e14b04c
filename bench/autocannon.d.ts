// The part of autocannon's API that bench/cpu.mjs uses: the package ships no types of its own.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
  }
  interface Result {
    errors: number;
    non2xx: number;
    requests: { total: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}

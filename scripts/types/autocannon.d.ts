// The few parts of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    interface Result {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number; average: number };
      errors: number;
      non2xx: number;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}

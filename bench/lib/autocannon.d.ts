// autocannon ships no types: the part of its API the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  /** The running load: a promise of the result that also reports each response. */
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}

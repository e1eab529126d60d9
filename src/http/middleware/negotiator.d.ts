/** The part of negotiator 1.x this service calls (its published types describe 0.6, which has no `preferred`). */
declare module 'negotiator' {
  interface RequestLike {
    headers: Record<string, string | string[] | undefined>;
  }
  class Negotiator {
    constructor(request: RequestLike);
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
  export = Negotiator;
}

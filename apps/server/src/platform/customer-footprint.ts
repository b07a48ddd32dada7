import type { Executor } from '../db/client.js';

/**
 * A product module's answer to "at which PoPs does this customer have services?" (ports, circuit ends, cloud
 * on-ramps in use). The query must be scoped by the customer id it is given.
 */
export type FootprintSource = (db: Executor, customerId: string) => Promise<readonly string[]>;

/**
 * Where a customer has services, gathered from every product module that registered a source. Built once per app
 * in `buildApp`; with no product registered yet, every customer truthfully has no locations.
 */
export class CustomerFootprint {
  readonly #sources: FootprintSource[] = [];

  register(source: FootprintSource): void {
    this.#sources.push(source);
  }

  /** The PoP codes of the customer's services, each once, sorted. */
  async popsOf(db: Executor, customerId: string): Promise<string[]> {
    const answers = await Promise.all(this.#sources.map((source) => source(db, customerId)));
    return [...new Set(answers.flat())].sort();
  }
}

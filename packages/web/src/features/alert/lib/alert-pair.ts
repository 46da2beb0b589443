/**
 * A pair an alert may watch, with its price now: what the app hands the alert feature from the
 * market's live list (features meet in app/); the market's own rows fit it as they are.
 */
export interface AlertPair {
  allname: string;
  /** The last price, a decimal string. */
  price: string;
  /** The decimals the pair's price is shown with. */
  scale: number;
}

import { extractionPreview, type ExtractionPreview, type TInterestOrder } from '@meridian/protocol';

/**
 * What extracting `order` pays now: the shared rule the server pays with, for the days held as of
 * the list the server just sent (so it is what the server pays unless a day ends meanwhile).
 */
export function depositPreview(order: TInterestOrder): ExtractionPreview {
  return extractionPreview(
    { currency: order.currency, amount: order.amount, dailyRatePercent: order.dailyRatePercent, holdDays: order.holdDays, handlingPercent: order.handlingPercent },
    order.daysAccrued,
  );
}

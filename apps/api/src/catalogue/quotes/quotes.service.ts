import type { QuoteRequest } from '@roadbook/domain/contracts/quotes';
import { quoteRental, type Quote } from '@roadbook/domain/pricing';
import type { CarsService } from '../cars/cars.service';
import { parseRentalPeriod } from '../../http/rental-period-input';

export interface QuotesServiceDependencies {
  /** The cars' prices and the marketplace time zone. */
  cars: CarsService;
}

export function createQuotesService({ cars }: QuotesServiceDependencies) {
  return {
    /**
     * The server's price of a car for a period and the chosen options (product-rules.md § Prices), in the
     * marketplace time zone. Period rules as in the search; common.notFound for an unknown car;
     * quote.optionUnavailable { option } for an option the car does not offer (-1).
     */
    async quote(request: QuoteRequest, now: Date): Promise<Quote> {
      const period = parseRentalPeriod(request, now, 'body');
      const { car, supplier } = await cars.getQuotableCar(request.carId);
      return quoteRental(car, period, request.options, supplier, cars.timeZone);
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;

import { CarInputSchema } from '@roadbook/domain/car-schema';
import type { FleetCar } from '@roadbook/domain/contracts/fleet';
import { describe, expect, it } from 'vitest';

import { carDraftOf, carInputOf, emptyCarDraft, minorFromText, textFromMinor } from './car-draft';

const PLACE = '5b6f0c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const SUPPLIER = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Sol Rent', logo: null };

describe('minorFromText', () => {
  it('reads dollars as typed in each language into cents', () => {
    expect(minorFromText('45')).toBe(4500);
    expect(minorFromText('45.5')).toBe(4550);
    expect(minorFromText('45,50')).toBe(4550);
    expect(minorFromText('1 234.05')).toBe(123_405);
    expect(minorFromText('  ')).toBeNull();
  });

  it('gives NaN for anything else, which the schema refuses', () => {
    for (const text of ['4.555', '-3', '12a', '1.2.3', '€5']) expect(minorFromText(text)).toBeNaN();
    expect(textFromMinor(4550)).toBe('45.50');
    expect(textFromMinor(null)).toBe('');
  });
});

describe('the car draft', () => {
  it('starts as a car the API takes once it has a name, a place and a price', () => {
    const draft = emptyCarDraft();
    expect(CarInputSchema.safeParse(carInputOf(draft, { withSupplier: false })).success).toBe(false);
    const filled = {
      ...draft,
      name: 'Clio',
      locationIds: [PLACE],
      prices: { ...draft.prices, dailyPrice: '40' },
    };
    const parsed = CarInputSchema.safeParse(carInputOf(filled, { withSupplier: false }));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ dailyPrice: 4000, mileage: -1, deposit: 0, licencePlate: null });
  });

  it('gives back the car the API answered, unchanged, options and periods included', () => {
    const draft = {
      ...emptyCarDraft(SUPPLIER.id),
      name: 'Clio',
      licencePlate: 'AB-123-CD',
      isMileageUnlimited: false,
      mileage: '250',
      deposit: '300',
      locationIds: [PLACE],
      prices: { ...emptyCarDraft().prices, dailyPrice: '40', discountedDailyPrice: '36', weeklyPrice: '210' },
      isDateBasedPrice: true,
      dateBasedPrices: [{ key: 'a', startDate: '2027-07-01', endDate: '2027-07-31', dailyPrice: '60' }],
      options: {
        ...emptyCarDraft().options,
        cancellation: { mode: 'included' as const, price: '' },
        theftProtection: { mode: 'price' as const, price: '9' },
      },
    };
    const input = CarInputSchema.parse(carInputOf(draft, { withSupplier: true }));
    const car: FleetCar = {
      ...input,
      id: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
      supplier: SUPPLIER,
      licencePlate: input.licencePlate,
      image: null,
      bookingCount: 0,
      updatedAt: '2026-11-25T10:00:00.000Z',
    };
    const again = carDraftOf(car);
    expect(CarInputSchema.parse(carInputOf(again, { withSupplier: true }))).toEqual(input);
    expect(input).toMatchObject({ mileage: 250, cancellation: 0, theftProtection: 900, amendments: -1 });
  });
});

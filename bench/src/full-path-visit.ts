// One visitor of the full-path load test, as the site's pages send it: a car search, a car of the
// first page opened (another one when its agency does not rent for so short a period), its quote,
// the licence when the agency asks for one, and a booking paid at the counter by a new visitor (who
// gives their details and gets an account without a password). Requests carry what a browser sends
// from the site's own pages (Origin, Sec-Fetch-Site), since the API refuses cross-site writes.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES } from '@roadbook/domain/constants';
import { CheckoutAnswerSchema } from '@roadbook/domain/contracts/checkout';
import { CAR_OPTIONS, type CarOption } from '@roadbook/domain/enums';
import type { Random } from '@roadbook/api/db/seed/random';
import type { StepLog, Step } from './full-path-steps';
import type { RaceTicket } from './full-path-races';
import type { SearchRequest } from './search-requests';

/** Cars of the first page a visitor opens at most before giving up. */
const MOST_CARS_OPENED = 3;

/** A one-page PDF without scripts: a scanned licence as far as the API's checks go. */
const LICENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 120] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

const SearchAnswerSchema = z.object({
  cars: z.array(
    z.object({
      id: z.string(),
      availability: z.string(),
      isFullyBooked: z.boolean(),
      isComingSoon: z.boolean(),
      quote: z.object({ days: z.number() }),
    }),
  ),
});
type SearchCard = z.infer<typeof SearchAnswerSchema>['cars'][number];

const CarAnswerSchema = z.object({
  car: z.object({
    id: z.string(),
    locationIds: z.array(z.string()),
    isLicenceRequired: z.boolean(),
    supplier: z.object({ isPayAtCounterAllowed: z.boolean(), minimumRentalDays: z.number() }),
    /** Each option's price: -1 not offered, 0 included. */
    ...(Object.fromEntries(CAR_OPTIONS.map((option) => [option, z.number()])) as Record<
      CarOption,
      z.ZodNumber
    >),
  }),
});
type OpenedCar = z.infer<typeof CarAnswerSchema>['car'];

const QuoteAnswerSchema = z.object({ quote: z.object({ totalMinor: z.number() }) });
const LicenceAnswerSchema = z.object({ name: z.string() });
const ErrorAnswerSchema = z.object({ error: z.object({ code: z.string() }) });

/** What the visitors did, beyond each step's figures. */
export interface VisitTally {
  visits: number;
  bookings: number;
  /** Checkouts answered 409 booking.carUnavailable: another visitor booked the car first. */
  racesLost: number;
  /** Visits whose first page had no car they could book for the period. */
  withoutCar: number;
}

export interface VisitContext {
  base: string;
  log: StepLog;
  tally: VisitTally;
  nextSearch: () => SearchRequest;
  joinRace: (random: Random) => RaceTicket | null;
  /** The start of the visitors' email addresses, unique to the run. */
  emailPrefix: string;
}

/** A schema of an answer: zod's, or zod/mini's (the domain's contracts). */
interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

interface Answer {
  status: number;
  body: unknown;
  millis: number;
}

/** The visitor's browser: the headers of the site's own pages, in the visitor's language. */
function createBrowser(context: VisitContext, language: string) {
  const common = { accept: 'application/json', 'accept-language': language, 'sec-fetch-site': 'same-origin' };

  async function send(step: Step, path: string, init: RequestInit): Promise<Answer | null> {
    const started = performance.now();
    try {
      const response = await fetch(`${context.base}${path}`, init);
      const text = await response.text();
      const millis = performance.now() - started;
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text), millis };
    } catch (error) {
      context.log.failed(step, `${path}: ${String(error)}`);
      return null;
    }
  }

  /** The answer's body when it is a 2xx of the expected shape; else null, counted as an error. */
  function accept<T>(step: Step, path: string, answer: Answer | null, schema: AnswerSchema<T>): T | null {
    if (answer === null) return null;
    const parsed = schema.safeParse(answer.body);
    if (answer.status >= 300 || !parsed.success) {
      context.log.failed(
        step,
        `${path} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
      return null;
    }
    context.log.answered(step, answer.millis);
    return parsed.data;
  }

  return {
    async get<T>(step: Step, path: string, schema: AnswerSchema<T>) {
      return accept(step, path, await send(step, path, { headers: common }), schema);
    },
    /** A POST from the site's pages (JSON, or a form's parts), with their origin. */
    async post(step: Step, path: string, body: unknown, headers: Record<string, string> = {}) {
      const isForm = body instanceof FormData;
      return send(step, path, {
        method: 'POST',
        headers: {
          ...common,
          origin: context.base,
          ...(isForm ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: isForm ? body : JSON.stringify(body),
      });
    },
    accept,
  };
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let n = copy.length - 1; n > 0; n -= 1) {
    const other = random.int(0, n);
    [copy[n], copy[other]] = [copy[other] as T, copy[n] as T];
  }
  return copy;
}

const isBookable = (card: SearchCard) =>
  card.availability === 'available' && !card.isFullyBooked && !card.isComingSoon;

function driver(email: string, visitor: number) {
  return { fullName: `Bench Visitor ${visitor}`, email, phone: '+33 6 12 34 56 78', birthDate: '1980-04-12' };
}

/** One visit, from the search to the booking; returns when it ends, booked or not. */
async function visit(context: VisitContext, visitor: number, number: number, random: Random) {
  const { log, tally } = context;
  const browser = createBrowser(context, random.pick(LANGUAGES));
  const race = context.joinRace(random);
  try {
    const search = race?.search ?? context.nextSearch();
    const page = await browser.get('search', search.path, SearchAnswerSchema);
    if (page === null) return;
    // A group opens the page's first bookable car, each visit on its own any of them.
    const bookable = page.cars.filter(isBookable);
    const cards = race === null ? shuffled(bookable, random) : bookable;
    let opened: OpenedCar | null = null;
    for (const card of cards.slice(0, MOST_CARS_OPENED)) {
      const answer = await browser.get('car', `/api/cars/${card.id}`, CarAnswerSchema);
      if (answer === null) return;
      if (answer.car.supplier.minimumRentalDays <= card.quote.days) {
        opened = answer.car;
        break;
      }
    }
    if (opened === null) {
      tally.withoutCar += 1;
      return;
    }
    const car = opened;
    if (!car.supplier.isPayAtCounterAllowed) {
      log.failed('car', `${car.id}: its agency takes no payment at the counter`);
      return;
    }
    const { from, to, pickupLocation, dropOffLocation } = search.query;
    // Half the visitors add one of the options the car sells.
    const sold = CAR_OPTIONS.filter((option) => car[option] > 0);
    const options = sold.length > 0 && random.next() < 0.5 ? [random.pick(sold)] : [];
    const quote = await browser.post('quote', '/api/quotes', { carId: car.id, from, to, options });
    if (browser.accept('quote', '/api/quotes', quote, QuoteAnswerSchema) === null) return;

    let licence: string | undefined;
    if (car.isLicenceRequired) {
      const form = new FormData();
      form.append('file', new Blob([LICENCE_PDF], { type: 'application/pdf' }), 'licence.pdf');
      const answer = await browser.post('licence', '/api/create-license', form);
      const uploaded = browser.accept('licence', '/api/create-license', answer, LicenceAnswerSchema);
      if (uploaded === null) return;
      licence = uploaded.name;
    }

    const email = `${context.emailPrefix}${visitor}-${number}@bench.roadbook.example`;
    const hasAdditionalDriver = car.additionalDriver === 0 || options.includes('additionalDriver');
    const body = {
      carId: car.id,
      pickUpLocationId: pickupLocation,
      dropOffLocationId: dropOffLocation,
      from,
      to,
      options,
      payment: 'counter',
      driver: driver(email, visitor),
      ...(hasAdditionalDriver ? { additionalDriver: driver(`second-${email}`, visitor) } : {}),
      ...(licence === undefined ? {} : { licence }),
    };
    await race?.atCheckout();
    const answer = await browser.post('checkout', '/api/checkout', body, { 'idempotency-key': randomUUID() });
    if (answer === null) return;
    const refusal = ErrorAnswerSchema.safeParse(answer.body);
    if (answer.status === 409 && refusal.success && refusal.data.error.code === 'booking.carUnavailable') {
      log.answered('checkout', answer.millis);
      tally.racesLost += 1;
      return;
    }
    const booked = browser.accept('checkout', '/api/checkout', answer, CheckoutAnswerSchema);
    if (booked === null) return;
    if (booked.booking.status !== 'pending' || booked.payment !== null) {
      log.failed(
        'checkout',
        `booking ${booked.booking.id} is ${booked.booking.status}, not pending at the counter`,
      );
      return;
    }
    tally.bookings += 1;
  } finally {
    race?.leave();
  }
}

/** A visitor in a closed loop: one visit after the other until `until` (performance.now()). */
export async function runVisitor(context: VisitContext, visitor: number, random: Random, until: number) {
  for (let number = 0; performance.now() < until; number += 1) {
    context.tally.visits += 1;
    await visit(context, visitor, number, random);
  }
}

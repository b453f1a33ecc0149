// Deliberate collisions of the full-path load test: some visits join a group that makes the same
// search, opens the same car (the first bookable one of the page) and sends its checkouts together,
// so that the bookings' exclusion constraint decides between them.
import type { Random } from '@roadbook/api/db/seed/random';
import type { SearchRequest } from './search-requests';

/** One visit's place in a group: its search, and the start line it waits at before the checkout. */
export interface RaceTicket {
  search: SearchRequest;
  /** Resolves once every member is at the checkout (or has left), or the group's wait is over. */
  atCheckout(): Promise<void>;
  /** The visit ends before its checkout (no bookable car, an error). */
  leave(): void;
}

function createRaceGroup(search: SearchRequest, size: number, waitMs: number) {
  let joined = 0;
  let settled = 0;
  let isReleased = false;
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const open = () => {
    isReleased = true;
    clearTimeout(timer);
    release();
  };
  // A group that does not fill in time races with the members it has.
  const timer = setTimeout(open, waitMs);
  return {
    isOpen: () => !isReleased && joined < size,
    join(): RaceTicket {
      joined += 1;
      let isSettled = false;
      const settle = () => {
        if (isSettled) return;
        isSettled = true;
        settled += 1;
        if (settled >= size) open();
      };
      return {
        search,
        atCheckout: () => {
          settle();
          return ready;
        },
        leave: settle,
      };
    },
  };
}

/**
 * Groups of `size` visits: a visit joins one with probability `share` (the open group, else a new
 * one on the next search of the sequence); a group waits at most `waitMs` from its start.
 */
export function createRaceGroups(options: { share: number; size: number; waitMs: number }) {
  let current: ReturnType<typeof createRaceGroup> | null = null;
  let formed = 0;
  return {
    /** A ticket, or null for a visit on its own. */
    join(random: Random, nextSearch: () => SearchRequest): RaceTicket | null {
      if (options.size < 2 || random.next() >= options.share) return null;
      if (current === null || !current.isOpen()) {
        current = createRaceGroup(nextSearch(), options.size, options.waitMs);
        formed += 1;
      }
      return current.join();
    },
    formed: () => formed,
  };
}

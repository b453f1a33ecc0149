// A signed-in user's bookings, one booking and notifications: one chunk for the three, so that the
// router's list of what to preload names one file for them on every page (router.tsx picks each
// screen).
import * as booking from './BookingPage';
import * as bookingsList from './BookingsPage';
import * as notificationsList from './NotificationsPage';

/** /bookings */
export const bookings = bookingsList;
/** /booking?b= */
export const bookingPage = booking;
/** /notifications */
export const notifications = notificationsList;

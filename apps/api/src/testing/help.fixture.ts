// Help articles whose words the search tests know: three for drivers, one for suppliers.
import type { ShippedArticle } from '../content/help/help-content';

const article = (
  id: string,
  audience: ShippedArticle['audience'],
  topic: string,
  translations: ShippedArticle['translations'],
): ShippedArticle => ({ id, audience, topic, translations });

export const HELP_ARTICLES: ShippedArticle[] = [
  article('how-to-book', 'drivers', 'booking', {
    en: {
      title: 'How to book a vehicle',
      summary: 'Search, choose a car and confirm your booking.',
      body: 'Search by place and dates, then choose a car.\n\n- Pick the options\n- Confirm the booking\n\nSee [cancelling](/help/article/cancelling-a-booking).',
    },
    fr: {
      title: 'Réserver un véhicule',
      summary: 'Cherchez, choisissez une voiture et confirmez votre réservation.',
      body: 'Cherchez par lieu et par dates, puis choisissez une voiture.\n\n- Choisissez les options\n- Confirmez la réservation',
    },
    es: {
      title: 'Cómo reservar un vehículo',
      summary: 'Busque, elija un coche y confirme su reserva.',
      body: 'Busque por lugar y fechas y elija un coche.\n\n- Elija las opciones\n- Confirme la reserva',
    },
  }),
  article('cancelling-a-booking', 'drivers', 'cancelling', {
    en: {
      title: 'Cancelling a booking',
      summary: 'Free cancellation up to 24 hours before pick-up.',
      body: 'Ask to cancel from your booking. At least 24 hours before pick-up the refund is full; later a **late cancellation fee** applies.',
    },
    fr: {
      title: 'Annuler une réservation',
      summary: 'Annulation gratuite jusqu’à 24 heures avant la prise en charge.',
      body: 'Demandez l’annulation depuis votre réservation. Au moins 24 heures avant, le remboursement est total ; ensuite des frais d’annulation tardive s’appliquent.',
    },
    es: {
      title: 'Cancelar una reserva',
      summary: 'Cancelación gratuita hasta 24 horas antes de la recogida.',
      body: 'Solicite la cancelación desde su reserva. Al menos 24 horas antes el reembolso es total; después se aplica un cargo por cancelación tardía.',
    },
  }),
  article('roadside-assistance', 'drivers', 'roadside', {
    en: {
      title: 'Roadside assistance, day and night',
      summary: 'What to do after a breakdown or an accident.',
      body: 'Call the assistance number of your rental agreement. It answers 24/7.',
    },
    fr: {
      title: 'Assistance routière jour et nuit',
      summary: 'Que faire après une panne ou un accident.',
      body: 'Appelez le numéro d’assistance de votre contrat de location. Il répond 24 h/24.',
    },
    es: {
      title: 'Asistencia en carretera, día y noche',
      summary: 'Qué hacer tras una avería o un accidente.',
      body: 'Llame al número de asistencia de su contrato de alquiler. Atiende 24/7.',
    },
  }),
  article('supplier-bookings', 'suppliers', 'bookings', {
    en: {
      title: 'Managing the bookings of your cars',
      summary: 'Confirm counter bookings and finalise cancellations.',
      body: 'Open the back office to confirm a booking, or finalise a cancellation a driver asked for.',
    },
    fr: {
      title: 'Gérer les réservations de vos voitures',
      summary: 'Confirmez les réservations au comptoir et finalisez les annulations.',
      body: 'Ouvrez l’espace de gestion pour confirmer une réservation ou finaliser une annulation demandée.',
    },
    es: {
      title: 'Gestionar las reservas de sus coches',
      summary: 'Confirme las reservas en mostrador y finalice las cancelaciones.',
      body: 'Abra la oficina de gestión para confirmar una reserva o finalizar una cancelación solicitada.',
    },
  }),
];

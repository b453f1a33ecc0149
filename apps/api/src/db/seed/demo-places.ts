import type { Language } from '@roadbook/domain/constants';

type Names = Record<Language, string>;

export interface DemoCountry {
  code: string;
  names: Names;
  locations: { names: Names; address: string; latitude: number; longitude: number }[];
}

// Real places and coordinates. Names carry accents on purpose: search must ignore them.
export const DEMO_COUNTRIES: readonly DemoCountry[] = [
  {
    code: 'FR',
    names: { en: 'France', fr: 'France', es: 'Francia' },
    locations: [
      {
        names: {
          en: 'Paris Charles de Gaulle Airport',
          fr: 'Aéroport Paris-Charles-de-Gaulle',
          es: 'Aeropuerto París-Charles de Gaulle',
        },
        address: '95700 Roissy-en-France',
        latitude: 49.0097,
        longitude: 2.5479,
      },
      {
        names: { en: 'Paris Gare de Lyon', fr: 'Paris Gare de Lyon', es: 'París Gare de Lyon' },
        address: 'Place Louis-Armand, 75012 Paris',
        latitude: 48.8443,
        longitude: 2.3744,
      },
      {
        names: { en: 'Lyon Part-Dieu', fr: 'Lyon Part-Dieu', es: 'Lyon Part-Dieu' },
        address: '5 place Charles Béraudier, 69003 Lyon',
        latitude: 45.7605,
        longitude: 4.8597,
      },
      {
        names: { en: 'Marseille Saint-Charles', fr: 'Marseille Saint-Charles', es: 'Marsella Saint-Charles' },
        address: 'Square Narvik, 13001 Marseille',
        latitude: 43.3026,
        longitude: 5.3806,
      },
      {
        names: {
          en: 'Nice Côte d’Azur Airport',
          fr: 'Aéroport Nice Côte d’Azur',
          es: 'Aeropuerto de Niza Costa Azul',
        },
        address: 'Rue Costes et Bellonte, 06206 Nice',
        latitude: 43.6584,
        longitude: 7.2159,
      },
    ],
  },
  {
    code: 'ES',
    names: { en: 'Spain', fr: 'Espagne', es: 'España' },
    locations: [
      {
        names: {
          en: 'Madrid-Barajas Airport',
          fr: 'Aéroport de Madrid-Barajas',
          es: 'Aeropuerto Adolfo Suárez Madrid-Barajas',
        },
        address: 'Av. de la Hispanidad, 28042 Madrid',
        latitude: 40.4983,
        longitude: -3.5676,
      },
      {
        names: { en: 'Barcelona Sants', fr: 'Barcelone Sants', es: 'Barcelona Sants' },
        address: 'Plaça dels Països Catalans, 08014 Barcelona',
        latitude: 41.3793,
        longitude: 2.1404,
      },
      {
        names: { en: 'Seville Santa Justa', fr: 'Séville Santa Justa', es: 'Sevilla Santa Justa' },
        address: 'Av. Kansas City, 41007 Sevilla',
        latitude: 37.3917,
        longitude: -5.9756,
      },
      {
        names: { en: 'Málaga Airport', fr: 'Aéroport de Malaga', es: 'Aeropuerto de Málaga-Costa del Sol' },
        address: 'Av. Comandante García Morato, 29004 Málaga',
        latitude: 36.6749,
        longitude: -4.4991,
      },
      {
        names: {
          en: 'Valencia Joaquín Sorolla',
          fr: 'Valence Joaquín Sorolla',
          es: 'València Joaquín Sorolla',
        },
        address: 'Carrer de San Vicente Mártir 171, 46007 València',
        latitude: 39.4594,
        longitude: -0.3802,
      },
    ],
  },
  {
    code: 'MA',
    names: { en: 'Morocco', fr: 'Maroc', es: 'Marruecos' },
    locations: [
      {
        names: {
          en: 'Marrakesh Menara Airport',
          fr: 'Aéroport de Marrakech-Ménara',
          es: 'Aeropuerto de Marrakech-Menara',
        },
        address: 'Marrakech 40000',
        latitude: 31.6069,
        longitude: -8.0363,
      },
      {
        names: {
          en: 'Casablanca Mohammed V Airport',
          fr: 'Aéroport Mohammed V de Casablanca',
          es: 'Aeropuerto Mohammed V de Casablanca',
        },
        address: 'Nouaceur, Casablanca',
        latitude: 33.3675,
        longitude: -7.5898,
      },
      {
        names: { en: 'Rabat-Ville Station', fr: 'Gare de Rabat-Ville', es: 'Estación de Rabat-Ville' },
        address: 'Avenue Mohammed V, Rabat',
        latitude: 34.0163,
        longitude: -6.8361,
      },
      {
        names: { en: 'Fez Saïs Airport', fr: 'Aéroport de Fès-Saïss', es: 'Aeropuerto de Fez-Saïss' },
        address: 'Route d’Imouzzer, Fès',
        latitude: 33.9273,
        longitude: -4.9779,
      },
      {
        names: {
          en: 'Tangier Ibn Battouta Airport',
          fr: 'Aéroport de Tanger Ibn Battouta',
          es: 'Aeropuerto de Tánger Ibn Battuta',
        },
        address: 'Route de Rabat, Tanger',
        latitude: 35.7269,
        longitude: -5.9169,
      },
    ],
  },
  {
    code: 'CR',
    names: { en: 'Costa Rica', fr: 'Costa Rica', es: 'Costa Rica' },
    locations: [
      {
        names: {
          en: 'San José Juan Santamaría Airport',
          fr: 'Aéroport Juan-Santamaría de San José',
          es: 'Aeropuerto Internacional Juan Santamaría',
        },
        address: 'Alajuela, Río Segundo',
        latitude: 9.9939,
        longitude: -84.2088,
      },
      {
        names: {
          en: 'Liberia Guanacaste Airport',
          fr: 'Aéroport de Liberia Guanacaste',
          es: 'Aeropuerto Internacional Daniel Oduber Quirós',
        },
        address: 'Liberia, Guanacaste',
        latitude: 10.5933,
        longitude: -85.5444,
      },
      {
        names: { en: 'Tamarindo Beach', fr: 'Plage de Tamarindo', es: 'Playa Tamarindo' },
        address: 'Tamarindo, Guanacaste',
        latitude: 10.2993,
        longitude: -85.8371,
      },
      {
        names: { en: 'La Fortuna (Arenal)', fr: 'La Fortuna (Arenal)', es: 'La Fortuna (Arenal)' },
        address: 'La Fortuna, San Carlos, Alajuela',
        latitude: 10.4678,
        longitude: -84.6427,
      },
      {
        names: {
          en: 'Puerto Viejo de Talamanca',
          fr: 'Puerto Viejo de Talamanca',
          es: 'Puerto Viejo de Talamanca',
        },
        address: 'Puerto Viejo, Limón',
        latitude: 9.6569,
        longitude: -82.7536,
      },
    ],
  },
];

/** Six rental agencies; each serves the countries listed (by code). */
export const DEMO_SUPPLIERS: readonly {
  name: string;
  email: string;
  colour: string;
  countries: string[];
  priceChangeRate: number;
}[] = [
  {
    name: 'Sol Rent',
    email: 'supplier@roadbook.example',
    colour: '#e4572e',
    countries: ['ES', 'MA'],
    priceChangeRate: 0,
  },
  {
    name: 'Azur Cars',
    email: 'contact@azur-cars.example',
    colour: '#1d4e89',
    countries: ['FR'],
    priceChangeRate: 5,
  },
  {
    name: 'Atlas Drive',
    email: 'hello@atlas-drive.example',
    colour: '#2a9d8f',
    countries: ['MA'],
    priceChangeRate: 0,
  },
  {
    name: 'Pura Vida Rentals',
    email: 'info@puravida-rentals.example',
    colour: '#3a7d44',
    countries: ['CR'],
    priceChangeRate: 10,
  },
  {
    name: 'Iberia Wheels',
    email: 'reservas@iberia-wheels.example',
    colour: '#8e3b46',
    countries: ['ES', 'FR'],
    priceChangeRate: 2.5,
  },
  {
    name: 'Nomad Vans',
    email: 'crew@nomad-vans.example',
    colour: '#5c415d',
    countries: ['FR', 'ES', 'MA', 'CR'],
    priceChangeRate: 0,
  },
];

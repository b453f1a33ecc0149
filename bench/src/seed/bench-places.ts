import type { Language } from '@roadbook/domain/constants';

type Names = Record<Language, string>;

/** A city as `en|fr|es` names (fr and es default to the English name), latitude, longitude. */
type City = readonly [names: string, latitude: number, longitude: number];
type Country = readonly [code: string, names: string, cities: readonly City[]];

// Forty countries, five real cities each, with approximate coordinates. Names carry accents on purpose.
// prettier-ignore
const COUNTRIES: readonly Country[] = [
  ['FR', 'France|France|Francia', [['Paris|Paris|París', 48.8566, 2.3522], ['Lyon', 45.764, 4.8357], ['Marseille|Marseille|Marsella', 43.2965, 5.3698], ['Nice|Nice|Niza', 43.7102, 7.262], ['Bordeaux|Bordeaux|Burdeos', 44.8378, -0.5792]]],
  ['ES', 'Spain|Espagne|España', [['Madrid', 40.4168, -3.7038], ['Barcelona|Barcelone|Barcelona', 41.3874, 2.1686], ['Seville|Séville|Sevilla', 37.3891, -5.9845], ['Valencia|Valence|Valencia', 39.4699, -0.3763], ['Málaga', 36.7213, -4.4214]]],
  ['PT', 'Portugal', [['Lisbon|Lisbonne|Lisboa', 38.7223, -9.1393], ['Porto|Porto|Oporto', 41.1579, -8.6291], ['Faro', 37.0194, -7.9322], ['Coimbra', 40.2033, -8.4103], ['Braga', 41.5454, -8.4265]]],
  ['IT', 'Italy|Italie|Italia', [['Rome|Rome|Roma', 41.9028, 12.4964], ['Milan|Milan|Milán', 45.4642, 9.19], ['Naples|Naples|Nápoles', 40.8518, 14.2681], ['Florence|Florence|Florencia', 43.7696, 11.2558], ['Venice|Venise|Venecia', 45.4408, 12.3155]]],
  ['DE', 'Germany|Allemagne|Alemania', [['Berlin|Berlin|Berlín', 52.52, 13.405], ['Munich|Munich|Múnich', 48.1351, 11.582], ['Hamburg|Hambourg|Hamburgo', 53.5511, 9.9937], ['Frankfurt|Francfort|Fráncfort', 50.1109, 8.6821], ['Cologne|Cologne|Colonia', 50.9375, 6.9603]]],
  ['GB', 'United Kingdom|Royaume-Uni|Reino Unido', [['London|Londres|Londres', 51.5074, -0.1278], ['Manchester', 53.4808, -2.2426], ['Edinburgh|Édimbourg|Edimburgo', 55.9533, -3.1883], ['Birmingham', 52.4862, -1.8904], ['Glasgow', 55.8642, -4.2518]]],
  ['IE', 'Ireland|Irlande|Irlanda', [['Dublin|Dublin|Dublín', 53.3498, -6.2603], ['Cork', 51.8985, -8.4756], ['Galway', 53.2707, -9.0568], ['Limerick', 52.6638, -8.6267], ['Killarney', 52.0599, -9.5044]]],
  ['NL', 'Netherlands|Pays-Bas|Países Bajos', [['Amsterdam|Amsterdam|Ámsterdam', 52.3676, 4.9041], ['Rotterdam|Rotterdam|Róterdam', 51.9244, 4.4777], ['The Hague|La Haye|La Haya', 52.0705, 4.3007], ['Utrecht', 52.0907, 5.1214], ['Eindhoven', 51.4416, 5.4697]]],
  ['BE', 'Belgium|Belgique|Bélgica', [['Brussels|Bruxelles|Bruselas', 50.8503, 4.3517], ['Antwerp|Anvers|Amberes', 51.2194, 4.4025], ['Ghent|Gand|Gante', 51.0543, 3.7174], ['Bruges|Bruges|Brujas', 51.2093, 3.2247], ['Liège|Liège|Lieja', 50.6326, 5.5797]]],
  ['CH', 'Switzerland|Suisse|Suiza', [['Zürich|Zurich|Zúrich', 47.3769, 8.5417], ['Geneva|Genève|Ginebra', 46.2044, 6.1432], ['Basel|Bâle|Basilea', 47.5596, 7.5886], ['Bern|Berne|Berna', 46.948, 7.4474], ['Lausanne', 46.5197, 6.6323]]],
  ['AT', 'Austria|Autriche|Austria', [['Vienna|Vienne|Viena', 48.2082, 16.3738], ['Salzburg|Salzbourg|Salzburgo', 47.8095, 13.055], ['Innsbruck', 47.2692, 11.4041], ['Graz', 47.0707, 15.4395], ['Linz', 48.3069, 14.2858]]],
  ['PL', 'Poland|Pologne|Polonia', [['Warsaw|Varsovie|Varsovia', 52.2297, 21.0122], ['Kraków|Cracovie|Cracovia', 50.0647, 19.945], ['Gdańsk', 54.352, 18.6466], ['Wrocław|Wrocław|Breslavia', 51.1079, 17.0385], ['Poznań', 52.4064, 16.9252]]],
  ['CZ', 'Czechia|Tchéquie|Chequia', [['Prague|Prague|Praga', 50.0755, 14.4378], ['Brno', 49.1951, 16.6068], ['Ostrava', 49.8209, 18.2625], ['Plzeň', 49.7384, 13.3736], ['Olomouc', 49.5938, 17.2509]]],
  ['GR', 'Greece|Grèce|Grecia', [['Athens|Athènes|Atenas', 37.9838, 23.7275], ['Thessaloniki|Thessalonique|Tesalónica', 40.6401, 22.9444], ['Heraklion|Héraklion|Heraclión', 35.3387, 25.1442], ['Patras', 38.2466, 21.7346], ['Rhodes|Rhodes|Rodas', 36.4341, 28.2176]]],
  ['SE', 'Sweden|Suède|Suecia', [['Stockholm|Stockholm|Estocolmo', 59.3293, 18.0686], ['Gothenburg|Göteborg|Gotemburgo', 57.7089, 11.9746], ['Malmö', 55.605, 13.0038], ['Uppsala', 59.8586, 17.6389], ['Kiruna', 67.8558, 20.2253]]],
  ['NO', 'Norway|Norvège|Noruega', [['Oslo', 59.9139, 10.7522], ['Bergen', 60.3913, 5.3221], ['Trondheim', 63.4305, 10.3951], ['Stavanger', 58.97, 5.7331], ['Tromsø', 69.6492, 18.9553]]],
  ['DK', 'Denmark|Danemark|Dinamarca', [['Copenhagen|Copenhague|Copenhague', 55.6761, 12.5683], ['Aarhus', 56.1629, 10.2039], ['Odense', 55.4038, 10.4024], ['Aalborg', 57.0488, 9.9217], ['Esbjerg', 55.4765, 8.4594]]],
  ['US', 'United States|États-Unis|Estados Unidos', [['New York|New York|Nueva York', 40.7128, -74.006], ['Los Angeles', 34.0522, -118.2437], ['Chicago', 41.8781, -87.6298], ['Miami', 25.7617, -80.1918], ['San Francisco', 37.7749, -122.4194]]],
  ['CA', 'Canada|Canada|Canadá', [['Toronto', 43.6532, -79.3832], ['Montreal|Montréal|Montreal', 45.5017, -73.5673], ['Vancouver', 49.2827, -123.1207], ['Calgary', 51.0447, -114.0719], ['Quebec City|Québec|Quebec', 46.8139, -71.208]]],
  ['MX', 'Mexico|Mexique|México', [['Mexico City|Mexico|Ciudad de México', 19.4326, -99.1332], ['Cancún', 21.1619, -86.8515], ['Guadalajara', 20.6597, -103.3496], ['Monterrey', 25.6866, -100.3161], ['Oaxaca', 17.0732, -96.7266]]],
  ['CR', 'Costa Rica', [['San José', 9.9281, -84.0907], ['Liberia', 10.6346, -85.4407], ['Puntarenas', 9.9763, -84.8384], ['Limón', 9.9907, -83.036], ['Alajuela', 10.0163, -84.2116]]],
  ['PA', 'Panama|Panama|Panamá', [['Panama City|Panama|Ciudad de Panamá', 8.9824, -79.5199], ['Colón', 9.3592, -79.9014], ['David', 8.4273, -82.4308], ['Boquete', 8.7804, -82.4414], ['Santiago de Veraguas', 8.1, -80.9833]]],
  ['GT', 'Guatemala', [['Guatemala City|Guatemala|Ciudad de Guatemala', 14.6349, -90.5069], ['Antigua Guatemala', 14.5586, -90.7295], ['Quetzaltenango', 14.8347, -91.5181], ['Flores', 16.9272, -89.8921], ['Puerto Barrios', 15.7278, -88.5944]]],
  ['NI', 'Nicaragua', [['Managua', 12.1364, -86.2514], ['León', 12.4379, -86.878], ['Granada|Grenade|Granada', 11.9344, -85.956], ['Masaya', 11.9744, -86.0942], ['San Juan del Sur', 11.2529, -85.8706]]],
  ['HN', 'Honduras', [['Tegucigalpa', 14.0723, -87.1921], ['San Pedro Sula', 15.5042, -88.025], ['La Ceiba', 15.7597, -86.7822], ['Roatán', 16.3298, -86.5299], ['Copán Ruinas', 14.8406, -89.1553]]],
  ['SV', 'El Salvador|Salvador|El Salvador', [['San Salvador', 13.6929, -89.2182], ['Santa Ana', 13.9942, -89.5597], ['San Miguel', 13.4833, -88.1833], ['La Libertad', 13.4883, -89.3222], ['Sonsonate', 13.7189, -89.7242]]],
  ['CO', 'Colombia|Colombie|Colombia', [['Bogotá', 4.711, -74.0721], ['Medellín', 6.2442, -75.5812], ['Cartagena|Carthagène|Cartagena', 10.391, -75.4794], ['Cali', 3.4516, -76.532], ['Barranquilla', 10.9685, -74.7813]]],
  ['BR', 'Brazil|Brésil|Brasil', [['São Paulo', -23.5505, -46.6333], ['Rio de Janeiro', -22.9068, -43.1729], ['Brasília', -15.8267, -47.9218], ['Salvador', -12.9777, -38.5016], ['Florianópolis', -27.5954, -48.548]]],
  ['AR', 'Argentina|Argentine|Argentina', [['Buenos Aires', -34.6037, -58.3816], ['Córdoba', -31.4201, -64.1888], ['Mendoza', -32.8895, -68.8458], ['Bariloche', -41.1335, -71.3103], ['Salta', -24.7821, -65.4232]]],
  ['CL', 'Chile|Chili|Chile', [['Santiago', -33.4489, -70.6693], ['Valparaíso', -33.0472, -71.6127], ['Puerto Montt', -41.4693, -72.9424], ['La Serena', -29.9027, -71.2519], ['Punta Arenas', -53.1638, -70.9171]]],
  ['PE', 'Peru|Pérou|Perú', [['Lima', -12.0464, -77.0428], ['Cusco|Cuzco|Cusco', -13.5319, -71.9675], ['Arequipa', -16.409, -71.5375], ['Trujillo', -8.1116, -79.0288], ['Puno', -15.8402, -70.0219]]],
  ['MA', 'Morocco|Maroc|Marruecos', [['Casablanca', 33.5731, -7.5898], ['Marrakesh|Marrakech|Marrakech', 31.6295, -7.9811], ['Rabat', 34.0209, -6.8416], ['Fes|Fès|Fez', 34.0181, -5.0078], ['Tangier|Tanger|Tánger', 35.7595, -5.834]]],
  ['TN', 'Tunisia|Tunisie|Túnez', [['Tunis|Tunis|Túnez', 36.8065, 10.1815], ['Sousse', 35.8256, 10.6084], ['Sfax', 34.7406, 10.7603], ['Djerba|Djerba|Yerba', 33.8076, 10.8451], ['Monastir', 35.7643, 10.8113]]],
  ['ZA', 'South Africa|Afrique du Sud|Sudáfrica', [['Cape Town|Le Cap|Ciudad del Cabo', -33.9249, 18.4241], ['Johannesburg|Johannesbourg|Johannesburgo', -26.2041, 28.0473], ['Durban', -29.8587, 31.0218], ['Pretoria', -25.7479, 28.2293], ['Gqeberha', -33.9608, 25.6022]]],
  ['TR', 'Türkiye|Turquie|Turquía', [['Istanbul|Istanbul|Estambul', 41.0082, 28.9784], ['Ankara', 39.9334, 32.8597], ['İzmir|Izmir|Esmirna', 38.4237, 27.1428], ['Antalya', 36.8969, 30.7133], ['Bodrum', 37.0344, 27.4305]]],
  ['AE', 'United Arab Emirates|Émirats arabes unis|Emiratos Árabes Unidos', [['Dubai|Dubaï|Dubái', 25.2048, 55.2708], ['Abu Dhabi|Abou Dabi|Abu Dabi', 24.4539, 54.3773], ['Sharjah|Charjah|Sharjah', 25.3463, 55.4209], ['Al Ain', 24.1302, 55.8023], ['Ras Al Khaimah', 25.8007, 55.9762]]],
  ['JP', 'Japan|Japon|Japón', [['Tokyo|Tokyo|Tokio', 35.6762, 139.6503], ['Osaka', 34.6937, 135.5023], ['Kyoto', 35.0116, 135.7681], ['Sapporo', 43.0618, 141.3545], ['Fukuoka', 33.5904, 130.4017]]],
  ['TH', 'Thailand|Thaïlande|Tailandia', [['Bangkok', 13.7563, 100.5018], ['Chiang Mai', 18.7883, 98.9853], ['Phuket', 7.8804, 98.3923], ['Pattaya', 12.9236, 100.8825], ['Krabi', 8.0863, 98.9063]]],
  ['AU', 'Australia|Australie|Australia', [['Sydney|Sydney|Sídney', -33.8688, 151.2093], ['Melbourne', -37.8136, 144.9631], ['Brisbane', -27.4698, 153.0251], ['Perth', -31.9505, 115.8605], ['Adelaide|Adélaïde|Adelaida', -34.9285, 138.6007]]],
  ['NZ', 'New Zealand|Nouvelle-Zélande|Nueva Zelanda', [['Auckland', -36.8485, 174.7633], ['Wellington', -41.2865, 174.7762], ['Christchurch', -43.532, 172.6306], ['Queenstown', -45.0312, 168.6626], ['Rotorua', -38.1368, 176.2497]]],
];

/** Kinds of place in a city: its name pattern per language and its offset from the city centre. */
const PLACE_KINDS: readonly { names: (city: Names) => Names; north: number; east: number }[] = [
  {
    names: (c) => ({ en: `${c.en} Airport`, fr: `Aéroport ${frenchOf(c.fr)}`, es: `Aeropuerto de ${c.es}` }),
    north: -0.06,
    east: 0.09,
  },
  {
    names: (c) => ({
      en: `${c.en} Central Station`,
      fr: `Gare centrale ${frenchOf(c.fr)}`,
      es: `Estación central de ${c.es}`,
    }),
    north: 0.004,
    east: -0.006,
  },
  {
    names: (c) => ({ en: `${c.en} City Centre`, fr: `${c.fr} Centre-ville`, es: `${c.es} Centro` }),
    north: 0,
    east: 0,
  },
  {
    names: (c) => ({
      en: `${c.en} Business District`,
      fr: `Quartier d’affaires ${frenchOf(c.fr)}`,
      es: `Distrito financiero de ${c.es}`,
    }),
    north: 0.025,
    east: 0.03,
  },
  {
    names: (c) => ({
      en: `${c.en} Old Town`,
      fr: `Vieille ville ${frenchOf(c.fr)}`,
      es: `Casco antiguo de ${c.es}`,
    }),
    north: -0.012,
    east: -0.018,
  },
];

/** "de Paris", "d’Amsterdam". */
function frenchOf(name: string): string {
  return /^[aeiouyâàéèêëîïôöûüh]/i.test(name.normalize('NFC')) ? `d’${name}` : `de ${name}`;
}

function splitNames(text: string): Names {
  const [en = text, fr = en, es = en] = text.split('|');
  return { en, fr, es };
}

export interface BenchCountry {
  code: string;
  names: Names;
}

export interface BenchLocation {
  /** Index of the country in `BENCH_COUNTRIES`. */
  country: number;
  names: Names;
  address: string;
  latitude: number;
  longitude: number;
}

export const BENCH_COUNTRIES: readonly BenchCountry[] = COUNTRIES.map(([code, names]) => ({
  code,
  names: splitNames(names),
}));

/**
 * `count` locations: each country's first city first, so that even a few locations cover many
 * countries, then every kind of place in every city, then numbered second sites.
 */
export function buildBenchLocations(count: number): BenchLocation[] {
  const cities = COUNTRIES.flatMap(([, , list], country) =>
    list.map((city, rank) => ({ country, rank, city })),
  ).sort((a, b) => a.rank - b.rank || a.country - b.country);
  return Array.from({ length: count }, (_, j) => {
    const entry = cities[j % cities.length];
    const kind = PLACE_KINDS[Math.floor(j / cities.length) % PLACE_KINDS.length];
    if (!entry || !kind) throw new Error('no city or place kind');
    const round = Math.floor(j / (cities.length * PLACE_KINDS.length));
    const [cityNames, latitude, longitude] = entry.city;
    const city = splitNames(cityNames);
    const base = kind.names(city);
    const names =
      round === 0
        ? base
        : { en: `${base.en} ${round + 1}`, fr: `${base.fr} ${round + 1}`, es: `${base.es} ${round + 1}` };
    const shift = round * 0.011;
    return {
      country: entry.country,
      names,
      address: `${100 + ((j * 37) % 900)} ${kind === PLACE_KINDS[2] ? 'Main Street' : 'Station Road'}, ${city.en}`,
      latitude: Number((latitude + kind.north + shift).toFixed(5)),
      longitude: Number((longitude + kind.east + shift).toFixed(5)),
    };
  });
}

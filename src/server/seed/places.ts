import type { PlaceType } from '../../shared/constants.ts';

/** A place row of spec §3 (real, public locations with their published addresses). */
export interface SeedPlace {
  key: string;
  name: string;
  type: PlaceType;
  address: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  createdBy: string;
}

export const SEED_PLACES: SeedPlace[] = [
  {
    key: 'borough',
    name: 'Borough Market',
    type: 'shop',
    address: '8 Southwark St',
    city: 'London',
    country: 'United Kingdom',
    lat: 51.5055,
    lng: -0.091,
    createdBy: 'leo_eats',
  },
  {
    key: 'tate',
    name: 'Tate Modern',
    type: 'venue',
    address: 'Bankside',
    city: 'London',
    country: 'United Kingdom',
    lat: 51.5076,
    lng: -0.0994,
    createdBy: 'ava_sketches',
  },
  {
    key: 'carnival',
    name: 'Notting Hill Carnival',
    type: 'event',
    address: 'Ladbroke Grove',
    city: 'London',
    country: 'United Kingdom',
    lat: 51.5171,
    lng: -0.2055,
    createdBy: 'maya_moves',
  },
  {
    key: 'comptoir',
    name: 'Le Comptoir du Relais',
    type: 'restaurant',
    address: '9 Carrefour de l’Odéon',
    city: 'Paris',
    country: 'France',
    lat: 48.852,
    lng: 2.3389,
    createdBy: 'leo_eats',
  },
  {
    key: 'bluenote',
    name: 'Blue Note Jazz Club',
    type: 'bar',
    address: '131 W 3rd St',
    city: 'New York',
    country: 'United States',
    lat: 40.7307,
    lng: -74.0005,
    createdBy: 'ava_sketches',
  },
  {
    key: 'shibuya',
    name: 'Shibuya Crossing',
    type: 'other',
    address: '2 Chome-2-1 Dogenzaka, Shibuya',
    city: 'Tokyo',
    country: 'Japan',
    lat: 35.6595,
    lng: 139.7005,
    createdBy: 'kenji_beats',
  },
  {
    key: 'timeout',
    name: 'Time Out Market Lisboa',
    type: 'restaurant',
    address: 'Av. 24 de Julho 49',
    city: 'Lisbon',
    country: 'Portugal',
    lat: 38.7069,
    lng: -9.1459,
    createdBy: 'sofia_travels',
  },
  {
    key: 'icebergs',
    name: 'Bondi Icebergs',
    type: 'bar',
    address: '1 Notts Ave, Bondi Beach',
    city: 'Sydney',
    country: 'Australia',
    lat: -33.8947,
    lng: 151.2744,
    createdBy: 'lily_pets',
  },
];

import type { BandwidthType, ServiceClass, SubscriptionTerm } from '../catalogue/port-options.js';

/** The product types the price list covers (labels per spec 9 "Product labels"). */
export const PRICED_PRODUCTS = [
  'port',
  'backbone',
  'ptp',
  'cloud_hosted',
  'cloud_dedicated',
  'cloud_router',
  'cr_connection',
  'crossconnect',
  'high_performance_internet',
  'aggregate_capacity',
] as const;

/** A product type of the price list. */
export type PricedProduct = (typeof PRICED_PRODUCTS)[number];

/** How one product is priced: which speeds, terms, classes and bandwidth types it is sold with, and its list prices. */
export interface ProductPriceRule {
  /** Month-to-month, metro, dedicated MRC in USD by speed; `null` keys a product sold without a speed. */
  monthlyBySpeed: Readonly<Record<string, number>>;
  /** Non-recurring charge by term: longer commitments waive installation. */
  nrcByTerm: Readonly<Partial<Record<SubscriptionTerm, number>>>;
  terms: readonly SubscriptionTerm[];
  /** `null` for products without a service class (ports, cloud routers, cross connects, internet). */
  serviceClasses: readonly ServiceClass[] | null;
  bandwidthTypes: readonly BandwidthType[];
}

const ALL_TERMS: readonly SubscriptionTerm[] = [1, 12, 24, 36];
const SINGLE_TERM: readonly SubscriptionTerm[] = [1];
const BOTH_CLASSES: readonly ServiceClass[] = ['metro', 'longhaul'];
const NO_NRC = { 1: 0, 12: 0, 24: 0, 36: 0 } as const;

/**
 * The provider's list prices, kept as data: billing and quotes compute their totals from it. A higher speed costs
 * more per port but less per Mbps; the term discounts and the longhaul premium below apply on top.
 */
export const PRICE_LIST: Readonly<Record<PricedProduct, ProductPriceRule>> = {
  port: {
    monthlyBySpeed: { '1Gbps': 500, '10Gbps': 900, '40Gbps': 2200, '100Gbps': 3600 },
    nrcByTerm: { 1: 500, 12: 250, 24: 0, 36: 0 },
    terms: ALL_TERMS,
    serviceClasses: null,
    bandwidthTypes: ['dedicated'],
  },
  backbone: {
    monthlyBySpeed: {
      '50Mbps': 75,
      '100Mbps': 100,
      '200Mbps': 150,
      '300Mbps': 190,
      '400Mbps': 225,
      '500Mbps': 250,
      '1Gbps': 400,
      '2Gbps': 650,
      '5Gbps': 1200,
      '10Gbps': 1800,
      '20Gbps': 3000,
      '30Gbps': 4000,
      '40Gbps': 5000,
      '50Gbps': 5800,
      '60Gbps': 6600,
      '80Gbps': 8000,
      '100Gbps': 9500,
    },
    nrcByTerm: NO_NRC,
    terms: ALL_TERMS,
    serviceClasses: BOTH_CLASSES,
    bandwidthTypes: ['dedicated', 'usage', 'hourly'],
  },
  ptp: {
    monthlyBySpeed: { '1Gbps': 900, '10Gbps': 1900, '40Gbps': 4200, '100Gbps': 7500 },
    nrcByTerm: { 1: 1000, 12: 500, 24: 0, 36: 0 },
    terms: ALL_TERMS,
    serviceClasses: BOTH_CLASSES,
    bandwidthTypes: ['dedicated'],
  },
  cloud_hosted: {
    monthlyBySpeed: {
      '50Mbps': 90,
      '100Mbps': 120,
      '200Mbps': 180,
      '300Mbps': 230,
      '400Mbps': 270,
      '500Mbps': 300,
      '1Gbps': 480,
      '2Gbps': 780,
      '5Gbps': 1450,
      '10Gbps': 2200,
    },
    nrcByTerm: { 1: 0 },
    terms: SINGLE_TERM,
    serviceClasses: BOTH_CLASSES,
    bandwidthTypes: ['dedicated'],
  },
  cloud_dedicated: {
    monthlyBySpeed: { '1Gbps': 800, '10Gbps': 1500, '100Gbps': 5500 },
    nrcByTerm: { 1: 500, 12: 250, 24: 0, 36: 0 },
    terms: ALL_TERMS,
    serviceClasses: BOTH_CLASSES,
    bandwidthTypes: ['dedicated'],
  },
  cloud_router: {
    monthlyBySpeed: {
      '100Mbps': 200,
      '500Mbps': 450,
      '1Gbps': 700,
      '2Gbps': 1100,
      '5Gbps': 2200,
      '10Gbps': 3500,
      '20Gbps': 6000,
      '30Gbps': 8400,
      '40Gbps': 10500,
      '50Gbps': 12500,
      '60Gbps': 14400,
      '80Gbps': 18000,
      '100Gbps': 21000,
    },
    nrcByTerm: NO_NRC,
    terms: ALL_TERMS,
    serviceClasses: null,
    bandwidthTypes: ['dedicated'],
  },
  // A connection of a cloud router (IPsec, the customer's own port, a cloud): priced by its speed, spec 9's lists.
  cr_connection: {
    monthlyBySpeed: {
      '50Mbps': 80,
      '100Mbps': 110,
      '200Mbps': 160,
      '300Mbps': 200,
      '400Mbps': 235,
      '500Mbps': 265,
      '1Gbps': 420,
      '2Gbps': 700,
      '5Gbps': 1300,
      '10Gbps': 2000,
      '20Gbps': 3400,
      '30Gbps': 4600,
      '40Gbps': 5700,
      '50Gbps': 6700,
      '60Gbps': 7600,
      '80Gbps': 9400,
      '100Gbps': 11000,
    },
    nrcByTerm: NO_NRC,
    terms: ALL_TERMS,
    serviceClasses: null,
    bandwidthTypes: ['dedicated'],
  },
  crossconnect: {
    monthlyBySpeed: { none: 150 },
    nrcByTerm: { 1: 350 },
    terms: SINGLE_TERM,
    serviceClasses: null,
    bandwidthTypes: ['dedicated'],
  },
  high_performance_internet: {
    monthlyBySpeed: {
      '50Mbps': 110,
      '100Mbps': 150,
      '200Mbps': 230,
      '500Mbps': 400,
      '1Gbps': 650,
      '2Gbps': 1100,
      '5Gbps': 2300,
      '10Gbps': 3800,
      '20Gbps': 6800,
      '40Gbps': 12000,
      '100Gbps': 26000,
    },
    nrcByTerm: { 1: 250, 12: 0, 24: 0, 36: 0 },
    terms: ALL_TERMS,
    serviceClasses: null,
    bandwidthTypes: ['dedicated'],
  },
  // Flex bandwidth (wire reference 3.14): a pool of backbone capacity its circuits draw from, by pool capacity.
  aggregate_capacity: {
    monthlyBySpeed: {
      '50Gbps': 4000,
      '100Gbps': 7000,
      '150Gbps': 9900,
      '200Gbps': 12600,
      '250Gbps': 15000,
      '300Gbps': 17400,
      '350Gbps': 19600,
      '400Gbps': 21600,
      '450Gbps': 23400,
      '500Gbps': 25000,
    },
    nrcByTerm: NO_NRC,
    terms: ALL_TERMS,
    serviceClasses: null,
    bandwidthTypes: ['dedicated'],
  },
};

/** The key of a product sold without a speed (cross connects) in `monthlyBySpeed`. */
export const NO_SPEED_KEY = 'none';

/** The discount of a longer commitment on the monthly price: 15 % for a year, 25 % for two, 35 % for three. */
export const TERM_MULTIPLIERS: Readonly<Record<SubscriptionTerm, number>> = { 1: 1, 12: 0.85, 24: 0.75, 36: 0.65 };

/** A longhaul circuit costs 80 % more than a metro one of the same speed. */
export const LONGHAUL_MULTIPLIER = 1.8;

/** Usage-billed bandwidth: no monthly charge, a price per GB transferred by service class. */
export const USAGE_RATE_PER_GB: Readonly<Record<ServiceClass, number>> = { metro: 0.01, longhaul: 0.02 };

/** Hourly bandwidth costs a quarter more than the month-to-month price spread over the hours of a month. */
export const HOURLY_PREMIUM = 1.25;

/** The hours of an average month (365 × 24 / 12), for hourly prices. */
export const HOURS_PER_MONTH = 730;

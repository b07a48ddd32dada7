import type { locations } from '../db/schema/index.js';

type LocationSeed = Omit<typeof locations.$inferInsert, 'createdAt'>;

/** Region codes: US is North America, UK is EMEA (spec 9); AP is Asia-Pacific. */
function site(
  pop: string,
  region: 'US' | 'UK' | 'AP',
  market: string,
  marketDescription: string,
  vendor: string,
  siteName: string,
  address: { address1: string; city: string; state?: string; postal: string; country: string },
  coordinates: [string, string],
  timezone: string,
  zones: string[],
): LocationSeed {
  return {
    pop,
    region,
    market,
    marketDescription,
    vendor,
    site: siteName,
    siteCode: `${vendor.split(' ')[0]?.toUpperCase().slice(0, 4)}-${pop}`,
    latitude: coordinates[0],
    longitude: coordinates[1],
    timezone,
    address1: address.address1,
    city: address.city,
    state: address.state ?? '',
    postal: address.postal,
    country: address.country,
    zones,
    enniSupported: zones.length > 2,
  };
}

/** The provider's points of presence in the demo world: real metros and well-known carrier hotels. */
export const DEMO_LOCATIONS: LocationSeed[] = [
  site('NYC1', 'US', 'NYC', 'New York', 'Digital Realty', '60 Hudson Street', { address1: '60 Hudson St', city: 'New York', state: 'NY', postal: '10013', country: 'US' }, ['40.7175', '-74.0086'], 'America/New_York', ['A', 'B', 'C']),
  site('NYC5', 'US', 'NYC', 'New York', 'Equinix', 'Equinix NY5', { address1: '800 Secaucus Rd', city: 'Secaucus', state: 'NJ', postal: '07094', country: 'US' }, ['40.7790', '-74.0720'], 'America/New_York', ['A', 'B']),
  site('WDC1', 'US', 'WDC', 'Washington DC', 'Equinix', 'Equinix DC2', { address1: '21715 Filigree Ct', city: 'Ashburn', state: 'VA', postal: '20147', country: 'US' }, ['39.0165', '-77.4590'], 'America/New_York', ['A', 'B', 'C', 'D']),
  site('WDC6', 'US', 'WDC', 'Washington DC', 'CoreSite', 'CoreSite VA2', { address1: '12100 Sunrise Valley Dr', city: 'Reston', state: 'VA', postal: '20191', country: 'US' }, ['38.9510', '-77.3610'], 'America/New_York', ['A', 'B']),
  site('CHI1', 'US', 'CHI', 'Chicago', 'Digital Realty', '350 East Cermak', { address1: '350 E Cermak Rd', city: 'Chicago', state: 'IL', postal: '60616', country: 'US' }, ['41.8534', '-87.6185'], 'America/Chicago', ['A', 'B', 'C']),
  site('DAL1', 'US', 'DAL', 'Dallas', 'Digital Realty', 'Infomart Dallas', { address1: '1950 N Stemmons Fwy', city: 'Dallas', state: 'TX', postal: '75207', country: 'US' }, ['32.8010', '-96.8200'], 'America/Chicago', ['A', 'B', 'C']),
  site('LAX1', 'US', 'LAX', 'Los Angeles', 'CoreSite', 'One Wilshire', { address1: '624 S Grand Ave', city: 'Los Angeles', state: 'CA', postal: '90017', country: 'US' }, ['34.0485', '-118.2545'], 'America/Los_Angeles', ['A', 'B', 'C']),
  site('SJC1', 'US', 'SFO', 'San Francisco Bay Area', 'Equinix', 'Equinix SV1', { address1: '11 Great Oaks Blvd', city: 'San Jose', state: 'CA', postal: '95119', country: 'US' }, ['37.2430', '-121.7820'], 'America/Los_Angeles', ['A', 'B', 'C']),
  site('SEA1', 'US', 'SEA', 'Seattle', 'Digital Realty', 'Westin Building Exchange', { address1: '2001 6th Ave', city: 'Seattle', state: 'WA', postal: '98121', country: 'US' }, ['47.6146', '-122.3385'], 'America/Los_Angeles', ['A', 'B']),
  site('MIA1', 'US', 'MIA', 'Miami', 'Equinix', 'NAP of the Americas', { address1: '50 NE 9th St', city: 'Miami', state: 'FL', postal: '33132', country: 'US' }, ['25.7825', '-80.1930'], 'America/New_York', ['A', 'B']),
  site('ATL1', 'US', 'ATL', 'Atlanta', 'Digital Realty', '56 Marietta Street', { address1: '56 Marietta St NW', city: 'Atlanta', state: 'GA', postal: '30303', country: 'US' }, ['33.7550', '-84.3915'], 'America/New_York', ['A', 'B']),
  site('DEN1', 'US', 'DEN', 'Denver', 'CoreSite', 'CoreSite DE1', { address1: '910 15th St', city: 'Denver', state: 'CO', postal: '80202', country: 'US' }, ['39.7470', '-104.9950'], 'America/Denver', ['A', 'B']),
  site('PHX1', 'US', 'PHX', 'Phoenix', 'Iron Mountain', 'Iron Mountain AZP-1', { address1: '615 N 48th St', city: 'Phoenix', state: 'AZ', postal: '85008', country: 'US' }, ['33.4555', '-111.9780'], 'America/Phoenix', ['A', 'B']),
  site('BOS1', 'US', 'BOS', 'Boston', 'Markley', 'One Summer Street', { address1: '1 Summer St', city: 'Boston', state: 'MA', postal: '02110', country: 'US' }, ['42.3555', '-71.0605'], 'America/New_York', ['A', 'B']),
  site('RNO1', 'US', 'RNO', 'Reno', 'Switch', 'Switch Citadel', { address1: '1 Superior Way', city: 'McCarran', state: 'NV', postal: '89437', country: 'US' }, ['39.5350', '-119.4420'], 'America/Los_Angeles', ['A']),
  site('SAC1', 'US', 'SAC', 'Sacramento', 'Prime', 'Prime Sacramento', { address1: '1200 Striker Ave', city: 'Sacramento', state: 'CA', postal: '95834', country: 'US' }, ['38.6420', '-121.5040'], 'America/Los_Angeles', ['A']),
  site('IND1', 'US', 'IND', 'Indianapolis', '365 Data Centers', 'Indianapolis Henry Street', { address1: '701 W Henry St', city: 'Indianapolis', state: 'IN', postal: '46225', country: 'US' }, ['39.7590', '-86.1700'], 'America/Indiana/Indianapolis', ['A']),
  site('GRR1', 'US', 'GRR', 'Grand Rapids', 'Switch', 'Switch The Pyramid', { address1: '5150 Broadmoor Ave SE', city: 'Kentwood', state: 'MI', postal: '49512', country: 'US' }, ['42.8650', '-85.5690'], 'America/Detroit', ['A']),
  site('RIC1', 'US', 'RIC', 'Richmond', 'QTS', 'QTS Richmond', { address1: '6000 Technology Blvd', city: 'Sandston', state: 'VA', postal: '23150', country: 'US' }, ['37.5210', '-77.3170'], 'America/New_York', ['A', 'B']),
  site('LON1', 'UK', 'LON', 'London', 'Telehouse', 'Telehouse North', { address1: 'Coriander Ave', city: 'London', postal: 'E14 2AA', country: 'GB' }, ['51.5115', '-0.0010'], 'Europe/London', ['A', 'B', 'C']),
  site('AMS1', 'UK', 'AMS', 'Amsterdam', 'Equinix', 'Equinix AM3', { address1: 'Science Park 610', city: 'Amsterdam', postal: '1098 XH', country: 'NL' }, ['52.3565', '4.9540'], 'Europe/Amsterdam', ['A', 'B']),
  site('FRA1', 'UK', 'FRA', 'Frankfurt', 'Equinix', 'Equinix FR5', { address1: 'Kleyerstrasse 90', city: 'Frankfurt am Main', postal: '60326', country: 'DE' }, ['50.1000', '8.6280'], 'Europe/Berlin', ['A', 'B']),
  site('PAR1', 'UK', 'PAR', 'Paris', 'Telehouse', 'Telehouse Paris 2 Voltaire', { address1: '137 Boulevard Voltaire', city: 'Paris', postal: '75011', country: 'FR' }, ['48.8560', '2.3830'], 'Europe/Paris', ['A']),
  site('SIN1', 'AP', 'SIN', 'Singapore', 'Equinix', 'Equinix SG1', { address1: '20 Ayer Rajah Crescent', city: 'Singapore', postal: '139964', country: 'SG' }, ['1.2950', '103.7870'], 'Asia/Singapore', ['A', 'B']),
  site('TYO1', 'AP', 'TYO', 'Tokyo', 'Equinix', 'Equinix TY2', { address1: '3-8-21 Higashi-Shinagawa', city: 'Tokyo', postal: '140-0002', country: 'JP' }, ['35.6170', '139.7470'], 'Asia/Tokyo', ['A', 'B']),
  site('SYD1', 'AP', 'SYD', 'Sydney', 'Equinix', 'Equinix SY1', { address1: '639 Gardeners Rd', city: 'Mascot', state: 'NSW', postal: '2020', country: 'AU' }, ['-33.9210', '151.1880'], 'Australia/Sydney', ['A', 'B']),
  site('HKG1', 'AP', 'HKG', 'Hong Kong', 'Equinix', 'Equinix HK1', { address1: '63 Wing Hong St', city: 'Cheung Sha Wan', postal: '', country: 'HK' }, ['22.3360', '114.1490'], 'Asia/Hong_Kong', ['A']),
];

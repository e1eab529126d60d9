import type { IdentifierKind } from './detector';

/**
 * What a provider reads next to a refused field. Says what kind of identifier
 * was found, never the text itself: the warning may be logged or displayed
 * where the original text must not appear.
 */
export const WARNINGS = {
  name: 'Possible personal name',
  other_script: 'Letters of a non-Latin script, which cannot be checked for names (write them in Latin letters)',
  location: 'Possible specific location',
  city: 'Possible specific location (city/town)',
  county: 'Possible specific location (county)',
  facility: 'Possible specific location (hospital, clinic or other named facility)',
  street: 'Possible specific location (street address)',
  zip: 'Possible specific location (ZIP code)',
  date: 'Possible date tied to a person (use the year only)',
  age: 'Possible age over 89 (report as 90 or older)',
  phone: 'Possible phone number',
  fax: 'Possible fax number',
  email: 'Possible email address',
  url: 'Possible web address (URL)',
  ip_address: 'Possible IP address',
  ssn: 'Possible Social Security number',
  medical_record_number: 'Possible medical record number',
  account_number: 'Possible account number',
  health_plan_number: 'Possible health plan or insurance number',
  license_number: 'Possible licence or certificate number',
  vehicle_identifier: 'Possible vehicle identifier (VIN or licence plate)',
  device_identifier: 'Possible device identifier or serial number',
  other_identifier: 'Possible unique identifying number or code',
} as const satisfies Record<string, string>;

export type WarningKey = keyof typeof WARNINGS;

/** Default warning for a kind when no more specific one applies. */
export function warningFor(kind: IdentifierKind): string {
  return WARNINGS[kind];
}

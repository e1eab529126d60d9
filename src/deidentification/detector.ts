/**
 * The one interface the rest of the service uses to ask "does this free text
 * identify someone?". Positions are zero-based offsets into the given text,
 * end exclusive, so a provider can find and fix the exact span.
 */
export type IdentifierKind =
  | 'name'
  | 'location'
  | 'date'
  | 'phone'
  | 'fax'
  | 'email'
  | 'url'
  | 'ip_address'
  | 'ssn'
  | 'medical_record_number'
  | 'account_number'
  | 'health_plan_number'
  | 'license_number'
  | 'vehicle_identifier'
  | 'device_identifier'
  | 'other_identifier';

export interface IdentifierHit {
  kind: IdentifierKind;
  /** Human-readable, says what kind of identifier was found, never echoes the text. */
  warning: string;
  start: number;
  end: number;
}

export interface IdentifierDetector {
  detect(text: string): IdentifierHit[];
}

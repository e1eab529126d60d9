import { wordSet } from './word-set';

/**
 * Posts named after a service ("Chief Medical Officer", "Medical Director", "Health Visitor", "Pharmacy
 * Technician"): a facility word before one of these names a post, not a place (issue 49, tenth round).
 */
export const ROLE_NOUNS =
  wordSet(`officer officers director directors examiner examiners adviser advisers advisor advisors visitor visitors
  technician technicians secretary`);

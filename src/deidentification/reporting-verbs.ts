import { wordSet } from './word-set';

/** Verbs that report what a person said or did: after a capitalised word, evidence that it names that person. */
export const REPORTING_VERBS =
  wordSet(`reports reported states stated says said called asked denies denied endorses endorsed complains complained
  notes noted presents presented returns returned wants wanted prefers preferred declined agreed feels felt thinks
  thought brought`);

/**
 * People named by their part in a call, a chat, a study or a service ("Caller reports", "Client prefers",
 * "Subj reports", "[21:02] Admin:", "Respondent states"): before a reporting verb or a colon these are the role,
 * not a surname, even where a surname list holds the word ("Caller", "Carer") or no dictionary does ("Subj",
 * "Admin") (issue 49, eleventh round, by class).
 */
export const PERSON_ROLES = wordSet(`
  caller callers client clients subj subject subjects admin admins administrator moderator mod member members user
  users participant participants pt pts patient patients resident residents customer customers carer carers
  caregiver caregivers attendee attendees applicant claimant respondent respondents informant interpreter
  translator requester requestor enquirer sender recipient volunteer trainee candidate delegate referrer reviewer
  assessor screener coordinator facilitator keyworker advocate guardian proxy enrollee enrolee`);

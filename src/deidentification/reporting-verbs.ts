/** Verbs that report what a person said or did: after a capitalised word, evidence that it names that person. */
export const REPORTING_VERBS = new Set(
  `reports reported states stated says said called asked denies denied endorses endorsed complains complained
  notes noted presents presented returns returned wants wanted prefers preferred declined agreed feels felt thinks
  thought brought`.split(/\s+/),
);

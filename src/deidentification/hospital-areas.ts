/**
 * The areas of a hospital by the short names its staff write (issue 49, thirty-fifth round): the emergency
 * department's resuscitation room and its streams ("resus", "majors", "minors"), its decision and same-day units
 * ("cdu", "sdec"), the acute admission units ("amu", "sau") and the critical-care units written as words ("itu",
 * "picu", "nicu", "scbu"), as NHS departments name them. After "in", "to" or "from" such a word says where in the
 * hospital a patient is ("taken to resus", "stepped down from picu"), as a specialty's short name does ("moved to
 * paeds"), never a town.
 */
import { wordSet } from './word-set';

export const HOSPITAL_AREAS: ReadonlySet<string> = wordSet(`
  resus majors minors cdu sdec amu sau mau eau itu icu picu nicu cicu hdu ccu scbu`);
